import Foundation

/// Finds the project of a folder, as `widgetshot --project` without a path does: the folder's one
/// `.xcworkspace` (not the `project.xcworkspace` inside an `.xcodeproj`), else its one
/// `.xcodeproj`, else its XcodeGen `project.yml`.
public enum ProjectLocator {
    /// The project file `folder` holds; nil when it holds none (the caller keeps its default).
    ///
    /// Throws when the folder holds several candidates of the first kind found (naming them), or a
    /// Tuist manifest (`Project.swift`, `Workspace.swift`, `Tuist/`) whose project has not been
    /// generated.
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
        if let manifest = ["Project.swift", "Workspace.swift"].first(where: names.contains) {
            throw ProjectReadError(file: folder.appendingPathComponent(manifest).path,
                                   message: "this is a Tuist project without a generated .xcodeproj; run `tuist generate` first")
        }
        return nil
    }
}
