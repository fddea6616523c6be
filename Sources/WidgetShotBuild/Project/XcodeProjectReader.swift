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

    /// Notes naming the widget extensions ``widgetExtensionTargets(in:)`` leaves out: those that
    /// build for macOS only.
    public static func leftOutWidgetExtensions(in project: URL) throws -> [BuildDiagnostic] {
        try readers(for: project).flatMap { try $0.leftOutWidgetExtensions() }
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
            guard let found = try ProjectLocator.findBelow(url) else {
                throw ProjectReadError(file: url.path, message: "the folder holds no .xcworkspace, .xcodeproj or project.yml (nor do its sub-folders, two levels down)")
            }
            url = found
        }
        switch url.pathExtension {
        case "xcodeproj": return [try XcodeProject(bundle: url)]
        case "xcworkspace":
            let projects = try XcodeWorkspace.projects(in: url)
            let packageFolders = try XcodeWorkspace.packageFolders(in: url)
            guard !projects.isEmpty else { throw ProjectReadError(file: url.path, message: "the workspace lists no .xcodeproj (other than Pods)") }
            // A listed project that has not been generated is read from the XcodeGen spec in its
            // folder that generates it (instructure/canvas-ios commits a workspace of five
            // projects, each generated from its `project.yml`). One that is neither there nor
            // generated (not checked out) is a warning of every plan read from the others.
            let file = url.appendingPathComponent("contents.xcworkspacedata").path
            var specs: [URL: URL] = [:]
            for project in projects where !FileManager.default.fileExists(atPath: project.path) {
                specs[project] = OtherProjects.spec(generating: project)
            }
            let missing = projects.filter { !FileManager.default.fileExists(atPath: $0.path) && specs[$0] == nil }
            guard missing.count < projects.count else {
                throw ProjectReadError(file: file, message: "none of the projects the workspace lists exists, and no XcodeGen spec (project.yml) "
                                       + "beside one generates it: \(missing.map(\.path).joined(separator: ", "))")
            }
            let warnings = missing.map {
                BuildDiagnostic(file: file, line: 0, severity: .warning, message: "the workspace lists \($0.path), which does not exist")
            }
            // One set of others for all: a framework one project links is found in another.
            let others = OtherProjects(workspace: url, projects: projects, packages: packageFolders)
            return try projects.filter { !missing.contains($0) }.map { project in
                if let spec = specs[project] { return try XcodeGenProject.load(specFile: spec, others: others, warnings: warnings) }
                return try XcodeProject(graph: try PBXObjectGraph(projectBundle: project), source: project, warnings: warnings,
                                        workspacePackages: packageFolders, others: others)
            }
        case "yml", "yaml": return [try XcodeGenProject.load(specFile: url)]
        default:
            // A Tuist manifest named directly is read as its folder is (`ProjectLocator`, `TuistManifest`).
            if url.lastPathComponent == "Project.swift" {
                return [try XcodeGenProject.load(specFile: try TuistManifest.generatedSpec(for: url.deletingLastPathComponent()))]
            }
            if url.lastPathComponent == "Workspace.swift" {
                throw ProjectReadError(file: url.path, message: "this is a Tuist manifest, not a project; run `tuist generate` first and pass the generated .xcodeproj or .xcworkspace")
            }
            throw ProjectReadError(file: url.path, message: "not an .xcodeproj, .xcworkspace or XcodeGen project.yml")
        }
    }
}

/// What a reader of one project offers ``XcodeProjectReader``.
protocol ProjectPlanReading {
    func targetNames() throws -> [String]
    func widgetExtensionTargets() throws -> [String]
    func leftOutWidgetExtensions() throws -> [BuildDiagnostic]
    func plan(for name: String) throws -> BuildPlan
}

extension XcodeProject: ProjectPlanReading {}
