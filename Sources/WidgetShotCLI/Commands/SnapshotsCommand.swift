import ArgumentParser
import Foundation
import WidgetShotSnapshotCore

/// `widgetshot snapshots`: check the gallery against goldens, list or prune orphans, show the report.
///
/// `orphans` and `prune` only consider goldens inside the selection (the widgets' folders, and
/// file names of the selected devices, families and appearances), only files WidgetShot recorded,
/// and only under a recognised Snapshots root (see `Orphans`); `prune` refuses when any variant
/// failed, since a partial run makes goldens look orphaned.
struct SnapshotsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshots", abstract: "Check widgets against goldens, list or prune orphans, or print the last report's path.")

    enum Action: String, ExpressibleByArgument, CaseIterable { case check, orphans, prune, report }
    @Argument(help: "check | orphans | prune | report") var action: Action
    @OptionGroup var variants: VariantOptions
    @Option(help: "The goldens folder (a Snapshots root: named Snapshots, inside one, or holding a .widgetshot-snapshots file).")
    var root = "Snapshots/widgetshot"
    @Option(help: "The artefacts folder (report.html).") var artefacts = ".build/widgetshot-artefacts"
    @Option(help: "Record mode for check: missing, all, failed, never (WIDGETSHOT_RECORD=never wins).") var record: String = "never"
    @Option(help: ArgumentHelp("check: write a JUnit XML report here (one test case per variant; default $WIDGETSHOT_JUNIT).", valueName: "file"))
    var junit: String?
    @Option(help: ArgumentHelp("check: write a Markdown summary here, for a pull-request comment (default $WIDGETSHOT_MARKDOWN).", valueName: "file"))
    var markdown: String?
    @OptionGroup var isolation: IsolationOptions

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
            if action != .check, FileManager.default.fileExists(atPath: rootURL.path), !Orphans.isSnapshotsRoot(rootURL) {
                throw ValidationError(OrphansError.notASnapshotsRoot(rootURL.path).description)
            }
            let run = try check(root: rootURL, artefacts: artefactsURL, mode: mode)
            guard action != .check else { return }
            if action == .prune && run.failures > 0 {
                throw ValidationError("\(run.failures) variant(s) failed, so this run is partial: not pruning (fix them, or prune after a run where all pass)")
            }
            let orphans = try Orphans.find(root: rootURL, touched: run.touched).filter { run.selection.contains($0, root: rootURL) }
            for o in orphans { print(o.path) }
            if action == .prune { print("removed \(try Orphans.prune(orphans)) files") } else { print("\(orphans.count) orphaned files") }
        }
    }

    /// The report entries of a check: each worker's own, and a failure for each variant that
    /// crashed or did not render.
    private func reportEntries(items: [WorkItem], outcomes: [SnapshotCheckOutcome], root: URL, widgets: [WidgetDefinition], variantNames: [String]) -> [ReportEntry] {
        zip(items.indices, outcomes).flatMap { i, outcome -> [ReportEntry] in
            guard outcome.entries.isEmpty else { return outcome.entries }
            let path = SnapshotNames.golden(suite: widgets[items[i].widget].kind, test: "widget", variant: variantNames[i])
            let golden = root.appendingPathComponent(path)
            return outcome.failed ? [ReportEntry(name: String(path.dropLast(".png".count)), status: .failed, golden: golden.path, message: outcome.message ?? "failed")] : []
        }
    }

    /// What a check run touched and what it selected.
    struct Run {
        var touched: Set<String>
        var failures: Int
        var selection: GoldenSelection
    }

    /// Verifies every variant (first entry) against `<root>/<kind>/…`; returns the goldens touched.
    private func check(root: URL, artefacts: URL, mode: RecordMode) throws -> Run {
        let context = CLIContext.shared
        let selected = Selection.list(variants.widgets).isEmpty ? context.widgets : try Selection.list(variants.widgets).map { try context.widget($0) }
        let widgets = try IntentOption.apply(variants.intent, to: selected, allowMany: true)
        let devices = try Selection.devices(Selection.list(variants.devices))
        let families = try Selection.families(Selection.list(variants.families))
        let appearances = try Selection.appearances(Selection.list(variants.appearances))
        let items = BatchRenderer.items(widgets: widgets, devices: devices, families: families, appearances: appearances,
                                        dynamicTypeSizes: try variants.dynamicType.sizes())
        for warning in try GalleryCommand.checkSelection(items, widgets: widgets, devices: devices, families: families, appearances: appearances, rendersOthers: false) {
            FileHandle.standardError.write(Data((warning + "\n").utf8))
        }
        let config = SnapshotConfiguration(root: root, artefacts: artefacts, record: mode)
        var touched: Set<String> = [], failures = 0
        let variantNames = items.map { item in
            ((widgets[item.widget].configurationName.map { [$0] } ?? []) + [item.device.id, item.family.description, item.appearance.name]
                + DynamicTypeSizeNames.suffix(item.dynamicTypeSize) + ["entry0"]).joined(separator: ".")
        }
        // Touched before rendering: a variant that fails to render keeps its golden.
        for (item, variant) in zip(items, variantNames) {
            touched.insert(root.appendingPathComponent(SnapshotNames.golden(suite: widgets[item.widget].kind, test: "widget", variant: variant)).path)
        }
        let renderers = SlotRenderers()
        // One worker per core (each checks its variants one after another, with its own ledger);
        // in this process, one variant at a time: the ledger is the process's.
        let runner = VariantRunner(labels: items.map(\.label), jobs: VariantRunner.usesWorkers ? ProcessInfo.processInfo.activeProcessorCount : 1,
                                   limits: isolation.limits)
        let outcomes = runner.run(progress: nil, render: { i, slot in
            renderers.with(slot) { renderer -> SnapshotCheckOutcome in
                let item = items[i], widget = widgets[item.widget]
                do {
                    if renderer == nil { renderer = try context.makeRenderer() }
                    renderer!.dynamicTypeSize = item.dynamicTypeSize
                    guard let render = try renderer!.render(widget, family: item.family, device: item.device, appearance: item.appearance, entries: .entry(0)).first else {
                        return SnapshotCheckOutcome(failed: true, message: "\(item.label): no entries")
                    }
                    let before = SnapshotLedger.shared.entries.count   // one variant at a time per process
                    let verified = SnapshotVerifier.verify(image: render.result.image, tree: render.result.tree, suite: widget.kind, test: "widget",
                                                           variant: variantNames[i], configuration: config, record: mode)
                    let entries = Array(SnapshotLedger.shared.entries.dropFirst(before))
                    switch verified {
                    case .failed(let message): return SnapshotCheckOutcome(failed: true, message: message, entries: entries)
                    case .recorded(let message): return SnapshotCheckOutcome(failed: false, message: message, entries: entries)
                    default: return SnapshotCheckOutcome(failed: false, message: nil, entries: entries)
                    }
                } catch {
                    return SnapshotCheckOutcome(failed: true, message: "\(item.label): \(error)")
                }
            }
        }, failure: { i, message in SnapshotCheckOutcome(failed: true, message: "\(items[i].label): \(message)") }, isFailure: \.failed)
        for outcome in outcomes {
            if outcome.failed { failures += 1 }
            if let message = outcome.message { print(message) }
        }
        let entries = reportEntries(items: items, outcomes: outcomes, root: root, widgets: widgets, variantNames: variantNames)
        let ciFiles = CIReportFiles.fromEnvironment().merging(junit: junit, markdown: markdown)
        if !ciFiles.isEmpty {
            do { try ciFiles.write(entries: entries, artefacts: artefacts) } catch {
                throw ValidationError("could not write the CI report files: \(error)")
            }
        }
        if failures > 0 {
            // Each worker wrote a report of its own variants: the run's report is all of them, the
            // variants that crashed or did not render included.
            try? FileManager.default.createDirectory(at: artefacts, withIntermediateDirectories: true)
            let page = PageFonts.embed(HTMLReport.render(entries: entries, title: "WidgetShot snapshots", relativeTo: artefacts), into: artefacts)
            try? AtomicFile.write(Data(page.utf8), to: artefacts.appendingPathComponent("report.html"))
            try? ReportManifest(snapshotsRoot: root.standardizedFileURL.path, entries: entries).write(to: artefacts)
        }
        print("\(items.count - failures) of \(items.count) snapshots match")
        if failures > 0 && action == .check { throw ExitCode(1) }
        let selection = GoldenSelection(folders: Set(widgets.map { SnapshotNames.golden(suite: $0.kind, test: "x", variant: "").split(separator: "/")[0] }.map(String.init)),
                                        devices: Set(devices.map(\.id)), families: families.map { Set($0.map(\.description)) },
                                        appearances: Set(appearances.map(\.name)), dynamicTypeSizes: Set(try variants.dynamicType.sizes()))
        return Run(touched: touched, failures: failures, selection: selection)
    }
}

