import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The live workers and run folders of this process, so an interrupted run (Ctrl-C, `kill`, a CI
/// job cancelled) kills its workers and removes its folders before ending with the signal.
/// Workers also watch their parent (``ParentWatch``) for the case no handler can run (SIGKILL).
final class WorkerRegistry: @unchecked Sendable {
    static let shared = WorkerRegistry()
    private let lock = NSLock()
    private var workers: Set<pid_t> = []
    private var folders: [URL] = []
    private var sources: [DispatchSourceSignal] = []

    /// The signals that end a run from outside.
    static let endingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    func add(worker pid: pid_t) { lock.withLock { _ = workers.insert(pid) } }
    func remove(worker pid: pid_t) { lock.withLock { _ = workers.remove(pid) } }
    func add(folder: URL) { lock.withLock { folders.append(folder) } }
    func remove(folder: URL) { lock.withLock { folders.removeAll { $0 == folder } } }

    /// Installs the handlers (once): SIGINT, SIGTERM and SIGHUP kill every worker's process group,
    /// remove the run folders, then end this process with status 128 + the signal. SIGPIPE is ignored: a
    /// worker that died while being written to is reported, not fatal to the parent.
    func installSignalHandlers() {
        lock.lock()
        defer { lock.unlock() }
        guard sources.isEmpty else { return }
        signal(SIGPIPE, SIG_IGN)
        for number in Self.endingSignals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [weak self] in
                self?.stopEverything()
                // 128 + the signal, as a shell reports a process the signal ended (re-raising
                // from a Dispatch thread, where the signal is blocked, would not end the process).
                _exit(128 + number)
            }
            source.resume()
            sources.append(source)
        }
    }

    /// Kills every worker and removes every run folder.
    func stopEverything() {
        let (pids, urls) = lock.withLock { (workers, folders) }
        for pid in pids {
            _ = killpg(pid, SIGKILL)
            _ = sendSignal(pid, SIGKILL)
        }
        for url in urls { try? FileManager.default.removeItem(at: url) }
    }
}

extension WorkerRegistry {
    /// Ends `worker` (its standard input closed; killed if it does not exit) and forgets it.
    func finish(_ worker: WorkerProcess) {
        worker.finish()
        remove(worker: worker.processIdentifier)
    }

    /// Removes the workers' folder `sandbox` and forgets it.
    func remove(sandbox: WorkerEnvironment) {
        sandbox.remove()
        remove(folder: sandbox.root)
    }
}
