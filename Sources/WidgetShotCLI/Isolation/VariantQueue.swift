import Foundation

/// The order in which a runner's slots take variants: each slot owns a contiguous share of the
/// variant list and takes from its front; a slot whose share is used up takes the back half of
/// the largest share left (work stealing by halves), so no slot idles while variants remain.
///
/// Why contiguous shares and not one shared counter: a gallery lists the variants of one widget
/// together (device, family, then appearance, ``BatchRenderer/items(widgets:devices:families:appearances:dynamicTypeSizes:)``),
/// and a worker reuses what does not change between them — shaped text, decoded images, the
/// runtime's caches. Handing variants out in turn (0 to the first worker, 1 to the second, 2 to the
/// first…) made every worker warm those caches for every widget; with shares each widget is
/// mostly drawn by one worker, which is what lets two workers come near twice the speed of one
/// (issue 21, goal 5). The images do not depend on the order: every variant renders the same
/// bytes whichever worker draws it, after whatever it drew before (`GalleryReuseTests`).
///
/// ```swift
/// let queue = VariantQueue(count: 10, slots: 2)   // shares 0..<5 and 5..<10
/// queue.next(slot: 0)   // 0
/// queue.next(slot: 1)   // 5
/// ```
final class VariantQueue: @unchecked Sendable {
    private let lock = NSLock()
    /// What each slot has left to take.
    private var shares: [Range<Int>]

    /// Splits `0..<count` into `slots` contiguous shares as equal as they can be (the first ones
    /// one longer when `count` does not divide).
    init(count: Int, slots: Int) {
        let slots = max(1, slots)
        let base = count / slots, extra = count % slots
        var start = 0
        shares = (0..<slots).map { slot in
            let length = base + (slot < extra ? 1 : 0)
            defer { start += length }
            return start..<(start + length)
        }
    }

    /// The next variant for `slot`, or `nil` when every variant has been taken.
    func next(slot: Int) -> Int? {
        lock.withLock {
            let own = slot < shares.count ? slot : 0
            if shares[own].isEmpty {
                // Steal the back half of the largest share left (its owner keeps the front).
                guard let victim = shares.indices.max(by: { shares[$0].count < shares[$1].count }), !shares[victim].isEmpty else { return nil }
                let range = shares[victim]
                let middle = range.lowerBound + range.count / 2
                shares[victim] = range.lowerBound..<middle
                shares[own] = middle..<range.upperBound
            }
            let index = shares[own].lowerBound
            shares[own] = (index + 1)..<shares[own].upperBound
            return index
        }
    }
}
