import Foundation

/// When goldens are written — the record modes of swift-snapshot-testing.
///
/// Set per assertion (`record:`), per suite (`SnapshotConfiguration.$current.withValue`), or for a
/// whole run with `WIDGETSHOT_RECORD=missing|all|failed|never` (the environment wins over the
/// defaults, an explicit per-assertion mode wins over the environment).
public enum RecordMode: String, CaseIterable, Sendable, Codable {
    /// Write goldens that do not exist yet; compare the others. The default.
    case missing
    /// Write every golden, replacing existing ones.
    case all
    /// Write goldens that are missing or do not match.
    case failed
    /// Never write anything (CI): a missing golden is a failure.
    case never

    /// The mode from `WIDGETSHOT_RECORD`, if set and valid.
    public static var fromEnvironment: RecordMode? {
        ProcessInfo.processInfo.environment["WIDGETSHOT_RECORD"].flatMap { RecordMode(rawValue: $0.lowercased()) }
    }
}
