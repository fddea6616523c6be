import ArgumentParser
import Foundation
import WidgetShotSnapshotCore

/// `widgetshot gallery` (the default): every widget × device × family × appearance (× entry) into
/// a folder, with `contact-sheet.png` and an `index.html` laid out like the widget gallery.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "gallery", abstract: "Render a gallery of widgets into a folder (the default command).")

    @OptionGroup var variants: VariantOptions
    @Option(name: .shortAndLong, help: "Output folder.") var output = "widgetshot-out"
    @Flag(help: "Render every timeline entry, not only the first.") var allEntries = false
    @Option(help: "Render shard k of n (k/n), for splitting work across CI machines.") var shard: String?
    @Option(help: "Parallel workers, ≥ 1 (default and maximum: the number of cores).") var jobs: Int?
    @Flag(help: "Also write each variant's placed tree as JSON.") var geometry = false
    @Flag(help: "No progress output.") var quiet = false
    @OptionGroup var localization: LocaleOptions
    @Option(help: "A JSON file with a Live Activity's attributes (needs one Live Activity in --widgets).") var attributes: String?
    @Option(help: "A JSON file with a Live Activity's content states, an array (needs one Live Activity in --widgets).") var contentStates: String?
    @Option(help: "The iOS version rendered: 16 (no content margins, no containerBackground notice), 17, 18 or 26 (system colours; #available checks).") var os = "18"
    @OptionGroup var contrastOption: ContrastOption
    @OptionGroup var isolation: IsolationOptions

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs \(jobs) must be at least 1") }
    }

    func run() throws {
        guard let osValue = OSVersion(name: os) else {
            throw ValidationError("unknown --os '\(os)'; valid versions: \(OSVersion.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        CLIContext.shared.osVersion = osValue
        CLIContext.shared.colorSchemeContrast = try contrastOption.value()
        let locales = try localization.locales()
        guard locales.count > 1 else { return try renderGallery(into: output) }
        // One batch per locale; a worker process runs only the batch it serves.
        for (batch, locale) in locales.enumerated() where WorkerMode.runs(batch: batch) {
            CLIContext.shared.locale = locale
            try renderGallery(into: URL(fileURLWithPath: output).appendingPathComponent(locale.identifier).path, batch: batch)
        }
    }

    /// One gallery in the current locale.
    private func renderGallery(into output: String, batch batchIndex: Int = 0) throws {
        let context = CLIContext.shared
        let names = Selection.list(variants.widgets)
        let (widgetNames, activityNames) = ActivityGallery.split(names, context)
        let selected: [WidgetDefinition]
        do { selected = names.isEmpty ? context.widgets : try widgetNames.map { try context.widget($0) } } catch let error as SelectionError {
            throw SelectionError(error.description + Self.otherNames(context))
        }
        let widgets = try IntentOption.apply(variants.intent, to: selected, allowMany: true)
        let devices = try Selection.devices(Selection.list(variants.devices))
        let families = try Selection.families(Selection.list(variants.families))
        let appearances = try Selection.appearances(Selection.list(variants.appearances))
        let (k, n) = try Selection.shard(shard)
        var decoded: [RenderableEntry]?
        if let file = variants.entries {
            guard widgets.count == 1 else { throw ValidationError("--entries needs exactly one widget (--widgets KIND)") }
            decoded = try EntriesFile.load(file, for: widgets[0])
        }
        let outputURL = URL(fileURLWithPath: output)
        let all = BatchRenderer.items(widgets: widgets, devices: devices, families: families, appearances: appearances,
                                      dynamicTypeSizes: try variants.dynamicType.sizes())
        let rendersOthers = !activityNames.isEmpty || (names.isEmpty && !(context.liveActivities.isEmpty && context.controls.isEmpty))
        let warnings = try Self.checkSelection(all, widgets: widgets, devices: devices, families: families, appearances: appearances,
                                               rendersOthers: rendersOthers)
        for warning in warnings { FileHandle.standardError.write(Data((warning + "\n").utf8)) }
        try OutputFolder.prepare(outputURL)
        let items = BatchRenderer.shard(all, index: k, count: n)
        let cores = ProcessInfo.processInfo.activeProcessorCount
        var batch = BatchRenderer(widgets: widgets, context: context, output: outputURL, allEntries: allEntries, decodedEntries: decoded,
                                  writeGeometry: geometry, jobs: min(jobs ?? cores, cores))
        batch.reportsFirstTruncatingSize = variants.dynamicType.reportsFirstTruncatingSize
        batch.limits = isolation.limits
        batch.batch = batchIndex
        // Live Activities and controls are rendered once, by the first shard, in the widgets' queue:
        // a worker takes them as it frees up, not after the last widget variant.
        let activityGallery = ActivityGallery(context: context, output: outputURL, devices: devices,
                                              appearances: appearances.filter { !$0.isPlaceholder && $0.renderingMode == .fullColor && $0.location == .homeScreen },
                                              attributesFile: attributes.map(ActivityFiles.absolute), contentStatesFile: contentStates.map(ActivityFiles.absolute),
                                              dynamicTypeSizes: try variants.dynamicType.sizes())
        let extraWork = k != 1 ? ActivityGallery.Work() : try activityGallery.work(names: names.isEmpty ? nil : activityNames)
        batch.extras = (activityGallery, extraWork)
        // The contact sheet needs only the widgets' images: it is drawn (in this process, never in
        // a worker) from the moment the last widget variant is in, while the rest render.
        let sheetURL = outputURL.appendingPathComponent(n > 1 ? "contact-sheet-\(k)of\(n).png" : "contact-sheet.png")
        var contactSheet: BackgroundWork?
        defer { try? contactSheet?.wait() }
        let (results, extraResults) = batch.run(items, progress: Progress(total: items.count + extraWork.variants.count, quiet: quiet)) { results in
            if !WorkerMode.isWorker { contactSheet = BackgroundWork { try ContactSheet.write(results: results, to: sheetURL) } }
        }
        for result in results { for lint in result.lints { print(lint) } }
        let extra = activityGallery.outcome(extraWork, results: extraResults)
        // The failure summary is printed whatever happens to the index and contact sheet (a full disk).
        var problems: [String] = []
        do { try GalleryIndex.write(results: results, widgets: widgets, to: outputURL, extraSections: extra.html) } catch { problems.append("cannot write index.html: \(error)") }
        do { try contactSheet?.wait() } catch { problems.append("cannot write the contact sheet: \(error)") }
        let failures = results.filter { $0.error != nil }
        let images = results.reduce(0) { $0 + $1.files.count } + extra.images
        // An extension with only Live Activities and controls has no widget variants: say what was drawn.
        let counted = extra.images == 0 ? "\(items.count) variants" : "\(items.count) widget variants and \(extra.images) Live Activity and control images"
        print("rendered \(images) images from \(counted) into \(outputURL.path)" + (n > 1 ? " (shard \(k)/\(n))" : ""))
        if !failures.isEmpty || !extra.failures.isEmpty {
            FileHandle.standardError.write(Data("\(failures.count + extra.failures.count) variant(s) failed:\n".utf8))
            for f in failures { FileHandle.standardError.write(Data("  \(f.item.label): \(f.error!)\n".utf8)) }
            for f in extra.failures { FileHandle.standardError.write(Data("  \(f)\n".utf8)) }
        }
        for problem in problems { FileHandle.standardError.write(Data("error: \(problem)\n".utf8)) }
        if !failures.isEmpty || !extra.failures.isEmpty || !problems.isEmpty { throw ExitCode(1) }
    }
}

extension GalleryCommand {
    /// A selection that selects no variant is an error (``SelectionError``): every `--families`
    /// value must match a variant of the selected widgets, and widgets selected must give at least
    /// one variant, unless the gallery renders only Live Activities or controls. A widget that
    /// declares `.supportedFamilies([])` is not offered by iOS (the widget gallery lists no size
    /// for it; eliyap/Clok's `GridWidget`): it is a warning naming it, returned, not a failure —
    /// also when it leaves nothing to render.
    @discardableResult
    static func checkSelection(_ items: [WorkItem], widgets: [WidgetDefinition], devices: [Device], families: [WidgetFamily]?,
                               appearances: [WidgetAppearance], rendersOthers: Bool) throws -> [String] {
        let offered = widgets.filter { !$0.supportedFamilies.isEmpty }
        let warnings = widgets.filter { $0.supportedFamilies.isEmpty }.map {
            "warning: the widget \($0.kind) declares .supportedFamilies([]): iOS does not offer it in any size, so it has nothing to render"
        }
        let supported = offered.map { "\($0.kind): \($0.supportedFamilies.map(\.description).joined(separator: ", "))" }.joined(separator: "; ")
        let place = "on \(devices.map(\.id).joined(separator: ", ")) in \(appearances.map(\.name).joined(separator: ", "))"
        if let families, !items.isEmpty || !offered.isEmpty {
            for family in families where !items.contains(where: { $0.family == family }) {
                throw SelectionError("0 variants match --families \(family.description): no selected widget shows it \(place) (the widgets' families: \(supported))")
            }
        }
        guard items.isEmpty, !(widgets.isEmpty && rendersOthers) else { return warnings }
        if widgets.isEmpty { throw SelectionError("nothing to render: there are no widgets, Live Activities or controls") }
        if offered.isEmpty { return warnings }   // every selected widget declares no family: iOS offers none of them
        throw SelectionError("0 variants match: the selected widgets (\(supported)) have no variant in "
            + "\(families.map { $0.map(\.description).joined(separator: ", ") } ?? "their families") \(place)")
    }

    /// The Live Activities and controls, for an unknown `--widgets` name's error.
    static func otherNames(_ context: CLIContext) -> String {
        (context.liveActivities.isEmpty ? "" : "; the Live Activities are: " + context.liveActivities.map(\.kind).joined(separator: ", "))
            + (context.controls.isEmpty ? "" : "; the controls are: " + context.controls.map(\.kind).joined(separator: ", "))
    }
}

/// Output folders: created if missing, and refused clearly when they cannot be written.
enum OutputFolder {
    static func prepare(_ url: URL) throws {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw ValidationError("cannot create the output folder \(url.path): \((error as NSError).localizedDescription)")
        }
        guard FileManager.default.isWritableFile(atPath: url.path) else { throw ValidationError("the output folder \(url.path) is not writable") }
    }
}

