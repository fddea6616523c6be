import ArgumentParser
import Foundation
import WidgetShotSnapshotCore

/// `widgetshot review`: serves the last snapshot report on 127.0.0.1 with Accept and Reject
/// buttons, until stopped (Ctrl-C).
///
/// ```
/// $ widgetshot snapshots check            # or swift test: some snapshots fail
/// $ widgetshot review --snapshots Snapshots/widgetshot
/// Reviewing 3 snapshots at http://127.0.0.1:41877/ (Ctrl-C to stop)
/// accepted com-example-weather/widget.iPhone16-systemSmall-light-entry0
/// ```
///
/// Accepting writes the new image over the golden, atomically, only for a snapshot the report lists
/// and only inside the Snapshots root; see `SnapshotReview`.
struct ReviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review", abstract: "Review the last snapshot run in a browser: compare, accept or reject each change.")

    @Option(help: "The goldens folder (default: the one the report names).") var snapshots: String?
    @Option(help: "The artefacts folder holding report.json.") var artefacts = ".build/widgetshot-artefacts"
    @Option(help: "The port on 127.0.0.1 (0: a free one).") var port: Int = 0
    @Flag(help: "Do not open a browser.") var noOpen = false

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port \(port) must be 0…65535") }
    }

    func run() throws {
        // Ctrl-C and `kill` stop the server even when the parent started it with them ignored.
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
        let review: SnapshotReview
        do {
            review = try SnapshotReview(artefacts: URL(fileURLWithPath: artefacts), snapshotsRoot: snapshots.map { URL(fileURLWithPath: $0) })
        } catch { throw ValidationError("\(error)") }
        let server: LoopbackHTTPServer
        do { server = try LoopbackHTTPServer(port: UInt16(port)) } catch { throw ValidationError("\(error)") }
        let url = "http://127.0.0.1:\(server.port)/"
        print("Reviewing \(review.items.count) snapshots at \(url) (Ctrl-C to stop)")
        print("goldens: \(review.snapshotsRoot.path)")
        fflush(stdout)
        if !noOpen { Self.openBrowser(url) }
        let routes = ReviewRoutes(review: review, port: server.port) { item in
            print("\(item.decision.rawValue) \(item.name)")
            fflush(stdout)
        }
        server.serve(shouldStop: { false }, handle: routes.handle)
    }

    /// Opens `url` with `$BROWSER` or `xdg-open` when a display is available; says so otherwise.
    static func openBrowser(_ url: String) {
        let environment = ProcessInfo.processInfo.environment
        let opener = environment["BROWSER"].flatMap { $0.isEmpty ? nil : $0 }
            ?? ((environment["DISPLAY"] ?? environment["WAYLAND_DISPLAY"]) != nil ? "xdg-open" : nil)
        guard let opener else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [opener, url]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { print("could not open a browser (\(opener)): open \(url) yourself") }
    }
}
