import Foundation

/// SwiftPM's mirror configuration for the generated package. SwiftPM reads the machine's shared
/// mirrors (`~/.swiftpm/configuration/mirrors.json`) for every package, the generated one too, but
/// a project's own (`<folder>/.swiftpm/configuration/mirrors.json`, made by
/// `swift package config set-mirror`) applies to packages in that folder only: it is merged into
/// the generated package's, so the project's packages resolve from the same mirrors as at home.
/// (git's `url.<base>.insteadOf` rewrites, as on this project's CI machines, apply by themselves.)
enum WorkspaceMirrors {
    /// The mirrors file of a package folder.
    static func file(in folder: URL) -> URL {
        folder.appendingPathComponent(".swiftpm/configuration/mirrors.json")
    }

    /// Adds the mirrors of the project at `source` (an `.xcodeproj`, `.xcworkspace` or
    /// `project.yml`: its folder; or a folder) to the generated package's, each original URL once
    /// (the project's entry wins). Nothing is written when the project has none.
    static func merge(projectAt source: URL, into packageRoot: URL) throws {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: source.path, isDirectory: &isDirectory)
        let folder = exists && isDirectory.boolValue && !["xcodeproj", "xcworkspace"].contains(source.pathExtension)
            ? source : source.deletingLastPathComponent()
        guard let data = try? Data(contentsOf: file(in: folder)) else { return }
        let project = mirrors(in: data)
        guard !project.isEmpty else { return }
        let target = file(in: packageRoot)
        var merged = (try? Data(contentsOf: target)).map(mirrors(in:)) ?? []
        merged.removeAll { entry in project.contains { $0["original"] == entry["original"] } }
        merged += project
        merged.sort { ($0["original"] ?? "") < ($1["original"] ?? "") }
        let json: [String: Any] = ["version": 1, "object": merged]
        let out = try JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted, .sortedKeys])
        if (try? Data(contentsOf: target)) != out {
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try out.write(to: target, options: .atomic)
        }
    }

    /// The `{"original": …, "mirror": …}` entries of a mirrors file.
    static func mirrors(in data: Data) -> [[String: String]] {
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return [] }
        return (json["object"] as? [[String: Any]] ?? []).compactMap { entry in
            guard let original = entry["original"] as? String, let mirror = entry["mirror"] as? String else { return nil }
            return ["original": original, "mirror": mirror]
        }
    }
}
