import Foundation

/// A 2D shape that is also a view filling its frame with the foreground style — SwiftUI's `Shape`.
///
/// Sizing: a shape takes the proposal, with unspecified axes replaced by 10 (`swiftui-layout` §2.1).
///
/// ```swift
/// struct Triangle: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path { p in p.addLines([CGPoint(x: rect.midX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY),
///                                 CGPoint(x: rect.minX, y: rect.maxY)]); p.closeSubpath() }
///     }
/// }
/// ```
nonisolated public protocol Shape: View {
    /// The shape's outline inside `rect`.
    func path(in rect: CGRect) -> Path
    /// The size the shape chooses for a proposal.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle(), mode: .fill) }

    /// Fills the shape with a style.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, mode: .fill)
    }
    /// Fills the shape with the foreground style.
    public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), mode: .fill)
    }
    /// Strokes the shape's outline, centred on the path.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, mode: .stroke(StrokeStyle(lineWidth: lineWidth), inset: false))
    }
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, mode: .stroke(style, inset: false))
    }
    /// Strokes the outline inside the shape's frame (half the line width inset).
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, mode: .stroke(StrokeStyle(lineWidth: lineWidth), inset: true))
    }
    public func strokeBorder(lineWidth: CGFloat = 1) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), mode: .stroke(StrokeStyle(lineWidth: lineWidth), inset: true))
    }
}

/// Fill rules for shapes.
public struct FillStyle: Hashable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// Line drawing parameters.
public struct StrokeStyle: Hashable {
    public var lineWidth: CGFloat
    /// The endpoint style of a line (Core Graphics' type, as in SwiftUI).
    public var lineCap: CGLineCap
    /// The join type of a line.
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// A shape drawn with a style: the view a `Shape` becomes.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
    /// The shape drawn (`ShapeView.shape`).
    public let shape: Content
    let style: Style
    let mode: ShapeDrawing.Mode

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let shape = self.shape, environment = context.environment
        let drawing = ShapeDrawing(path: { rect in shape.placedPath(in: rect, environment: environment) }, paint: resolvePaint(style, context.environment), mode: mode)
        let kind = (shape as? any NamedShape)?.shapeKind ?? _typeName(Content.self, qualified: false)
        let node = LayoutNode(ShapeLeafLayout(kind: kind, sizing: { shape.sizeThatFits($0) }), content: .shape(drawing))
        node.effects += shadowEffects(of: style, environment)
        return [node]
    }
}

/// How a shape leaf is drawn.
public struct ShapeDrawing {
    public enum Mode: Hashable {
        case fill
        /// A stroke; `inset` strokes inside the frame (`strokeBorder`).
        case stroke(StrokeStyle, inset: Bool)
    }
    /// The outline for the leaf's frame.
    public let path: (CGRect) -> Path
    public let paint: Paint
    public let mode: Mode
}

/// Leaf layout of shapes, colours and gradients: the proposal with unspecified axes as 10 (§2.1).
struct ShapeLeafLayout: LayoutBehavior {
    let kind: String
    let sizing: (ProposedViewSize) -> CGSize
    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize { sizing(proposal) }
}

/// `ShapeLeafLayout` with the fill sizing of colours and styles (unspecified axes as 10), without
/// the sizing closure: a `kind` alone fits in an existential's inline buffer, so a colour's node
/// allocates no box for its behaviour (issue 21).
struct FillLeafLayout: LayoutBehavior {
    let kind: String
    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize { proposal.replacingUnspecifiedDimensions() }
}

/// A node that fills its frame with a style (colours and gradients used as views).
func styleNode(_ style: any ShapeStyle, kind: String, _ context: ResolveContext) -> LayoutNode {
    let node = styleNode(paint: resolvePaint(style, context.environment), kind: kind)
    node.effects += shadowEffects(of: style, context.environment)
    return node
}

/// A node that fills its frame with `paint`.
func styleNode(paint: Paint, kind: String) -> LayoutNode {
    let drawing = ShapeDrawing(path: { Path($0) }, paint: paint, mode: .fill)
    return LayoutNode(FillLeafLayout(kind: kind), content: .shape(drawing))
}

extension Color: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }
    /// A colour paints itself and carries no shadow: its paint is read directly, without the
    /// `as? any PaintResolvable` and `as? ShadowCarryingStyle` casts of `any ShapeStyle` (about
    /// 1,500 instructions each, issue 21).
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] { [styleNode(paint: paint(in: context.environment), kind: "Color")] }
}
