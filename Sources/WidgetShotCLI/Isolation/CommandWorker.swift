import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `render`, `geometry` and `timeline` (one variant) in one worker process: the whole command
/// runs in a worker started with `WIDGETSHOT_WORKER=command`, in the user's working directory
/// (its paths are the user's) with the minimal environment (``WorkerEnvironment``), its standard
/// output going straight to the parent's. The worker ends by writing a marker line with its exit
/// status to standard error; a worker that ends without it crashed or called `exit()` in widget
/// code, and the parent says so — with the runtime's message and `file:line` — and exits 1.
enum CommandWorker {
    /// The `WIDGETSHOT_WORKER` value of a command worker.
    static let mode = "command"
    /// The line a command worker writes last to standard error: `<marker> <status>`.
    static let marker = "\u{1}widgetshot-command-finished"

    /// Whether this process is a command worker.
    static var isWorker: Bool { ProcessInfo.processInfo.environment[WorkerMode.batchVariable] == mode }

    /// The line a command worker writes to standard error after each image of a command that
    /// draws many (``heartbeat()``).
    static let progressMarker = "\u{1}widgetshot-command-progress"

    /// Worker side: one image is drawn and written, so the command's `--variant-timeout` starts
    /// again — the limit is on each frame of `timeline`, not on a 1,440-entry timeline's sum.
    /// Does nothing outside a command worker.
    static func heartbeat() {
        guard isWorker else { return }
        FileHandle.standardError.write(Data("\(progressMarker)\n".utf8))
    }

    /// Worker side: the command's status, reported (after the command's output is flushed).
    static func finish(status: Int32) -> Never {
        fflush(stdout)
        FileHandle.standardError.write(Data("\(marker) \(status)\n".utf8))
        exit(status)
    }

    /// Parent side: runs this process's command line in a worker and returns its exit status;
    /// `nil` in the worker when it was forked from this process (``CommandFork``): the caller then
    /// runs the command itself and ends with ``finish(status:)``.
    static func run(label: String, limits: VariantLimits) -> Int32? {
        let sandbox: WorkerEnvironment
        do { sandbox = try WorkerEnvironment() } catch {
            FileHandle.standardError.write(Data("Error: cannot create the worker's folder: \(error)\n".utf8))
            return 1
        }
        var environment = sandbox.variables(batch: 0, limits: limits)
        environment[WorkerMode.batchVariable] = mode
        environment[WorkerMode.sandboxVariable] = nil
        // Forked before the signal handlers exist (their Dispatch threads would forbid the fork).
        let worker: StartedWorker
        switch CommandFork.start(environment: environment) {
        case .child?: return nil
        case .parent(let forked)?: worker = forked
        case nil:
            guard let launched = launch(environment: environment, in: sandbox) else { sandbox.remove(); return 1 }
            worker = launched
        }
        let registry = WorkerRegistry.shared
        registry.installSignalHandlers()
        registry.add(folder: sandbox.root)
        registry.add(worker: worker.pid)
        defer {
            registry.remove(worker: worker.pid)
            sandbox.remove()
            registry.remove(folder: sandbox.root)
        }
        let reader = MarkerReader(fd: worker.errors)
        let finished = reader.read(timeout: limits.timeout)
        if !finished {
            _ = killpg(worker.pid, SIGKILL)
            _ = sendSignal(worker.pid, SIGKILL)
        }
        let ending = worker.wait()
        close(worker.errors)
        if let status = reader.status { return status }
        let message: String
        if !finished {
            message = "did not finish within \(VariantRunner.seconds(limits.timeout)) (stopped; a provider or view that never returns? --variant-timeout)"
        } else {
            message = CrashReport(ending: ending, standardError: reader.captured, memoryLimitMiB: limits.memoryMiB).description
        }
        FileHandle.standardError.write(Data("Error: \(label): \(message)\n".utf8))
        return 1
    }