/// What checking one variant gave, as a worker sends it back.
struct SnapshotCheckOutcome: Codable {
    var failed: Bool
    /// The verifier's message (a failure or a recording), printed in variant order.
    var message: String?
    /// What the verifier recorded for the report (none when the variant did not render).
    var entries: [ReportEntry] = []
}

/// The goldens a `snapshots` run selected: `<root>/<widget folder>/widget.<device>-<family>-<appearance>-entryN.png`
/// for the selected widgets, devices, families (`nil`: any) and appearances.
struct GoldenSelection {
    var folders: Set<String>
    var devices: Set<String>
    var families: Set<String>?
    var appearances: Set<String>
    /// The Dynamic Type sizes checked: a golden named without a size is Large's.
    var dynamicTypeSizes: Set<DynamicTypeSize> = [.large]

    /// Whether the golden (or its `.json` twin) at `url` is inside the selection.
    func contains(_ url: URL, root: URL) -> Bool {
        let base = root.resolvingSymlinksInPath().standardizedFileURL.path
        let parts = url.resolvingSymlinksInPath().standardizedFileURL.path.dropFirst(base.count + 1).split(separator: "/")
        guard parts.count == 2, folders.contains(String(parts[0])) else { return false }
        let name = URL(fileURLWithPath: String(parts[1])).deletingPathExtension().lastPathComponent
        guard name.hasPrefix("widget.") else { return false }
        let fields = Set(name.dropFirst("widget.".count).split(separator: "-").map(String.init))
        let size = DynamicTypeSize.allCases.first { fields.contains(DynamicTypeSizeNames.name($0)) } ?? .large
        return !fields.isDisjoint(with: devices) && (families.map { !fields.isDisjoint(with: $0) } ?? true) && !fields.isDisjoint(with: appearances)
            && dynamicTypeSizes.contains(size)
    }
}
