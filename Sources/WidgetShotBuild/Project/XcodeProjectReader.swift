import Foundation

/// Reads what Xcode would build for a widget extension out of a project: an `.xcodeproj`, an
/// `.xcworkspace` (each project it lists), an XcodeGen `project.yml`, or a folder holding one of
/// them (found by ``ProjectLocator``).
public enum XcodeProjectReader {
    /// The names of the project's widget extension targets, in the project's order (a
    /// workspace's projects in its order).
    public static func widgetExtensionTargets(in project: URL) throws -> [String] {
        var names: [String] = []
        for reader in try readers(for: project) {
            for name in try reader.widgetExtensionTargets() where !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The plan of the target named `target`: its files, the library targets and packages it
    /// depends on, its Info.plist and Debug build settings.
    public static func plan(for target: String, in project: URL) throws -> BuildPlan {
        let readers = try readers(for: project)
        var known: [String] = []
        for reader in readers {
            let names = try reader.targetNames()
            if names.contains(target) { return try reader.plan(for: target) }
            known += names
        }
        throw ProjectReadError(file: project.path, message: "no target named '\(target)'; the project's targets: \(known.joined(separator: ", "))")
    }

    /// One reader per project `url` stands for.
    static func readers(for url: URL) throws -> [ProjectPlanReading] {
        var url = url.standardizedFileURL
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw ProjectReadError(file: url.path, message: "no such project")
        }
        if isFolder.boolValue, !["xcodeproj", "xcworkspace"].contains(url.pathExtension) {
            guard let found = try ProjectLocator.find(in: url) else {
                throw ProjectReadError(file: url.path, message: "the folder holds no .xcworkspace, .xcodeproj or project.yml")
            }
            url = found
        }
        switch url.pathExtension {
        case "xcodeproj": return [try XcodeProject(bundle: url)]
        case "xcworkspace":
            let projects = try XcodeWorkspace.projects(in: url)
            guard !projects.isEmpty else { throw ProjectReadError(file: url.path, message: "the workspace lists no .xcodeproj (other than Pods)") }
            return try projects.map { project in
                guard FileManager.default.fileExists(atPath: project.path) else {
                    throw ProjectReadError(file: url.appendingPathComponent("contents.xcworkspacedata").path, message: "the workspace lists \(project.path), which does not exist")
                }
                return try XcodeProject(bundle: project)
            }
        case "yml", "yaml": return [try XcodeGenProject.load(specFile: url)]
        default: throw ProjectReadError(file: url.path, message: "not an .xcodeproj, .xcworkspace or XcodeGen project.yml")
        }
    }
}

/// What a reader of one project offers ``XcodeProjectReader``.
protocol ProjectPlanReading {
    func targetNames() throws -> [String]
    func widgetExtensionTargets() throws -> [String]
    func plan(for name: String) throws -> BuildPlan
}

extension XcodeProject: ProjectPlanReading {}
