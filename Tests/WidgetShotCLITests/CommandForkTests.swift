import Foundation
import Testing
@testable import WidgetShotCLI
#if canImport(Glibc)
import Glibc
#endif

/// Issue 21: the demo tool's one-variant commands run in a worker forked from the tool after it
/// parsed the command line (``CommandFork``), not in a re-launched executable — same output, and
/// a worker that dies is still reported. Runs the `widgetshot` tool `swift build --build-tests`
/// builds beside the test bundle.
@Suite(.serialized) struct CommandForkTests {
    static var tool: URL { ExtensionBuildTests.widgetshotTool }

    /// Starts the tool in `folder` with `environment` added; output and error go to one pipe.
    static func start(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> (Process, Pipe) {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var variables = ProcessInfo.processInfo.environment
        variables["WIDGETSHOT_FIND_PROJECT"] = "0"
        variables["WIDGETSHOT_ISOLATION"] = nil
        process.environment = variables.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        return (process, pipe)
    }

    static func run(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
        let (process, pipe) = try start(arguments, in: folder, environment: environment)
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The processes whose parent is `pid` (`/proc/<pid>/stat`: `pid (comm) state ppid …`).
    static func children(of pid: pid_t) -> [pid_t] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap { name -> pid_t? in
            guard let child = pid_t(name), let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return nil }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && pid_t(fields[1]) == pid ? child : nil
        }
    }

    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("widgetshot-fork-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aForkedAndARelaunchedWorkerWriteTheSamePNG() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.tool.path), "build with `swift build --build-tests`")
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let forked = try Self.run(["render", "--widget", HardeningCLITests.flight, "-o", "forked.png"], in: folder)
        #expect(forked.status == 0 && forked.output.contains("wrote \(folder.path)/forked.png"), "\(forked.output)")
        let relaunched = try Self.run(["render", "--widget", HardeningCLITests.flight, "-o", "relaunched.png"], in: folder,
                                      environment: [CommandFork.modeVariable: "exec"])
        #expect(relaunched.status == 0, "\(relaunched.output)")
        let a = try Data(contentsOf: folder.appendingPathComponent("forked.png"))
        let b = try Data(contentsOf: folder.appendingPathComponent("relaunched.png"))
        #expect(a == b && a.count > 1000)
        // The worker's run folder is gone.
        #expect(!forked.output.contains("widgetshot-run-"))
    }

    @Test func aForkedWorkerThatDiesIsReportedWithTheVariant() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.tool.path), "build with `swift build --build-tests`")
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Many entries: the worker renders for long enough to be caught.
        try HardeningCLITests.entriesJSON(count: 120).write(to: folder.appendingPathComponent("entries.json"))
        let secret = "s3cr3t-\(UUID().uuidString)"
        let (process, pipe) = try Self.start(["timeline", "--widget", HardeningCLITests.daily, "--entries", "entries.json", "-o", "out"], in: folder,
                                             environment: ["FORK_TEST_TOKEN": secret])
        // The worker, once it has set itself up (its parent watch is its second thread).
        var worker: pid_t?
        let deadline = Date().addingTimeInterval(60)
        while worker == nil, process.isRunning, Date() < deadline {
            worker = Self.children(of: process.processIdentifier).first {
                ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/\($0)/task").count) ?? 0) >= 2
            }
            if worker == nil { usleep(2_000) }
        }
        let caught = try #require(worker, "no worker process seen")
        // The caller's variables are not in the worker's environment, not even in /proc.
        let environment = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(caught)/environ"))) ?? Data()
        #expect(!String(decoding: environment, as: UTF8.self).contains(secret))
        _ = kill(caught, SIGSEGV)
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1, "\(output)")
        #expect(output.contains("Error: widget '\(HardeningCLITests.daily)' (systemSmall on iPhone16Pro, light): crashed (SIGSEGV)"), "\(output)")
    }

    @Test func aProcessWithSeveralThreadsDoesNotFork() {
        // This test process runs Swift Testing's threads: CommandFork.start must re-launch instead.
        #expect(CommandFork.threadCount() > 1)
    }
}
