import Foundation
import Testing
@testable import WidgetShotCLI

/// The parent side of the worker protocol (``WorkerProcess``) against a stand-in worker, a shell
/// script that answers, crashes, exits and hangs on request, so no extension build is needed; and
/// the reading of the Swift runtime's crash messages (``CrashReport``).
struct WorkerProtocolTests {
    /// Answers 0 with a JSON line; 1 prints a Swift fatal error and dies of SIGILL as the runtime's
    /// trap does; 2 calls `exit 0` mid-request; 3 never answers.
    static let script = """
        while read i; do
          case $i in
            0) echo "widget log line" >&2; echo '{"index":0}' ;;
            1) echo 'Widgets/Shared.swift:9: Fatal error: Unexpectedly found nil while unwrapping an Optional value' >&2; kill -ILL $$ ;;
            2) exit 0 ;;
            3) sleep 60 ;;
          esac
        done
        """

    static func worker() throws -> WorkerProcess {
        let worker = try WorkerProcess(executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script], environment: ["PATH": "/usr/bin:/bin"],
                                       directory: FileManager.default.temporaryDirectory)
        worker.forwardErrors = { _ in }
        return worker
    }

    @Test func answersArriveLineByLine() throws {
        let worker = try Self.worker()
        defer { worker.finish() }
        for _ in 0..<3 {
            guard case .line(let line) = worker.request(0, timeout: 10) else { Issue.record("no answer"); return }
            #expect(String(decoding: line, as: UTF8.self) == #"{"index":0}"#)
        }
    }

    @Test func aCrashInFlightIsReportedWithTheRuntimeMessageAndLocation() throws {
        let worker = try Self.worker()
        guard case .line = worker.request(0, timeout: 10) else { Issue.record("no first answer"); return }
        guard case .ended(let ending, let errors) = worker.request(1, timeout: 10) else { Issue.record("the crash was not seen"); return }
        #expect(ending == .signaled(SIGILL))
        let report = CrashReport(ending: ending, standardError: errors)
        #expect(report.message == "Unexpectedly found nil while unwrapping an Optional value")
        #expect(report.location == "Widgets/Shared.swift:9")
        #expect(report.description == "crashed (SIGILL): Unexpectedly found nil while unwrapping an Optional value at Widgets/Shared.swift:9")
    }

    @Test func exitZeroBeforeAnsweringIsAFailure() throws {
        let worker = try Self.worker()
        guard case .ended(let ending, _) = worker.request(2, timeout: 10) else { Issue.record("the exit was not seen"); return }
        #expect(ending == .exited(0))
        #expect(CrashReport(ending: ending, standardError: "").description.contains("exit(0)"))
    }

    @Test func aWorkerThatNeverAnswersIsStoppedAtTheTimeLimit() throws {
        let worker = try Self.worker()
        let started = Date()
        guard case .timedOut = worker.request(3, timeout: 1) else { Issue.record("no time-out"); return }
        #expect(Date().timeIntervalSince(started) < 5)
        #expect(sendSignal(worker.processIdentifier, 0) != 0, "the worker still runs")
    }

    @Test func runtimeMessagesOfEveryShape() {
        let old = CrashReport(ending: .signaled(SIGILL), standardError: "Fatal error: boom: file App/View.swift, line 12\n")
        #expect(old.message == "boom" && old.location == "App/View.swift:12")
        let cast = CrashReport(ending: .signaled(SIGABRT), standardError: "Could not cast value of type 'Swift.Optional<Any>' (0x1) to 'Swift.String' (0x2).\n")
        #expect(cast.message?.hasPrefix("Could not cast value of type") == true && cast.location == nil)
        let overflow = CrashReport(ending: .signaled(SIGSEGV), standardError: "")
        #expect(overflow.description.contains("stack overflow"))
        let bare = CrashReport(ending: .signaled(SIGILL), standardError: "App/View.swift:3: Fatal error\n")
        #expect(bare.location == "App/View.swift:3")
        let memory = CrashReport(ending: .signaled(SIGABRT), standardError: "fatal error: could not allocate memory\n", memoryLimitMiB: 4096)
        #expect(memory.description.contains("--memory-limit"))
    }

    @Test func theWorkerEnvironmentIsMinimal() throws {
        let sandbox = try WorkerEnvironment()
        defer { sandbox.remove() }
        let variables = sandbox.variables(batch: 2, limits: VariantLimits(timeout: 30, memoryMiB: 1024),
                                          parent: ["PATH": "/bin", "HOME": "/home/ci", "AWS_SECRET_ACCESS_KEY": "s3cr3t", "GITHUB_TOKEN": "t",
                                                   "WIDGETSHOT_FONTS_DIR": "/fonts", "LANG": "C.UTF-8", "PWD": "/work"])
        #expect(variables["AWS_SECRET_ACCESS_KEY"] == nil && variables["GITHUB_TOKEN"] == nil && variables["PWD"] == nil)
        #expect(variables["HOME"]?.hasPrefix(sandbox.root.path) == true)
        #expect(variables["CFFIXED_USER_HOME"] == variables["HOME"])   // NSHomeDirectory() on Linux reads it, not HOME
        #expect(variables["TMPDIR"]?.hasPrefix(sandbox.root.path) == true)
        #expect(variables["WIDGETSHOT_FONTS_DIR"] == "/fonts" && variables["LANG"] == "C.UTF-8" && variables["PATH"] == "/bin")
        #expect(variables["WIDGETSHOT_WORKER"] == "2" && variables["WIDGETSHOT_WORKER_MEMORY_MB"] == "1024")
        #expect(variables["SWIFT_BACKTRACE"] == "enable=no")
        sandbox.remove()
        #expect(!FileManager.default.fileExists(atPath: sandbox.root.path))
    }
}
