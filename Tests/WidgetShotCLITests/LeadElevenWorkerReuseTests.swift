import Foundation
import Testing
@testable import WidgetShotCLI

/// Issue 21, goal 5: a gallery's workers serve both of its runners (widgets, then Live
/// Activities and controls) instead of new ones starting for the second, and each slot takes a
/// contiguous share of the variants. Against a stand-in worker (a shell script speaking the worker
/// protocol), so no extension build is needed.
@Suite(.serialized) struct LeadElevenWorkerReuseTests {
    /// Logs its start, answers "ready", then each request with its own process id as the result;
    /// "next" (a second runner taking it over) is answered "ready" again.
    static let script = """
        echo started >> "$1"
        echo ready
        while read line; do
          case $line in
            next) echo ready ;;
            *) echo "{\\"index\\":$line,\\"label\\":\\"v$line\\",\\"result\\":\\"$$\\"}" ;;
          esac
        done
        """

    /// A runner of `count` variants whose workers log their starts to `starts` (the script's `$1`:
    /// not an environment variable, which other suites of this process may change meanwhile).
    static func runner(count: Int, batch: Int, handsOver: Bool, starts: URL) -> VariantRunner {
        var runner = VariantRunner(labels: (0..<count).map { "v\($0)" }, jobs: 2, batch: batch)
        runner.handsOverWorkers = handsOver
        runner.workerCommand = (URL(fileURLWithPath: "/bin/sh"), ["-c", script, "sh", starts.path])
        return runner
    }

    static func run(_ runner: VariantRunner) -> [String] {
        runner.runInWorkers(progress: nil, failure: { _, message in "failed: \(message)" }, isFailure: { $0.hasPrefix("failed") })
    }

    @Test func theSecondRunnerOfABatchReusesTheFirstRunnersWorkers() throws {
        let starts = FileManager.default.temporaryDirectory.appendingPathComponent("lead-eleven-starts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: starts) }

        let widgets = Self.run(Self.runner(count: 6, batch: 0, handsOver: true, starts: starts))
        let activities = Self.run(Self.runner(count: 4, batch: WorkerMode.secondaryOffset, handsOver: false, starts: starts))
        ParkedWorkers.shared.finishAll()

        #expect(!widgets.contains { $0.hasPrefix("failed") } && !activities.contains { $0.hasPrefix("failed") })
        // The second runner started none: every start was a worker of the first runner (two
        // slots: at most two; a slot whose share another slot took before it began starts none).
        let started = try String(contentsOf: starts, encoding: .utf8).split(separator: "\n").count
        #expect(started == Set(widgets).count && (1...2).contains(started))
        #expect(Set(activities).isSubset(of: Set(widgets)))
    }

    @Test func workersParkedForOneBatchAreNotGivenToAnother() throws {
        let starts = FileManager.default.temporaryDirectory.appendingPathComponent("lead-eleven-starts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: starts) }

        let first = Self.run(Self.runner(count: 4, batch: 0, handsOver: true, starts: starts))
        // Batch 1's runner (another locale) finishes batch 0's parked workers and starts its own.
        let other = Self.run(Self.runner(count: 4, batch: 1, handsOver: false, starts: starts))
        ParkedWorkers.shared.finishAll()
        #expect(Set(first).isDisjoint(with: Set(other)))
        // Every start served one runner only: batch 1 reused none of batch 0's workers.
        #expect(try String(contentsOf: starts, encoding: .utf8).split(separator: "\n").count == Set(first).count + Set(other).count)
    }

    @Test func slotsTakeContiguousSharesAndEveryVariantOnce() {
        let queue = VariantQueue(count: 10, slots: 3)   // shares 0..<4, 4..<7, 7..<10
        #expect(queue.next(slot: 0) == 0)
        #expect(queue.next(slot: 1) == 4)
        #expect(queue.next(slot: 2) == 7)
        #expect(queue.next(slot: 1) == 5)
        #expect(queue.next(slot: 1) == 6)
        // Slot 1's share is used up: it takes the back half of the largest left (slot 0's 1..<4).
        #expect(queue.next(slot: 1) == 2)
        var taken: [Int] = [0, 4, 7, 5, 6, 2]
        for slot in [0, 2, 1, 0, 2, 1, 0] { if let index = queue.next(slot: slot) { taken.append(index) } }
        #expect(taken.sorted() == Array(0..<10))
        #expect(queue.next(slot: 0) == nil && queue.next(slot: 1) == nil && queue.next(slot: 2) == nil)
    }

    @Test func concurrentSlotsTakeEachVariantExactlyOnce() {
        let queue = VariantQueue(count: 1_000, slots: 4)
        let lock = NSLock()
        var taken: [Int] = []
        ParallelSlots.run(4) { slot in
            while let index = queue.next(slot: slot) { lock.withLock { taken.append(index) } }
        }
        #expect(taken.sorted() == Array(0..<1_000))
    }
}
