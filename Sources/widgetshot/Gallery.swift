import DemoWidgets
import Foundation
import WidgetShot

/// The main job until the full CLI lands: render the demo widgets over devices × families ×
/// appearances (first timeline entry) into a folder, with each variant's geometry, tap targets
/// and lints, and a contact sheet drawn by WidgetShot itself.
enum Gallery {
    static let devices: [Device] = [.iPhoneSE3, .iPhone15Pro, .iPhone16ProMax, .iPadPro12_9]
    static let appearances: [WidgetAppearance] = [.light, .dark, .placeholder]

    /// Renders everything; returns the number of failures (each is reported and skipped).
    static func run(output: URL, scale: CGFloat?) throws -> Int {
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let renderer = try WidgetRenderer()
        try DemoAssets.register(in: renderer.views.images)
        var tiles: [(String, URL, CGSize)] = []
        var failures = 0
        for widget in DemoWidgetBundle().widgets {
            for device in devices {
                for family in widget.supportedFamilies where device.widgetSize(for: family) != nil {
                    for appearance in appearances {
                        let label = "\(widget.kind) \(device.id) \(family) \(appearance)"
                        do {
                            guard let render = try renderer.render(widget, family: family, device: device, appearance: appearance, entries: .timeline).first else { continue }
                            let png = output.appendingPathComponent(render.variantName + ".png")
                            try render.result.image.writePNG(to: png)
                            try AtomicFile.write(Data(render.result.tree.jsonString().utf8), to: output.appendingPathComponent(render.variantName + ".json"))
                            try AtomicFile.write(Data(render.result.tree.tapTargetsJSON().utf8), to: output.appendingPathComponent(render.variantName + ".taps.json"))
                            for lint in render.lints { print("\(render.variantName): \(lint)") }
                            for warning in render.result.warnings { print("\(render.variantName): warning: \(warning)") }
                            if device == .iPhone15Pro || family == .systemSmall && device == .iPadPro12_9 {
                                tiles.append((label, png, device.widgetSize(for: family)!))
                            }
                        } catch {
                            failures += 1
                            FileHandle.standardError.write(Data("widgetshot: error: \(label): \(error)\n".utf8))
                        }
                    }
                }
            }
        }
        try writeContactSheet(tiles, to: output.appendingPathComponent("contact-sheet.png"), renderer: renderer.views)
        print("wrote \(tiles.count) sheet tiles and all variants to \(output.path)\(failures > 0 ? " (\(failures) failed)" : "")")
        return failures
    }

    /// A grid of the rendered variants with their labels, drawn as a WidgetShot view.
    static func writeContactSheet(_ tiles: [(String, URL, CGSize)], to url: URL, renderer: ViewRenderer) throws {
        let columns = 3
        let rows = stride(from: 0, to: tiles.count, by: columns).map { Array(tiles[$0..<min($0 + columns, tiles.count)]) }
        let sheet = VStack(alignment: .leading, spacing: 16) {
            ForEach(0..<rows.count) { r in
                HStack(alignment: .top, spacing: 16) {
                    ForEach(0..<rows[r].count) { c in
                        VStack(alignment: .leading, spacing: 4) {
                            Image(fileURL: rows[r][c].1).resizable().frame(width: rows[r][c].2.width, height: rows[r][c].2.height)
                            Text(rows[r][c].0).font(.system(size: 10)).foregroundColor(.gray).lineLimit(1).frame(width: rows[r][c].2.width, alignment: .leading)
                        }
                    }
                }
            }
        }
        .padding(20)
        var width: CGFloat = 0, height: CGFloat = 40
        for row in rows {
            let rowWidth: CGFloat = row.map { $0.2.width }.reduce(0, +) + CGFloat(row.count - 1) * 16
            let rowHeight: CGFloat = (row.map { $0.2.height }.max() ?? 0) + 17
            width = max(width, rowWidth + 40)
            height += rowHeight + 16
        }
        var env = EnvironmentValues()
        env.colorScheme = .light
        let result = try renderer.render(ZStack(alignment: .topLeading) { Color(white: 0.93); sheet }, size: CGSize(width: width, height: height), scale: 1, environment: env)
        try result.image.writePNG(to: url)
    }
}