    /// Re-launches this executable as the worker (where ``CommandFork`` does not apply). It starts
    /// in the run folder and reads its command line from the caller's (``ProgramEnvironment``).
    private static func launch(environment: [String: String], in sandbox: WorkerEnvironment) -> StartedWorker? {
        let process = Process()
        process.executableURL = VariantRunner.executable
        process.arguments = Array(CommandLine.arguments.dropFirst())
        process.environment = environment
        process.currentDirectoryURL = sandbox.work
        process.standardInput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        do { try process.run() } catch {
            FileHandle.standardError.write(Data("Error: cannot start a worker: \(error)\n".utf8))
            return nil
        }
        let fd = dup(errors.fileHandleForReading.fileDescriptor)
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        return StartedWorker(pid: process.processIdentifier, errors: fd) {
            process.waitUntilExit()
            _ = errors   // the pipe lives as long as the worker is waited for
            return process.terminationReason == .uncaughtSignal ? .signaled(process.terminationStatus) : .exited(process.terminationStatus)
        }
    }
}

/// Forwards a worker's standard error, holding back the marker line and keeping the tail for the
/// crash message.
private final class MarkerReader {
    let fd: Int32
    var status: Int32?
    var captured = ""
    private var pending = Data()

    init(fd: Int32) { self.fd = fd }

    /// Whether a progress line arrived since the deadline was last set.
    private var progressed = false

    /// Reads until end of file (true) or until `timeout` seconds pass with no progress line
    /// (false): each ``CommandWorker/progressMarker`` line starts the time again.
    func read(timeout: TimeInterval) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 65536)
        var deadline = Date().addingTimeInterval(timeout)
        while true {
            if progressed {
                progressed = false
                deadline = Date().addingTimeInterval(timeout)
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return false }
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(min(left * 1000, 1000)) + 1) > 0 else { continue }
            let n = systemRead(fd, &buffer, buffer.count)
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { forward(final: true); return true }
            pending.append(contentsOf: buffer[0..<n])
            forward(final: false)
        }
    }

    private func forward(final: Bool) {
        while let newline = pending.firstIndex(of: 0x0A) {
            let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
            pending.removeSubrange(pending.startIndex...newline)
            if line.hasPrefix(CommandWorker.marker), let value = Int32(line.dropFirst(CommandWorker.marker.count + 1)) {
                status = value
                continue
            }
            if line == CommandWorker.progressMarker {
                progressed = true
                continue
            }
            if let presented = CrashReport.presentable(line) { FileHandle.standardError.write(Data((presented + "\n").utf8)) }
            captured += line + "\n"
            if captured.utf8.count > 65536 { captured = String(captured.suffix(32768)) }
        }
        if final, !pending.isEmpty {
            let rest = String(decoding: pending, as: UTF8.self)
            FileHandle.standardError.write(Data(rest.utf8))
            captured += rest
            pending = Data()
        }
    }
}

/// `read(2)` (shadowed by `MarkerReader.read(until:)` inside the class).
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { read(fd, buffer, count) }

/// The commands that render one variant, run whole in a ``CommandWorker``.
protocol SingleVariantCommand {
    var variant: SingleVariantOptions { get }
    /// What the failure message names.
    var isolationLabel: String { get }
}

extension SingleVariantCommand {
    /// "widget 'Weather' (systemSmall on iPhone16Pro, light)" for the failure message.
    var isolationLabel: String { "widget '\(variant.widget ?? "?")' (\(variant.resolvedDescription))" }
}

extension SingleVariantOptions {
    /// "systemSmall on iPhone16Pro, light": the variant a single render draws, its defaults
    /// resolved as the render resolves them (an Apple Watch: `accessoryRectangular`, dark).
    var resolvedDescription: String {
        let deviceValue = (try? Selection.device(device)) ?? ExtensionPlatform.current.defaultDevice
        let familyName = (try? Selection.family(family, on: deviceValue))?.description ?? family ?? "?"
        return "\(familyName) on \(deviceValue.id), \(appearance ?? (deviceValue.idiom == .watch ? "dark" : "light"))"
    }
}

extension RenderCommand: SingleVariantCommand {
    var isolationLabel: String {
        if let control = activityVariant.control { return "control '\(control)'" }
        if let activity = activityVariant.activity { return "Live Activity '\(activity)'" }
        return "widget '\(variant.widget ?? "?")' (\(variant.resolvedDescription))"
    }
}
extension GeometryCommand: SingleVariantCommand {}
extension TimelineCommand: SingleVariantCommand {}
