import Foundation

/// Where the project's file references, groups and synchronized folders are on disk, resolved
/// through the group tree as Xcode does: `sourceTree = "<group>"` is relative to the parent
/// group's folder (a group without `path` shares its parent's folder), `SOURCE_ROOT` to the
/// project's folder, `<absolute>` is absolute; `BUILT_PRODUCTS_DIR`, `SDKROOT`, `DEVELOPER_DIR`
/// and other build-setting trees name build products and SDK files, which have no file here (nil).
struct PBXGroupTree {
    private let graph: PBXObjectGraph
    /// Each group member's parent group.
    private var parents: [String: String] = [:]
    /// The project's base folder (`SRCROOT` + the project's `projectDirPath`).
    let projectFolder: URL

    init(graph: PBXObjectGraph) throws {
        self.graph = graph
        let root = graph.root
        var folder = graph.sourceRoot
        if let dirPath = root.optionalString("projectDirPath"), !dirPath.isEmpty {
            folder = dirPath.hasPrefix("/") ? URL(fileURLWithPath: dirPath) : folder.appendingPathComponent(dirPath)
        }
        projectFolder = folder.standardizedFileURL
        for (id, object) in graph.objects {
            guard let isa = object["isa"] as? String, ["PBXGroup", "PBXVariantGroup", "XCVersionGroup"].contains(isa) else { continue }
            for child in (object["children"] as? [Any] ?? []).compactMap({ $0 as? String }) {
                parents[child] = id
            }
        }
    }

    /// The file or folder `id` refers to; nil for build products, SDK files, and references with no path.
    func url(of id: String) -> URL? {
        var visited = Set<String>()
        return url(of: id, visited: &visited)
    }

    private func url(of id: String, visited: inout Set<String>) -> URL? {
        guard visited.insert(id).inserted, let object = graph.objects[id] else { return nil }
        let path = object["path"] as? String
        let sourceTree = object["sourceTree"] as? String ?? "<group>"
        let base: URL?
        switch sourceTree {
        case "<group>":
            if let parent = parents[id] {
                base = url(of: parent, visited: &visited)
            } else {
                base = projectFolder
            }
        case "SOURCE_ROOT":
            base = projectFolder
        case "<absolute>":
            guard let path else { return nil }
            return URL(fileURLWithPath: path).standardizedFileURL
        default:
            return nil
        }
        guard let base else { return nil }
        guard let path, !path.isEmpty else { return base }
        return (path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path)).standardizedFileURL
    }

    /// A readable name of the reference `id` for messages: its path, else its name.
    func displayName(of id: String) -> String {
        let object = graph.objects[id]
        return object?["path"] as? String ?? object?["name"] as? String ?? id
    }
}
