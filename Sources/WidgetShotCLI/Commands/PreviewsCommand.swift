import ArgumentParser
import Foundation
import WidgetShotSnapshotCore

/// `widgetshot previews`: every preview of the extension or package (`#Preview` and
/// `PreviewProvider`), each timeline entry of a widget preview, into a folder with `index.html`:
/// devices × appearances × Dynamic Type sizes, in `--locale` (one subfolder per locale when
/// several are given), `--time-zone`, `--layout-direction`, `--os` and `--wallpaper`.
struct PreviewsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "previews", abstract: "Render every #Preview and PreviewProvider preview into a folder, with index.html.")

    @OptionGroup var extensionOptions: ExtensionOptions
    @Option(name: .shortAndLong, help: "Output folder.") var output = "widgetshot-previews"
    @Option(help: "Comma-separated devices for previews without .previewDevice (default: iPhone16Pro; for a watchOS widget target appleWatch45mm).") var devices: String?
    @Option(help: "Comma-separated appearances: light, dark, placeholder, accented (tinted), vibrant, clear, standby, standby-night, lockscreen.") var appearances = "light"
    @Option(help: "Only previews whose name contains this text.") var filter: String?
    @Flag(help: "Only list the previews.") var list = false
    @OptionGroup var localization: LocaleOptions
    @OptionGroup var dynamicType: DynamicTypeOptions
    @OptionGroup var wallpaperOption: WallpaperOption
    @Option(help: "The iOS version rendered: 16 (no content margins, no containerBackground notice), 17, 18 or 26 (system colours; #available checks).") var os = "18"
    @OptionGroup var contrastOption: ContrastOption
    @OptionGroup var isolation: IsolationOptions

    func validate() throws {
        guard OSVersion(name: os) != nil else {
            throw ValidationError("unknown --os '\(os)'; valid versions: \(OSVersion.allCases.map(\.rawValue).joined(separator: ", "))")
        }
    }

    func run() throws {
        var previews = CLIContext.shared.previews()
        // Providers that crashed while listed (PreviewListingProbe): failed previews, the others render.
        var unlisted = PreviewListing.failures
        if let filter {
            previews = previews.filter { $0.displayName.localizedCaseInsensitiveContains(filter) }
            unlisted = unlisted.filter { $0.name.localizedCaseInsensitiveContains(filter) }
        }
        if list {
            for p in previews { print("\(p.displayName)\(p.source.map { "  (\($0):\(p.line ?? 0))" } ?? "")") }
            for failure in unlisted { FileHandle.standardError.write(Data("\(Self.describe(failure))\n".utf8)) }
            if !unlisted.isEmpty { throw ExitCode(1) }
            return
        }
        guard !previews.isEmpty || !unlisted.isEmpty else {
            guard let filter else { throw SelectionError("no previews found (#Preview or PreviewProvider)") }
            let names = CLIContext.shared.previews().map(\.displayName)
            throw SelectionError("--filter '\(filter)' matches no preview; "
                + (names.isEmpty ? "there are no previews" : "the previews are: \(names.joined(separator: ", "))"))
        }
        let locales = try localization.locales()
        guard locales.count > 1 else { return try render(previews, unlisted: unlisted, into: URL(fileURLWithPath: output)) }
        // One batch per locale; a worker process runs only the batch it serves.
        for (batch, locale) in locales.enumerated() where WorkerMode.runs(batch: batch) {
            CLIContext.shared.locale = locale
            try render(previews, unlisted: unlisted, into: URL(fileURLWithPath: output).appendingPathComponent(locale.identifier), batch: batch)
        }
    }

    /// Every preview in the current locale into `folder`: one variant per preview × device ×
    /// appearance × size, run by ``VariantRunner`` (in worker processes in the tools).
    private func render(_ previews: [Preview], unlisted: [PreviewListing.Failure], into folder: URL, batch: Int = 0) throws {
        let deviceList = try devices.map { try Selection.devices(Selection.list($0)) } ?? [ExtensionPlatform.current.defaultDevice]
        let appearanceList = try Selection.appearances(Selection.list(appearances))
        let sizes = try dynamicType.sizes()
        try OutputFolder.prepare(folder)
        var variants: [PreviewVariant] = []
        for (p, preview) in previews.enumerated() {
            for device in deviceList {
                for (appearance, size) in appearanceList.flatMap({ a in sizes.map { (a, $0) } }) {
                    // A place the system never shows this family (Lock Screen for a home-screen
                    // family, StandBy for medium) is skipped, as in galleries, not a failure.
                    if let family = preview.traits.family, !appearance.isAvailable(for: family, on: device) { continue }
                    variants.append(PreviewVariant(preview: p, device: device, appearance: appearance, size: size,
                                                   label: "\(preview.displayName) on \(device.id) \(appearance.name)\(ActivityGallery.sizeCaption(size))"))
                }
            }
        }
        let renderers = SlotRenderers()
        let osVersion = OSVersion(name: os) ?? .iOS18
        CLIContext.shared.colorSchemeContrast = try contrastOption.value()
        let runner = VariantRunner(labels: variants.map(\.label), jobs: VariantRunner.usesWorkers ? ProcessInfo.processInfo.activeProcessorCount : 1,
                                   limits: isolation.limits, batch: batch)
        let outcomes = runner.run(progress: nil, render: { i, slot in
            renderers.with(slot) { renderer in
                do {
                    if renderer == nil { renderer = try CLIContext.shared.makeRenderer() }
                    return try renderVariant(variants[i], of: previews[variants[i].preview], with: renderer!, osVersion: osVersion, into: folder)
                } catch {
                    return PreviewOutcome(failure: "\(variants[i].label): \(error)")
                }
            }
        }, failure: { i, message in PreviewOutcome(failure: "\(variants[i].label): \(message)") }, isFailure: { $0.failure != nil })

        var sections = previews.map { preview in PreviewsIndex.Section(name: preview.displayName, source: preview.source.map { "\($0):\(preview.line ?? 0)" }) }
        var failures: [String] = []
        for failure in unlisted {
            var section = PreviewsIndex.Section(name: failure.name, source: failure.source.map { "\($0):\(failure.line ?? 0)" })
            section.failures = [Self.describe(failure)]
            sections.append(section)
            failures.append(Self.describe(failure))
        }
        for (variant, outcome) in zip(variants, outcomes) {
            for line in outcome.lints { print(line) }
            sections[variant.preview].images += outcome.images
            if let failure = outcome.failure {
                failures.append(failure)
                sections[variant.preview].failures.append(failure)
            }
        }
        try PreviewsIndex.write(sections, to: folder.appendingPathComponent("index.html"))
        print("rendered \(outcomes.reduce(0) { $0 + $1.images.count }) images from \(previews.count) previews into \(folder.path)")
        if !failures.isEmpty {
            FileHandle.standardError.write(Data("\(failures.count) preview(s) failed:\n".utf8))
            for f in failures { FileHandle.standardError.write(Data("  \(f)\n".utf8)) }
            throw ExitCode(1)
        }
    }

    /// A provider that crashed while listed, as the failures name it.
    static func describe(_ failure: PreviewListing.Failure) -> String {
        "\(failure.name)\(failure.source.map { " (\($0):\(failure.line ?? 0))" } ?? ""): \(failure.message)"
    }

    /// Renders one variant of a preview (every entry of a widget preview), writing its images.
    private func renderVariant(_ variant: PreviewVariant, of preview: Preview, with renderer: WidgetRenderer, osVersion: OSVersion,
                               into folder: URL) throws -> PreviewOutcome {
        renderer.osVersion = osVersion
        renderer.dynamicTypeSize = variant.size
        // The first truncating size is the same at every size: computed on the first only.
        renderer.reportsFirstTruncatingSize = dynamicType.reportsFirstTruncatingSize && variant.size == (try? dynamicType.sizes())?.first
        var outcome = PreviewOutcome()
        for render in try renderer.render(preview, device: variant.device, appearance: variant.appearance) {
            let name = render.variantName
            try render.result.image.writePNG(to: folder.appendingPathComponent(name + ".png"))
            outcome.lints += render.lints.map { "\(name): \($0)" }
            let points = render.result.image.width / Int(max(1, render.device.scale))
            let caption = "\(render.device.name) · \(render.family?.description ?? "view") · \(variant.appearance.name)\(ActivityGallery.sizeCaption(variant.size)) · entry \(render.entryIndex)"
            outcome.images.append(.init(file: name + ".png", caption: caption, width: points, lints: render.lints.map(\.description)))
        }
        return outcome
    }
}

