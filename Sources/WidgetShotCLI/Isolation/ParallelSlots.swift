import Foundation

/// Runs `count` slots in parallel, each on a thread of its own, and returns when all are done.
///
/// Not `DispatchQueue.concurrentPerform`: its iterations run on Dispatch's worker threads, and a
/// slot that blocks — waiting for a widget provider's completion, or for a worker's answer —
/// holds one of them. With as many slots as cores (`--jobs 2` on 2 cores) every worker thread is
/// held, and a provider that completes on `DispatchQueue.global()` (a Combine `delay`, an
/// `async` hop) waits for a thread that never frees until its time limit.
enum ParallelSlots {
    static func run(_ count: Int, _ body: @escaping (Int) -> Void) {
        guard count > 1 else { body(0); return }
        let finished = DispatchGroup()
        for slot in 0..<count {
            finished.enter()
            let thread = Thread {
                body(slot)
                finished.leave()
            }
            thread.stackSize = 8 << 20   // widget code renders here: the main thread's size
            thread.start()
        }
        finished.wait()
    }
}
