import ArgumentParser
import Foundation
import WidgetShotSnapshotCore

/// `widgetshot timeline`: every entry of a widget's timeline as a filmstrip PNG (each frame with
/// its entry date, UTC) and as an animated PNG, plus the reload schedule the policy implies.
struct TimelineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "timeline", abstract: "Render a widget's timeline as a filmstrip PNG and an animated PNG.")
    @OptionGroup var variant: SingleVariantOptions
    @Option(name: .shortAndLong, help: "Output folder.") var output = "widgetshot-timeline"
    @Option(help: "Seconds per frame in the animated PNG (more than 0, at most 65.535: APNG's millisecond delay).") var frameDuration: Double = 1

    func validate() throws {
        guard frameDuration.isFinite, frameDuration > 0, frameDuration <= 65.535 else {
            throw ValidationError("--frame-duration \(frameDuration) must be a number of seconds in 0 < d ≤ 65.535")
        }
    }

    func run() throws {
        let context = CLIContext.shared
        let renderer = try context.makeRenderer()
        let definition = try variant.definition()
        let device = try Selection.device(variant.device), appearance = try Selection.appearance(variant.appearance, on: device)
        let family = try Selection.family(variant.family, on: device)
        let out = URL(fileURLWithPath: output)
        try OutputFolder.prepare(out)
        let base = ([definition.kind] + (definition.configurationName.map { [$0] } ?? []) + [device.id, family.description, appearance.name]).joined(separator: ".")
            .map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" ? $0 : "-" }
        let name = String(base)
        // One frame in memory at a time: each is written, added to the animation and dropped
        // (a minute-by-minute timeline has 1,440 entries of several MB each).
        let animation = try APNGWriter(to: out.appendingPathComponent("\(name).apng.png"), delay: frameDuration)
        var frames: [(URL, String)] = [], dates: [Date] = []
        var policy: TimelineReloadPolicy?
        let formatter = ISO8601DateFormatter()
        func write(_ render: WidgetRender) throws {
            let url = out.appendingPathComponent("\(name).entry\(render.entryIndex).png")
            try render.result.image.writePNG(to: url)
            try animation.add(render.result.image)
            frames.append((url, formatter.string(from: render.entryDate)))
            dates.append(render.entryDate)
            policy = policy ?? render.reloadPolicy
            CommandWorker.heartbeat()   // --variant-timeout is per frame
        }
        if let file = variant.entries {
            try renderer.render(definition, family: family, device: device, appearance: appearance, entries: try EntriesFile.load(file, for: definition), each: write)
        } else {
            try renderer.render(definition, family: family, device: device, appearance: appearance, entries: .timeline, each: write)
        }
        try animation.finish()
        let strips = try writeFilmstrip(frames, size: device.widgetSize(for: family)!, base: name, in: out, renderer: renderer)
        if let policy {
            print("reload: \(policy.description)")
            if let next = policy.nextReload(after: dates.map { SimpleEntry(date: $0) }) { print("next reload requested at \(formatter.string(from: next))") }
        }
        print("wrote \(frames.count) frames, \(strips.joined(separator: ", ")) and \(name).apng.png to \(out.path)")
    }

    private struct SimpleEntry: TimelineEntry { let date: Date }

    /// The frames with their dates, laid out by ``FilmstripLayout`` (rows, then pages, within the
    /// canvas limit); returns the files written.
    @discardableResult
    private func writeFilmstrip(_ frames: [(URL, String)], size: CGSize, base: String, in folder: URL, renderer: WidgetRenderer) throws -> [String] {
        let scale: CGFloat = 2
        let layout = FilmstripLayout(count: frames.count, frame: size, scale: scale, maxPixels: ImageLimits.maxPixels)
        var written: [String] = []
        for page in 0..<layout.pages {
            let rows = layout.rows(onPage: page)
            let grid = VStack(alignment: .leading, spacing: FilmstripLayout.spacing) {
                ForEach(0..<rows.count, id: \.self) { r in
                    HStack(alignment: .top, spacing: FilmstripLayout.spacing) {
                        ForEach(rows[r], id: \.self) { i in
                            VStack(spacing: 6) {
                                Image(fileURL: frames[i].0).resizable().frame(width: size.width, height: size.height)
                                Text(frames[i].1).font(.system(size: 11)).foregroundColor(.gray).multilineTextAlignment(.center)
                            }
                            .frame(width: size.width, height: size.height + FilmstripLayout.caption, alignment: .top)
                        }
                    }
                }
            }
            .padding(FilmstripLayout.margin)
            // A renderer per page over the same fonts: the page's decoded frames are dropped with it
            // (one image store for a 1,440-frame timeline would keep every frame decoded).
            let pageRenderer = try ViewRenderer(fonts: renderer.views.fonts, images: ImageStore())
            let result = try pageRenderer.render(ZStack(alignment: .topLeading) { Color(white: 0.93); grid }, size: layout.size(ofPage: page), scale: scale)
            let name = FilmstripLayout.fileName(base: base, page: page)
            try result.image.writePNG(to: folder.appendingPathComponent(name))
            written.append(name)
            CommandWorker.heartbeat()   // --variant-timeout is per page
        }
        return written
    }
}
