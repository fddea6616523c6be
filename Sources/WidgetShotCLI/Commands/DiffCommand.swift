import ArgumentParser
import Foundation
import WidgetShotTesting

/// `widgetshot diff A B`: two PNGs or two folders of PNGs → diff images, side-by-side strips and
/// an HTML report; exit 0 when everything matches, 1 when something differs or is missing.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "diff", abstract: "Compare two PNGs or two folders; exit code 1 if they differ.")
    @Argument(help: "The expected PNG or folder.") var expected: String
    @Argument(help: "The actual PNG or folder.") var actual: String
    @Option(name: .shortAndLong, help: "Where diff images and report.html go.") var output = "widgetshot-diff"
    @Option(help: "Per-pixel CIEDE2000 tolerance.") var deltaE: Double = 0
    @Option(help: "Allowed share (0…1) of differing pixels.") var share: Double = 0
    @Flag(help: "Ignore anti-aliased pixels (pixelmatch's detection).") var ignoreAntialiasing = false

    func run() throws {
        let a = URL(fileURLWithPath: expected), b = URL(fileURLWithPath: actual)
        var isDirA: ObjCBool = false, isDirB: ObjCBool = false
        guard FileManager.default.fileExists(atPath: a.path, isDirectory: &isDirA) else { throw ValidationError("\(a.path) does not exist") }
        guard FileManager.default.fileExists(atPath: b.path, isDirectory: &isDirB) else { throw ValidationError("\(b.path) does not exist") }
        guard isDirA.boolValue == isDirB.boolValue else { throw ValidationError("compare two files or two folders, not a file with a folder") }
        let pairs: [(String, URL, URL)]
        if isDirA.boolValue {
            let names = Set(pngs(in: a)).union(pngs(in: b)).sorted()
            pairs = names.map { ($0, a.appendingPathComponent($0), b.appendingPathComponent($0)) }
        } else {
            pairs = [(a.lastPathComponent, a, b)]
        }
        let out = URL(fileURLWithPath: output)
        try OutputFolder.prepare(out)
        let tolerance = DiffTolerance(perPixelDeltaE: deltaE, differingShare: share, ignoresAntialiasing: ignoreAntialiasing)
        var entries: [ReportEntry] = []
        for (name, left, right) in pairs {
            entries.append(compare(name, left, right, tolerance: tolerance, out: out))
        }
        let page = PageFonts.embed(HTMLReport.render(entries: entries, title: "widgetshot diff", relativeTo: out), into: out)
        try AtomicFile.write(Data(page.utf8), to: out.appendingPathComponent("report.html"))
        let failed = entries.filter { $0.status != .passed }
        for entry in failed { print("\(entry.name): \(entry.message)") }
        print("\(entries.count - failed.count) of \(entries.count) match; report: \(out.appendingPathComponent("report.html").path)")
        if !failed.isEmpty { throw ExitCode(1) }
    }

    private func pngs(in folder: URL) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.filter { $0.hasSuffix(".png") } ?? []
    }

    private func compare(_ name: String, _ left: URL, _ right: URL, tolerance: DiffTolerance, out: URL) -> ReportEntry {
        func load(_ url: URL) throws -> RasterImage {
            guard let data = FileManager.default.contents(atPath: url.path) else { throw ValidationError("\(url.path) is missing") }
            return try RasterImage(pngData: data, name: url.path)
        }
        do {
            let e = try load(left), a = try load(right)
            let result = try PixelDiff.compare(expected: e, actual: a, tolerance: tolerance)
            if result.matches { return ReportEntry(name: name, status: .passed, golden: left.path) }
            let base = (name as NSString).deletingPathExtension
            let diffURL = out.appendingPathComponent(base + ".diff.png"), stripURL = out.appendingPathComponent(base + ".side-by-side.png")
            let diff = PixelDiff.diffImage(expected: e, actual: a, result: result)
            try diff.writePNG(to: diffURL)
            try PixelDiff.sideBySide(expected: e, diff: diff, actual: a).writePNG(to: stripURL)
            return ReportEntry(name: name, status: .failed, golden: left.path, actual: right.path, diff: diffURL.path, strip: stripURL.path, message: result.summary)
        } catch {
            return ReportEntry(name: name, status: .failed, golden: left.path, actual: right.path, message: "\(error)")
        }
    }
}

