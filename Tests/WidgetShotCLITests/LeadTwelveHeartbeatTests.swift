import Foundation
import Testing
@testable import WidgetShotCLI

/// A variant that draws many images (a Live Activity state's presentations) tells its parent
/// after each one (`WorkerMode.heartbeat()`), and `--variant-timeout` starts again: the limit is
/// on each image, not on the variant's sum. A worker that goes quiet still times out. Against a
/// stand-in worker (a shell script speaking the worker protocol).
@Suite(.serialized) struct LeadTwelveHeartbeatTests {
    /// Answers each request after `$1` pauses of 0.4 s, writing a heartbeat after each when `$2`
    /// is "beat".
    static let script = """
        echo ready
        while read line; do
          i=0
          while [ $i -lt "$1" ]; do
            sleep 0.4
            if [ "$2" = beat ]; then echo +; fi
            i=$((i+1))
          done
          echo "{\\"index\\":$line,\\"label\\":\\"v$line\\",\\"result\\":\\"done\\"}"
        done
        """

    /// Asks a stand-in worker for variant 0, straight through `WorkerProcess`.
    static func run(pauses: Int, beats: Bool, timeout: Double) throws -> String {
        let worker = try WorkerProcess(executable: URL(fileURLWithPath: "/bin/sh"),
                                       arguments: ["-c", script, "sh", "\(pauses)", beats ? "beat" : "quiet"],
                                       environment: ["PATH": "/usr/bin:/bin"], directory: FileManager.default.temporaryDirectory)
        defer { worker.kill() }
        guard case .line(let ready) = worker.nextLine(timeout: 10), String(decoding: ready, as: UTF8.self) == "ready" else { return "not ready" }
        switch worker.request(0, timeout: timeout) {
        case .line(let line): return String(decoding: line, as: UTF8.self)
        case .ended: return "ended"
        case .timedOut: return "timed out"
        }
    }

    @Test func aWorkerThatBeatsAfterEachImageOutlastsTheLimit() throws {
        // Seven images of 0.4 s each: 2.8 s in all, over a 2 s limit, but never 2 s without a beat.
        #expect(try Self.run(pauses: 7, beats: true, timeout: 2) == #"{"index":0,"label":"v0","result":"done"}"#)
    }

    @Test func aQuietWorkerStillTimesOut() throws {
        #expect(try Self.run(pauses: 7, beats: false, timeout: 2) == "timed out")
    }
}
