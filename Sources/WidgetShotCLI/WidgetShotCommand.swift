import ArgumentParser
import Foundation
import WidgetShotSnapshotCore

/// Gives a team's executable every `widgetshot` command for its own widgets.
///
/// ```swift
/// import WidgetShotCLI
///
/// @main struct Gallery: WidgetShotCommand {
///     static let widgets = MyWidgets()                       // a WidgetBundle
///     static let assetCatalogs = [URL(fileURLWithPath: "MyApp/Assets.xcassets")]
/// }
/// ```
public protocol WidgetShotCommand {
    associatedtype Widgets: WidgetBundle
    /// The widgets the commands render.
    static var widgets: Widgets { get }
    /// Asset catalogs to load images and colours from.
    static var assetCatalogs: [URL] { get }
    /// The previews `widgetshot previews` renders (default: every `PreviewProvider` in the process).
    static var previews: [Preview] { get }
}

extension WidgetShotCommand {
    public static var assetCatalogs: [URL] { [] }
    public static var previews: [Preview] { PreviewDiscovery.all() }

    /// Parses the command line and runs the command (exits with its status). With
    /// `--extension DIR`, builds that widget extension and runs the command against it instead.
    public static func main() { runCommandLine() }

    /// What `main()` does, callable from a custom `main()`. With `findingProjects` (the
    /// `widgetshot` tool), a rendering command run with no `--project`/`--extension` in a folder
    /// that holds an Xcode project (and is not a Swift package) builds and renders that project.
    public static func runCommandLine(findingProjects: Bool = false) {
        if ExtensionLauncher.wantsExtension(CommandLine.arguments) { ExtensionLauncher.launchAndExit(CommandLine.arguments) }
        WorkerMode.prepareIfWorker()
        WidgetRenderer.prepareURLLoading()   // before widget code touches `URLSession.shared`
        if findingProjects, ProcessInfo.processInfo.environment[WorkerMode.batchVariable] == nil {
            let project: URL?
            do {
                project = try ExtensionLauncher.discoveredProject(CommandLine.arguments, in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            } catch {
                // Several projects, or a Tuist project not generated: say which, exit 2 (a usage error).
                FileHandle.standardError.write(Data("widgetshot: error: \(error)\n".utf8))
                exit(2)
            }
            if let project {
                FileHandle.standardError.write(Data("using the project \(project.lastPathComponent) found in this folder (--project or --extension chooses another; WIDGETSHOT_FIND_PROJECT=0 renders the demo)\n".utf8))
                ExtensionLauncher.launchAndExit([CommandLine.arguments[0], "--project", project.path] + CommandLine.arguments.dropFirst())
            }
        }
        CLIContext.shared = CLIContext(bundle: bundleContents, assetCatalogs: assetCatalogs, previews: { previews })
        CLIContext.shared.isolatesVariants = true
        ProgramEnvironment.enterCallerDirectory()   // a worker starts in its run folder
        WidgetShotTool.main()
    }

    /// Reads the bundle (when a command first needs its widgets).
    static func bundleContents() -> BundleContents.Value {
        let bundle = widgets
        return (bundle.widgets, bundle.liveActivities, bundle.controls)
    }

    /// Runs with explicit arguments (for tests); returns the exit code.
    /// Runs are serialised: the commands read one process-wide `CLIContext`, and tests run tools
    /// of several types concurrently.
    public static func run(_ arguments: [String]) -> Int32 {
        CLIContext.runLock.lock()
        defer { CLIContext.runLock.unlock() }
        CLIContext.shared = CLIContext(bundle: bundleContents, assetCatalogs: assetCatalogs, previews: { previews })
        do {
            var command = try WidgetShotTool.parseCommandLine(arguments)
            try command.run()
            return 0
        } catch {
            let code = WidgetShotTool.exitCode(for: error)
            if code != .success { FileHandle.standardError.write(Data((WidgetShotTool.fullMessage(for: error) + "\n").utf8)) }
            return code.rawValue
        }
    }
}

/// The widgets and assets the commands work on (set by `WidgetShotCommand.main`).
struct CLIContext {
    /// The bundle's widgets, Live Activities and controls, read when a command first needs them.
    private let contents: BundleContents
    var widgets: [WidgetDefinition] { contents.value.widgets }
    var assetCatalogs: [URL]
    /// The previews, made when a command needs them.
    var previews: () -> [Preview] = { [] }
    /// The bundle's Live Activities.
    var liveActivities: [WidgetDefinition] { contents.value.liveActivities }
    /// The bundle's controls.
    var controls: [ControlDefinition] { contents.value.controls }
    /// Font files the extension declares in `UIAppFonts` (``AppFonts``), registered with every renderer.
    var fontFiles: [URL] = []
    nonisolated(unsafe) static var shared = CLIContext(widgets: [], assetCatalogs: [])
    /// Held by `WidgetShotCommand.run(_:)` for a whole run.
    static let runLock = NSLock()
    /// The locale and time zone renders use (`--locale`, `--time-zone`).
    var locale = Locale(identifier: "en_US")
    var timeZone = TimeZone(identifier: "UTC")!
    /// The wallpaper (`--wallpaper`).
    var wallpaper: URL?
    /// `--layout-direction` (`nil`: the locale's).
    var layoutDirection: LayoutDirection?
    /// The iOS version renders draw (`gallery --os`); also what `#available(iOS …)` answers
    /// outside a render, in timeline providers.
    var osVersion: OSVersion = .iOS18 {
        didSet { WidgetShotAvailability.defaultIOSMajor = osVersion.majorVersion }
    }
    /// The Increase Contrast setting renders use (`--contrast`).
    var colorSchemeContrast: ColorSchemeContrast = .standard
    /// Whether batch commands run their variants in worker processes (``VariantRunner``): set by
    /// the tools' entry points, not by `WidgetShotCommand.run(_:)` (tests run in-process).
    var isolatesVariants = false

