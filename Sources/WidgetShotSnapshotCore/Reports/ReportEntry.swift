import Foundation

/// One verified snapshot, for the HTML report and the orphan check.
public struct ReportEntry: Codable, Hashable, Sendable {
    public enum Status: String, Codable, Sendable { case passed, failed, recorded }
    /// `suite/test.variant`.
    public var name: String
    public var status: Status
    /// The golden PNG (may not exist for a failure that was never recorded).
    public var golden: String
    /// Failure artefacts, when the snapshot failed.
    public var actual: String?
    public var diff: String?
    public var strip: String?
    /// The failure or recording message.
    public var message: String

    public init(name: String, status: Status, golden: String, actual: String? = nil, diff: String? = nil, strip: String? = nil, message: String = "") {
        self.name = name
        self.status = status
        self.golden = golden
        self.actual = actual
        self.diff = diff
        self.strip = strip
        self.message = message
    }
}

/// The snapshots verified in this process: which goldens were touched, and how each went.
public final class SnapshotLedger: @unchecked Sendable {
    public static let shared = SnapshotLedger()
    private let lock = NSLock()
    private var storage: [ReportEntry] = []

    public var entries: [ReportEntry] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    func add(_ entry: ReportEntry) {
        lock.lock()
        storage.append(entry)
        lock.unlock()
    }

    /// Golden paths verified in this run.
    public var touchedGoldens: Set<String> { Set(entries.map(\.golden)) }
}
