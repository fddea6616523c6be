import Foundation

/// A shape style drawn with a blend mode — what `ShapeStyle.blendMode(_:)` returns (iOS 15,
/// https://developer.apple.com/documentation/swiftui/shapestyle/blendmode(_:)): "a new style based
/// on the current style that uses `mode` as its blend mode when drawing".
///
/// It paints as its base style; a shape filled or stroked with it, a background in a shape and a
/// colour or gradient used as a view are composited with the mode, as `View.blendMode(_:)` does
/// for the view drawn (`Circle().fill(.white.blendMode(.overlay))`).
public struct _BlendModeShapeStyle<Base: ShapeStyle>: ShapeStyle, PaintResolvable, ShadowCarryingStyle {
    let base: Base
    let mode: BlendMode
    func paint(in environment: EnvironmentValues) -> Paint { resolvePaint(base, environment) }
    /// The base style's shadows, drawn with it.
    var carriedShadows: [ShadowStyle] { (base as? ShadowCarryingStyle)?.carriedShadows ?? [] }
}

extension ShapeStyle {
    /// This style, composited with `mode` where it draws.
    public func blendMode(_ mode: BlendMode) -> _BlendModeShapeStyle<Self> { _BlendModeShapeStyle(base: self, mode: mode) }
}

/// The blend mode a style carries (the outermost `.blendMode(_:)`), looking through `AnyShapeStyle`
/// and shadow styles; nil for other styles.
func carriedBlendMode(of style: any ShapeStyle) -> BlendMode? {
    switch style {
    case let erased as AnyShapeStyle: return carriedBlendMode(of: erased.base)
    case let carrier as any BlendModeCarrying: return carrier.carriedMode
    default: return nil
    }
}

/// A style that carries a blend mode.
protocol BlendModeCarrying {
    var carriedMode: BlendMode { get }
}

extension _BlendModeShapeStyle: BlendModeCarrying {
    var carriedMode: BlendMode { mode }
}
