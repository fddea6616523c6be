import Foundation

/// Finds a project's files as a Mac does: Apple's file systems (APFS, HFS+) are case-insensitive
/// by default, so a project that names `widget/Info.plist` for the folder `Widget/` builds in
/// Xcode — and its path must be found the same way on Linux (seen in a real app's pbxproj).
enum CaseInsensitivePath {
    /// `url` when it exists; else the one existing path whose components match `url`'s ignoring
    /// case (the exact name wins at each level; nil when a level has no match or several).
    static func existing(_ url: URL) -> URL? {
        let fm = FileManager.default
        if fm.fileExists(atPath: url.path) { return url }
        let components = url.standardizedFileURL.pathComponents
        guard components.first == "/" else { return nil }
        var path = "/"
        for component in components.dropFirst() {
            let exact = (path as NSString).appendingPathComponent(component)
            if fm.fileExists(atPath: exact) { path = exact; continue }
            let lowered = component.lowercased()
            let matches = ((try? fm.contentsOfDirectory(atPath: path)) ?? []).filter { $0.lowercased() == lowered }
            guard matches.count == 1 else { return nil }
            path = (path as NSString).appendingPathComponent(matches[0])
        }
        return URL(fileURLWithPath: path, isDirectory: url.hasDirectoryPath)
    }
}
