import Foundation

/// `widgetshot cache info|clean`: what the cache folder holds, and emptying it — only a folder
/// WidgetShot owns (``CacheOwnership``: the `.widgetshot-cache` marker), and only what WidgetShot
/// writes there.
public enum CacheMaintenance {
    /// One top-level entry of the cache and its size in bytes.
    public struct Entry: Equatable {
        public var name: String
        public var bytes: Int64
    }

    /// The cache's WidgetShot entries with their sizes (the marker left out), by name; empty when
    /// the folder does not exist. Throws ``CacheOwnership/Refused`` for a folder WidgetShot does
    /// not own.
    public static func entries(of root: URL) throws -> [Entry] {
        let fm = FileManager.default
        guard fm.fileExists(atPath: root.path) else { return [] }
        try requireOwned(root)
        let names = try fm.contentsOfDirectory(atPath: root.path).filter { CacheOwnership.isWidgetShotEntry($0) && $0 != CacheOwnership.markerName }
        return names.sorted().map { Entry(name: $0, bytes: size(of: root.appendingPathComponent($0))) }
    }

    /// Removes WidgetShot's entries from the cache (waiting for builds that hold the generated
    /// packages' locks); returns what was removed. The marker stays, and so does anything else.
    @discardableResult
    public static func clean(_ root: URL) throws -> [Entry] {
        let listed = try entries(of: root)
        guard !listed.isEmpty else { return [] }
        // A build in progress holds its package's lock: wait for it, then remove under the lock.
        let locks = try ExtensionWorkspace.packageFolderNames.filter { name in listed.contains { $0.name == name } }
            .map { try WorkspaceLock(packageRoot: root.appendingPathComponent($0)) }
        defer { for lock in locks { lock.release() } }
        for entry in listed { try FileManager.default.removeItem(at: root.appendingPathComponent(entry.name)) }
        return listed
    }

    static func requireOwned(_ root: URL) throws {
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent(CacheOwnership.markerName).path) else {
            throw CacheOwnership.Refused(path: root.standardizedFileURL.path, reason: "has no \(CacheOwnership.markerName) marker, so it is not WidgetShot's cache (a build marks it)")
        }
    }

    /// Bytes in a file or folder (links not followed).
    static func size(of url: URL) -> Int64 {
        let fm = FileManager.default
        var total: Int64 = 0
        if let walker = fm.enumerator(at: url, includingPropertiesForKeys: [.fileSizeKey, .isSymbolicLinkKey], options: [], errorHandler: { _, _ in true }) {
            for case let file as URL in walker {
                total += Int64((try? file.resourceValues(forKeys: [.fileSizeKey]))?.fileSize ?? 0)
            }
        }
        if total == 0 { total = Int64((try? url.resourceValues(forKeys: [.fileSizeKey]))?.fileSize ?? 0) }
        return total
    }
}
