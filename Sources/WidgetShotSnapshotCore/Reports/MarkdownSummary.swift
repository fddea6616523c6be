import Foundation

/// A snapshot run as a Markdown summary that fits a pull-request comment or a CI job summary
/// (`$GITHUB_STEP_SUMMARY`): the counts, then a table of the changed snapshots — failed first, then
/// newly recorded — with a thumbnail of each failure's golden | diff | new strip.
///
/// Thumbnails link images by paths relative to `folder` (the artefacts folder a CI job uploads), so
/// the summary and the images travel together; images outside it are named, not linked. The table
/// stops after `maxRows` rows with a line saying how many more there are, and the whole text stays
/// under GitHub's 65,536-character comment limit.
///
/// ```swift
/// let markdown = MarkdownSummary.render(entries: SnapshotLedger.shared.entries, relativeTo: artefacts)
/// ```
public enum MarkdownSummary {
    /// GitHub refuses comments longer than this many characters.
    public static let commentLimit = 65_536

    /// Renders the summary.
    ///
    /// - Parameters:
    ///   - entries: The snapshots of the run.
    ///   - title: The heading.
    ///   - folder: The artefacts folder; thumbnails inside it are linked relative to it.
    ///   - maxRows: The most table rows written.
    public static func render(entries: [ReportEntry], title: String = "WidgetShot snapshots", relativeTo folder: URL? = nil,
                              maxRows: Int = 50) -> String {
        let failed = entries.filter { $0.status == .failed }.sorted { $0.name < $1.name }
        let recorded = entries.filter { $0.status == .recorded }.sorted { $0.name < $1.name }
        let passed = entries.count - failed.count - recorded.count
        let verdict = failed.isEmpty ? "✅" : "❌"
        var text = "### \(verdict) \(cell(title)): \(failed.count) failed, \(recorded.count) recorded new, \(passed) passed\n\n"
        let changed = failed + recorded
        guard !changed.isEmpty else {
            return text + (entries.isEmpty ? "No snapshots were verified.\n" : "Every snapshot matches its golden.\n")
        }
        let base = folder.map { $0.standardizedFileURL.path }
        text += "| Snapshot | Status | Golden · diff · new | Details |\n|---|---|---|---|\n"
        let footerReserve = 200
        var written = 0
        for entry in changed {
            guard written < max(0, maxRows) else { break }
            let row = self.row(entry, base: base)
            guard text.count + row.count + footerReserve < commentLimit else { break }
            text += row
            written += 1
        }
        if written < changed.count {
            text += "\n…and \(changed.count - written) more changed snapshots: see the HTML report (`report.html`).\n"
        }
        return text
    }

    private static func row(_ entry: ReportEntry, base: String?) -> String {
        let status = entry.status == .failed ? "❌ failed" : "🆕 recorded"
        let image = entry.strip ?? entry.diff ?? entry.actual ?? (entry.status == .recorded ? entry.golden : nil)
        let thumbnail = image.flatMap { path in HTMLReport.relativeLink(path, base: base).map { "<img src=\"\(MarkupEscaping.escape($0))\" height=\"120\">" } } ?? "—"
        // The figures and what moved; the artefacts folder is the thumbnail's.
        let details = entry.message.split(separator: "\n").dropFirst(entry.status == .failed ? 1 : 0)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.hasPrefix("artefacts:") }.prefix(3).joined(separator: "<br>")
        return "| `\(code(entry.name))` | \(status) | \(thumbnail) | \(cell(details.isEmpty ? entry.message : details)) |\n"
    }

    /// Text for a table cell: no line breaks, pipes and markup characters escaped.
    static func cell(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "|": out += "\\|"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "\n", "\r": out += " "
            case "*", "_", "`", "[", "]", "\\": out += "\\" + String(c)
            default: out.append(c)
            }
        }
        return out.replacingOccurrences(of: "&lt;br&gt;", with: "<br>")
    }

    /// Text inside a code span: backticks cannot be escaped there, so they become quotes.
    private static func code(_ text: String) -> String {
        text.replacingOccurrences(of: "`", with: "'").replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