/// `widgetshot snapshots`: check the gallery against goldens, list or prune orphans, show the report.
struct SnapshotsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshots", abstract: "Check widgets against goldens, list or prune orphans, or print the last report's path.")

    enum Action: String, ExpressibleByArgument, CaseIterable { case check, orphans, prune, report }
    @Argument(help: "check | orphans | prune | report") var action: Action
    @OptionGroup var variants: VariantOptions
    @Option(help: "The goldens folder.") var root = "Snapshots/widgetshot"
    @Option(help: "The artefacts folder (report.html).") var artefacts = ".build/widgetshot-artefacts"
    @Option(help: "Record mode for check: missing, all, failed, never.") var record: String = "never"

    func run() throws {
        let rootURL = URL(fileURLWithPath: root), artefactsURL = URL(fileURLWithPath: artefacts)
        switch action {
        case .report:
            let report = artefactsURL.appendingPathComponent("report.html")
            guard FileManager.default.fileExists(atPath: report.path) else { throw ValidationError("no report at \(report.path) yet: run a check first") }
            print(report.path)
        case .check, .orphans, .prune:
            guard let mode = RecordMode(rawValue: record) else {
                throw ValidationError("unknown record mode '\(record)'; valid: \(RecordMode.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            let touched = try check(root: rootURL, artefacts: artefactsURL, mode: mode)
            guard action != .check else { return }
            let orphans = try Orphans.find(root: rootURL, touched: touched)
            for o in orphans { print(o.path) }
            if action == .prune { print("removed \(try Orphans.prune(orphans)) files") } else { print("\(orphans.count) orphaned files") }
        }
    }

    /// Verifies every variant (first entry) against `<root>/<kind>/…`; returns the goldens touched.
    private func check(root: URL, artefacts: URL, mode: RecordMode) throws -> Set<String> {
        let context = CLIContext.shared
        let selected = Selection.list(variants.widgets).isEmpty ? context.widgets : try Selection.list(variants.widgets).map { try context.widget($0) }
        let widgets = try IntentOption.apply(variants.intent, to: selected, allowMany: true)
        let items = BatchRenderer.items(widgets: widgets, devices: try Selection.devices(Selection.list(variants.devices)),
                                        families: try Selection.families(Selection.list(variants.families)),
                                        appearances: try Selection.appearances(Selection.list(variants.appearances)))
        let renderer = try context.makeRenderer()
        let config = SnapshotConfiguration(root: root, artefacts: artefacts, record: mode)
        var touched: Set<String> = [], failures = 0
        for item in items {
            let widget = widgets[item.widget]
            do {
                guard let render = try renderer.render(widget, family: item.family, device: item.device, appearance: item.appearance, entries: .timeline).first else { continue }
                let variant = ((widget.configurationName.map { [$0] } ?? []) + [item.device.id, item.family.rawValue, item.appearance.name, "entry0"])
                    .joined(separator: ".")
                let outcome = SnapshotVerifier.verify(image: render.result.image, tree: render.result.tree, suite: widget.kind, test: "widget",
                                                      variant: variant, configuration: config, record: mode)
                touched.insert(root.appendingPathComponent(SnapshotNames.golden(suite: widget.kind, test: "widget", variant: variant)).path)
                if case .failed(let message) = outcome { failures += 1; print(message) }
                if case .recorded(let message) = outcome { print(message) }
            } catch {
                failures += 1
                print("\(item.label): \(error)")
            }
        }
        print("\(items.count - failures) of \(items.count) snapshots match")
        if failures > 0 && action == .check { throw ExitCode(1) }
        return touched
    }
}
