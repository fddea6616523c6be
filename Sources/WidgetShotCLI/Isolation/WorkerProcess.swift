import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One worker process seen from the parent: its three pipes, a request with a time limit, and
/// how it ended. Reads with `poll(2)` on raw descriptors, so a worker that stops answering costs
/// a time-out, never a blocked parent, and a write to a dead worker is an error, not a SIGPIPE.
final class WorkerProcess {
    /// A worker's answer to one request.
    enum Answer {
        /// The JSON line it wrote.
        case line(Data)
        /// It ended before answering: how, and what it wrote to standard error meanwhile.
        case ended(CrashReport.Ending, String)
        /// It did not answer in time (it has been killed).
        case timedOut
    }

    private let process: Process
    private let input: Int32, output: Int32, errors: Int32
    private var pending = Data()
    /// Standard error's unfinished last line.
    private var errorLine = Data()
    private var outputClosed = false, errorsClosed = false
    /// Called with what the worker writes to standard error (widget code's `print`s).
    var forwardErrors: (Data) -> Void = { data in FileHandle.standardError.write(data) }

    /// The worker's process id (its process group's too: Foundation's `Process` starts children
    /// in their own group).
    var processIdentifier: Int32 { process.processIdentifier }

    /// Whether the worker process has ended (its pipes may still hold what it wrote last).
    var hasEnded: Bool { !process.isRunning }

    init(executable: URL, arguments: [String], environment: [String: String], directory: URL) throws {
        process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = directory
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        input = stdin.fileHandleForWriting.fileDescriptor
        output = stdout.fileHandleForReading.fileDescriptor
        errors = stderr.fileHandleForReading.fileDescriptor
        // The pipes' FileHandles own the descriptors; keep them alive as long as this object.
        handles = [stdin.fileHandleForWriting, stdout.fileHandleForReading, stderr.fileHandleForReading]
    }
    private var handles: [FileHandle] = []

    /// Asks for variant `index` and waits up to `timeout` seconds for the answer; each heartbeat
    /// line the worker writes meanwhile (``WorkerMode/heartbeat()``, an image drawn) starts the
    /// wait again.
    func request(_ index: Int, timeout: Double) -> Answer {
        guard send("\(index)") else {
            var captured = Data()
            return ended(capturing: &captured)
        }
        while true {
            let answer = nextLine(timeout: timeout)
            if case .line(let line) = answer, line.elementsEqual(WorkerMode.heartbeatLine.utf8) { continue }
            return answer
        }
    }

    /// Writes one request line; `false` when the worker no longer reads.
    func send(_ line: String) -> Bool { writeAll(Data((line + "\n").utf8)) }

