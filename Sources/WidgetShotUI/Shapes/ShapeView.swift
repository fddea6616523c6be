import Foundation

/// A view that provides a shape for further drawing — SwiftUI's `ShapeView` (iOS 17,
/// https://developer.apple.com/documentation/swiftui/shapeview). Fills and strokes stack: each
/// `fill`/`stroke`/`strokeBorder` on a shape view draws the same outline again, on top of what was
/// drawn before, in the same frame.
///
/// ```swift
/// Capsule()
///     .fill(.yellow)
///     .stroke(.blue, lineWidth: 8)     // yellow inside, a blue outline centred on the edge
/// Circle().fill(.red).strokeBorder(.white, lineWidth: 2)
/// ```
///
/// `antialiased:` is accepted for source compatibility; WidgetShot antialiases every shape (as it
/// does for `FillStyle(antialiased:)`).
nonisolated public protocol ShapeView<Content>: View {
    /// The type of shape this can provide.
    associatedtype Content: Shape
    /// The shape that this type draws and provides for other drawing operations.
    var shape: Content { get }
}

extension ShapeView {
    /// Fills this shape with a colour or gradient, over what this view already draws.
    nonisolated public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle = FillStyle()) -> FillShapeView<Content, S, Self> {
        FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
    }
    /// Traces the outline of this shape with a colour or gradient, over what this view already draws.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }
    /// Traces the outline of this shape with a colour or gradient, over what this view already draws.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension ShapeView where Content: InsettableShape {
    /// Strokes the outline inset by half the line width (inside the frame), over what this view
    /// already draws.
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: StrokeStyle, antialiased: Bool = true) -> StrokeBorderShapeView<Content, S, Self> {
        StrokeBorderShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }
    /// Strokes the outline inset by half the line width (inside the frame), over what this view
    /// already draws.
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeBorderShapeView<Content, S, Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension _ShapeView: ShapeView {}

/// A shape filled over a background view — SwiftUI's `FillShapeView`, what `ShapeView.fill` returns.
public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView, PrimitiveView {
    /// The shape.
    public var shape: Content
    /// The fill's colour or gradient.
    public var style: Style
    /// The fill rule.
    public var fillStyle: FillStyle
    /// What is drawn beneath this fill.
    public var background: Background
    /// A fill of `shape` over `background`.
    public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.background = background
    }
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        layeredShapeNodes(background, _ShapeView(shape: shape, style: style, mode: .fill), context)
    }
}

/// A shape stroked over a background view — SwiftUI's `StrokeShapeView`, what `ShapeView.stroke` returns.
public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView, PrimitiveView {
    /// The shape.
    public var shape: Content
    /// The stroke's colour or gradient.
    public var style: Style
    /// The line width, caps, joins and dashes.
    public var strokeStyle: StrokeStyle
    /// Whether the stroke is antialiased (WidgetShot always antialiases).
    public var isAntialiased: Bool
    /// What is drawn beneath this stroke.
    public var background: Background
    /// A stroke of `shape` over `background`.
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        layeredShapeNodes(background, _ShapeView(shape: shape, style: style, mode: .stroke(strokeStyle, inset: false)), context)
    }
}

/// A shape's inner stroke over a background view — SwiftUI's `StrokeBorderShapeView`, what
/// `ShapeView.strokeBorder` returns.
public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View>: ShapeView, PrimitiveView {
    /// The shape.
    public var shape: Content
    /// The stroke's colour or gradient.
    public var style: Style
    /// The line width, caps, joins and dashes.
    public var strokeStyle: StrokeStyle
    /// Whether the stroke is antialiased (WidgetShot always antialiases).
    public var isAntialiased: Bool
    /// What is drawn beneath this stroke.
    public var background: Background
    /// An inner stroke of `shape` over `background`.
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        layeredShapeNodes(background, _ShapeView(shape: shape, style: style, mode: .stroke(strokeStyle, inset: true)), context)
    }
}

/// The nodes of a shape layer drawn over `background`: the layer alone when there is nothing
/// beneath it, else the layer as an overlay of the background, so both take the background's frame.
private func layeredShapeNodes<Background: View, Layer: View>(_ background: Background, _ layer: Layer, _ context: ResolveContext) -> [LayoutNode] {
    if background is EmptyView { return Resolver.nodes(layer, context) }
    return Resolver.nodes(background.overlay(layer), context)
}
