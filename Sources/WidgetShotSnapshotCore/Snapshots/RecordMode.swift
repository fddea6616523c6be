import Foundation

/// When goldens are written — the record modes of swift-snapshot-testing.
///
/// Set per assertion (`record:`), per suite (`SnapshotConfiguration.$current.withValue`), or for a
/// whole run with `WIDGETSHOT_RECORD=missing|all|failed|never`. `WIDGETSHOT_RECORD=never` (CI) wins
/// over everything; otherwise an explicit per-assertion mode wins over the environment, which wins
/// over the configuration. An unknown `WIDGETSHOT_RECORD` value is an error naming the valid ones.
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
        environment["WIDGETSHOT_RECORD"].flatMap { RecordMode(rawValue: $0.lowercased()) }
    }

    /// Replaces the process environment for the current task (tests only).
    @TaskLocal static var environmentOverride: [String: String]?

    /// Runs `body` as if `WIDGETSHOT_RECORD` were not set — for tests of snapshot testing itself
    /// that record into temporary folders while the run has `WIDGETSHOT_RECORD=never`.
    public static func ignoringEnvironment<R>(_ body: () throws -> R) rethrows -> R {
        var environment = ProcessInfo.processInfo.environment
        environment["WIDGETSHOT_RECORD"] = nil
        return try $environmentOverride.withValue(environment, operation: body)
    }
    static var environment: [String: String] { environmentOverride ?? ProcessInfo.processInfo.environment }

    /// The effective mode: `never` from the environment wins over everything, then an explicit
    /// mode, then the environment, then the configured mode. Throws for an unknown environment value.
    public static func resolve(explicit: RecordMode?, configured: RecordMode, environment: String?) throws -> RecordMode {
        var fromEnvironment: RecordMode?
        if let raw = environment?.trimmingCharacters(in: .whitespaces), !raw.isEmpty {
            guard let mode = RecordMode(rawValue: raw.lowercased()) else { throw RecordModeError(value: raw) }
            fromEnvironment = mode
        }
        if fromEnvironment == .never { return .never }
        return explicit ?? fromEnvironment ?? configured
    }

    /// `resolve` with the process's `WIDGETSHOT_RECORD`.
    public static func resolve(explicit: RecordMode?, configured: RecordMode) throws -> RecordMode {
        try resolve(explicit: explicit, configured: configured, environment: environment["WIDGETSHOT_RECORD"])
    }
}

/// `WIDGETSHOT_RECORD` holds a value that is not a record mode.
public struct RecordModeError: Error, CustomStringConvertible, Equatable {
    /// The value found.
    public var value: String
    public var description: String {
        "WIDGETSHOT_RECORD='\(value)' is not a record mode; valid values: \(RecordMode.allCases.map(\.rawValue).joined(separator: ", ")) (nothing was written)"
    }
}
