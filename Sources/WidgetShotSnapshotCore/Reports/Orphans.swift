import Foundation

/// Why an orphan search or prune was refused.
public enum OrphansError: Error, CustomStringConvertible, Equatable {
    /// The folder is not a Snapshots root WidgetShot recognises.
    case notASnapshotsRoot(String)

    public var description: String {
        switch self {
        case .notASnapshotsRoot(let path):
            return "refusing to look for orphaned goldens in \(path): it is not a Snapshots root (a folder named Snapshots, a folder "
                + "inside one, or a folder holding a \(Orphans.markerFile) file); nothing was deleted"
        }
    }
}

/// Goldens that no test verified: left behind by renamed or deleted tests, they are never
/// checked again and only grow the repository.
///
/// Run it after a **full** test run only: a filtered run (`swift test --filter …`) touches a subset
/// of the goldens, and every other golden would look orphaned.
///
/// Only files WidgetShot itself recorded are ever listed or deleted: PNGs whose `tEXt` chunks say
/// `Software: WidgetShot …` and carry a `WidgetShot-Fingerprint`, with their `.json` geometry twins,
/// inside a recognised Snapshots root (see `isSnapshotsRoot(_:)`). Symbolic links are never
/// followed or deleted.
///
/// ```swift
/// let orphans = try Orphans.find(root: goldensFolder)          // uses SnapshotLedger.shared
/// print(orphans.map(\.path).joined(separator: "\n"))
/// let removed = try Orphans.prune(orphans)
/// ```
public enum Orphans {
    /// A file that marks a folder with another name as a Snapshots root.
    public static let markerFile = ".widgetshot-snapshots"

    /// Whether `url` is a goldens folder WidgetShot may prune: a folder named `Snapshots`, a folder
    /// inside one, or a folder holding a `.widgetshot-snapshots` marker file.
    public static func isSnapshotsRoot(_ url: URL) -> Bool {
        let resolved = url.resolvingSymlinksInPath().standardizedFileURL
        if resolved.pathComponents.contains("Snapshots") { return true }
        return FileManager.default.fileExists(atPath: resolved.appendingPathComponent(markerFile).path)
    }

    /// Whether the file at `url` is a regular file (not a link, FIFO, device…) holding a PNG that
    /// WidgetShot wrote (its `Software` and `WidgetShot-Fingerprint` text chunks). Reads at most
    /// the first 64 KB.
    public static func isRecordedGolden(_ url: URL) -> Bool {
        guard isRegularFile(url), let handle = FileHandle(forReadingAtPath: url.path) else { return false }
        defer { try? handle.close() }
        let head = handle.readData(ofLength: 65_536)
        let chunks = PNGTextChunks.read(head)
        return chunks["Software"]?.hasPrefix("WidgetShot") == true && chunks["WidgetShot-Fingerprint"] != nil
    }

    static func isRegularFile(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// Every golden under `root` (recursively; hidden files and folders skipped) whose path is not
    /// in `touched`, each followed by its `.json` geometry twin when that exists, sorted by path.
    /// Only goldens WidgetShot recorded are listed (see the type's notes).
    ///
    /// Paths are compared after standardising (`..`, `.`, duplicate slashes) and resolving
    /// symbolic links, so `touched` may hold paths spelled differently from the enumeration.
    /// A missing `root` has no orphans; a `root` that is not a Snapshots root throws
    /// `OrphansError.notASnapshotsRoot`.
    public static func find(root: URL, touched: Set<String>) throws -> [URL] {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else { return [] }
        guard isSnapshotsRoot(root) else { throw OrphansError.notASnapshotsRoot(root.path) }
        let kept = Set(touched.map { canonical(URL(fileURLWithPath: $0)) })
        let base = root.resolvingSymlinksInPath().standardizedFileURL

        var failure: Error?
        guard let walker = fm.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles],
                                         errorHandler: { _, error in failure = error; return false }) else { return [] }
        var orphans: [URL] = []
        for case let url as URL in walker where url.pathExtension.lowercased() == "png" {
            let png = url.standardizedFileURL
            // Never outside the root (a linked folder), never a file WidgetShot did not record.
            guard canonical(png).hasPrefix(base.path + "/"), isRecordedGolden(png) else { continue }
            guard !kept.contains(canonical(png)) else { continue }
            orphans.append(png)
            let twin = png.deletingPathExtension().appendingPathExtension("json")
            if isRegularFile(twin) { orphans.append(twin) }
        }
        if let failure { throw failure }
        var seen = Set<String>()
        return orphans.filter { seen.insert($0.path).inserted }.sorted { $0.path < $1.path }
    }

    /// The goldens under `root` that `ledger` (the shared one by default) has not verified in this run.
    public static func find(root: URL, ledger: SnapshotLedger = .shared) throws -> [URL] {
        try find(root: root, touched: ledger.touchedGoldens)
    }

    /// Deletes `orphans` and returns how many files were removed. Files already gone are skipped;
    /// so is anything that is not a golden WidgetShot recorded inside a Snapshots root (or the
    /// `.json` twin of one), whoever built the list.
    @discardableResult
    public static func prune(_ orphans: [URL]) throws -> Int {
        let fm = FileManager.default
        let deletable = orphans.filter { url in
            let png = url.pathExtension.lowercased() == "json" ? url.deletingPathExtension().appendingPathExtension("png") : url
            guard url.pathExtension.lowercased() == "png" || (url.pathExtension.lowercased() == "json" && isRegularFile(url)) else { return false }
            return insideSnapshotsRoot(png) && isRecordedGolden(png)
        }
        // JSON twins first: deleting a PNG first would make its twin unrecognisable.
        var removed = 0
        for url in deletable.sorted(by: { ($0.pathExtension == "json" ? 0 : 1, $0.path) < ($1.pathExtension == "json" ? 0 : 1, $1.path) })
        where fm.fileExists(atPath: url.path) {
            try fm.removeItem(at: url)
            removed += 1
        }
        return removed
    }

    /// Whether a folder above `url` is a Snapshots root.
    static func insideSnapshotsRoot(_ url: URL) -> Bool {
        var dir = url.resolvingSymlinksInPath().standardizedFileURL.deletingLastPathComponent()
        while dir.path != "/" && !dir.path.isEmpty {
            if dir.lastPathComponent == "Snapshots" || FileManager.default.fileExists(atPath: dir.appendingPathComponent(markerFile).path) { return true }
            dir = dir.deletingLastPathComponent()
        }
        return false
    }

    private static func canonical(_ url: URL) -> String { url.resolvingSymlinksInPath().standardizedFileURL.path }
}

/// The `tEXt` chunks of (the start of) a PNG, without decoding it.
enum PNGTextChunks {
    static func read(_ data: Data) -> [String: String] {
        let b = [UInt8](data)
        guard b.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return [:] }
        var result: [String: String] = [:]
        var i = 8
        while i + 12 <= b.count {
            let length = Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3])
            let type = String(decoding: b[(i + 4)..<(i + 8)], as: UTF8.self)
            guard length >= 0, i + 12 + length <= b.count, type != "IDAT", type != "IEND" else { break }
            if type == "tEXt", let zero = b[(i + 8)..<(i + 8 + length)].firstIndex(of: 0) {
                result[String(decoding: b[(i + 8)..<zero], as: UTF8.self)] = String(decoding: b[(zero + 1)..<(i + 8 + length)], as: UTF8.self)
            }
            i += 12 + length
        }
        return result
    }
}
