import Foundation

/// The light or dark appearance.
public enum ColorScheme: String, CaseIterable, Hashable, Sendable, Codable {
    case light, dark
}

/// The direction of a horizontal layout: SwiftUI flips the x position of each view within its
/// parent in `.rightToLeft` (see `Layout/RightToLeft.swift`).
/// <https://developer.apple.com/documentation/swiftui/layoutdirection>
public enum LayoutDirection: String, CaseIterable, Hashable, Sendable {
    case leftToRight, rightToLeft
}

/// The Dynamic Type size; `.large` is the default.
public enum DynamicTypeSize: Int, CaseIterable, Comparable, Hashable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    public static func < (l: Self, r: Self) -> Bool { l.rawValue < r.rawValue }
    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// Why a view's content is redacted.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Placeholder content (widget placeholders).
    public static let placeholder = RedactionReasons(rawValue: 1)
    /// Privacy-sensitive content.
    public static let privacy = RedactionReasons(rawValue: 2)
    /// Content that is out of date.
    public static let invalidated = RedactionReasons(rawValue: 4)
}

/// How lines of multiline text align.
public enum TextAlignment: String, CaseIterable, Hashable, Sendable {
    case leading, center, trailing
}

private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue = RedactionReasons() }
private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
private struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private struct ForegroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
private struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }
private struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone(identifier: "UTC")! }
private struct CalendarKey: EnvironmentKey { static let defaultValue = Calendar(identifier: .gregorian) }
private struct StackOrientationKey: EnvironmentKey { static let defaultValue: Axis? = nil }
private struct TextStyleOverridesKey: EnvironmentKey { static let defaultValue = TextStyleOverrides() }

/// Font changes applied by view modifiers (`.bold()`, `.fontWeight(_:)`…) above a `Text`.
struct TextStyleOverrides {
    var weight: Font.Weight?
    var italic = false
    var monospacedDigit = false
    var width: Font.Width?
    /// The `textScale` factor applied to the resolved font size (1: the font's own size).
    var scale: CGFloat = 1
}

extension EnvironmentValues {
    /// The display scale (points to pixels): 1, 2 or 3.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
    /// The pixel length, `1 / displayScale`.
    public var pixelLength: CGFloat { 1 / max(displayScale, 1e-6) }
    /// The light or dark appearance.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
    /// The default font for text in the view (`nil` means `.body`).
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
    /// The Dynamic Type size, within the limits of any `dynamicTypeSize(_:)` range above.
    public var dynamicTypeSize: DynamicTypeSize {
        get { dynamicTypeSizeLimit.clamp(self[DynamicTypeSizeKey.self]) }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
    /// Why content is redacted (`.placeholder` for widget placeholders).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
    /// The layout direction; renders set it from their locale (`LayoutDirection(locale:)`).
    /// <https://developer.apple.com/documentation/swiftui/environmentvalues/layoutdirection>
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
    /// The maximum number of lines text may occupy (`nil`: no limit).
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }
    /// How text is truncated when it does not fit.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }
    /// How the lines of multiline text align.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }
    /// The smallest scale text may shrink to before truncating.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }
    /// Extra space between lines of text.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }
    /// The locale used to format text and look up strings (en_US by default; never the machine's).
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
    /// The time zone used to format dates (UTC by default, for determinism).
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
    /// The calendar used to format dates.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }
    var stackOrientation: Axis? {
        get { self[StackOrientationKey.self] }
        set { self[StackOrientationKey.self] = newValue }
    }
    var textStyleOverrides: TextStyleOverrides {
        get { self[TextStyleOverridesKey.self] }
        set { self[TextStyleOverridesKey.self] = newValue }
    }
}
