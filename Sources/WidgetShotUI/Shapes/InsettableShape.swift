import Foundation

/// A shape that can be inset to produce another shape — SwiftUI's `InsettableShape`. Insetting a
/// rounded shape keeps its corners concentric (a rounded rectangle inset by `d` has its corner
/// radius reduced by `d`), which is what `strokeBorder` relies on.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 16).inset(by: 4).fill(.blue)
/// Circle().strokeBorder(.red, lineWidth: 6)      // the stroke stays inside the frame
/// ```
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// Returns the shape inset by `amount` on every side.
    func inset(by amount: CGFloat) -> InsetShape
}

/// A shape that knows its own inset outline (rounded corners shrink with the inset).
protocol InsetOutline {
    func insetPath(in rect: CGRect, by amount: CGFloat) -> Path
}

/// A shape whose geometry kind is another's (an inset rectangle is a "Rectangle").
protocol NamedShape {
    var shapeKind: String { get }
}

/// A built-in shape inset by an amount (SwiftUI's `_Inset` types).
public struct _InsetShape<Base: Shape>: InsettableShape, NamedShape {
    let base: Base
    let amount: CGFloat

    var shapeKind: String { (base as? any NamedShape)?.shapeKind ?? _typeName(Base.self, qualified: false) }

    public func path(in rect: CGRect) -> Path {
        let a = amount.isFinite ? amount : 0
        if let outline = base as? any InsetOutline { return outline.insetPath(in: rect, by: a) }
        return base.path(in: insetRect(rect, a))
    }

    public func inset(by amount: CGFloat) -> _InsetShape<Base> { _InsetShape(base: base, amount: self.amount + amount) }
}

/// The rect inset by `amount` on each side, never inverted.
private func insetRect(_ rect: CGRect, _ amount: CGFloat) -> CGRect {
    rect.insetBy(dx: min(amount, rect.width / 2), dy: min(amount, rect.height / 2))
}

extension Rectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(base: self, amount: amount) }
}

extension Circle: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(base: self, amount: amount) }
}

extension Ellipse: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(base: self, amount: amount) }
}

extension Capsule: InsettableShape, InsetOutline {
    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(base: self, amount: amount) }
    func insetPath(in rect: CGRect, by amount: CGFloat) -> Path { path(in: insetRect(rect, amount)) }
}

extension RoundedRectangle: InsettableShape, InsetOutline {
    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> { _InsetShape(base: self, amount: amount) }
    func insetPath(in rect: CGRect, by amount: CGFloat) -> Path {
        let corner = CGSize(width: max(cornerSize.width - amount, 0), height: max(cornerSize.height - amount, 0))
        return Path(roundedRect: insetRect(rect, amount), cornerSize: corner, style: style)
    }
}

extension ContainerRelativeShape: InsettableShape, InsetOutline {
    public func inset(by amount: CGFloat) -> _InsetShape<ContainerRelativeShape> { _InsetShape(base: self, amount: amount) }
    // The container-relative radius already shrinks with the distance from the container's edge.
    func insetPath(in rect: CGRect, by amount: CGFloat) -> Path { path(in: insetRect(rect, amount)) }
}

extension InsettableShape {
    /// Strokes the shape's outline inside its frame: the shape inset by half the line width,
    /// stroked (rounded corners stay concentric).
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<_StrokeBorderShape<Self>, S> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }
    /// Strokes the outline inside the frame with the foreground style.
    public func strokeBorder(lineWidth: CGFloat = 1) -> _ShapeView<_StrokeBorderShape<Self>, ForegroundStyle> {
        strokeBorder(ForegroundStyle(), style: StrokeStyle(lineWidth: lineWidth))
    }
    /// Strokes the outline inside the frame with a stroke style.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<_StrokeBorderShape<Self>, S> {
        // Drawn as a stroke inside the frame (the renderer insets the frame by half the line
        // width); the path is this shape inset by half the line width in the full frame.
        _ShapeView(shape: _StrokeBorderShape(base: self, halfWidth: style.lineWidth.isFinite ? max(style.lineWidth, 0) / 2 : 0),
                   style: content, mode: .stroke(style, inset: true))
    }
    /// Strokes the outline inside the frame with the foreground style and a stroke style.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<_StrokeBorderShape<Self>, ForegroundStyle> {
        strokeBorder(ForegroundStyle(), style: style)
    }
    /// Strokes the outline inside the frame (`antialiased` is accepted; strokes are always smoothed).
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool) -> _ShapeView<_StrokeBorderShape<Self>, S> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }
}

/// The outline `strokeBorder` strokes: drawn in the frame inset by half the line width, it is the
/// base shape inset by half the line width in the full frame (concentric corners).
public struct _StrokeBorderShape<Base: InsettableShape>: Shape, NamedShape {
    let base: Base
    let halfWidth: CGFloat
    var shapeKind: String { (base as? any NamedShape)?.shapeKind ?? _typeName(Base.self, qualified: false) }
    public func path(in rect: CGRect) -> Path { base.inset(by: halfWidth).path(in: rect.insetBy(dx: -halfWidth, dy: -halfWidth)) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
}
