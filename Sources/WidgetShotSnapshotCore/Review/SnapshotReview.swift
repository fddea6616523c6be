import Foundation
import WidgetShot

/// A review of the last snapshot run: the failed and new snapshots its `report.json` lists, each
/// accepted (the new image becomes the golden) or rejected (the golden stays).
///
/// Accepting is deliberately narrow. It writes only
/// - for a snapshot the report lists (by its number, never a path from the caller),
/// - the image the run kept in the artefacts folder (`actual.png`, a valid PNG),
/// - over a golden inside the Snapshots root (symbolic links resolved), atomically,
/// and appends what it did to `review-log.jsonl` in the artefacts folder.
///
/// ```swift
/// let review = try SnapshotReview(artefacts: URL(fileURLWithPath: ".build/widgetshot-artefacts"))
/// for item in review.items where item.suite == "Weather" { try review.accept(item.id) }
/// ```
public final class SnapshotReview: @unchecked Sendable {
    /// What was decided about one snapshot.
    public enum Decision: String, Codable, Sendable { case pending, accepted, rejected }

    /// One snapshot to review.
    public struct Item: Codable, Equatable, Sendable {
        /// Its number in this review (the position in the report).
        public var id: Int
        /// `suite/test.variant`.
        public var name: String
        /// The suite (for the CLI, the widget's folder).
        public var suite: String
        /// The widget family the variant name holds (`systemSmall`, …), if any.
        public var family: String?
        /// Whether a golden exists (a new snapshot has none).
        public var hasGolden: Bool
        /// Whether a diff image exists.
        public var hasDiff: Bool
        /// The verifier's message: the diff figures and what moved.
        public var message: String
        public var decision: Decision
    }

    /// The kinds of image a review shows.
    public enum ImageKind: String, CaseIterable, Sendable { case golden, actual, diff }

    /// The artefacts folder holding `report.json`.
    public let artefacts: URL
    /// The Snapshots root goldens are written under.
    public let snapshotsRoot: URL
    private let entries: [ReportEntry]
    private let lock = NSLock()
    private var decisions: [Int: Decision] = [:]

    /// Loads the review of the report in `artefacts`.
    ///
    /// - Parameter snapshotsRoot: The goldens root; the report's own when `nil`. It must exist.
    public init(artefacts: URL, snapshotsRoot: URL? = nil) throws {
        let manifest = try ReportManifest.read(from: artefacts)
        self.artefacts = artefacts.standardizedFileURL
        guard let root = snapshotsRoot ?? manifest.snapshotsRoot.map({ URL(fileURLWithPath: $0) }) else {
            throw SnapshotReviewError.noSnapshotsRoot
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw SnapshotReviewError.snapshotsRootMissing(root.path)
        }
        self.snapshotsRoot = root.resolvingSymlinksInPath().standardizedFileURL
        // Failed snapshots that kept their new image: the ones a review can decide.
        entries = manifest.entries.filter { $0.status == .failed && $0.actual != nil }.sorted { $0.name < $1.name }
        for (id, name, decision) in ReviewLog.decisions(in: self.artefacts) {
            if let i = entries.firstIndex(where: { $0.name == name }), i == id { decisions[i] = decision }
        }
    }

    /// The snapshots to review, in name order.
    public var items: [Item] {
        lock.lock()
        defer { lock.unlock() }
        return entries.indices.map(item)
    }

    private func item(_ id: Int) -> Item {
        let entry = entries[id]
        let suite = entry.name.split(separator: "/", maxSplits: 1).first.map(String.init) ?? entry.name
        return Item(id: id, name: entry.name, suite: suite, family: Self.family(in: entry.name),
                    hasGolden: FileManager.default.fileExists(atPath: entry.golden), hasDiff: entry.diff != nil,
                    message: entry.message, decision: decisions[id] ?? .pending)
    }

    /// The family named by a field of the variant (`widget.iPhone16-systemSmall-light-entry0`).
    static func family(in name: String) -> String? {
        let variant = name.split(separator: "/").last.map(String.init) ?? name
        return variant.split(whereSeparator: { $0 == "-" || $0 == "." }).map(String.init)
            .first { $0.hasPrefix("system") || $0.hasPrefix("accessory") }
    }

    /// The file of an image of snapshot `id`, or `nil` when it has none. Only files the report
    /// names are ever returned.
    public func image(_ id: Int, _ kind: ImageKind) -> URL? {
        guard entries.indices.contains(id) else { return nil }
        let entry = entries[id]
        let path: String?
        switch kind {
        case .golden: path = entry.golden
        case .actual: path = entry.actual
        case .diff: path = entry.diff
        }
        guard let path, FileManager.default.fileExists(atPath: path) else { return nil }
        return URL(fileURLWithPath: path)
    }

