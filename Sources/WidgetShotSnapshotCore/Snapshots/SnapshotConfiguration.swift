import Foundation
import WidgetShot

/// Where goldens live, where failure artefacts go, the record mode and the tolerance.
///
/// ```swift
/// // One suite recording everything:
/// try SnapshotConfiguration.$current.withValue(SnapshotConfiguration(record: .all)) { … }
/// ```
public struct SnapshotConfiguration: Sendable {
    /// The goldens folder (`Snapshots/` at the package root by default).
    public var root: URL?
    /// The failure artefacts folder (`$WIDGETSHOT_ARTEFACTS`, else `.build/widgetshot-artefacts`).
    public var artefacts: URL?
    /// The record mode (`WIDGETSHOT_RECORD` overrides it; its `never` overrides everything).
    public var record: RecordMode
    /// The comparison tolerance (strict by default).
    public var tolerance: DiffTolerance
    /// PNG compression level of written goldens (stronger than the renderer's default).
    public var goldenCompression: Int32

    public init(root: URL? = nil, artefacts: URL? = nil, record: RecordMode = .missing, tolerance: DiffTolerance = .strict, goldenCompression: Int32 = 9) {
        self.root = root
        self.artefacts = artefacts
        self.record = record
        self.tolerance = tolerance
        self.goldenCompression = goldenCompression
    }

    /// The configuration in effect (task-local, so a suite or a test can set its own).
    @TaskLocal public static var current = SnapshotConfiguration()

    /// The nearest folder above `file` that holds a `Package.swift`.
    static func packageRoot(of file: String) -> URL {
        var dir = URL(fileURLWithPath: file).deletingLastPathComponent()
        while dir.path != "/" {
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) { return dir }
            dir = dir.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }

    func goldensRoot(file: String) -> URL { root ?? Self.packageRoot(of: file).appendingPathComponent("Snapshots") }

    func artefactsRoot(file: String) -> URL {
        if let artefacts { return artefacts }
        if let env = ProcessInfo.processInfo.environment["WIDGETSHOT_ARTEFACTS"], !env.isEmpty { return URL(fileURLWithPath: env) }
        return Self.packageRoot(of: file).appendingPathComponent(".build/widgetshot-artefacts")
    }

    /// The effective record mode (`RecordMode.resolve`): `WIDGETSHOT_RECORD=never` wins, then an
    /// explicit mode, the environment, the configuration's. Throws for an unknown environment value.
    func recordMode(_ explicit: RecordMode?) throws -> RecordMode { try RecordMode.resolve(explicit: explicit, configured: record) }
}
