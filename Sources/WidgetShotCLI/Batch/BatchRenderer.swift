import Foundation
import WidgetShotSnapshotCore

/// One unit of batch work: a widget in one family on one device in one appearance.
struct WorkItem: Hashable {
    var widget: Int
    var device: Device
    var family: WidgetFamily
    var appearance: WidgetAppearance
    var label: String
    /// The Dynamic Type size (`--dynamic-type`); Large unless asked.
    var dynamicTypeSize: DynamicTypeSize = .large
    /// Whether this is the first of the sizes rendered for its widget, device, family and
    /// appearance: the one whose render carries the first-truncating-size lints (they are the
    /// same at every size, so they are computed once).
    var isFirstDynamicTypeSize = true
}

/// What a finished item produced (kept small: the images are on disk, not in memory).
struct ItemResult {
    var item: WorkItem
    var files: [(name: String, entryIndex: Int, date: Date)]
    var lints: [String]
    var error: String?
    /// The first image scaled down for the contact sheet, when the worker made one.
    var tile: SheetTile?
}

/// Renders work items in parallel (one renderer per slot, since cairo/Pango objects are not
/// shared across threads), writing every file atomically and keeping going past failures.
struct BatchRenderer {
    var widgets: [WidgetDefinition]
    var context: CLIContext
    var output: URL
    var allEntries: Bool
    var decodedEntries: [RenderableEntry]?
    var writeGeometry: Bool
    var jobs: Int
    /// Whether renders add the first-truncating-size lints (`--dynamic-type` given).
    var reportsFirstTruncatingSize = false

    /// Every item of the matrix, in a deterministic order.
    static func items(widgets: [WidgetDefinition], devices: [Device], families: [WidgetFamily]?, appearances: [WidgetAppearance],
                      dynamicTypeSizes: [DynamicTypeSize] = [.large]) -> [WorkItem] {
        var items: [WorkItem] = []
        for (w, widget) in widgets.enumerated() {
            for device in devices {
                for family in families ?? widget.supportedFamilies where widget.supportedFamilies.contains(family) && device.widgetSize(for: family) != nil {
                    for appearance in appearances where appearance.isAvailable(for: family, on: device) {
                        for size in dynamicTypeSizes {
                            let label = "\(widget.kind)\(widget.configurationName.map { " [\($0)]" } ?? "") \(device.id) \(family.description) \(appearance.name)"
                                + DynamicTypeSizeNames.suffix(size).map { " " + $0 }.joined()
                            items.append(WorkItem(widget: w, device: device, family: family, appearance: appearance, label: label, dynamicTypeSize: size,
                                                  isFirstDynamicTypeSize: size == dynamicTypeSizes.first))
                        }
                    }
                }
            }
        }
        return items
    }

    /// Items of shard `k` of `n`: every n-th item starting at k − 1 (the union of all shards is
    /// the whole list, with no overlap).
    static func shard(_ items: [WorkItem], index: Int, count: Int) -> [WorkItem] {
        items.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }

    /// The limits of each variant's worker (`--variant-timeout`, `--memory-limit`).
    var limits = VariantLimits()
    /// Which batch of the command this is (one per `--locale`).
    var batch = 0
    /// A gallery's Live Activities and controls: variants of the same queue, after the widgets'
    /// (``ActivityGallery/work(names:)``), drawn by the same workers as slots free up.
    var extras: (gallery: ActivityGallery, work: ActivityGallery.Work)?

    /// Renders every item and then every extra variant, in worker processes in the tools (see
    /// ``VariantRunner``): a variant whose widget code crashes, hangs or exits fails alone.
    /// `widgetsDone` gets the items' results as soon as the last of them is in (a gallery's
    /// contact sheet is drawn meanwhile), while extra variants may still render.
    func run(_ items: [WorkItem], progress: Progress, widgetsDone: (([ItemResult]) -> Void)? = nil)
        -> (widgets: [ItemResult], extras: [ExtraVariantResult]) {
        let renderers = SlotRenderers()
        let extraVariants = extras?.work.variants ?? []
        let extraRenderer = extras.map { ExtraVariantRenderer(gallery: $0.gallery, work: $0.work) }
        let runner = VariantRunner(labels: items.map(\.label) + extraVariants.map(\.label), jobs: jobs, limits: limits, batch: batch)
        var widgetOutcomes = [VariantOutcome?](repeating: nil, count: items.count)
        var widgetsLeft = items.count
        func results(_ outcomes: [VariantOutcome?]) -> [ItemResult] {
            zip(items, outcomes).map { item, outcome in
                let outcome = outcome ?? VariantOutcome(files: [], lints: [], error: "not rendered")
                return ItemResult(item: item, files: outcome.files.map { ($0.name, $0.entryIndex, $0.date) }, lints: outcome.lints,
                                  error: outcome.error, tile: outcome.tile)
            }
        }
        if items.isEmpty { widgetsDone?([]) }
        let outcomes = runner.run(progress: progress, render: { i, slot -> GalleryVariantResult in
            guard i >= items.count else { return .widget(renderers.with(slot) { renderItem(items[i], index: i, renderer: &$0) }) }
            return .extra(extraRenderer!.render(extraVariants[i - items.count]))
        }, failure: { i, message in
            i < items.count ? .widget(VariantOutcome(files: [], lints: [], error: message)) : .extra(ExtraVariantResult(failure: message))
        }, isFailure: \.isFailure, each: { i, outcome in
            // Called one result at a time (under the runner's lock).
            guard i < items.count, case .widget(let widget) = outcome else { return }
            widgetOutcomes[i] = widget
            widgetsLeft -= 1
            if widgetsLeft == 0 { widgetsDone?(results(widgetOutcomes)) }
        })
        let extraResults = outcomes.dropFirst(items.count).map { outcome -> ExtraVariantResult in
            if case .extra(let result) = outcome { return result }
            return ExtraVariantResult(failure: "the worker answered a widget's result for a Live Activity's or control's variant")
        }
        let widgetResults = outcomes.prefix(items.count).map { outcome -> VariantOutcome? in
            if case .widget(let result) = outcome { return result }
            return VariantOutcome(files: [], lints: [], error: "the worker answered a Live Activity's result for a widget's variant")
        }
        return (results(widgetResults), Array(extraResults))
    }

