import Foundation

extension View {
    /// Draws this view bent along a circle around `center` (`RenderEffect.bend`), both points in
    /// the view's own coordinates: the straight line through `through`, perpendicular to the
    /// radius there, follows the circle. WidgetShot's stand-in for how watchOS curves an
    /// `accessoryCorner` complication's `widgetLabel` along the dial; layout is unchanged.
    package func bentAlongCircle(center: CGPoint, through: CGPoint) -> some View {
        modifier(EffectsModifier(effects: [.bend(center: center, through: through)]))
    }
}
