import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import WidgetShotCLI

/// `widgetshot review` as a user meets it: the real CLI serving a failed run, a real headless
/// Chromium loading the page, comparing, accepting one, accepting all of a widget, rejecting, and
/// a request that tries to write outside the Snapshots root.
@Suite(.serialized) struct ReviewBrowserTests {
    static let browser = HeadlessChromium.executable

    /// Runs the `widgetshot` tool to its end (without `WIDGETSHOT_RECORD`, which CI sets).
    static func tool(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = ExtensionBuildTests.widgetshotTool
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "WIDGETSHOT_RECORD" }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Starts `widgetshot review` and returns the process and the URL it printed.
    static func startReview(_ fixture: ReviewFixture) throws -> (Process, String) {
        try startReview(artefacts: fixture.artefacts)
    }

    static func startReview(artefacts: URL) throws -> (Process, String) {
        let process = Process()
        process.executableURL = ExtensionBuildTests.widgetshotTool
        process.arguments = ["review", "--artefacts", artefacts.path, "--no-open"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        var printed = Data()
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            printed.append(pipe.fileHandleForReading.availableData)
            let text = String(decoding: printed, as: UTF8.self)
            if let range = text.range(of: #"http://127\.0\.0\.1:[0-9]+/"#, options: .regularExpression) { return (process, String(text[range])) }
            if !process.isRunning { break }
        }
        process.terminate()
        throw HeadlessChromium.ProtocolError(description: "widgetshot review printed no address: \(String(decoding: printed, as: UTF8.self))")
    }

    /// Ends the server. Killed and reaped directly: Foundation's `waitUntilExit` can wait forever
    /// once another child of the test process (the browser) has been reaped.
    static func stop(_ process: Process) {
        let pid = process.processIdentifier
        guard pid > 0 else { return }
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }

    // 20 minutes: a hang guard, generous because a started test can wait minutes for a thread
    // of the 2-core pool while extension-build tests hold it (see WidgetShotBuildTests' HangGuard).
    @Test(.enabled(if: browser != nil, "no Chromium installed (Debian: apt-get install chromium; .ci/install-deps does)"), .timeLimit(.minutes(20)))
    func reviewInABrowser() throws {
        let fixture = try ReviewFixture()
        defer { fixture.remove() }
        let (review, url) = try Self.startReview(fixture)
        defer { Self.stop(review) }
        let chromium = try HeadlessChromium(executable: Self.browser!)
        try chromium.open(url)
        try chromium.wait(for: "document.querySelectorAll('article.card').length === 4")
        #expect(try chromium.evaluate("document.getElementById('counts').textContent") as? String == "4 to review · 4 pending")
        // Every image the page shows loads.
        try chromium.wait(for: "[...document.images].length === 12 && [...document.images].every(i => i.complete && i.naturalWidth === 24)")

        // Compare: swipe, then onion skin, on the first card.
        try chromium.evaluate("document.querySelector('#item-0 .modes button:nth-child(2)').click()")
        try chromium.wait(for: "document.querySelector('#item-0 input[aria-label=swipe]') !== null")
        try chromium.press("3")   // onion skin, by keyboard
        try chromium.wait(for: "document.querySelector('#item-0 input[aria-label=opacity]') !== null")

        // Accept one (Weather small, by its button): the golden becomes the new image.
        try chromium.evaluate("document.querySelector('#item-3 [data-action=accept]').click()")
        try chromium.wait(for: "document.querySelector('#item-3').dataset.decision === 'accepted'")
        #expect(try fixture.golden(ReviewFixture.names[3]) == ReviewFixture.newPNG)

        // Reject one by keyboard: select the first card, press r; its golden stays.
        try chromium.evaluate("document.querySelector('#item-0 .name').click()")
        try chromium.press("r")
        try chromium.wait(for: "document.querySelector('#item-0').dataset.decision === 'rejected'")
        #expect(try fixture.golden(ReviewFixture.names[0]) == ReviewFixture.goldenPNG)

        // Accept all in the Weather widget: the pending medium one follows.
        try chromium.evaluate("[...document.querySelectorAll('[data-action=accept-suite]')].find(b => b.parentElement.textContent.startsWith('Weather')).click()")
        try chromium.wait(for: "document.querySelector('#item-2').dataset.decision === 'accepted'")
        #expect(try fixture.golden(ReviewFixture.names[2]) == ReviewFixture.newPNG)
        #expect(try fixture.golden(ReviewFixture.names[1]) == ReviewFixture.goldenPNG)

        // Requests that try to reach outside the Snapshots root, from the page itself.
        let statuses = try chromium.evaluate("""
            Promise.all([
              fetch('/image/0/..%2F..%2F..%2Fetc%2Fpasswd').then(r => r.status),
              fetch('/accept/..%2F..%2Foutside', { method: 'POST', headers: { 'X-WidgetShot-Review': '1' } }).then(r => r.status),
              fetch('/accept/99', { method: 'POST', headers: { 'X-WidgetShot-Review': '1' } }).then(r => r.status),
              fetch('/accept/1', { method: 'POST' }).then(r => r.status),
            ])
            """) as? [Int]
        #expect(statuses == [404, 404, 409, 403])
        #expect(try fixture.golden(ReviewFixture.names[1]) == ReviewFixture.goldenPNG)

        // With the server stopped, the page says so instead of failing silently.
        Self.stop(review)
        try chromium.evaluate("document.querySelector('#item-1 [data-action=accept]').click()")
        try chromium.wait(for: "getComputedStyle(document.getElementById('banner')).display === 'block'")
        #expect(try fixture.golden(ReviewFixture.names[1]) == ReviewFixture.goldenPNG)
        let log = try String(contentsOf: fixture.artefacts.appendingPathComponent("review-log.jsonl"), encoding: .utf8)
        #expect(log.split(separator: "\n").count == 3)
    }

    @Test("a failing golden, fixed by review → Accept in the browser, then the check is green",
          .enabled(if: browser != nil, "no Chromium installed"), .timeLimit(.minutes(20)))
    func failingGoldenFixedThroughTheBrowser() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("review-e2e-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = folder.appendingPathComponent("Snapshots"), artefacts = folder.appendingPathComponent("art")
        let check = ["snapshots", "check", "--widgets", "com.netease.cloudmusic.widget.daily,next_flight", "--devices", "iPhoneSE3",
                     "--families", "systemSmall", "--appearances", "light", "--root", root.path, "--artefacts", artefacts.path]
        #expect(try Self.tool(check + ["--record", "missing"]).status == 0)
        // The team changed the widget: here, its golden no longer matches (another widget's image).
        let golden = root.appendingPathComponent("com-netease-cloudmusic-widget-daily/widget.iPhoneSE3-systemSmall-light-entry0.png")
        try FileManager.default.removeItem(at: golden)
        try FileManager.default.copyItem(at: root.appendingPathComponent("next_flight_widget/widget.iPhoneSE3-systemSmall-light-entry0.png"), to: golden)
        let failing = try Self.tool(check)
        #expect(failing.status == 1, "\(failing.output)")

        let (review, url) = try Self.startReview(artefacts: artefacts)
        defer { Self.stop(review) }
        let chromium = try HeadlessChromium(executable: Self.browser!)
        try chromium.open(url)
        try chromium.wait(for: "document.querySelectorAll('article.card').length === 1")
        try chromium.evaluate("document.querySelector('[data-action=accept]').click()")
        try chromium.wait(for: "document.querySelector('article.card').dataset.decision === 'accepted'")
        Self.stop(review)

        let green = try Self.tool(check)
        #expect(green.status == 0, "\(green.output)")
        #expect(green.output.contains("2 of 2 snapshots match"), "\(green.output)")
    }
}