    private func renderItem(_ item: WorkItem, index: Int, renderer: inout WidgetRenderer?) -> VariantOutcome {
        do {
            if renderer == nil { renderer = try context.makeRenderer() }
            let widget = widgets[item.widget]
            renderer!.dynamicTypeSize = item.dynamicTypeSize
            renderer!.reportsFirstTruncatingSize = reportsFirstTruncatingSize && item.isFirstDynamicTypeSize
            var files: [VariantOutcome.File] = []
            var lints: [String] = []
            var tile: SheetTile?
            let views = renderer!.views
            // Each entry's image is written and dropped before the next is drawn (`--all-entries`
            // of a minute-by-minute timeline is 1,440 images).
            func write(_ render: WidgetRender) throws {
                let name = render.variantName
                try render.result.image.writePNG(to: output.appendingPathComponent(name + ".png"))
                if writeGeometry {
                    try AtomicFile.write(Data(render.result.tree.jsonString().utf8), to: output.appendingPathComponent(name + ".json"))
                }
                files.append(.init(name: name, entryIndex: render.entryIndex, date: render.entryDate))
                lints += render.lints.map { "\(name): \($0)" } + render.result.warnings.map { "\(name): warning: \($0)" }
                if files.count == 1, index < ContactSheet.tiledVariants, let size = item.device.widgetSize(for: item.family) {
                    tile = try ContactSheet.tile(of: render.result.image, size: size, views: views)
                }
                WorkerMode.heartbeat()   // --variant-timeout is per image of --all-entries
            }
            if let decodedEntries {
                try renderer!.render(widget, family: item.family, device: item.device, appearance: item.appearance,
                                     entries: allEntries ? decodedEntries : Array(decodedEntries.prefix(1)), each: write)
            } else {
                try renderer!.render(widget, family: item.family, device: item.device, appearance: item.appearance,
                                     entries: allEntries ? .timeline : .entry(0), each: write)
            }
            return VariantOutcome(files: files, lints: lints, error: nil, tile: tile)
        } catch {
            return VariantOutcome(files: [], lints: [], error: "\(error)")
        }
    }
}

/// What a rendered gallery variant produced, as a worker sends it back.
struct VariantOutcome: Codable {
    struct File: Codable {
        var name: String
        var entryIndex: Int
        var date: Date
    }
    var files: [File]
    var lints: [String]
    var error: String?
    /// The first image scaled down for the contact sheet (the batch's first variants only).
    var tile: SheetTile?
}

/// What one variant of a gallery's queue gave: a widget's or a Live Activity's or control's.
enum GalleryVariantResult: Codable {
    case widget(VariantOutcome)
    case extra(ExtraVariantResult)

    var isFailure: Bool {
        switch self {
        case .widget(let outcome): outcome.error != nil
        case .extra(let result): result.failure != nil
        }
    }
}

/// One renderer per slot (cairo/Pango objects are not shared across threads), made on first use.
final class SlotRenderers: @unchecked Sendable {
    private let lock = NSLock()
    private var renderers: [Int: WidgetRenderer] = [:]

    func with<T>(_ slot: Int, _ body: (inout WidgetRenderer?) -> T) -> T {
        var renderer = lock.withLock { renderers[slot] }
        let result = body(&renderer)
        lock.withLock { renderers[slot] = renderer }
        return result
    }
}

/// Progress on standard error: a redrawn bar on a terminal, plain lines otherwise.
final class Progress {
    let total: Int
    private var done = 0
    private var failed = 0
    private let isTerminal = isatty(fileno(stderr)) != 0
    private let quiet: Bool

    init(total: Int, quiet: Bool = false) {
        self.total = total
        self.quiet = quiet
    }

    func advance(_ label: String, failed didFail: Bool) {
        done += 1
        if didFail { failed += 1 }
        guard !quiet else { return }
        if isTerminal {
            let width = 30, filled = total == 0 ? width : done * width / total
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            FileHandle.standardError.write(Data("\r\(bar) \(done)/\(total)\(failed > 0 ? " (\(failed) failed)" : "")\u{1B}[K".utf8))
            if done == total { FileHandle.standardError.write(Data("\n".utf8)) }
        } else {
            FileHandle.standardError.write(Data("[\(done)/\(total)] \(didFail ? "FAILED " : "")\(label)\n".utf8))
        }
    }
}
