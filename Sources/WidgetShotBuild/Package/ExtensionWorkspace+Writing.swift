import Foundation

/// What the workspace writes into the cache: generated files (only those that changed, so SwiftPM
/// rebuilds no more than it must), the registry of extensions and the generated `Package.swift`.
extension ExtensionWorkspace {
    /// Writes `files` under `folder`, touching only files whose content changed, and removes
    /// files of earlier runs that are gone (the folder is WidgetShot's own, in the cache).
    func sync(_ files: [String: String], into folder: URL) throws {
        let fm = FileManager.default
        try fm.createDirectory(at: folder, withIntermediateDirectories: true)
        for (relative, text) in files {
            let url = folder.appendingPathComponent(relative)
            if let old = try? String(contentsOf: url, encoding: .utf8), old == text { continue }
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
        }
        let wanted = Set(files.keys)
        if let walker = fm.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) {
            for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
                let relative = String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
                if !wanted.contains(relative) && url.pathExtension == "swift" { try fm.removeItem(at: url) }
            }
        }
    }

    /// Adds `entry` to the registry of extensions (dropping entries it clashes with, and entries
    /// whose sources are gone) and rewrites `Package.swift` when it changes. Returns a note when
    /// the registry could not be read (damaged, truncated, or an older WidgetShot's name → folder
    /// map): it starts again from `entry`, the other extensions registering again when next built.
    @discardableResult
    func writeManifest(adding entry: WorkspaceEntry) throws -> String? {
        let fm = FileManager.default
        try fm.createDirectory(at: packageRoot, withIntermediateDirectories: true)
        let registryURL = packageRoot.appendingPathComponent("extensions.json")
        var note: String?
        let known: [WorkspaceEntry]
        if let data = try? Data(contentsOf: registryURL) {
            do { known = try JSONDecoder().decode([WorkspaceEntry].self, from: data) } catch {
                known = []
                note = "the cache's \(registryURL.path) could not be read (damaged, or from another WidgetShot): it starts again with this extension; others register again when built"
            }
        } else {
            known = []
        }
        let entries = WorkspaceManifest.merge(entry, into: known) { other in
            fm.fileExists(atPath: other.source)
                && other.targets.allSatisfy { fm.fileExists(atPath: packageRoot.appendingPathComponent($0.path).path) }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let registryData = try encoder.encode(entries)
        if (try? Data(contentsOf: registryURL)) != registryData { try registryData.write(to: registryURL, options: .atomic) }
        let manifest = WorkspaceManifest.text(entries: entries, widgetShotRoot: widgetShotRoot, prebuilt: prebuilt, packageRoot: packageRoot)
        let url = packageRoot.appendingPathComponent("Package.swift")
        if (try? String(contentsOf: url, encoding: .utf8)) != manifest { try Data(manifest.utf8).write(to: url, options: .atomic) }
        return note
    }
}
