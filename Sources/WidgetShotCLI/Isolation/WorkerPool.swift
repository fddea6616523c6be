import Foundation

/// The parent side of ``VariantRunner``: one worker per slot, reused across variants, replaced
/// when it crashes, exits or times out.
extension VariantRunner {
    /// A worker's first line: it has built its widgets and waits for requests.
    static let readyLine = "ready"
    /// How long a worker may take to start (parse, load fonts and asset catalogs, build the
    /// bundle) before its first request: not counted in `--variant-timeout`, and generous because
    /// a loaded machine takes seconds.
    static let startupTimeout: Double = 120

    func runInWorkers<R: Codable>(progress: Progress?, failure: @escaping (Int, String) -> R, isFailure: @escaping (R) -> Bool,
                                  each: ((Int, R) -> Void)? = nil) -> [R] {
        let registry = WorkerRegistry.shared
        registry.installSignalHandlers()
        let sandbox: WorkerEnvironment
        do { sandbox = try WorkerEnvironment() } catch {
            return labels.indices.map { failure($0, "cannot create the workers' folder: \(error)") }
        }
        registry.add(folder: sandbox.root)
        let launch = Launch(executable: workerCommand?.executable ?? Self.executable,
                            arguments: workerCommand?.arguments ?? Array(CommandLine.arguments.dropFirst()),
                            environment: sandbox.variables(batch: batch, limits: limits),
                            directory: sandbox.work)

        var results = [R?](repeating: nil, count: labels.count)
        let lock = NSLock()
        let slots = max(1, min(jobs, labels.count))
        let queue = VariantQueue(count: labels.count, slots: slots)
        // Set when a worker cannot start (widget code that crashes while the bundle is built): not
        // one variant's fault, so every variant not rendered yet fails with it.
        var startupFailure: String?
        ParallelSlots.run(slots) { slot in
            var worker: WorkerProcess?
            defer { if let worker { registry.finish(worker) } }
            while let i = queue.next(slot: slot) {
                let result: R
                if let failed = lock.withLock({ startupFailure }) {
                    result = failure(i, failed)
                } else if worker == nil, let failed = start(&worker, launch, registry) {
                    lock.withLock { startupFailure = startupFailure ?? failed }
                    result = failure(i, failed)
                } else {
                    result = answer(i, from: &worker, registry, failure: failure)
                }
                lock.withLock {
                    results[i] = result
                    progress?.advance(labels[i], failed: isFailure(result))
                    each?(i, result)
                }
            }
        }
        registry.remove(sandbox: sandbox)
        return results.map { $0! }
    }

    /// How workers are started.
    struct Launch {
        var executable: URL
        var arguments: [String]
        var environment: [String: String]
        var directory: URL
    }

    /// Starts a worker and waits until it is ready; returns why it could not start, if it could not.
    private func start(_ worker: inout WorkerProcess?, _ launch: Launch, _ registry: WorkerRegistry) -> String? {
        let started: WorkerProcess
        do {
            started = try WorkerProcess(executable: launch.executable, arguments: launch.arguments, environment: launch.environment,
                                        directory: launch.directory)
        } catch {
            return "cannot start a worker (\(launch.executable.path)): \(error)"
        }
        registry.add(worker: started.processIdentifier)
        let answer = started.nextLine(timeout: Self.startupTimeout)
        if case .line(let line) = answer, String(decoding: line, as: UTF8.self) == Self.readyLine {
            worker = started
            return nil
        }
        started.kill()
        registry.remove(worker: started.processIdentifier)
        switch answer {
        case .line(let line): return "the worker did not start: it wrote '\(String(decoding: line.prefix(200), as: UTF8.self))'"
        case .ended(let ending, let errors):
            return "the worker did not start: " + CrashReport(ending: ending, standardError: errors, memoryLimitMiB: limits.memoryMiB).description
        case .timedOut: return "the worker did not start within \(Self.seconds(Self.startupTimeout))"
        }
    }

    /// Sends variant `i` to the worker and turns its answer — or its end — into a result; a worker
    /// that ended or timed out is dropped (the next variant starts a new one).
    private func answer<R: Codable>(_ i: Int, from worker: inout WorkerProcess?, _ registry: WorkerRegistry, failure: (Int, String) -> R) -> R {
        guard let current = worker else { return failure(i, "no worker") }
        let reply = current.request(i, timeout: limits.timeout)
        if case .line(let line) = reply {
            do {
                let answer = try JSONDecoder().decode(WorkerAnswer<R>.self, from: line)
                // The worker computed its variant list from the same command line: a different
                // label means it did not (widgets or previews listed in another order).
                return answer.index == i && answer.label == labels[i] ? answer.result
                    : failure(i, "the worker rendered '\(answer.label)' instead (its variant list differs from this process's)")
            } catch {
                current.kill()
                registry.remove(worker: current.processIdentifier)
                worker = nil
                return failure(i, "the worker's answer is not readable (\(error)): '\(String(decoding: line.prefix(200), as: UTF8.self))'")
            }
        }
        registry.remove(worker: current.processIdentifier)
        worker = nil
        switch reply {
        case .ended(let ending, let errors): return failure(i, CrashReport(ending: ending, standardError: errors, memoryLimitMiB: limits.memoryMiB).description)
        default: return failure(i, "did not finish within \(Self.seconds(limits.timeout)) (stopped; a provider or view that never returns? --variant-timeout)")
        }
    }
}
