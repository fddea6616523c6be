import Foundation
import WidgetShot

/// `report.json`, written beside `report.html`: the run's entries and the Snapshots root their
/// goldens live in, so `widgetshot review` can offer to accept exactly the snapshots the report
/// lists — and nothing else.
public struct ReportManifest: Codable, Equatable, Sendable {
    /// The file name, inside the artefacts folder.
    public static let fileName = "report.json"

    /// The goldens root of the run (accepting writes only inside it).
    public var snapshotsRoot: String?
    /// The snapshots of the run.
    public var entries: [ReportEntry]

    /// A manifest of `entries` whose goldens live under `snapshotsRoot`.
    public init(snapshotsRoot: String?, entries: [ReportEntry]) {
        self.snapshotsRoot = snapshotsRoot
        self.entries = entries
    }

    /// Writes `report.json` into `folder` atomically.
    public func write(to folder: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try AtomicFile.write(try encoder.encode(self), to: folder.appendingPathComponent(Self.fileName))
    }

    /// Reads `report.json` from `folder`; the error names the file.
    public static func read(from folder: URL) throws -> ReportManifest {
        let url = folder.appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw ReportManifestError.missing(url.path)
        }
        do { return try JSONDecoder().decode(ReportManifest.self, from: data) } catch {
            throw ReportManifestError.unreadable(url.path, "\(error)")
        }
    }
}

/// Why a `report.json` cannot be used.
public enum ReportManifestError: Error, CustomStringConvertible, Equatable {
    case missing(String)
    case unreadable(String, String)

    public var description: String {
        switch self {
        case .missing(let path): return "no report at \(path): run the snapshot tests or `widgetshot snapshots check` first"
        case .unreadable(let path, let reason): return "\(path) is not a WidgetShot report: \(reason)"
        }
    }
}
