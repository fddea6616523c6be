import Foundation

/// A shadow a shape style carries — SwiftUI's `ShadowStyle` (iOS 16).
/// https://developer.apple.com/documentation/swiftui/shadowstyle
public struct ShadowStyle: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case drop, inner }
    let kind: Kind
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat

    /// A shadow outside the shape (default colour as `View.shadow`: black at 33 %, linear sRGB).
    public static func drop(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: radius, x: x, y: y)
    }

    /// A shadow inside the shape's edges (default colour: black at 55 %, linear sRGB, per Apple's
    /// declaration): the style is painted, then the shadow its edges cast inwards — the inverse
    /// of the shape's coverage, offset by `x`, `y` and blurred as a drop shadow is (σ = radius),
    /// drawn over the fill inside the shape.
    public static func inner(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: radius, x: x, y: y)
    }

    /// The render effect this shadow adds to what a style paints, its colour resolved in `environment`.
    func effect(in environment: EnvironmentValues) -> RenderEffect {
        let c: RGBA = color.resolve(in: environment), r = max(radius.isNaN ? 0 : radius, 0)
        return kind == .drop ? .shadow(color: c, radius: r, x: x, y: y) : .innerShadow(color: c, radius: r, x: x, y: y)
    }
}

/// A shape style that carries shadows (`_ShadowShapeStyle`, also nested: a style with two shadows).
protocol ShadowCarryingStyle {
    /// The shadows, innermost first (the order they were added).
    var carriedShadows: [ShadowStyle] { get }
}

/// The render effects of the shadows a style carries (none for other styles): what a shape, a
/// colour or a gradient view filled with the style adds to its node, so `.fill(.blue.shadow(.inner(radius: 4)))`,
/// `.background(.red.shadow(.drop(radius: 2)), in: .rect(cornerRadius: 8))` and
/// `Color.green.shadow(.inner(radius: 3))` as a view all draw their shadow.
func shadowEffects(of style: any ShapeStyle, _ environment: EnvironmentValues) -> [RenderEffect] {
    // A custom style draws as what it resolves to, shadows and blend mode included.
    let style = style is any PaintResolvable ? style : concreteStyle(style, environment)
    // A style with a blend mode (`.white.blendMode(.overlay)`, also inside `AnyShapeStyle`)
    // composites the drawing with it (`BlendModeShapeStyle.swift`).
    let blend = carriedBlendMode(of: style).map { [RenderEffect.blendMode($0)] } ?? []
    guard let carrier = style as? ShadowCarryingStyle else { return blend }
    return carrier.carriedShadows.map { $0.effect(in: environment) } + blend
}

/// A shape style with a shadow: paints as its base style; the shadow is drawn when the style fills
/// a shape or a view's background (`Circle().fill(.blue.shadow(.drop(radius: 2)))`), or, through
/// `foregroundStyle(_:)`, over or behind the views it styles.
public struct _ShadowShapeStyle<Base: ShapeStyle>: ShapeStyle, PaintResolvable, ShadowCarryingStyle {
    let base: Base
    let shadow: ShadowStyle
    func paint(in environment: EnvironmentValues) -> Paint { resolvePaint(base, environment) }
    var carriedShadows: [ShadowStyle] { ((base as? ShadowCarryingStyle)?.carriedShadows ?? []) + [shadow] }
}

extension ShapeStyle {
    /// This style with a shadow (`.blue.shadow(.drop(radius: 3))`, `.red.shadow(.inner(radius: 2))`).
    public func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<Self> { _ShadowShapeStyle(base: self, shadow: style) }
}

extension ShapeStyle where Self == _ShadowShapeStyle<ForegroundStyle> {
    /// The current foreground style with a shadow (`.fill(.shadow(.inner(radius: 4)))`).
    public static func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<ForegroundStyle> { _ShadowShapeStyle(base: ForegroundStyle(), shadow: style) }
}

extension View {
    /// Sets a foreground style that carries shadows: the base style styles text, symbols and
    /// shapes as `foregroundStyle` does, and each shadow is drawn for this view's drawing as a
    /// whole (inner shadows inside its ink, drop shadows behind it). SwiftUI applies the shadow to
    /// each foreground-styled element; for a text, a symbol or a shape that is the same picture.
    public func foregroundStyle<S: ShapeStyle>(_ style: _ShadowShapeStyle<S>) -> some View {
        foregroundStyle(style.base).modifier(ShadowStyleEffectsModifier(shadows: style.carriedShadows))
    }
}

/// Adds the effects of shadow styles to this view's nodes, their colours resolved in its environment.
struct ShadowStyleEffectsModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let shadows: [ShadowStyle]
    func resolve(_ content: (ResolveContext) -> [LayoutNode], _ context: ResolveContext) -> [LayoutNode] {
        let nodes = content(context)
        let effects = shadows.map { $0.effect(in: context.environment) }
        for n in nodes { n.effects += effects }
        return nodes
    }
}
