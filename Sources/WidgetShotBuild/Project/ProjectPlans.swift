import Foundation

/// The connection point between the project readers and the rest of the build: the launcher asks
/// here for the plans of a project (`--project PATH [--target NAME]`) and for the project of the
/// current folder.
public enum ProjectPlans {
    /// The plans of the widget-extension targets of the project at `path` (an `.xcodeproj`, an
    /// `.xcworkspace`, an XcodeGen `project.yml`, or a folder holding one): the one named
    /// `target` (any target of the project, so a team can render an extension the detection
    /// misses), or every widget extension when `target` is nil, in the project's order.
    public static func load(path: URL, target: String?) throws -> [BuildPlan] {
        if let target { return [try XcodeProjectReader.plan(for: target, in: path)] }
        let targets = try XcodeProjectReader.widgetExtensionTargets(in: path)
        let leftOut = try XcodeProjectReader.leftOutWidgetExtensions(in: path)
        guard !targets.isEmpty else {
            let macOnly = leftOut.isEmpty ? "" : " (its only widget extensions build for macOS: \(leftOut.map(\.message).joined(separator: "; ")))"
            throw ProjectReadError(file: path.path, message: "the project has no widget extension target (an app extension whose "
                                   + "Info.plist names com.apple.widgetkit-extension or that links WidgetKit)\(macOnly); name one with --target")
        }
        var plans = try targets.map { try XcodeProjectReader.plan(for: $0, in: path) }
        plans[0].warnings.insert(contentsOf: leftOut, at: 0)
        return plans
    }

    /// The project WidgetShot uses when run in `folder` with no `--project` or `--extension`
    /// (``ProjectLocator``); nil when the folder has none. Throws when the folder holds several
    /// projects or an ungenerated Tuist project.
    public static func locateProject(in folder: URL) throws -> URL? {
        try ProjectLocator.find(in: folder)
    }
}