/// One preview on one device in one appearance at one Dynamic Type size.
struct PreviewVariant {
    var preview: Int
    var device: Device
    var appearance: WidgetAppearance
    var size: DynamicTypeSize
    var label: String
}

/// What a preview variant produced, as a worker sends it back.
struct PreviewOutcome: Codable {
    var images: [PreviewsIndex.Section.Image] = []
    /// `name: lint` lines for the console.
    var lints: [String] = []
    var failure: String?
}

/// `index.html` of a previews folder: one section per preview, in the gallery's style.
enum PreviewsIndex {
    struct Section {
        struct Image: Codable { var file: String; var caption: String; var width: Int; var lints: [String] = [] }
        var name: String
        var source: String?
        var images: [Image] = []
        var failures: [String] = []
    }

    static func write(_ sections: [Section], to url: URL) throws {
        let e = GalleryIndex.escape
        var html = """
            <!doctype html><html><head><meta charset="utf-8"><title>WidgetShot previews</title><style>
            body{font-family:-apple-system,Inter,sans-serif;background:#f2f2f7;margin:0;padding:24px;color:#1c1c1e}
            h1{font-size:28px;margin:0 0 16px} section{background:#fff;border-radius:18px;padding:20px;margin:0 0 24px}
            h2{margin:0;font-size:22px} .desc{color:#6e6e73;margin:4px 0 16px;font-family:ui-monospace,monospace;font-size:12px}
            .row{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start} figure{margin:0} img{display:block;max-width:420px;height:auto}
            figcaption{font-size:11px;color:#6e6e73;margin-top:4px} .failed{color:#d70015;font-size:12px}
            \(GalleryIndex.lintStyle)
            </style></head><body><h1>Previews</h1>

            """
        for section in sections {
            html += "<section><h2>\(e(section.name))</h2><p class=\"desc\">\(e(section.source ?? ""))</p><div class=\"row\">\n"
            for failure in section.failures { html += "<p class=\"failed\">\(e(failure))</p>\n" }
            for image in section.images {
                html += "<figure><img src=\"\(e(image.file))\" width=\"\(image.width)\" alt=\"\(e(image.caption))\"><figcaption>\(e(image.caption))</figcaption>"
                    + GalleryIndex.lintList(image.lints) + "</figure>\n"
            }
            html += "</div></section>\n"
        }
        html += "</body></html>\n"
        try AtomicFile.write(Data(html.utf8), to: url)
    }
}
