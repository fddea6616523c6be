import Foundation

/// The connection point between the project readers and the rest of the build: the launcher asks
/// here for the plans of a project (`--project PATH [--target NAME]`) and for the project of the
/// current folder. Until the readers are connected, ``load(path:target:)`` throws
/// ``ExtensionBuildError/projectReaderUnavailable(_:)`` and ``locateProject(in:)`` finds nothing
/// (so `widgetshot` without `--project`/`--extension` renders the built-in demo).
public enum ProjectPlans {
    /// The plans of the widget-extension targets of the project at `path` (an `.xcodeproj`, an
    /// `.xcworkspace` or an XcodeGen `project.yml`): the one named `target`, or every widget
    /// extension when `target` is nil, in the project's order.
    public static func load(path: URL, target: String?) throws -> [BuildPlan] {
        // Connected at merge to the readers (XcodeProjectReader and friends).
        throw ExtensionBuildError.projectReaderUnavailable(path.path)
    }

    /// The project WidgetShot uses when run in `folder` with no `--project` or `--extension`
    /// (the readers' `ProjectLocator`); nil when the folder has none.
    public static func locateProject(in folder: URL) -> URL? {
        // Connected at merge to ProjectLocator.
        nil
    }
}
