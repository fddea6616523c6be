import Foundation
import Testing
@testable import WidgetShotCLI

/// `Fixtures/MisbehavingExtension`: widget code with the bugs real extensions ship beside good
/// widgets. The gallery renders the good ones, lists each bad variant with its reason in the
/// console and in `index.html`, and exits 1, in bounded time (`--variant-timeout 20` stops the hang: 5 s once stopped a good variant on a loaded 2-core machine).
extension ExtensionBuildTests {
    static let misbehaving = fixtures.appendingPathComponent("MisbehavingExtension")

    @Test(.enabled(if: enabled, "WIDGETSHOT_SKIP_PACKAGE_TESTS is set"), .timeLimit(.minutes(30)))
    func oneBadWidgetCostsOneVariantNotTheRun() throws {
        let out = try Self.temporaryFolder("misbehaving")
        defer { try? FileManager.default.removeItem(at: out) }
        // Built first, so the timing below measures the run.
        _ = try Self.widgetshot(["devices", "--extension", Self.misbehaving.path])
        let started = Date()
        let run = try Self.widgetshot(["gallery", "--extension", Self.misbehaving.path, "-o", out.path, "--devices", "iPhone16Pro",
                                       "--appearances", "light", "--variant-timeout", "20", "--jobs", "2"])
        let seconds = Date().timeIntervalSince(started)
        #expect(run.status == 1, "\(run.output)")
        #expect(seconds < 120, "the run took \(seconds) s")
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path)
        // The good widgets, and the provider with one subscription per instance in three families
        // (calls to one instance are never concurrent).
        for name in ["com-example-score.iPhone16Pro.systemSmall.light.entry0.png", "com-example-quote.iPhone16Pro.systemSmall.light.entry0.png",
                     "com-example-livescore.iPhone16Pro.systemSmall.light.entry0.png", "com-example-livescore.iPhone16Pro.systemMedium.light.entry0.png",
                     "com-example-livescore.iPhone16Pro.systemLarge.light.entry0.png", "index.html",
                     // Declares an environment object it never reads: drawn, as on iOS.
                     "com-example-tip.iPhone16Pro.systemSmall.light.entry0.png"] {
            #expect(files.contains(name), "\(name) missing: \(files)")
        }
        #expect(files.filter { $0.hasSuffix(".entry0.png") }.count == 6, "\(files)")
        let index = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        let expected = [
            "com.example.shared iPhone16Pro systemSmall light: crashed (SIGILL): Unexpectedly found nil while unwrapping an Optional value at MisbehavingExtension/BadWidgets.swift:10",
            "com.example.sync iPhone16Pro systemSmall light: did not finish within 20 s",
            "com.example.session iPhone16Pro systemSmall light: the widget code ended the process with exit(0)",
            "com.example.streak iPhone16Pro systemSmall light: crashed (SIGSEGV): a stack overflow",
            // Reads an environment object no ancestor supplied: stops, with SwiftUI's message.
            "com.example.account iPhone16Pro systemSmall light: crashed (SIGILL): No ObservableObject of type AccountModel found",
            // A Live Activity crashes in its worker too: its variant fails, the control after it renders.
            "DeliveryAttributes iPhone16Pro light state 0: crashed (SIGILL): Unexpectedly found nil while unwrapping an Optional value at MisbehavingExtension/BadActivities.swift:19",
        ]
        for failure in expected {
            #expect(run.output.contains(failure), "console: \(run.output)")
            #expect(index.contains(GalleryIndex.escape(failure)), "index.html lacks \(failure)")
        }
        #expect(run.output.contains("6 variant(s) failed"))
        #expect(files.contains { $0.hasPrefix("com-example-refresh") && $0.hasSuffix(".png") }, "the control after the crashed Live Activity: \(files)")
        // The runtime's stack dump is not passed on.
        #expect(!run.output.contains("Current stack trace"), "\(run.output)")

        // One variant: the crash names the widget and the line.
        let single = try Self.widgetshot(["render", "--extension", Self.misbehaving.path, "--widget", "com.example.shared", "-o", out.appendingPathComponent("shared.png").path])
        #expect(single.status == 1)
        #expect(single.output.contains("widget 'com.example.shared' (systemSmall on iPhone16Pro, light): crashed (SIGILL): Unexpectedly found nil while unwrapping an Optional value at MisbehavingExtension/BadWidgets.swift:10"),
                "\(single.output)")
        let exiting = try Self.widgetshot(["geometry", "--extension", Self.misbehaving.path, "--widget", "SessionWidget"])
        #expect(exiting.status == 1 && exiting.output.contains("exit(0)"), "\(exiting.output)")

        // snapshots check in workers: the report lists every variant of the run — the one each
        // worker recorded, and the one whose worker crashed — not only the last worker's.
        let root = out.appendingPathComponent("Snapshots"), artefacts = out.appendingPathComponent("artefacts")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let check = try Self.widgetshot(["snapshots", "check", "--extension", Self.misbehaving.path, "--widgets", "com.example.score,com.example.shared,com.example.quote",
                                         "--devices", "iPhone16Pro", "--appearances", "light", "--families", "systemSmall",
                                         "--root", root.path, "--artefacts", artefacts.path, "--record", "missing"],
                                        unset: ["WIDGETSHOT_RECORD"])
        #expect(check.status == 1, "\(check.output)")
        let report = try String(contentsOf: artefacts.appendingPathComponent("report.html"), encoding: .utf8)
        for name in ["com-example-score", "com-example-quote", "com-example-shared"] {
            #expect(report.contains("\(name)/widget.iPhone16Pro-systemSmall-light-entry0"), "report.html lacks \(name)")
        }
        #expect(report.contains("Recorded new <span class=\"n\">2") && report.contains("Failed <span class=\"n\">1"), "\(report)")
        #expect(report.contains("Unexpectedly found nil"), "the crashed variant's reason is in the report")

        // previews: a provider whose `previews` crashes while the previews are listed is one
        // failed preview, named with its file; the others render (the run used to end there).
        let previewsOut = out.appendingPathComponent("previews")
        let previews = try Self.widgetshot(["previews", "--extension", Self.misbehaving.path, "-o", previewsOut.path, "--devices", "iPhone16Pro"])
        #expect(previews.status == 1, "\(previews.output)")
        let listed = "CrashingPreviews (\(Self.misbehaving.path)/BadPreviews.swift:5): crashed (SIGILL): Unexpectedly found nil while unwrapping an Optional value at MisbehavingExtension/BadPreviews.swift:9 while its previews were listed"
        #expect(previews.output.contains(listed), "\(previews.output)")
        let rendered = try FileManager.default.contentsOfDirectory(atPath: previewsOut.path)
        #expect(rendered.contains { $0.hasPrefix("ScorePreviews.iPhone16Pro.") && $0.hasSuffix(".png") }, "\(rendered)")
        let previewsIndex = try String(contentsOf: previewsOut.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(previewsIndex.contains(GalleryIndex.escape(listed)), "\(previewsIndex)")
    }
}
