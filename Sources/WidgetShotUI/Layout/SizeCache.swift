import Foundation

/// A node's (proposal → size) answers for one layout pass.
///
/// Stacks ask each child for its minimum, maximum and offered sizes, then again when placing;
/// the first four answers are stored inline (no allocation), later ones in an overflow array.
/// Nested stacks of alternating axes ask a node for up to ~9 distinct proposals per level; a
/// cache too small for that would make layout time grow with the square of the depth.
///
/// Proposals are kept as the bit patterns of their two dimensions, so a look-up compares two
/// integers per entry instead of two optionals (issue 21): `nil` is a NaN, which a sanitized
/// proposal (`LayoutNode.sanitized`) never holds, and −0 is stored as +0, so equal keys are
/// exactly equal proposals.
struct SizeCache {
    private struct Key: Equatable {
        var width: UInt64
        var height: UInt64

        static let unspecified = Double.nan.bitPattern
        /// No proposal: the empty slots' key (a signalling NaN no dimension is written as).
        static let empty = Key(width: Double.signalingNaN.bitPattern, height: Double.signalingNaN.bitPattern)

        init(width: UInt64, height: UInt64) {
            self.width = width
            self.height = height
        }

        init(_ p: ProposedViewSize) {
            width = p.width.map { (Double($0) + 0).bitPattern } ?? Self.unspecified
            height = p.height.map { (Double($0) + 0).bitPattern } ?? Self.unspecified
        }
    }

    private var keys: (Key, Key, Key, Key) = (.empty, .empty, .empty, .empty)
    private var values: (CGSize, CGSize, CGSize, CGSize) = (.zero, .zero, .zero, .zero)
    private var count = 0
    private var overflow: [(Key, CGSize)] = []

    subscript(_ p: ProposedViewSize) -> CGSize? {
        let k = Key(p)
        if keys.0 == k { return values.0 }
        if keys.1 == k { return values.1 }
        if keys.2 == k { return values.2 }
        if keys.3 == k { return values.3 }
        for (key, v) in overflow where key == k { return v }
        return nil
    }

    mutating func insert(_ size: CGSize, for p: ProposedViewSize) {
        let k = Key(p)
        switch count {
        case 0: keys.0 = k; values.0 = size
        case 1: keys.1 = k; values.1 = size
        case 2: keys.2 = k; values.2 = size
        case 3: keys.3 = k; values.3 = size
        default:
            if overflow.count >= 60 { overflow.removeFirst(30) }
            // Room for the usual ~9 answers of a node in nested stacks at once, not grown 1, 2, 4, 8.
            if overflow.isEmpty { overflow.reserveCapacity(8) }
            overflow.append((k, size))
        }
        count += 1
    }
}
