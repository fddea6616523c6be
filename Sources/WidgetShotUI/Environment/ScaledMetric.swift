import Foundation

/// A dynamic property that scales a numeric value — SwiftUI's `ScaledMetric`
/// (https://developer.apple.com/documentation/swiftui/scaledmetric).
///
/// The value given is the one at the default Dynamic Type size (Large); read in a view's `body`,
/// it is scaled by the ratio of the text style's point size at the environment's
/// `dynamicTypeSize` to its size at Large (the HIG table in `Font.swift`), which is how
/// `UIFontMetrics.scaledValue(for:)` scales (Apple does not publish its curve; WidgetShot uses
/// the point-size ratio, so a value scaled relative to `.body` grows exactly as body text does).
///
/// ```swift
/// struct Badge: View {
///     @ScaledMetric(relativeTo: .title3) var size: CGFloat = 20   // 26 at xxxLarge
///     var body: some View { Circle().frame(width: size, height: size) }
/// }
/// ```
@propertyWrapper
public struct ScaledMetric<Value>: DynamicProperty where Value: BinaryFloatingPoint {
    private let baseValue: Value
    private let textStyle: Font.TextStyle

    /// "Creates the scaled metric with an unscaled value using the default scaling" (body)
    /// (https://developer.apple.com/documentation/swiftui/scaledmetric/init(wrappedvalue:)).
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// "Creates the scaled metric with an unscaled value and a text style to scale relative to"
    /// (https://developer.apple.com/documentation/swiftui/scaledmetric/init(wrappedvalue:relativeto:)).
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
        self.textStyle = textStyle
    }

    /// "The value scaled based on the current environment": the Dynamic Type size of the view
    /// whose `body` reads it (Large outside of a render).
    public var wrappedValue: Value {
        baseValue * Value(TextStyleMetrics.scale(textStyle, EnvironmentValues.evaluatingDynamicTypeSize))
    }
}
