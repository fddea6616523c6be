import Foundation

extension Shape {
    /// A new shape that is this shape's outline stroked `lineWidth` wide, the other
    /// ``StrokeStyle`` properties at their defaults — SwiftUI's `Shape.stroke(lineWidth:)`, which
    /// returns `some Shape` (iOS 13+; developer.apple.com/documentation/swiftui/shape/stroke(linewidth:)),
    /// so it can be inset, clipped to (`clipShape(grid.stroke(lineWidth: 1))`) or filled.
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// A new shape that is this shape's outline stroked with `style` — SwiftUI's
    /// `Shape.stroke(style:)` (`some Shape`).
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: style)
    }
}

/// A shape's stroked outline as a shape — SwiftUI's `_StrokedShape`, what `stroke(lineWidth:)` and
/// `stroke(style:)` return.
///
/// Its ``path(in:)`` is the area the stroke covers (``Path/strokedPath(_:)``), for clipping,
/// filling or masking with it. Drawn as a view (`Circle().stroke(lineWidth: 4)`), it strokes the
/// shape's outline with the foreground style, exactly as the stroke modifiers with a style do.
public struct _StrokedShape<S: Shape>: Shape {
    /// The shape whose outline is stroked.
    public var shape: S
    /// How the outline is stroked.
    public var style: StrokeStyle

    /// A stroked copy of `shape`.
    public init(shape: S, style: StrokeStyle) {
        self.shape = shape
        self.style = style
    }

    /// The area the stroke covers, in `rect`.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).strokedPath(style) }

    /// The stroked shape's size: the shape's own.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    /// The shape's outline stroked with the foreground style.
    public var body: _ShapeView<S, ForegroundStyle> {
        _ShapeView(shape: shape, style: ForegroundStyle(), mode: .stroke(style, inset: false))
    }
}
