import Foundation

extension Text {
    /// A logical text size relative to the font in use — SwiftUI's `Text.Scale` (iOS 17,
    /// https://developer.apple.com/documentation/swiftui/text/scale): `.secondary` for text that
    /// accompanies larger text (a unit beside a number).
    ///
    /// Apple does not document the ratio of the secondary scale; WidgetShot draws it at 80% of
    /// the font's size (a guess from iOS screenshots, about one text style smaller: body's 17 pt → 13.6 pt).
    public struct Scale: Equatable, Hashable, Sendable {
        let factor: CGFloat
        /// The font's own size.
        public static let `default` = Scale(factor: 1)
        /// The secondary scale (80% here, see ``Text/Scale``).
        public static let secondary = Scale(factor: 0.8)
    }
}

extension View {
    /// Draws text in this view at a text scale (iOS 17); `isEnabled: false` leaves the scale as it is.
    /// https://developer.apple.com/documentation/swiftui/view/textscale(_:isenabled:)
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
        modifier(EnvironmentWritingModifier { if isEnabled { $0.textStyleOverrides.scale = scale.factor } })
    }
}
