import Foundation

/// Goldens that no test verified: left behind by renamed or deleted tests, they are never
/// checked again and only grow the repository.
///
/// Run it after a **full** test run only: a filtered run (`swift test --filter …`) touches a subset
/// of the goldens, and every other golden would look orphaned.
///
/// ```swift
/// let orphans = try Orphans.find(root: goldensFolder)          // uses SnapshotLedger.shared
/// print(orphans.map(\.path).joined(separator: "\n"))
/// let removed = try Orphans.prune(orphans)
/// ```
public enum Orphans {
    /// Every `*.png` under `root` (recursively; hidden files and folders skipped) whose path is not
    /// in `touched`, each followed by its `.json` geometry twin when that exists, sorted by path.
    ///
    /// Paths are compared after standardising (`..`, `.`, duplicate slashes) and resolving
    /// symbolic links, so `touched` may hold paths spelled differently from the enumeration.
    /// A missing `root` has no orphans.
    public static func find(root: URL, touched: Set<String>) throws -> [URL] {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else { return [] }
        let kept = Set(touched.map { canonical(URL(fileURLWithPath: $0)) })
        let base = root.resolvingSymlinksInPath().standardizedFileURL

        var failure: Error?
        guard let walker = fm.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles],
                                         errorHandler: { _, error in failure = error; return false }) else { return [] }
        var orphans: [URL] = []
        for case let url as URL in walker where url.pathExtension.lowercased() == "png" {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let png = url.standardizedFileURL
            guard !kept.contains(canonical(png)) else { continue }
            orphans.append(png)
            let twin = png.deletingPathExtension().appendingPathExtension("json")
            if fm.fileExists(atPath: twin.path) { orphans.append(twin) }
        }
        if let failure { throw failure }
        var seen = Set<String>()
        return orphans.filter { seen.insert($0.path).inserted }.sorted { $0.path < $1.path }
    }

    /// The goldens under `root` that `ledger` (the shared one by default) has not verified in this run.
    public static func find(root: URL, ledger: SnapshotLedger = .shared) throws -> [URL] {
        try find(root: root, touched: ledger.touchedGoldens)
    }

    /// Deletes `orphans` and returns how many files were removed. Files already gone are skipped.
    @discardableResult
    public static func prune(_ orphans: [URL]) throws -> Int {
        let fm = FileManager.default
        var removed = 0
        for url in orphans where fm.fileExists(atPath: url.path) {
            try fm.removeItem(at: url)
            removed += 1
        }
        return removed
    }

    private static func canonical(_ url: URL) -> String { url.resolvingSymlinksInPath().standardizedFileURL.path }
}
