import Foundation

private struct ScrollContentBackgroundKey: EnvironmentKey { static let defaultValue: Visibility = .automatic }

extension EnvironmentValues {
    /// Whether lists and forms draw their system background (`.scrollContentBackground(_:)`).
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}

extension View {
    /// Shows or hides the system background of the scrollable views in this view — SwiftUI's
    /// `scrollContentBackground(_:)` (iOS 16). With `.hidden`, a `List` or `Form` no longer draws
    /// its grouped (or plain) background, so what lies behind it shows; its section cards stay.
    ///
    /// ```swift
    /// Form { … }.scrollContentBackground(.hidden).background(gradient)
    /// ```
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackground, visibility)
    }
}
