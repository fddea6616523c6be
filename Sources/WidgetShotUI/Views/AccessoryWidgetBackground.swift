import Foundation

/// The translucent backdrop of a Lock Screen accessory widget — WidgetKit's
/// `AccessoryWidgetBackground`: it fills its frame following the widget's shape (a circle in
/// `accessoryCircular`, a rounded rectangle in `accessoryRectangular`, through the widget's mask).
///
/// Apple does not publish its opacity; WidgetShot fills white at 25% — it reads as the grey
/// disc seen behind circular Lock Screen widgets once the vibrant rendering turns luminance into
/// alpha — and the vibrant backdrop of the chrome (14% white) shows through. On the Lock Screen
/// it is a material: the wallpaper under it is drawn blurred (its node is named
/// `AccessoryWidgetBackground` in the placed tree, which the widget renderer looks for).
///
/// ```swift
/// ZStack {
///     AccessoryWidgetBackground()
///     Image(systemName: "drop.fill")
/// }
/// ```
public struct AccessoryWidgetBackground: View {
    /// Creates the background.
    public init() {}
    public var body: some View {
        AccessoryWidgetBackgroundShape().fill(Color.white.opacity(0.25))
    }
}

/// The widget's container shape, named `AccessoryWidgetBackground` in the placed tree so the
/// Lock Screen can put its material (the blurred wallpaper) under it.
struct AccessoryWidgetBackgroundShape: Shape, NamedShape {
    var shapeKind: String { "AccessoryWidgetBackground" }
    func path(in rect: CGRect) -> Path { ContainerRelativeShape().path(in: rect) }
}

extension View {
    /// A label shown beside an accessory widget on watchOS. iOS ignores widget labels ("The
    /// system ignores any labels attached to widgets on the Lock Screen on iPhone" —
    /// https://developer.apple.com/documentation/swiftui/view/widgetlabel(label:)), and so does
    /// WidgetShot unless `\.showsWidgetLabel` is true: on an Apple Watch's `accessoryCorner`
    /// complication, where the label (text or gauge) is drawn along the bezel beside the content
    /// (`WidgetChrome`, `CornerWidgetLabel`).
    public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View { modifier(WidgetLabelModifier(label: label())) }
    /// A text widget label (see `widgetLabel(label:)`).
    public func widgetLabel(_ labelKey: LocalizedStringKey) -> some View { modifier(WidgetLabelModifier(label: Text(labelKey))) }
    /// A text widget label (see `widgetLabel(label:)`).
    @_disfavoredOverload
    public func widgetLabel<S: StringProtocol>(_ label: S) -> some View { modifier(WidgetLabelModifier(label: Text(label))) }
    /// A widget label view (see `widgetLabel(label:)`).
    public func widgetLabel<Label: View>(label: Label) -> some View { modifier(WidgetLabelModifier(label: label)) }

    /// Displays the widget's content along a curve if the context allows it — SwiftUI's
    /// `widgetCurvesContent(_:)` (iOS 17, watchOS 10). Only an `accessoryCorner` complication on a
    /// watch face curves its content ("The system positions the widget's content along a curve
    /// that follows the corner of the watch face when displaying a accessoryCorner complication"
    /// — https://developer.apple.com/documentation/swiftui/view/widgetcurvescontent(_:)); iOS has
    /// no such context, so the content draws as it is, as on iPhone.
    public func widgetCurvesContent(_ curvesContent: Bool = true) -> some View { self }
}
