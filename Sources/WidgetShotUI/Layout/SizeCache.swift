import Foundation

/// A node's (proposal → size) answers for one layout pass.
///
/// Stacks ask each child for its minimum, maximum and offered sizes, then again when placing
/// (under the minor proposal the stack was placed with); the first eight answers are stored
/// inline (no allocation), later ones in an overflow array. With four inline, the 1,000-view
/// benchmark tree (2,666 nodes) allocated 1,258 overflow arrays per layout (issue 21).
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

        init(width: UInt64, height: UInt64) {
            self.width = width
            self.height = height
        }

        static let zero = Key(width: 0, height: 0)

        init(_ p: ProposedViewSize) {
            width = p.width.map { (Double($0) + 0).bitPattern } ?? Self.unspecified
            height = p.height.map { (Double($0) + 0).bitPattern } ?? Self.unspecified
        }
    }

    // Slots past `count` are never read: zeros, which a new node writes without copying a template.
    private var keys: (Key, Key, Key, Key, Key, Key, Key, Key) = (.zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero)
    private var values: (CGSize, CGSize, CGSize, CGSize, CGSize, CGSize, CGSize, CGSize) = (.zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero)
    private var count = 0
    private var overflow: [(Key, CGSize)] = []

    /// The size stored for `p`, if any. A `mutating get` so that reading it from a node's stored
    /// property works in place: a plain getter (or a non-mutating method) copied the whole cache
    /// (~270 bytes) out of the node at every question (issue 21).
    subscript(_ p: ProposedViewSize) -> CGSize? {
        mutating get {
            let k = Key(p)
            // Only the filled slots, newest first (a miss, the first question of each proposal,
            // compares as many keys as are stored, not all eight).
            switch count {
            case 0: return nil
            case 1: break
            case 2: if keys.1 == k { return values.1 }
            case 3:
                if keys.2 == k { return values.2 }
                if keys.1 == k { return values.1 }
            default:
                switch count {
                case 4: break
                case 5: if keys.4 == k { return values.4 }
                case 6:
                    if keys.5 == k { return values.5 }
                    if keys.4 == k { return values.4 }
                case 7:
                    if keys.6 == k { return values.6 }
                    if keys.5 == k { return values.5 }
                    if keys.4 == k { return values.4 }
                default:
                    if keys.7 == k { return values.7 }
                    if keys.6 == k { return values.6 }
                    if keys.5 == k { return values.5 }
                    if keys.4 == k { return values.4 }
                }
                if keys.3 == k { return values.3 }
                if keys.2 == k { return values.2 }
                if keys.1 == k { return values.1 }
            }
            if keys.0 == k { return values.0 }
            if count > 8 { for (key, v) in overflow where key == k { return v } }
            return nil
        }
    }

    mutating func insert(_ size: CGSize, for p: ProposedViewSize) {
        let k = Key(p)
        switch count {
        case 0: keys.0 = k; values.0 = size
        case 1: keys.1 = k; values.1 = size
        case 2: keys.2 = k; values.2 = size
        case 3: keys.3 = k; values.3 = size
        case 4: keys.4 = k; values.4 = size
        case 5: keys.5 = k; values.5 = size
        case 6: keys.6 = k; values.6 = size
        case 7: keys.7 = k; values.7 = size
        default:
            if overflow.count >= 60 { overflow.removeFirst(30) }
            // Room for eight more answers at once, not grown 1, 2, 4, 8.
            if overflow.isEmpty { overflow.reserveCapacity(8) }
            overflow.append((k, size))
        }
        count += 1
    }
}
