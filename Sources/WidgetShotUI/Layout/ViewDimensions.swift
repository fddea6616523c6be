import Foundation

/// A view's size and its alignment guides, as seen by its parent layout.
///
/// `d[.leading]` is the explicit value if the view (or a descendant) sets one with
/// `alignmentGuide(_:computeValue:)`, and otherwise the guide's default (`swiftui-layout` §1.5).
public struct ViewDimensions {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat
    let explicitValue: (AlignmentKey) -> CGFloat?

    init(size: CGSize, explicitValue: @escaping (AlignmentKey) -> CGFloat? = { _ in nil }) {
        width = size.width
        height = size.height
        self.explicitValue = explicitValue
    }

    var size: CGSize { CGSize(width: width, height: height) }

    /// The value of a horizontal guide.
    public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.key] }
    /// The value of a vertical guide.
    public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.key] }
    /// The explicit value of a horizontal guide, or `nil` if no view sets it.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(guide.key) }
    /// The explicit value of a vertical guide, or `nil` if no view sets it.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(guide.key) }

    subscript(key: AlignmentKey) -> CGFloat {
        explicitValue(key) ?? key.defaultValue(self)
    }
}
