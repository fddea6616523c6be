import Foundation

extension Text {
    /// A case transformation applied to text — SwiftUI's `Text.Case`.
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }

    /// The style of an underline or strikethrough — SwiftUI's `Text.LineStyle`. WidgetShot draws
    /// every pattern as a solid line (Pango has no dashed decorations).
    public struct LineStyle: Hashable, Sendable {
        /// The dash pattern of a line.
        public struct Pattern: Hashable, Sendable {
            let name: String
            public static let solid = Pattern(name: "solid")
            public static let dot = Pattern(name: "dot")
            public static let dash = Pattern(name: "dash")
            public static let dashDot = Pattern(name: "dashDot")
            public static let dashDotDot = Pattern(name: "dashDotDot")
        }
        public var pattern: Pattern
        public var color: Color?
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }
        /// A solid line in the text colour.
        public static let single = LineStyle()
    }
}

/// Text attributes set by view modifiers above a `Text` (`.underline()`, `.kerning(_:)`…).
struct TextDecorationOverrides {
    var underline: Text.Decoration?
    var strikethrough: Text.Decoration?
    var kerning: CGFloat?
    var baselineOffset: CGFloat?
    var monospaced = false
    var design: Font.Design?
    /// Lines the text reserves height for (`lineLimit(_:reservesSpace:)`, `lineLimit(2...3)`).
    var reservedLines: Int?
}

private struct RenderDateKey: EnvironmentKey { static let defaultValue: Date? = nil }
private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }
private struct AllowsTighteningKey: EnvironmentKey { static let defaultValue = false }
private struct TextDecorationOverridesKey: EnvironmentKey { static let defaultValue = TextDecorationOverrides() }

extension EnvironmentValues {
    /// "Now" for this render (WidgetShot's own value, not SwiftUI's): the widget entry's date
    /// when `WidgetRenderer` renders an entry. `Text(_:style:)` timers and relative dates,
    /// `Text(timerInterval:)` and `TimeDataSource.currentDate` count from it. When never set it is
    /// the machine clock at the moment of reading — set it for reproducible images.
    public var renderDate: Date {
        get { self[RenderDateKey.self] ?? Date() }
        set { self[RenderDateKey.self] = newValue }
    }
    /// The case transformation of text in this view (`nil`: as written).
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
    /// Whether text may tighten its letter spacing to fit before truncating.
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }
    var textDecorationOverrides: TextDecorationOverrides {
        get { self[TextDecorationOverridesKey.self] }
        set { self[TextDecorationOverridesKey.self] = newValue }
    }
}

extension View {
    /// Transforms the case of text in this view: `.textCase(.uppercase)` (locale-aware).
    public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }
    /// Lets text in this view tighten its letter spacing (up to about 5 % of the font size,
    /// a guess) before it truncates.
    public func allowsTightening(_ flag: Bool) -> some View { environment(\.allowsTightening, flag) }
    /// Adds space between the characters of text in this view.
    public func kerning(_ kerning: CGFloat) -> some View {
        modifier(EnvironmentWritingModifier { $0.textDecorationOverrides.kerning = kerning.isFinite ? kerning : 0 })
    }
    /// Adds space between the characters of text in this view (drawn as kerning).
    public func tracking(_ tracking: CGFloat) -> some View { kerning(tracking) }
    /// Raises (positive) or lowers text in this view from its baseline.
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        modifier(EnvironmentWritingModifier { $0.textDecorationOverrides.baselineOffset = baselineOffset.isFinite ? baselineOffset : 0 })
    }
    /// Underlines text in this view (every pattern is drawn solid).
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        modifier(EnvironmentWritingModifier { $0.textDecorationOverrides.underline = Text.Decoration(isActive: isActive, color: color) })
    }
    /// Strikes through text in this view (every pattern is drawn solid).
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        modifier(EnvironmentWritingModifier { $0.textDecorationOverrides.strikethrough = Text.Decoration(isActive: isActive, color: color) })
    }
    /// Limits text to `limit` lines; with `reservesSpace` it is always that many lines tall.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        let n = max(limit, 1)
        return modifier(EnvironmentWritingModifier {
            $0.lineLimit = n
            $0.textDecorationOverrides.reservedLines = reservesSpace ? n : nil
        })
    }
    /// At least `limit.lowerBound` lines tall, at most `limit.upperBound` lines.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        let upper = max(limit.upperBound, 1)
        return modifier(EnvironmentWritingModifier {
            $0.lineLimit = upper
            $0.textDecorationOverrides.reservedLines = min(max(limit.lowerBound, 1), upper)
        })
    }
    /// At least `limit.lowerBound` lines tall, no upper limit.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        modifier(EnvironmentWritingModifier {
            $0.lineLimit = nil
            $0.textDecorationOverrides.reservedLines = max(limit.lowerBound, 1)
        })
    }
    /// At most `limit.upperBound` lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { lineLimit(max(limit.upperBound, 1)) }

    /// Sets the font design (`.rounded`, `.serif`, `.monospaced`) of text in this view.
    public func fontDesign(_ design: Font.Design?) -> some View {
        modifier(EnvironmentWritingModifier { $0.textDecorationOverrides.design = design })
    }
    /// Uses the monospaced variant of the font for text in this view.
    public func monospaced(_ isActive: Bool = true) -> some View {
        modifier(EnvironmentWritingModifier { if isActive { $0.textDecorationOverrides.monospaced = true } })
    }
}