    /// A context over definitions already read.
    init(widgets: [WidgetDefinition], assetCatalogs: [URL], previews: @escaping () -> [Preview] = { [] },
         liveActivities: [WidgetDefinition] = [], controls: [ControlDefinition] = []) {
        self.init(bundle: { (widgets, liveActivities, controls) }, assetCatalogs: assetCatalogs, previews: previews)
    }

    /// A context whose definitions `bundle` reads on first use (``BundleContents``).
    init(bundle: @escaping () -> BundleContents.Value, assetCatalogs: [URL], previews: @escaping () -> [Preview] = { [] }) {
        contents = BundleContents(bundle)
        self.assetCatalogs = assetCatalogs
        self.previews = previews
    }

    /// A new widget renderer with the assets loaded.
    func makeRenderer() throws -> WidgetRenderer {
        let renderer = try WidgetRenderer()
        renderer.locale = locale
        renderer.timeZone = timeZone
        renderer.wallpaper = wallpaper
        renderer.layoutDirection = layoutDirection
        renderer.osVersion = osVersion
        renderer.colorSchemeContrast = colorSchemeContrast
        for catalog in assetCatalogs { try renderer.views.images.addAssetCatalog(catalog) }
        for font in fontFiles { try renderer.views.fonts.register(font) }
        return renderer
    }

    /// A widget by kind or Swift type name (exact), else a unique case-insensitive part of its
    /// kind or display name.
    func widget(_ name: String) throws -> WidgetDefinition {
        if let exact = widgets.first(where: { $0.kind == name }) ?? widgets.first(where: { $0.typeName == name }) { return exact }
        let hits = widgets.filter { $0.kind.lowercased().contains(name.lowercased()) || $0.displayName.lowercased().contains(name.lowercased()) }
        if hits.count == 1 { return hits[0] }
        throw SelectionError(hits.isEmpty ? "unknown widget '\(name)'; \(widgetList)"
                             : "'\(name)' matches \(hits.count) widgets (\(hits.map(\.kind).joined(separator: ", "))): name one by its kind")
    }

    /// The widgets, as selection errors list them: `kind (TypeName)`.
    var widgetList: String {
        widgets.isEmpty ? "there are no widgets" : "the widgets are: " + widgets.map { w in w.kind + (w.typeName.map { " (\($0))" } ?? "") }.joined(separator: ", ")
    }
}

/// The root command.
public struct WidgetShotTool: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "widgetshot",
        abstract: "Render iOS widgets headless: galleries, single renders, timelines, geometry, diffs and snapshots.",
        subcommands: [GalleryCommand.self, PreviewsCommand.self, RenderCommand.self, TimelineCommand.self, GeometryCommand.self, DiffCommand.self,
                      SnapshotsCommand.self, ReviewCommand.self, MergeCommand.self, DevicesCommand.self, CacheCommand.self],
        defaultSubcommand: GalleryCommand.self)
    public init() {}

    /// Parses the command line and runs the command, exiting with its status: 0, 1 when
    /// variants failed, 2 when a selection matches nothing (``SelectionError``), 64 for other
    /// usage errors.
    public static func main() {
        do {
            var command = try parseCommandLine(Array(CommandLine.arguments.dropFirst()))
            if CommandWorker.isWorker { runAsCommandWorker(&command) }
            if let single = command as? SingleVariantCommand, VariantRunner.usesWorkers {
                // nil: this is the worker, forked from the parent after parsing (CommandFork).
                guard let status = CommandWorker.run(label: single.isolationLabel, limits: single.variant.isolation.limits) else {
                    runAsCommandWorker(&command)
                }
                if status == 0 { ProgramWatch.markFinished() }
                Foundation.exit(status)
            }
            try command.run()
        } catch let error as SelectionError {
            FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
            Foundation.exit(SelectionError.exitCode.rawValue)
        } catch {
            if exitCode(for: error) == .success { ProgramWatch.markFinished() }   // --help, --version
            exit(withError: error)
        }
    }

    /// The command `arguments` (without the program name) name: `render …` through its fast path
    /// (``RenderCommandLine``), everything else, and whatever that path declines, from the root.
    static func parseCommandLine(_ arguments: [String]) throws -> ParsableCommand {
        if let render = RenderCommandLine.renderCommand(arguments) { return render }
        return try parseAsRoot(arguments)
    }

    /// A command worker's side (``CommandWorker``): the command, then its status to the parent.
    private static func runAsCommandWorker(_ command: inout ParsableCommand) -> Never {
        do { try command.run() } catch {
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            CommandWorker.finish(status: exitCode(for: error).rawValue)
        }
        CommandWorker.finish(status: 0)
    }

    /// The exit status for `error` (``SelectionError``: 2).
    public static func exitCode(for error: Error) -> ExitCode {
        if error is SelectionError { return SelectionError.exitCode }
        return (WidgetShotTool.self as any ParsableCommand.Type).exitCode(for: error)
    }
}
