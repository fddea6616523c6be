import Foundation
import WidgetShotBuild

/// The ways an extension can be built, tried in order: the prebuilt route (the generated package
/// links WidgetShot as the CLI's own build compiled it: ``PrebuiltWidgetShot``), then the
/// generated-package route (the package depends on the checkout and compiles WidgetShot in the
/// cache: minutes the first time). `WIDGETSHOT_PREBUILT=0` turns the first off.
struct BuildRoutes {
    /// The workspaces to try, in order.
    var workspaces: [ExtensionWorkspace]
    /// Why the prebuilt route is not offered (nil when it is).
    var unavailable: String?

    init(widgetShotRoot: URL, configuration: String?, cacheRoot: URL = ExtensionWorkspace.defaultCacheRoot(),
         environment: [String: String] = ProcessInfo.processInfo.environment,
         executable: URL? = PrebuiltWidgetShot.runningExecutable()) {
        let fallback = ExtensionWorkspace(cacheRoot: cacheRoot, widgetShotRoot: widgetShotRoot)
        if environment["WIDGETSHOT_PREBUILT"] == "0" {
            workspaces = [fallback]
            unavailable = "WIDGETSHOT_PREBUILT=0"
            return
        }
        switch PrebuiltWidgetShot.locate(widgetShotRoot: widgetShotRoot, executable: executable, configuration: configuration) {
        case .success(let prebuilt):
            workspaces = [ExtensionWorkspace(cacheRoot: cacheRoot, widgetShotRoot: widgetShotRoot, prebuilt: prebuilt), fallback]
        case .failure(let why):
            workspaces = [fallback]
            unavailable = why.reason
        }
    }

    /// The same routes, their packages generated for `plan`'s platform (``ExtensionWorkspace/forPlatform(of:)``).
    func forPlatform(of plan: BuildPlan) -> BuildRoutes {
        var copy = self
        copy.workspaces = workspaces.map { $0.forPlatform(of: plan) }
        return copy
    }

    /// Whether a failure on the prebuilt route is worth a second try on the other: not the user's
    /// own errors (they would fail there too, after minutes of compiling WidgetShot). Compile
    /// errors are told apart by the files the diagnostics name: none (a link error, a missing
    /// module) or only files of the WidgetShot checkout `widgetShotRoot` (its `Sources/` and
    /// `.build/`: module interfaces, module maps, headers — the CLI's build is what the slow route
    /// replaces) fall back; an error in any other file — the user's, a package's, the generated
    /// package's — is the same on both routes.
    static func fallsBack(after error: Error, widgetShotRoot: URL? = nil) -> Bool {
        switch error {
        case is PrebuiltWidgetShot.Unavailable: return true
        case let error as ExtensionBuildError:
            switch error {
            case .compileErrors(_, _, let files):
                guard let root = widgetShotRoot?.standardizedFileURL.path else { return files.isEmpty }
                // Its `Sources/` and build folder; not its `Tests/`, where test fixtures are users' files.
                let own = [root + "/Sources/", root + "/.build/"]
                return files.allSatisfy { file in own.contains { URL(fileURLWithPath: file).standardizedFileURL.path.hasPrefix($0) } }
            case .cannotRun: return true
            default: return false   // the user's sources, packages or project: the same on every route
            }
        default: return false
        }
    }

    /// One line about a failure, for the fallback note.
    static func summary(of error: Error) -> String {
        if let unavailable = error as? PrebuiltWidgetShot.Unavailable { return unavailable.reason }
        if case ExtensionBuildError.compileErrors = error { return "it did not compile or link; the messages are above" }
        return "\(error)".split(separator: "\n").first.map(String.init) ?? "\(error)"
    }
}
