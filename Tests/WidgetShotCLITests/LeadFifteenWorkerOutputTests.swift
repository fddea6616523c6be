import Foundation
import Testing
@testable import WidgetShotCLI

/// Widget code's `print`s in a render worker reach the user's log whole. A worker's standard
/// output was fully buffered (a pipe), so all of its prints were written by `exit` as it ended,
/// and the parent stopped reading as soon as the process was gone: one worker's prints in two
/// were sometimes missing from a gallery's log (KittyWidgetV2, regress-14b). Against a stand-in
/// worker (a shell script) that has ended, its last lines still in the pipe, before the parent
/// finishes it.
@Suite(.serialized) struct LeadFifteenWorkerOutputTests {
    /// Says it is ready, then writes 40 lines to standard error a moment later and exits.
    static let script = """
        echo ready
        sleep 0.3
        i=0; while [ $i -lt 40 ]; do echo "printed $i" >&2; i=$((i+1)); done
        exit 0
        """

    @Test func linesLeftInThePipeByAnEndedWorkerAreForwarded() throws {
        let worker = try WorkerProcess(executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", Self.script, "sh"],
                                       environment: ["PATH": "/usr/bin:/bin"], directory: FileManager.default.temporaryDirectory)
        defer { worker.kill() }
        var forwarded = Data()
        worker.forwardErrors = { forwarded.append($0) }
        guard case .line(let ready) = worker.nextLine(timeout: 10) else {
            Issue.record("the stand-in worker did not start")
            return
        }
        #expect(String(decoding: ready, as: UTF8.self) == "ready")
        let started = Date()
        while !worker.hasEnded && Date().timeIntervalSince(started) < 60 { usleep(20_000) }
        #expect(worker.hasEnded, "the stand-in worker did not end")
        worker.finish(grace: 20)
        let lines = String(decoding: forwarded, as: UTF8.self).split(separator: "\n")
        #expect(lines.count == 40, "forwarded \(lines.count) of 40 lines")
        #expect(lines.last == "printed 39")
    }
}
