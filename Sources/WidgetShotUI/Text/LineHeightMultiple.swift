import Foundation

private struct LineHeightMultipleKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }

extension EnvironmentValues {
    /// SwiftUI's `_lineHeightMultiple` (iOS 14+): "the natural line height of text is multiplied
    /// by this factor (if positive)"; the default is 0 (no change). SwiftUI's interface marks it
    /// `deprecated, renamed: "lineHeightMultiple"`, a name it keeps private; WidgetShot does the
    /// same. Text lays out and draws by `TextLineBox.applying(lineHeightMultiple:to:)`.
    @available(*, deprecated, renamed: "lineHeightMultiple")
    public var _lineHeightMultiple: CGFloat {
        get { lineHeightMultiple }
        set { lineHeightMultiple = newValue }
    }

    /// The value behind `_lineHeightMultiple` (SwiftUI's private name for it).
    var lineHeightMultiple: CGFloat {
        get { self[LineHeightMultipleKey.self] }
        set { self[LineHeightMultipleKey.self] = newValue }
    }
}

/// One laid-out line of text, in points from the top of the text: its line box and baseline.
public struct TextLineBox: Hashable, Sendable {
    /// The top of the line box.
    public var top: CGFloat
    /// The height of the line box.
    public var height: CGFloat
    /// The line's baseline.
    public var baseline: CGFloat
    /// The bottom of the line box.
    public var bottom: CGFloat { top + height }
    /// A line box `height` tall from `top`, its baseline at `baseline` (all from the text's top).
    public init(top: CGFloat, height: CGFloat, baseline: CGFloat) {
        self.top = top
        self.height = height
        self.baseline = baseline
    }

    /// Whether a line-height multiple changes layout: positive, finite and not 1 (SwiftUI: "if
    /// positive"; the default 0 leaves lines alone).
    public static func isActive(lineHeightMultiple m: CGFloat) -> Bool { m.isFinite && m > 0 && m != 1 }

    /// The largest multiple applied: a guard (Apple documents none) that keeps every position far
    /// inside what Cairo and Pango can draw.
    public static let largestLineHeightMultiple: CGFloat = 100

    /// The lines of a text laid out with a line-height multiple, given its natural lines (as laid
    /// out without one, with `lineSpacing` between them).
    ///
    /// TextKit's rule (`NSParagraphStyle.lineHeightMultiple`, which SwiftUI's
    /// `_lineHeightMultiple` documents itself by: "the natural line height … is multiplied by this
    /// factor (if positive)"), implemented here:
    /// - every line box, the first included, is `multiple × natural height`; the gaps between
    ///   boxes (`lineSpacing`) stay as they were;
    /// - the glyphs keep their distance from the bottom of the box (the descent), so what a
    ///   multiple adds or cuts is taken above the glyphs: below 1 the first line's ascenders rise
    ///   above the text's frame (SwiftUI does not clip them), above 1 space opens above each line.
    ///
    /// Sources for the placement: "lineHeightMultiple above 1.0 adds additional space above the
    /// text, while a lineSpacing above 0.0 adds space below the text" (Stack Overflow answer on
    /// Core Text line spacing, mirrored at e-learn.cn/qa/answer/521835/1373927.html), and with a
    /// multiple below 1 a `UITextView` clips the top of its first line unless its top inset grows
    /// by `font.lineHeight − multiple × font.lineHeight` (S. Moore, "Fix Clipping UIFont
    /// lineHeightMultiple", medium.com/@at_underscore, 2015), i.e. the whole cut is above the
    /// first line's glyphs. TextKit then constrains the box by minimum/maximum line heights,
    /// which SwiftUI does not expose. Not measured on a device here.
    public static func applying(lineHeightMultiple m: CGFloat, to natural: [TextLineBox]) -> [TextLineBox] {
        guard isActive(lineHeightMultiple: m) else { return natural }
        let multiple = min(m, largestLineHeightMultiple)
        var result: [TextLineBox] = []
        result.reserveCapacity(natural.count)
        var top: CGFloat = natural.first?.top ?? 0
        for (i, line) in natural.enumerated() {
            if i > 0 {
                let gap = line.top - natural[i - 1].bottom   // lineSpacing, as laid out
                top = result[i - 1].bottom + gap
            }
            let height = multiple * line.height
            let descent = line.bottom - line.baseline
            result.append(TextLineBox(top: top, height: height, baseline: top + height - descent))
        }
        return result
    }
}
