import Foundation

// UIKit's geometry boxes on `NSValue` (https://developer.apple.com/documentation/foundation/nsvalue):
// `NSValue(cgRect:)` and friends, what Core Animation's `fromValue`/`toValue` take. On Linux,
// Foundation boxes rectangles, points and sizes itself (`NSValue(rect:)`…); these are UIKit's
// names for the same boxes, so a value made either way compares equal.

extension NSValue {
    /// A box holding a rectangle.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// A box holding a point.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// A box holding a size.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// The rectangle held.
    public var cgRectValue: CGRect { rectValue }
    /// The point held.
    public var cgPointValue: CGPoint { pointValue }
    /// The size held.
    public var cgSizeValue: CGSize { sizeValue }
}
