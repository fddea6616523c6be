import Foundation

private struct BackgroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }

extension EnvironmentValues {
    /// The style `.background` (and `background()` with no arguments) draws in this context; `nil`
    /// is the system background. https://developer.apple.com/documentation/swiftui/environmentvalues/backgroundstyle
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the default background style in this view's environment: what `.background` and
    /// `background()` draw below it. https://developer.apple.com/documentation/swiftui/view/backgroundstyle(_:)
    ///
    /// ```swift
    /// VStack { Text("Gate B32").padding(8).background() }.backgroundStyle(.blue.gradient)
    /// ```
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.backgroundStyle, AnyShapeStyle(style))
    }
}
