import Foundation

/// Workers kept alive between a batch's two runners — a gallery's widgets, then its Live
/// Activities and controls — with the folder they run in.
///
/// A worker costs a process start, the command's parse, the bundle's widgets and the fonts'
/// set-up before it draws (about 0.2 s of CPU in a debug build, more on its first text). Ending the
/// widget runner's workers and starting new ones for the Live Activities paid all of that twice
/// per slot (issue 21, goal 5). Now the widget runner parks its live workers here, and the second
/// runner of the same batch takes them: it sends ``VariantRunner/nextRunnerLine``, the worker's
/// command goes on to that runner, and the worker answers "ready" again.
///
/// Parked workers that no runner takes are finished — their standard input closed, so they exit —
/// by the next runner of another batch, or by ``finishAll()``, which a command that parks calls
/// when it is done with its workers.
final class ParkedWorkers: @unchecked Sendable {
    static let shared = ParkedWorkers()

    /// Workers parked by one runner, ready to serve that batch's second runner.
    struct Parked {
        /// The runner's batch (``VariantRunner/batch``).
        var batch: Int
        var sandbox: WorkerEnvironment
        var workers: [WorkerProcess]
    }

    private let lock = NSLock()
    private var parked: Parked?

    /// Keeps `workers` (and their folder) for the second runner of `batch`; finishes any parked before.
    func park(_ workers: [WorkerProcess], sandbox: WorkerEnvironment, batch: Int) {
        let previous = lock.withLock { () -> Parked? in
            defer { parked = Parked(batch: batch, sandbox: sandbox, workers: workers) }
            return parked
        }
        if let previous { finish(previous) }
    }

    /// The workers parked for `batch` (a second runner's batch), if any; workers parked for
    /// another batch are finished instead.
    func take(for batch: Int) -> Parked? {
        let taken = lock.withLock { () -> Parked? in
            defer { parked = nil }
            return parked
        }
        guard let taken else { return nil }
        if taken.batch + WorkerMode.secondaryOffset == batch { return taken }
        finish(taken)
        return nil
    }

    /// Finishes every parked worker and removes their folder.
    func finishAll() {
        if let taken = lock.withLock({ () -> Parked? in defer { parked = nil }; return parked }) { finish(taken) }
    }

    /// Ends `parked`'s workers (standard input closed: each exits from its request loop) and
    /// removes their folder.
    func finish(_ parked: Parked) {
        let registry = WorkerRegistry.shared
        for worker in parked.workers { registry.finish(worker) }
        registry.remove(sandbox: parked.sandbox)
    }
}
