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
    /// declaration). WidgetShot paints the style without the inner shadow.
    public static func inner(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: radius, x: x, y: y)
    }
}

/// A shape style with a shadow: paints as its base style; a drop shadow is drawn when the style
/// fills or strokes a shape (`Circle().fill(.blue.shadow(.drop(radius: 2)))`).
public struct _ShadowShapeStyle<Base: ShapeStyle>: ShapeStyle, PaintResolvable {
    let base: Base
    let shadow: ShadowStyle
    func paint(in environment: EnvironmentValues) -> Paint { resolvePaint(base, environment) }
}

extension ShapeStyle {
    /// This style with a shadow (`.blue.shadow(.drop(radius: 3))`).
    public func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<Self> { _ShadowShapeStyle(base: self, shadow: style) }
}

extension Shape {
    /// Fills the shape with a shadowed style: the base style, with the drop shadow behind it.
    public func fill<S: ShapeStyle>(_ content: _ShadowShapeStyle<S>, style: FillStyle = FillStyle()) -> some View {
        let s = content.shadow
        return fill(content.base, style: style)
            .shadow(color: s.kind == .drop ? s.color : .clear, radius: s.kind == .drop ? s.radius : 0, x: s.x, y: s.y)
    }
}
