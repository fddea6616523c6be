import Foundation

/// A node's (proposal → size) answers for one layout pass.
///
/// Stacks ask each child for its minimum, maximum and offered sizes, then again when placing;
/// the first four answers are stored inline (no allocation), later ones in an overflow array.
/// Nested stacks of alternating axes ask a node for up to ~9 distinct proposals per level; a
/// cache too small for that would make layout time grow with the square of the depth.
struct SizeCache {
    private var keys: (ProposedViewSize?, ProposedViewSize?, ProposedViewSize?, ProposedViewSize?) = (nil, nil, nil, nil)
    private var values: (CGSize, CGSize, CGSize, CGSize) = (.zero, .zero, .zero, .zero)
    private var count = 0
    private var overflow: [(ProposedViewSize, CGSize)] = []

    subscript(_ p: ProposedViewSize) -> CGSize? {
        if keys.0 == p { return values.0 }
        if keys.1 == p { return values.1 }
        if keys.2 == p { return values.2 }
        if keys.3 == p { return values.3 }
        for (k, v) in overflow where k == p { return v }
        return nil
    }

    mutating func insert(_ size: CGSize, for p: ProposedViewSize) {
        switch count {
        case 0: keys.0 = p; values.0 = size
        case 1: keys.1 = p; values.1 = size
        case 2: keys.2 = p; values.2 = size
        case 3: keys.3 = p; values.3 = size
        default:
            if overflow.count >= 60 { overflow.removeFirst(30) }
            overflow.append((p, size))
        }
        count += 1
    }
}
