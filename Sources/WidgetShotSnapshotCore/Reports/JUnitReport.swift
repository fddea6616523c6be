import Foundation

/// A snapshot run as JUnit XML, the format CI systems read test results from (GitHub Actions
/// reporters, GitLab's `artifacts:reports:junit`, Jenkins, Buildkite).
///
/// One `<testsuite>` per snapshot suite (the folder part of `suite/test.variant`), one `<testcase>`
/// per snapshot. A failed snapshot has a `<failure>` whose `message` is the first line of the
/// verifier's message and whose body is the whole message (the diff figures, what moved) and the
/// paths of the failure images; a newly recorded golden passes and says so in `<system-out>`, as
/// the CLI counts a recording as a pass. The output depends only on the entries.
///
/// ```swift
/// let xml = JUnitReport.render(entries: SnapshotLedger.shared.entries)
/// try AtomicFile.write(Data(xml.utf8), to: URL(fileURLWithPath: "junit.xml"))
/// ```
///
/// The schema followed is the de-facto one of Ant's `XMLJUnitResultFormatter` as CI systems accept it
/// (`testsuites` › `testsuite` › `testcase` › `failure`/`system-out`).
public enum JUnitReport {
    /// Renders the XML document.
    ///
    /// - Parameters:
    ///   - entries: The snapshots of the run.
    ///   - name: The `name` of the top `<testsuites>` element.
    public static func render(entries: [ReportEntry], name: String = "WidgetShot snapshots") -> String {
        let suites = Dictionary(grouping: entries, by: { suiteName(of: $0.name) })
        let failures = entries.filter { $0.status == .failed }.count
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"\(MarkupEscaping.escape(name))\" tests=\"\(entries.count)\" failures=\"\(failures)\" errors=\"0\">\n"
        for suite in suites.keys.sorted() {
            let cases = suites[suite]!.sorted { $0.name < $1.name }
            let suiteFailures = cases.filter { $0.status == .failed }.count
            xml += "  <testsuite name=\"\(MarkupEscaping.escape(suite))\" tests=\"\(cases.count)\" failures=\"\(suiteFailures)\" errors=\"0\" skipped=\"0\">\n"
            for entry in cases { xml += testCase(entry, suite: suite) }
            xml += "  </testsuite>\n"
        }
        xml += "</testsuites>\n"
        return xml
    }

    private static func testCase(_ entry: ReportEntry, suite: String) -> String {
        let caseName = String(entry.name.dropFirst(suite.count + (entry.name.contains("/") ? 1 : 0)))
        let open = "    <testcase classname=\"\(MarkupEscaping.escape(suite))\" name=\"\(MarkupEscaping.escape(caseName))\""
        switch entry.status {
        case .passed:
            return open + "/>\n"
        case .recorded:
            return open + ">\n      <system-out>\(MarkupEscaping.escape(entry.message.isEmpty ? "recorded a new golden at \(entry.golden)" : entry.message))</system-out>\n    </testcase>\n"
        case .failed:
            let message = entry.message.isEmpty ? "does not match its golden" : entry.message
            // "X does not match its golden:" is followed by the figures: the message attribute (what a
            // CI page lists) carries both.
            let lines = message.split(separator: "\n", omittingEmptySubsequences: true).map { $0.trimmingCharacters(in: .whitespaces) }
            let firstLine = (lines.first?.hasSuffix(":") == true && lines.count > 1 ? lines.prefix(2).joined(separator: " ") : lines.first) ?? message
            var body = message + "\ngolden: \(entry.golden)"
            if let actual = entry.actual { body += "\nactual: \(actual)" }
            if let diff = entry.diff { body += "\ndiff image: \(diff)" }
            if let strip = entry.strip { body += "\nside by side: \(strip)" }
            return open + ">\n      <failure type=\"snapshot\" message=\"\(MarkupEscaping.escape(firstLine))\">\(MarkupEscaping.escape(body))</failure>\n    </testcase>\n"
        }
    }

    /// `Suite` of `Suite/test.variant`; the whole name when it has no folder.
    static func suiteName(of name: String) -> String {
        guard let slash = name.firstIndex(of: "/") else { return name }
        return String(name[..<slash])
    }
}
