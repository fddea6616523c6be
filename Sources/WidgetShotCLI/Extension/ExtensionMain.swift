import Foundation
import WidgetShotSnapshotCore

/// The entry point of an extension build: the generated package's `main` calls this with the
/// user's `@main` bundle (or widget), its previews, asset catalogs and string tables, and it runs
/// the `widgetshot` command line over them. Not for direct use.
public enum ExtensionMain {
    /// Runs the commands over a `WidgetBundle`.
    public static func run<B: WidgetBundle>(_ bundle: B.Type, name: String, previews: @escaping () -> [Preview],
                                            assetCatalogs: [URL], stringTables: [URL]) {
        prepareProcess(assetCatalogs: assetCatalogs, stringTables: stringTables)
        let bundle = B()
        start(widgets: bundle.widgets, liveActivities: bundle.liveActivities, controls: bundle.controls, name: name, previews: previews,
              assetCatalogs: assetCatalogs, stringTables: stringTables)
    }

    /// Runs the commands over a single `@main` `Widget`.
    public static func run<W: Widget>(_ widget: W.Type, name: String, previews: @escaping () -> [Preview],
                                      assetCatalogs: [URL], stringTables: [URL]) {
        prepareProcess(assetCatalogs: assetCatalogs, stringTables: stringTables)
        var definition = W().body.definition
        definition.typeName = definition.typeName ?? _typeName(W.self, qualified: false)
        start(widgets: definition.liveActivity == nil && definition.control == nil ? [definition] : [],
              liveActivities: definition.liveActivity == nil ? [] : [definition], controls: definition.control.map { [$0] } ?? [], name: name, previews: previews, assetCatalogs: assetCatalogs, stringTables: stringTables)
    }

    /// Runs the commands for an extension without an `@main` type (previews only).
    public static func runWithoutBundle(name: String, previews: @escaping () -> [Preview], assetCatalogs: [URL], stringTables: [URL]) {
        prepareProcess(assetCatalogs: assetCatalogs, stringTables: stringTables)
        start(widgets: [], name: name, previews: previews, assetCatalogs: assetCatalogs, stringTables: stringTables)
    }

    /// Before any widget code runs: worker mode when this process is a worker (``WorkerMode``),
    /// WidgetShot's URL loading (`URLSession.shared` keeps the protocols registered when it is
    /// first touched, and the bundle's `init`s may touch it), and, when the `widgetshot` launcher
    /// started it, ending with the launcher (``ParentWatch``); then the extension's resources
    /// (`loadResources`).
    static func prepareProcess(assetCatalogs: [URL], stringTables: [URL]) {
        WorkerMode.prepareIfWorker()
        WidgetRenderer.prepareURLLoading()
        if !WorkerMode.isWorker && ProcessInfo.processInfo.environment[ExtensionLauncher.launchedVariable] != nil { ParentWatch.start() }
        loadResources(assetCatalogs: assetCatalogs, stringTables: stringTables)
    }

    /// The extension's asset catalogs and string tables, loaded before any of its code runs. On
    /// iOS they are there from launch: code that reads them while the bundle is built — a
    /// provider's stored `Color(UIColor(named: "widgetGrey") ?? .black)` (davidalbers/whitenoise-ios),
    /// a `PreviewProvider`'s `previews` building its entries (mgacy/Adequate's `#imageLiteral`) —
    /// finds them. Renderers register the catalogs again, with their warnings.
    static func loadResources(assetCatalogs: [URL], stringTables: [URL]) {
        for catalog in assetCatalogs { try? AssetRegistry.shared.addCatalog(at: catalog) }
        for table in stringTables {
            do {
                try LocalizedStrings.shared.load(contentsOf: table)
            } catch {
                FileHandle.standardError.write(Data("warning: \(table.path): \(error)\n".utf8))
            }
        }
    }

    static func start(widgets: [WidgetDefinition], liveActivities: [WidgetDefinition] = [], controls: [ControlDefinition] = [], name: String, previews: @escaping () -> [Preview], assetCatalogs: [URL], stringTables: [URL]) {
        // A provider whose `previews` crashes while listed fails alone (PreviewListingProbe).
        PreviewListingProbe.runIfProbe(previews)
        let previews = PreviewListingProbe.guarded(previews)
        CLIContext.shared = CLIContext(widgets: widgets, assetCatalogs: assetCatalogs, previews: previews,
                                       liveActivities: LiveActivitySamples.filled(liveActivities, from: previews),
                                       controls: controls)
        let fonts = AppFonts.files(in: .main)
        if !WorkerMode.isWorker {
            for warning in fonts.warnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
        }
        CLIContext.shared.fontFiles = fonts.files
        CLIContext.shared.isolatesVariants = true
        // The bundle has been read in the run folder the launcher made; the command line's
        // relative paths are the caller's (ProgramEnvironment).
        ProgramWatch.markBundleRead()
        ProgramEnvironment.enterCallerDirectory()
        WidgetShotTool.main()
        ProgramWatch.markFinished()
    }
}