/// A single pass over JSON text: the number of items of a top-level array and the longest
/// string (in bytes), without building anything.
enum JSONShape {
    static func scan(_ data: Data) -> (topLevelItems: Int, longestString: Int) {
        var depth = 0, items = 0, longest = 0, inString = false, escaped = false, stringStart = 0, sawValue = false
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            for (i, b) in bytes.enumerated() {
                if inString {
                    if escaped { escaped = false } else if b == UInt8(ascii: "\\") { escaped = true } else if b == UInt8(ascii: "\"") {
                        inString = false
                        longest = max(longest, i - stringStart)
                    }
                    continue
                }
                switch b {
                case UInt8(ascii: "\""): inString = true; stringStart = i + 1; if depth == 1 { sawValue = true }
                case UInt8(ascii: "["), UInt8(ascii: "{"): if depth == 1 { sawValue = true }; depth += 1
                case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
                case UInt8(ascii: ","): if depth == 1 { items += 1 }
                case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): break
                default: if depth == 1 { sawValue = true }
                }
            }
            if inString { longest = max(longest, bytes.count - stringStart) }
        }
        return (sawValue ? items + 1 : 0, longest)
    }
}

/// Timeline entries from a JSON file (an array of the widget's `Codable` entries).
///
/// Limits (absurd inputs are refused with a message before decoding): at most `maxBytes`
/// (16 MiB) per file, `maxEntries` (10,000) entries and `maxStringBytes` (1 MiB) per string.
/// Only the entries a command shows are rendered.
enum EntriesFile {
    static let maxEntries = 10_000
    static let maxBytes = 16 << 20
    static let maxStringBytes = 1 << 20
    static func load(_ path: String, for widget: WidgetDefinition) throws -> [RenderableEntry] {
        guard let decode = widget.decodeEntries else {
            throw ValidationError("widget '\(widget.kind)' has entries that are not Codable, so --entries cannot be used with it")
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue
        if let size, size > maxBytes { throw ValidationError("\(path) is \(size) bytes, over the limit of \(maxBytes) bytes (16 MiB) for --entries") }
        guard let data = FileManager.default.contents(atPath: path) else { throw ValidationError("cannot read the entries file \(path)") }
        guard data.count <= maxBytes else { throw ValidationError("\(path) is \(data.count) bytes, over the limit of \(maxBytes) bytes (16 MiB) for --entries") }
        let shape = JSONShape.scan(data)
        if shape.topLevelItems > maxEntries {
            throw ValidationError("\(path) has \(shape.topLevelItems) entries, over the limit of \(maxEntries); pass fewer entries")
        }
        if shape.longestString > maxStringBytes {
            throw ValidationError("\(path) has a string of \(shape.longestString) bytes, over the limit of \(maxStringBytes) bytes (1 MiB)")
        }
        do {
            let entries = try decode(data)
            guard !entries.isEmpty else { throw ValidationError("\(path): the entries array is empty") }
            return entries
        } catch let error as EntryDecodingError {
            throw ValidationError("\(path): \(error.message)")
        }
    }
}
