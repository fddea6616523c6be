import Foundation
import WidgetShot

/// The CI report files a run writes besides `report.html`: JUnit XML and a Markdown summary.
///
/// Test processes ask for them through the environment, since a test has no command line:
/// - `WIDGETSHOT_JUNIT=path/junit.xml` — `JUnitReport`;
/// - `WIDGETSHOT_MARKDOWN=path/summary.md` — `MarkdownSummary`, thumbnails relative to the
///   artefacts folder (`WIDGETSHOT_ARTEFACTS`).
///
/// Both are rewritten (atomically) after every verified snapshot, so they hold the whole run however
/// the test process ends. `widgetshot snapshots check --junit F --markdown F` writes the same files
/// once, for all its variants.
public struct CIReportFiles: Sendable, Equatable {
    /// The environment variable naming the JUnit XML file.
    public static let junitVariable = "WIDGETSHOT_JUNIT"
    /// The environment variable naming the Markdown summary file.
    public static let markdownVariable = "WIDGETSHOT_MARKDOWN"

    /// Where the JUnit XML goes, if anywhere.
    public var junit: URL?
    /// Where the Markdown summary goes, if anywhere.
    public var markdown: URL?

    /// Report files at the given paths (`nil`: not written).
    public init(junit: URL? = nil, markdown: URL? = nil) {
        self.junit = junit
        self.markdown = markdown
    }

    /// The files the environment asks for (empty values count as unset).
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> CIReportFiles {
        func url(_ name: String) -> URL? { environment[name].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) } }
        return CIReportFiles(junit: url(junitVariable), markdown: url(markdownVariable))
    }

    /// These files, with the given paths (from a command line) replacing the environment's.
    public func merging(junit: String?, markdown: String?) -> CIReportFiles {
        CIReportFiles(junit: junit.map { URL(fileURLWithPath: $0) } ?? self.junit,
                      markdown: markdown.map { URL(fileURLWithPath: $0) } ?? self.markdown)
    }

    /// Whether any file is asked for.
    public var isEmpty: Bool { junit == nil && markdown == nil }

    /// Writes the requested files for `entries`; thumbnails in the summary are relative to `artefacts`.
    public func write(entries: [ReportEntry], artefacts: URL?) throws {
        if let junit {
            try FileManager.default.createDirectory(at: junit.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write(Data(JUnitReport.render(entries: entries).utf8), to: junit)
        }
        if let markdown {
            try FileManager.default.createDirectory(at: markdown.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write(Data(MarkdownSummary.render(entries: entries, relativeTo: artefacts).utf8), to: markdown)
        }
    }

    /// `write`, reporting a failure on standard error instead of failing the snapshot.
    func writeQuietly(entries: [ReportEntry], artefacts: URL?) {
        do { try write(entries: entries, artefacts: artefacts) } catch {
            FileHandle.standardError.write(Data("warning: could not write the CI report files: \(error)\n".utf8))
        }
    }
}
