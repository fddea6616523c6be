import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import WidgetShotSnapshotCore
@testable import WidgetShotTesting

@Suite struct CIReportTests {
    let sample = [
        ReportEntry(name: "Weather/widget.small", status: .passed, golden: "/g/Weather/widget.small.png"),
        ReportEntry(name: "Weather/widget.medium", status: .failed, golden: "/g/Weather/widget.medium.png",
                    actual: "/art/Weather.widget.medium/actual.png", diff: "/art/Weather.widget.medium/diff.png",
                    strip: "/art/Weather.widget.medium/side-by-side.png",
                    message: "Weather/widget.medium does not match its golden:\n  12 of 100 pixels differ (12.00 %)\n  moved: Text \"Rain\" y 10 → 12\n  artefacts: /art/Weather.widget.medium"),
        ReportEntry(name: "Steps/widget.large", status: .recorded, golden: "/g/Steps/widget.large.png", message: "recorded a new golden"),
    ]

    /// Collects the elements a SAX parser sees, proving the document is well-formed XML.
    final class Elements: NSObject, XMLParserDelegate {
        var names: [String] = []
        var attributes: [[String: String]] = []
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]) {
            names.append(name)
            self.attributes.append(attributes)
        }
    }

    func parse(_ xml: String) -> Elements? {
        let parser = XMLParser(data: Data(xml.utf8)), elements = Elements()
        parser.delegate = elements
        return parser.parse() ? elements : nil
    }

    @Test("JUnit XML: one suite per folder, one case per snapshot, a failure with the figures and images")
    func junitStructure() throws {
        let xml = JUnitReport.render(entries: sample)
        let elements = try #require(parse(xml), "not well-formed:\n\(xml)")
        #expect(elements.names == ["testsuites", "testsuite", "testcase", "system-out", "testsuite", "testcase", "failure", "testcase"])
        #expect(elements.attributes[0]["tests"] == "3" && elements.attributes[0]["failures"] == "1")
        let failure = elements.attributes[6]
        #expect(failure["message"] == "Weather/widget.medium does not match its golden: 12 of 100 pixels differ (12.00 %)")
        #expect(xml.contains("diff image: /art/Weather.widget.medium/diff.png"))
        #expect(elements.attributes[7]["classname"] == "Weather" && elements.attributes[7]["name"] == "widget.small")
    }

    /// `xmllint`, when installed (Debian: libxml2-utils; `.ci/install-deps` installs it).
    static let xmllint = ["/usr/bin/xmllint", "/bin/xmllint"].first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test("JUnit XML validates against the schema in .ci/recipes/junit.xsd", .enabled(if: xmllint != nil, "xmllint is not installed"))
    func junitValidatesAgainstItsSchema() throws {
        let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".ci/recipes/junit.xsd")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("junit-xsd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let evil = ReportEntry(name: "S<&\">/t'x", status: .failed, golden: "/g", message: "bad \u{1} ]]> </failure>")
        for (name, entries) in [("sample", sample), ("empty", []), ("evil", [evil])] {
            let file = folder.appendingPathComponent(name + ".xml")
            try Data(JUnitReport.render(entries: entries).utf8).write(to: file)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Self.xmllint!)
            process.arguments = ["--noout", "--schema", schema.path, file.path]
            let pipe = Pipe()
            process.standardError = pipe
            try process.run()
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(name): \(output)")
        }
        // The schema is not a formality: a case without a name fails it.
        let bad = folder.appendingPathComponent("bad.xml")
        try Data("<testsuites><testsuite name=\"x\" tests=\"1\"><testcase/></testsuite></testsuites>".utf8).write(to: bad)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.xmllint!)
        process.arguments = ["--noout", "--schema", schema.path, bad.path]
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus != 0)
    }

    @Test("JUnit XML escapes markup and drops characters XML cannot carry")
    func junitEscaping() throws {
        let evil = ReportEntry(name: "S<&\">/t'x", status: .failed, golden: "/g", message: "bad \u{1} \u{1B}[31m <![CDATA[ ]]> </failure>")
        let xml = JUnitReport.render(entries: [evil])
        let elements = try #require(parse(xml), "not well-formed:\n\(xml)")
        #expect(elements.attributes[1]["name"] == "S<&\">")
        #expect(!xml.contains("\u{1}") && !xml.contains("\u{1B}"))
    }

    @Test("JUnit XML of an empty run is a valid document with no cases")
    func junitEmpty() throws {
        let elements = try #require(parse(JUnitReport.render(entries: [])))
        #expect(elements.names == ["testsuites"] && elements.attributes[0]["tests"] == "0")
    }

    @Test("Markdown: counts, changed rows only, thumbnails relative to the artefacts folder")
    func markdownRows() {
        let text = MarkdownSummary.render(entries: sample, relativeTo: URL(fileURLWithPath: "/art"))
        #expect(text.hasPrefix("### ❌ WidgetShot snapshots: 1 failed, 1 recorded new, 1 passed\n"))
        #expect(text.contains("| `Weather/widget.medium` | ❌ failed | <img src=\"Weather.widget.medium/side-by-side.png\" height=\"120\"> | 12 of 100 pixels differ (12.00 %)<br>moved: Text \"Rain\" y 10 → 12 |"), "\(text)")
        #expect(!text.contains("artefacts:"))
        // The recorded golden lies outside the artefacts folder: named, not linked.
        #expect(text.contains("| `Steps/widget.large` | 🆕 recorded | — | recorded a new golden |"), "\(text)")
        #expect(!text.contains("widget.small"))
    }

    @Test("Markdown: pipes and markup in names and messages cannot break the table")
    func markdownEscaping() {
        let entry = ReportEntry(name: "A|B/`x`", status: .failed, golden: "/g", message: "first\n<script>|*bold*\nthird")
        let row = MarkdownSummary.render(entries: [entry]).split(separator: "\n").last.map(String.init) ?? ""
        #expect(row == "| `A\\|B/'x'` | ❌ failed | — | &lt;script&gt;\\|\\*bold\\*<br>third |", "\(row)")
    }

    @Test("Markdown: rows stop at the limit with a count of the rest, and at GitHub's comment size")
    func markdownLimits() {
        let many = (0..<120).map { ReportEntry(name: "S/t\($0)", status: .failed, golden: "/g", message: "x\n" + String(repeating: "y", count: 400)) }
        let text = MarkdownSummary.render(entries: many, maxRows: 50)
        #expect(text.components(separatedBy: "| ❌ failed |").count - 1 == 50)
        #expect(text.contains("…and 70 more changed snapshots"))
        let huge = (0..<400).map { ReportEntry(name: "S/t\($0)", status: .failed, golden: "/g", message: "x\n" + String(repeating: "y", count: 2_000)) }
        #expect(MarkdownSummary.render(entries: huge, maxRows: 1_000).count < MarkdownSummary.commentLimit)
        #expect(MarkdownSummary.render(entries: []).contains("No snapshots were verified."))
    }

    @Test("The environment names the files; empty values and command-line paths are handled")
    func environment() throws {
        #expect(CIReportFiles.fromEnvironment([:]).isEmpty)
        #expect(CIReportFiles.fromEnvironment(["WIDGETSHOT_JUNIT": ""]).isEmpty)
        let files = CIReportFiles.fromEnvironment(["WIDGETSHOT_JUNIT": "/tmp/j.xml"]).merging(junit: nil, markdown: "/tmp/m.md")
        #expect(files == CIReportFiles(junit: URL(fileURLWithPath: "/tmp/j.xml"), markdown: URL(fileURLWithPath: "/tmp/m.md")))

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ci-reports-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try CIReportFiles(junit: folder.appendingPathComponent("a/junit.xml"), markdown: folder.appendingPathComponent("b/s.md"))
            .write(entries: sample, artefacts: URL(fileURLWithPath: "/art"))
        #expect(parse(try String(contentsOf: folder.appendingPathComponent("a/junit.xml"), encoding: .utf8)) != nil)
        #expect(try String(contentsOf: folder.appendingPathComponent("b/s.md"), encoding: .utf8).contains("1 failed"))
    }
}
