import Foundation

/// Runs a command's variants so that one bad widget costs one variant, never the run.
///
/// In the tools (`widgetshot`, a team's `WidgetShotCommand`, an extension build) the variants run
/// in **worker processes**: the executable re-launched in its hidden worker mode (``WorkerMode``)
/// with the same command line, one worker per `--jobs` slot, each rendering one variant after
/// another. Widget code that crashes (a force-unwrap, `fatalError`, `as!`, a stack overflow),
/// calls `exit()`/`abort()`, loops forever (`--variant-timeout`) or allocates without end
/// (`--memory-limit`) ends only its worker: the variant it was rendering fails with the runtime's
/// message and `file:line` (``CrashReport``), a new worker takes the remaining variants, and the
/// command writes its images, index and failure list as usual and exits 1. Workers see a minimal
/// environment in a private folder (``WorkerEnvironment``) and are killed with the parent
/// (``WorkerRegistry``, ``ParentWatch``).
///
/// Providers: each worker holds its own instances (it built the widgets at start-up) and renders
/// one variant at a time, so calls to one provider instance are serialised, as in an iOS widget
/// extension process, and a provider that keeps one subscription per instance works. In this
/// process (below) `WidgetDefinition` serialises calls per instance with a lock.
///
/// In this process instead when the command runs through `WidgetShotCommand.run(_:)` (tests) or
/// with `WIDGETSHOT_ISOLATION=none` (debugging a widget under a debugger): variants run on `jobs`
/// threads and a crash ends the run, as before.
struct VariantRunner {
    /// Each variant's label, for progress and failures.
    var labels: [String]
    /// Parallel slots (≥ 1).
    var jobs: Int
    var limits = VariantLimits()
    /// Which batch of the command this is (the n-th call; see ``WorkerMode/runs(batch:)``).
    var batch = 0
    /// What a worker runs: `nil` for this executable with this process's command line (its
    /// worker mode, ``WorkerMode``); tests give a stand-in.
    var workerCommand: (executable: URL, arguments: [String])?

    /// Whether variants run in worker processes.
    static var usesWorkers: Bool {
        CLIContext.shared.isolatesVariants && ProcessInfo.processInfo.environment["WIDGETSHOT_ISOLATION"] != "none"
    }

    /// Runs every variant: `render(index, slot)` renders one (`slot` < `jobs` names the thread or
    /// worker, for per-slot renderers); `failure(index, message)` makes the result of a variant
    /// whose worker ended or timed out; `isFailure` tells failed results apart for the progress;
    /// `each(index, result)`, when given, sees each result as it comes in (one at a time, in the
    /// parent, in no particular order).
    func run<R: Codable>(progress: Progress?, render: @escaping (Int, Int) -> R, failure: @escaping (Int, String) -> R,
                         isFailure: @escaping (R) -> Bool, each: ((Int, R) -> Void)? = nil) -> [R] {
        if WorkerMode.isWorker {
            // A worker serves its own batch's runner; it passes another without rendering anything.
            if WorkerMode.serves(batch: batch) { serve(render: render) }
            return labels.indices.map { failure($0, "rendered by another worker") }
        }
        if labels.isEmpty { return [] }
        return Self.usesWorkers ? runInWorkers(progress: progress, failure: failure, isFailure: isFailure, each: each)
            : runInProcess(progress: progress, render: render, isFailure: isFailure, each: each)
    }

    /// Worker side: answers requests until standard input ends, then exits — so nothing the
    /// command does after its batch (indexes, summaries) happens in a worker.
    private func serve<R: Codable>(render: (Int, Int) -> R) {
        WorkerMode.enterSandbox()
        WorkerMode.send(Data(Self.readyLine.utf8))
        let encoder = JSONEncoder()
        // Unescaped slashes keep the parent's decoder on its fast path for base64 (a tile's pixels).
        encoder.outputFormatting = .withoutEscapingSlashes
        while let line = readLine() {
            guard let index = Int(line), labels.indices.contains(index) else {
                FileHandle.standardError.write(Data("widgetshot worker: bad request '\(line)' (\(labels.count) variants)\n".utf8))
                exit(3)
            }
            let result = render(index, 0)
            do { WorkerMode.send(try encoder.encode(WorkerAnswer(index: index, label: labels[index], result: result))) } catch {
                FileHandle.standardError.write(Data("widgetshot worker: cannot encode the result of variant \(index): \(error)\n".utf8))
                exit(3)
            }
        }
        exit(0)
    }

    private func runInProcess<R>(progress: Progress?, render: @escaping (Int, Int) -> R, isFailure: @escaping (R) -> Bool,
                                 each: ((Int, R) -> Void)?) -> [R] {
        var results = [R?](repeating: nil, count: labels.count)
        let lock = NSLock()
        let slots = max(1, min(jobs, labels.count))
        let queue = VariantQueue(count: labels.count, slots: slots)
        ParallelSlots.run(slots) { slot in
            while let i = queue.next(slot: slot) {
                let result = render(i, slot)
                lock.withLock {
                    results[i] = result
                    progress?.advance(labels[i], failed: isFailure(result))
                    each?(i, result)
                }
            }
        }
        return results.map { $0! }
    }

    /// This process's executable (what a worker runs).
    static var executable: URL {
        #if os(Linux)
        let link = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        if link.path != "/proc/self/exe" { return link }
        #endif
        return Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : String(format: "%.1f s", value)
    }
}

/// One answer on the worker protocol: the variant's index and its result.
struct WorkerAnswer<R: Codable>: Codable {
    var index: Int
    /// The variant's label as the worker computed it.
    var label: String
    var result: R
}