    /// Waits up to `timeout` seconds for the next line (a worker's first line says it is ready).
    func nextLine(timeout: Double) -> Answer {
        var captured = Data()
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let newline = newlineInPending() {
                let line = pending[pending.startIndex..<newline]
                pending.removeSubrange(pending.startIndex...newline)
                scannedPending = 0
                return .line(Data(line))
            }
            scannedPending = pending.count
            if outputClosed { return ended(capturing: &captured) }
            let left = deadline.timeIntervalSinceNow
            if left <= 0 {
                kill()
                return .timedOut
            }
            pump(milliseconds: Int32(min(left * 1000, 1000)) + 1, captured: &captured)
        }
    }

    /// The index of the first newline in `pending`, looking only at bytes not scanned before
    /// (`memchr`: an answer carrying a contact-sheet tile is a few hundred KiB on one line, read
    /// 64 KiB at a time, and a byte-by-byte rescan of it after each read cost the parent seconds
    /// in a debug build).
    private func newlineInPending() -> Data.Index? {
        guard scannedPending < pending.count else { return nil }
        return pending.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Data.Index? in
            guard let base = bytes.baseAddress,
                  let hit = memchr(base + scannedPending, 0x0A, bytes.count - scannedPending) else { return nil }
            return pending.startIndex + (UnsafeRawPointer(hit) - base)
        }
    }
    /// How many bytes at the start of `pending` are known to hold no newline.
    private var scannedPending = 0

    /// Waits once for either pipe and reads what is there.
    private func pump(milliseconds: Int32, captured: inout Data) {
        var fds: [pollfd] = []
        if !outputClosed { fds.append(pollfd(fd: output, events: Int16(POLLIN), revents: 0)) }
        if !errorsClosed { fds.append(pollfd(fd: errors, events: Int16(POLLIN), revents: 0)) }
        guard !fds.isEmpty else { return }
        let ready = poll(&fds, nfds_t(fds.count), milliseconds)
        guard ready > 0 else { return }
        for fd in fds where fd.revents != 0 {
            var buffer = [UInt8](repeating: 0, count: 65536)
            let n = read(fd.fd, &buffer, buffer.count)
            if n < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            let chunk = n > 0 ? Data(buffer[0..<n]) : Data()
            if fd.fd == output {
                if n <= 0 { outputClosed = true } else { pending.append(chunk) }
            } else {
                if n <= 0 {
                    errorsClosed = true
                    if !errorLine.isEmpty { forwardErrors(errorLine); errorLine = Data() }
                } else {
                    forwardLines(chunk)
                    captured.append(chunk)
                    // The runtime's message is at the end: keep the last 64 KiB.
                    if captured.count > 65536 { captured.removeFirst(captured.count - 65536) }
                }
            }
        }
    }

    /// Forwards whole lines, leaving out the runtime's stack dump (its message is reported).
    private func forwardLines(_ chunk: Data) {
        errorLine.append(chunk)
        var shown = Data()
        while let newline = errorLine.firstIndex(of: 0x0A) {
            let line = String(decoding: errorLine[errorLine.startIndex..<newline], as: UTF8.self)
            if let presented = CrashReport.presentable(line) { shown.append(Data((presented + "\n").utf8)) }
            errorLine.removeSubrange(errorLine.startIndex...newline)
        }
        if !shown.isEmpty { forwardErrors(shown) }
    }

    /// The worker ended (or stopped reading): collects the rest of its standard error and its
    /// exit status.
    private func ended(capturing captured: inout Data) -> Answer {
        let deadline = Date().addingTimeInterval(5)
        while !errorsClosed && deadline.timeIntervalSinceNow > 0 { pump(milliseconds: 100, captured: &captured) }
        if !errorsClosed { kill() }
        process.waitUntilExit()
        let ending: CrashReport.Ending = process.terminationReason == .uncaughtSignal ? .signaled(process.terminationStatus) : .exited(process.terminationStatus)
        return .ended(ending, String(decoding: captured, as: UTF8.self))
    }

    /// Kills the worker and its process group at once.
    func kill() {
        guard process.isRunning else { return }
        _ = killpg(process.processIdentifier, SIGKILL)
        _ = sendSignal(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// No more requests: the worker finishes its loop and exits; killed if it does not within
    /// `grace` seconds. What it wrote as it ended (widget code's `print`s, flushed by `exit`) is
    /// read to the end of its pipes within the same `grace`: the process can be gone while its
    /// last lines are still in the pipe.
    func finish(grace: Double = 5) {
        try? handles[0].close()
        let deadline = Date().addingTimeInterval(grace)
        var ignored = Data()
        while (process.isRunning || !(outputClosed && errorsClosed)) && deadline.timeIntervalSinceNow > 0 {
            if outputClosed && errorsClosed { usleep(10_000) } else { pump(milliseconds: 50, captured: &ignored) }
        }
        kill()
    }

    private func writeAll(_ data: Data) -> Bool {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Bool in
            var offset = 0
            while offset < bytes.count {
                let n = write(input, bytes.baseAddress! + offset, bytes.count - offset)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { return false }
                offset += n
            }
            return true
        }
    }
}

/// `kill(2)` (shadowed by `WorkerProcess.kill()` inside the class).
func sendSignal(_ pid: pid_t, _ signal: Int32) -> Int32 { kill(pid, signal) }
