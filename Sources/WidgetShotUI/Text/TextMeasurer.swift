import Foundation

/// Vertical metrics of a font, in points (descent is positive, below the baseline).
public struct FontMetrics: Hashable, Sendable {
    public var ascent: CGFloat
    public var descent: CGFloat
    public var leading: CGFloat
    public var capHeight: CGFloat
    public init(ascent: CGFloat, descent: CGFloat, leading: CGFloat, capHeight: CGFloat) {
        self.ascent = ascent
        self.descent = descent
        self.leading = leading
        self.capHeight = capHeight
    }
    /// Ascent + descent.
    public var lineHeight: CGFloat { ascent + descent }
}

/// One run of text with its resolved font.
public struct TextRun: Hashable {
    public var string: String
    public var font: ResolvedFont
    /// Extra space after each character, in points.
    public var kerning: CGFloat
    /// Vertical shift from the baseline, in points (positive is up).
    public var baselineOffset: CGFloat
    /// For an image inside the text: the box it takes in place of the run's one character.
    public var attachment: TextAttachment.Box?
    public init(string: String, font: ResolvedFont, kerning: CGFloat = 0, baselineOffset: CGFloat = 0, attachment: TextAttachment.Box? = nil) {
        self.string = string
        self.attachment = attachment
        self.font = font
        self.kerning = kerning.isFinite ? kerning : 0
        self.baselineOffset = baselineOffset.isFinite ? baselineOffset : 0
    }
}

/// Everything a measurer needs to lay out one `Text`.
public struct TextLayoutRequest: Hashable {
    public var runs: [TextRun]
    public var lineLimit: Int?
    public var truncationMode: Text.TruncationMode
    public var alignment: TextAlignment
    public var minimumScaleFactor: CGFloat
    public var lineSpacing: CGFloat
    /// `_lineHeightMultiple`: each line box is this multiple of its natural height, the change
    /// taken above the glyphs (`TextLineBox.applying(lineHeightMultiple:to:)`); 0 or 1: none.
    public var lineHeightMultiple: CGFloat
    /// The display scale the text will be drawn at (measurers may lay out at device resolution).
    public var displayScale: CGFloat
    /// Whether letter spacing may tighten before the text truncates.
    public var allowsTightening: Bool
    /// The text's language (a locale identifier such as `ja_JP`), which picks language-specific
    /// glyph forms (Japanese vs Chinese Han); `nil` is English.
    public var language: String?
    /// `\.layoutDirection`. Lines align by it (`.leading` is the right edge in right-to-left
    /// layouts, like SwiftUI's leading alignment); each paragraph's own direction comes from its
    /// first strong character (Unicode bidi P2–P3), this direction when it has none.
    public var layoutDirection: LayoutDirection
    /// The whole text as one string.
    public var string: String { runs.map(\.string).joined() }

    public init(runs: [TextRun], lineLimit: Int? = nil, truncationMode: Text.TruncationMode = .tail, alignment: TextAlignment = .leading,
                minimumScaleFactor: CGFloat = 1, lineSpacing: CGFloat = 0, displayScale: CGFloat = 1, allowsTightening: Bool = false,
                language: String? = nil, layoutDirection: LayoutDirection = .leftToRight, lineHeightMultiple: CGFloat = 0) {
        self.layoutDirection = layoutDirection
        self.lineHeightMultiple = lineHeightMultiple.isFinite ? lineHeightMultiple : 0
        self.allowsTightening = allowsTightening
        self.language = language
        self.runs = runs
        self.lineLimit = lineLimit
        self.truncationMode = truncationMode
        self.alignment = alignment
        self.minimumScaleFactor = minimumScaleFactor
        self.lineSpacing = lineSpacing
        self.displayScale = displayScale
        self.language = language
    }
}

/// The measured layout of a text for one proposal, in unrounded points.
public struct TextMeasurement: Hashable {
    /// The width of the widest laid-out line and the height of the shown lines.
    public var size: CGSize
    /// Distance from the top to the first line's baseline.
    public var firstBaseline: CGFloat
    /// Distance from the top to the last shown line's baseline.
    public var lastBaseline: CGFloat
    /// The shown lines (after wrapping, limiting and truncation).
    public var lines: [String]
    /// Whether text was cut (ellipsis) or scaled to fit.
    public var isTruncated: Bool
    /// The scale applied through `minimumScaleFactor` (1 when none).
    public var scale: CGFloat
    /// Whether characters are not shown (an ellipsis, dropped lines) — unlike text that
    /// `minimumScaleFactor` shrank until it fit, which shows everything. Defaults to
    /// `isTruncated` for measurers that do not tell the two apart.
    public var isCut: Bool
    public init(size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat, lines: [String], isTruncated: Bool = false, scale: CGFloat = 1,
                isCut: Bool? = nil) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lines = lines
        self.isTruncated = isTruncated
        self.scale = scale
        self.isCut = isCut ?? isTruncated
    }
}

/// Measures text for layout. The layout engine asks it; the Cairo/Pango backend implements it
/// with real fonts, and tests use `FixedAdvanceTextMeasurer`.
///
/// `width`/`height` are the proposal: `nil` means unlimited (the ideal, one line per paragraph).
/// The engine rounds the answer up to the pixel grid (`swiftui-layout` §2.4).
public protocol TextMeasurer {
    /// Lays out `request` within the proposed width and height.
    func measure(_ request: TextLayoutRequest, width: CGFloat?, height: CGFloat?) -> TextMeasurement
    /// The vertical metrics of a font (used for text spacing).
    func metrics(for font: ResolvedFont) -> FontMetrics
    /// The size of an SF Symbol drawn with `font`, or `nil` if the name is unknown.
    func symbolSize(named name: String, font: ResolvedFont) -> CGSize?
}

extension TextMeasurer {
    /// By default a symbol is a square one line high.
    public func symbolSize(named name: String, font: ResolvedFont) -> CGSize? {
        let h = metrics(for: font).lineHeight
        return CGSize(width: h, height: h)
    }
}