    /// Makes snapshot `id`'s new image its golden.
    @discardableResult
    public func accept(_ id: Int) throws -> Item {
        lock.lock()
        defer { lock.unlock() }
        guard entries.indices.contains(id) else { throw SnapshotReviewError.noSuchSnapshot(id) }
        let entry = entries[id]
        let golden = try checkedGolden(entry)
        let actual = try checkedActual(entry)
        let data = try Data(contentsOf: actual)
        do { _ = try RasterImage(pngData: data, scale: 1, name: actual.path) } catch {
            throw SnapshotReviewError.notAnImage(actual.path, "\(error)")
        }
        try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
        try AtomicFile.write(data, to: golden)
        // The placed tree travels with the image, so the next run compares geometry with it.
        let tree = actual.deletingPathExtension().appendingPathExtension("json")
        if let json = FileManager.default.contents(atPath: tree.path) {
            try AtomicFile.write(json, to: golden.deletingPathExtension().appendingPathExtension("json"))
        }
        decisions[id] = .accepted
        ReviewLog.append(.accepted, id: id, name: entry.name, golden: golden.path, in: artefacts)
        return item(id)
    }

    /// Leaves snapshot `id`'s golden as it is, and records the decision.
    @discardableResult
    public func reject(_ id: Int) throws -> Item {
        lock.lock()
        defer { lock.unlock() }
        guard entries.indices.contains(id) else { throw SnapshotReviewError.noSuchSnapshot(id) }
        decisions[id] = .rejected
        ReviewLog.append(.rejected, id: id, name: entries[id].name, golden: entries[id].golden, in: artefacts)
        return item(id)
    }

    /// Accepts every pending snapshot of `suite` (and of `family`, when given).
    public func acceptAll(suite: String, family: String? = nil) throws -> [Item] {
        let chosen = items.filter { $0.suite == suite && $0.decision == .pending && (family == nil || $0.family == family) }
        return try chosen.map { try accept($0.id) }
    }

    /// The golden's URL, when it lies inside the Snapshots root (its nearest existing folder
    /// resolved, so a symbolic link cannot lead out) and names a PNG.
    private func checkedGolden(_ entry: ReportEntry) throws -> URL {
        let golden = URL(fileURLWithPath: entry.golden).standardizedFileURL
        guard golden.pathExtension == "png", Self.isInside(golden, snapshotsRoot) else {
            throw SnapshotReviewError.outsideSnapshotsRoot(entry.golden, snapshotsRoot.path)
        }
        return golden
    }

    /// The kept image, when it is a regular file inside the artefacts folder.
    private func checkedActual(_ entry: ReportEntry) throws -> URL {
        guard let path = entry.actual else { throw SnapshotReviewError.noNewImage(entry.name) }
        let actual = URL(fileURLWithPath: path).standardizedFileURL
        var info = stat()
        guard Self.isInside(actual, artefacts), lstat(actual.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw SnapshotReviewError.noNewImage(entry.name)
        }
        return actual
    }

    /// Whether `url` lies strictly inside `folder` once the deepest existing ancestor of `url` has
    /// its symbolic links resolved.
    static func isInside(_ url: URL, _ folder: URL) -> Bool {
        let base = folder.resolvingSymlinksInPath().standardizedFileURL.path
        var existing = url.deletingLastPathComponent(), rest = [url.lastPathComponent]
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
            rest.insert(existing.lastPathComponent, at: 0)
            existing = existing.deletingLastPathComponent()
        }
        guard !rest.contains(".."), !rest.contains(".") else { return false }
        let resolved = existing.resolvingSymlinksInPath().standardizedFileURL.path + "/" + rest.joined(separator: "/")
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return resolved.hasPrefix(prefix) && resolved.count > prefix.count
    }
}

/// Why a review cannot go on.
public enum SnapshotReviewError: Error, CustomStringConvertible, Equatable {
    case noSnapshotsRoot
    case snapshotsRootMissing(String)
    case noSuchSnapshot(Int)
    case outsideSnapshotsRoot(String, String)
    case noNewImage(String)
    case notAnImage(String, String)

    public var description: String {
        switch self {
        case .noSnapshotsRoot: return "the report does not say where its goldens live: pass --snapshots DIR"
        case .snapshotsRootMissing(let path): return "the Snapshots root \(path) is not a folder"
        case .noSuchSnapshot(let id): return "the report lists no snapshot number \(id)"
        case .outsideSnapshotsRoot(let golden, let root): return "refusing to write \(golden): it is not a PNG inside the Snapshots root \(root)"
        case .noNewImage(let name): return "\(name): the run kept no new image to accept"
        case .notAnImage(let path, let reason): return "\(path) is not a PNG image: \(reason)"
        }
    }
}
