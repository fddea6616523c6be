import Foundation

extension Font {
    /// A width of the system font — SwiftUI's `Font.Width`
    /// (https://developer.apple.com/documentation/swiftui/font/width).
    ///
    /// WidgetShot accepts every width so extensions compile unchanged, and draws them at the
    /// standard width: no open face in the font set has SF Pro's condensed, compressed or
    /// expanded cuts (see `Fonts/README.md`). The `value`s are WidgetShot's guesses on SF Pro's
    /// width axis (Apple publishes none).
    public struct Width: Hashable, Sendable {
        /// The width on a −1…1 scale (0 is standard).
        public var value: CGFloat
        /// Creates a width from a value on the −1…1 scale (clamped; NaN is standard).
        public init(_ value: CGFloat) { self.value = value.isFinite ? min(max(value, -1), 1) : 0 }

        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }

    /// This font at a width (drawn at the standard width; see `Font.Width`).
    public func width(_ width: Width) -> Font { self }
}

extension View {
    /// Sets the width of system fonts in this view — SwiftUI's `fontWidth(_:)` (drawn at the
    /// standard width; see `Font.Width`).
    public func fontWidth(_ width: Font.Width?) -> some View { self }
}

extension Text {
    /// This text at a font width — SwiftUI's `Text.fontWidth(_:)` (drawn at the standard width;
    /// see `Font.Width`).
    public func fontWidth(_ width: Font.Width?) -> Text { self }
}
