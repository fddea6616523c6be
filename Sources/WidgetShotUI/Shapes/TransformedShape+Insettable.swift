import Foundation

// A rotated or offset insettable shape is insettable too, as in SwiftUI (`extension RotatedShape:
// InsettableShape where Content: InsettableShape`, the same for `OffsetShape`), so
// `Arc().rotation(a).strokeBorder(gradient, style:)` keeps its stroke inside the frame
// (eliyap/Clok's ring widget).

extension RotatedShape: InsettableShape where Content: InsettableShape {
    /// The shape inset by `amount`, rotated as this one is.
    public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    /// The shape inset by `amount`, offset as this one is.
    public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }
}
