import Foundation

/// A git submodule that a repository's `.gitmodules` declares: its path and where it comes from.
/// A package inside one that was never checked out (a clone without `--recurse-submodules`, a
/// snapshot without submodules) is an empty or absent folder; the build error then names the
/// submodule and says how to get it. SideStore/SideStore keeps the local packages its targets use
/// (AltSign, minimuxer, em_proxy…) as submodules under `Dependencies/`.
struct GitSubmodule: Equatable {
    /// Its path in the repository (`Dependencies/AltSign`).
    let path: String
    /// The repository it is cloned from, when `.gitmodules` gives one.
    let url: String?
    /// The root folder of the repository that declares it.
    let repository: URL

    /// The submodule `folder` is (or lies in), as the `.gitmodules` of the nearest enclosing
    /// folder that has one declares it; nil when none does.
    static func containing(_ folder: URL) -> GitSubmodule? {
        let target = folder.standardizedFileURL.resolvingSymlinksInPath().path
        var root = folder.standardizedFileURL.resolvingSymlinksInPath()
        while true {
            if let text = try? String(contentsOf: root.appendingPathComponent(".gitmodules"), encoding: .utf8) {
                let relative = String(target.dropFirst(root.path.count)).trimmingCharacters(in: CharacterSet(charactersIn: "/"))
                return entries(in: text).first { relative == $0.path || relative.hasPrefix($0.path + "/") }
                    .map { GitSubmodule(path: $0.path, url: $0.url, repository: root) }
            }
            let parent = root.deletingLastPathComponent()
            if parent.path == root.path { return nil }
            root = parent
        }
    }

    /// The `path`/`url` pairs of a `.gitmodules` file's `[submodule "…"]` sections (git-config
    /// syntax: `#` and `;` start comments, keys are case-insensitive).
    static func entries(in text: String) -> [(path: String, url: String?)] {
        var out: [(path: String, url: String?)] = []
        var path: String?, url: String?
        func flush() {
            if let path, !path.isEmpty { out.append((path, url)) }
            path = nil
            url = nil
        }
        for raw in text.split(whereSeparator: \.isNewline) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") || line.hasPrefix(";") { continue }
            if line.hasPrefix("[") {
                flush()
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if key == "path" { path = value.trimmingCharacters(in: CharacterSet(charactersIn: "/")) }
            if key == "url" { url = value }
        }
        flush()
        return out
    }

    /// What to say of it in an error: which submodule of which repository, and the command that
    /// checks it out.
    var advice: String {
        "\(path) is a git submodule of \(repository.path)\(url.map { " (\($0))" } ?? "") that is not checked out: "
            + "run `git submodule update --init \(path)` there"
    }
}
