import Foundation

/// Finds the project of a folder, as `widgetshot --project` without a path does: the folder's one
/// `.xcworkspace` (not the `project.xcworkspace` inside an `.xcodeproj`), else its one
/// `.xcodeproj`, else its XcodeGen `project.yml`.
public enum ProjectLocator {
    /// The project file `folder` holds; nil when it holds none (the caller keeps its default).
    ///
    /// A Tuist `Project.swift` without a generated project is evaluated into an XcodeGen spec
    /// (``TuistManifest``). Throws when the folder holds several candidates of the first kind found
    /// (naming them), a Tuist manifest that does not evaluate, or only a Tuist `Workspace.swift`.
    public static func find(in folder: URL) throws -> URL? {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
        for ext in ["xcworkspace", "xcodeproj"] {
            let candidates = names.filter { ($0 as NSString).pathExtension == ext }
            if candidates.count > 1 {
                throw ProjectReadError(file: folder.path, message: "the folder holds several .\(ext)s (\(candidates.joined(separator: ", "))); name one with --project")
            }
            if let only = candidates.first { return folder.appendingPathComponent(only) }
        }
        for spec in ["project.yml", "project.yaml"] where names.contains(spec) {
            return folder.appendingPathComponent(spec)
        }
        // A Tuist project: its Project.swift evaluated with WidgetShot's ProjectDescription stand-in,
        // read as the XcodeGen spec it prints (`TuistManifest`).
        // A `Project.swift` that does not import ProjectDescription is an app's source file, not a manifest.
        if names.contains("Project.swift"),
           (try? String(contentsOf: folder.appendingPathComponent("Project.swift"), encoding: .utf8))?.contains("import ProjectDescription") == true {
            return try TuistManifest.generatedSpec(for: folder)
        }
        if names.contains("Workspace.swift") {
            throw ProjectReadError(file: folder.appendingPathComponent("Workspace.swift").path,
                                   message: "this is a Tuist workspace without a generated .xcworkspace; run `tuist generate` first, or name one of its projects' folders")
        }
        return nil
    }

    /// Folders never searched for a project: dependency checkouts and build output.
    static let skippedFolders: Set<String> = ["Pods", "Carthage", "node_modules", "DerivedData", "build", "Build", "vendor", "fastlane"]

    /// The project of `folder` when it is named with `--project FOLDER`: the folder's own
    /// (``find(in:)``), else the one project in its sub-folders down to `depth` levels — as in
    /// repositories that keep the iOS app beside others (`ios/Moers.xcodeproj` next to an Android
    /// app, seen in a real app). The shallowest level that has projects decides; several there are
    /// an error listing them. Package checkouts and build folders are not searched.
    public static func findBelow(_ folder: URL, depth: Int = 2) throws -> URL? {
        if let own = try find(in: folder) { return own }
        var level = [folder]
        for _ in 0..<depth {
            var next: [URL] = []
            var found: [URL] = []
            for parent in level {
                let names = ((try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
                for name in names where !skippedFolders.contains(name) && !["xcodeproj", "xcworkspace", "xcassets", "lproj", "swiftpm", "bundle", "app", "framework", "xcframework"].contains((name as NSString).pathExtension) {
                    let child = parent.appendingPathComponent(name)
                    var isFolder: ObjCBool = false
                    guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
                    // A folder that is a Swift package is a dependency, not the app.
                    if FileManager.default.fileExists(atPath: child.appendingPathComponent("Package.swift").path) { continue }
                    if let project = try? find(in: child) { found.append(project) }
                    next.append(child)
                }
            }
            if found.count > 1 {
                let base = folder.standardizedFileURL.path + "/"
                let relative = found.map { $0.standardizedFileURL.path.replacingOccurrences(of: base, with: "") }
                throw ProjectReadError(file: folder.path, message: "the folder holds no project, and its sub-folders hold several (\(relative.joined(separator: ", "))); name one with --project")
            }
            if let only = found.first { return only }
            level = next
        }
        return nil
    }
}
