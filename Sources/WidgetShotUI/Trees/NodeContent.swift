import Foundation

/// What a leaf draws itself.
public enum NodeContent {
    case none
    case shape(ShapeDrawing)
    case text(ResolvedText)
    case image(ResolvedImage)
}

/// A drawing effect on a subtree, applied in the order the modifiers were written (innermost
/// first). Effects never change layout.
public enum RenderEffect {
    /// Multiplies the subtree's alpha.
    case opacity(Double)
    /// Clips the subtree to a shape laid in the node's frame.
    case clip(shape: (CGRect) -> Path, antialiased: Bool)
    /// Draws a blurred, offset copy of the subtree's alpha in `color` behind it.
    case shadow(color: RGBA, radius: CGFloat, x: CGFloat, y: CGFloat)
    /// `ShadowStyle.inner`: over the subtree, `color` where the blurred, offset inverse of its
    /// alpha falls inside it — a shadow cast inwards from its edges.
    case innerShadow(color: RGBA, radius: CGFloat, x: CGFloat, y: CGFloat)
    /// Rotates the subtree around an anchor of the node's frame.
    case rotation(Angle, anchor: UnitPoint)
    /// Scales the subtree around an anchor of the node's frame.
    case scale(CGSize, anchor: UnitPoint)
    /// Gaussian blur of the subtree.
    case blur(radius: CGFloat)
    /// The subtree keeps its space but is not drawn.
    case hidden
    /// `widgetAccentable(_:)`: the subtree is (or is not) in the widget's accent group.
    case widgetAccentable(Bool)
    /// `.blendMode(_:)`: the subtree is drawn into a layer and composited with this mode.
    case blendMode(BlendMode)
    /// A colour filter (`grayscale`, `saturation`, `brightness`, `contrast`, `hueRotation`,
    /// `colorInvert`, `colorMultiply`, `luminanceToAlpha`): the subtree is drawn into a layer and
    /// each pixel's straight RGBA is multiplied by the matrix.
    case colorMatrix(ColorMatrix)
    /// Bends the subtree along a circle around `center`, both points in the node's coordinates
    /// (from its frame's origin): the straight line through `through` perpendicular to the radius
    /// there is laid on the circle through `through`; distances along it become arc lengths,
    /// distances across it radial offsets. WidgetKit's `accessoryCorner` labels follow the dial so.
    case bend(center: CGPoint, through: CGPoint)
}
