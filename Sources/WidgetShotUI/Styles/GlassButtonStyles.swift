import Foundation

/// iOS 26's Liquid Glass button — SwiftUI's `GlassButtonStyle`
/// (https://developer.apple.com/documentation/swiftui/glassbuttonstyle).
///
/// WidgetShot draws no refraction: the button is drawn as `.bordered` is (Apple: the glass
/// styles are "similar to" the bordered ones), the label in the tint on a translucent fill.
public struct GlassButtonStyle: PrimitiveButtonStyle {
    /// Creates the glass style.
    public init() {}
    /// The button drawn as a bordered button.
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonStyle().makeBody(configuration: configuration)
    }
}

/// iOS 26's prominent Liquid Glass button — SwiftUI's `GlassProminentButtonStyle`
/// (https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/glassprominent:
/// "similar to the borderedProminent style"): the label in white on the tint.
public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
    /// Creates the prominent glass style.
    public init() {}
    /// The button drawn as a bordered prominent button.
    public func makeBody(configuration: Configuration) -> some View {
        BorderedProminentButtonStyle().makeBody(configuration: configuration)
    }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    /// A Liquid Glass button (iOS 26).
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    /// A prominent Liquid Glass button (iOS 26).
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
