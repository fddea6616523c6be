import Foundation
import Testing
@testable import WidgetShotCLI

/// `Fixtures/HostileExtension` (issue 23): a folder with odd file names, a self-referencing
/// `.stringsdict`, a string table with a bad entry and a broken image set, given through a
/// symbolic link, whose widget code reads the environment and writes into `$HOME` and the working
/// directory. Every widget renders, with a warning naming each bad file; no secret reaches widget
/// code and no file lands outside the run's temporary folder.
extension ExtensionBuildTests {
    static let hostile = fixtures.appendingPathComponent("HostileExtension")

    /// The fixture copied to a fixed temporary path (one target in the cache across runs), with a
    /// file whose name holds a newline, one whose name holds quotes and `$()`, and a link to the copy.
    static func hostileCopy() throws -> (copy: URL, link: URL) {
        let fm = FileManager.default
        let base = fm.temporaryDirectory.appendingPathComponent("widgetshot-hostile-fixture")
        try? fm.removeItem(at: base)
        try fm.createDirectory(at: base, withIntermediateDirectories: true)
        let copy = base.appendingPathComponent("HostileExtension")
        try fm.copyItem(at: hostile, to: copy)
        try Data("// A file whose name holds a newline.\nlet dashTitle = \"Dash\"\n".utf8).write(to: copy.appendingPathComponent("Two\nLines.swift"))
        try fm.moveItem(at: copy.appendingPathComponent("QuotedWidget.swift"), to: copy.appendingPathComponent("Quote's \"Widget\" $(touch pwned).swift"))
        let link = base.appendingPathComponent("Linked Extension")
        try fm.createSymbolicLink(atPath: link.path, withDestinationPath: "HostileExtension")
        return (copy, link)
    }

    @Test(.enabled(if: enabled, "WIDGETSHOT_SKIP_PACKAGE_TESTS is set"), .timeLimit(.minutes(30)))
    func aHostileFolderBuildsAndRendersContained() throws {
        let fm = FileManager.default
        let (copy, link) = try Self.hostileCopy()
        let out = try Self.temporaryFolder("hostile")
        defer { try? fm.removeItem(at: out); try? fm.removeItem(at: copy.deletingLastPathComponent()) }
        let cwd = URL(fileURLWithPath: fm.currentDirectoryPath), home = fm.homeDirectoryForCurrentUser
        let traces = ["hostile-bundle.trace", "hostile-view.trace"].flatMap { [cwd.appendingPathComponent($0), home.appendingPathComponent($0)] }
        for trace in traces { try? fm.removeItem(at: trace) }
        defer { for trace in traces { try? fm.removeItem(at: trace) } }

        let run = try Self.widgetshot(["gallery", "--extension", link.path, "-o", out.path, "--devices", "iPhone16Pro", "--appearances", "light"],
                                      set: ["HOSTILE_DEPLOY_TOKEN": "s3cret"])
        #expect(run.status == 0, "\(run.log.joined(separator: "\n"))\n\(run.output)")
        let files = try fm.contentsOfDirectory(atPath: out.path)
        for kind in ["secret", "plural", "logo", "dash", "quoted"] {
            #expect(files.contains("com-example-\(kind).iPhone16Pro.systemSmall.light.entry0.png"), "\(kind): \(files)")
        }
        // No secret in widget code (it would crash the variant), no file outside the run folder.
        #expect(!run.output.contains("s3cret"), "\(run.output)")
        for trace in traces { #expect(!fm.fileExists(atPath: trace.path), "widget code wrote \(trace.path)") }
        #expect(!fm.fileExists(atPath: cwd.appendingPathComponent("pwned").path) && !fm.fileExists(atPath: copy.appendingPathComponent("pwned").path))
        // Each bad file is a warning naming it; the rest of its table or catalog is used.
        let everything = run.log.joined(separator: "\n") + "\n" + run.output
        #expect(everything.contains("banner.imageset/Contents.json") && everything.contains("the imageset 'banner' is left out"), "\(everything)")
        #expect(everything.contains("Localizable.strings: \"broken\": the value is not a string; the entry is left out"), "\(everything)")
        #expect(everything.contains("Localizable.stringsdict: \"items %lld\": the variable refers to itself (%#@items@ → %#@items@)"), "\(everything)")

        // A bundle that calls exit(0) while the widgets are built is a failure with a message,
        // not a pass with no images; one that hangs there is stopped.
        let exiting = try Self.widgetshot(["gallery", "--extension", link.path, "-o", out.appendingPathComponent("exit").path],
                                          set: ["WIDGETSHOT_HOSTILE_BUNDLE": "exit"])
        #expect(exiting.status == 1, "\(exiting.log)\n\(exiting.output)")
        #expect(exiting.log.contains { $0.contains("ended with status 0 before its command finished") && $0.contains("WidgetBundle's init or body") }, "\(exiting.log)")
        let hanging = try Self.widgetshot(["gallery", "--extension", link.path, "-o", out.appendingPathComponent("hang").path],
                                          set: ["WIDGETSHOT_HOSTILE_BUNDLE": "hang", "WIDGETSHOT_BUNDLE_TIMEOUT": "5"])
        #expect(hanging.status == 1, "\(hanging.log)\n\(hanging.output)")
        #expect(hanging.log.contains { $0.contains("did not finish reading its widgets within 5 s") }, "\(hanging.log)")
    }
}
