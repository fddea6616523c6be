import Foundation
import Testing
@testable import WidgetShotCLI

/// Issue 21, goal 5: each slot of a runner takes a contiguous share of the variants, stealing
/// half of the largest share left when its own is done. (A gallery's Live Activities and controls
/// are in the same runner as its widgets: `SpeedThirteenGalleryQueueTests`.)
@Suite struct LeadElevenWorkerReuseTests {
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
