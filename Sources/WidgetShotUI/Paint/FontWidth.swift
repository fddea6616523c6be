import Foundation

extension Font {
    /// A width of the system font — SwiftUI's `Font.Width`
    /// (https://developer.apple.com/documentation/swiftui/font/width).
    ///
    /// The system font's stand-in (Inter) has no width axis, so WidgetShot draws widths as a
    /// synthetic horizontal scale of the standard face (see `Fonts/README.md`): compressed 62.5 %,
    /// condensed 75 %, expanded 125 % — OpenType's nominal widths for the extra-condensed,
    /// condensed and expanded width classes (https://learn.microsoft.com/typography/opentype/spec/os2#uswidthclass);
    /// Apple publishes no ratios for SF Pro's widths. A custom value is drawn at the nearest of
    /// the four. The `value`s are WidgetShot's guesses on SF Pro's width axis. Custom font
    /// families are drawn at their own width.
    public struct Width: Hashable, Sendable {
        /// The width on a −1…1 scale (0 is standard).
        public var value: CGFloat
        /// Creates a width from a value on the −1…1 scale (clamped; NaN is standard).
        public init(_ value: CGFloat) { self.value = value.isFinite ? min(max(value, -1), 1) : 0 }

        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)

        /// The nearest of the four named widths, which the renderer draws.
        public var nearestNamed: Width {
            [Width.compressed, .condensed, .standard, .expanded].min { abs($0.value - value) < abs($1.value - value) }!
        }
    }

    /// This font at a width (system fonts only; see `Font.Width`).
    public func width(_ width: Width) -> Font { modified { $0.width = width } }
}

extension View {
    /// Sets the width of system fonts in this view — SwiftUI's `fontWidth(_:)` (see `Font.Width`).
    public func fontWidth(_ width: Font.Width?) -> some View {
        modifier(EnvironmentWritingModifier { $0.textStyleOverrides.width = width })
    }
}

extension Text {
    /// This text at a font width — SwiftUI's `Text.fontWidth(_:)` (see `Font.Width`).
    public func fontWidth(_ width: Font.Width?) -> Text { modified { if $0.width == nil { $0.width = width } } }
}
