import Foundation
import WidgetShotFoundation
import WidgetShotUI

/// How a line that does not fit is broken or cut — UIKit's `NSLineBreakMode` (Apple's raw values).
public enum NSLineBreakMode: Int, Sendable {
    /// Wrap at word boundaries (the default).
    case byWordWrapping = 0
    /// Wrap at any character.
    case byCharWrapping = 1
    /// Cut at the edge.
    case byClipping = 2
    /// "…" at the start.
    case byTruncatingHead = 3
    /// "…" at the end.
    case byTruncatingTail = 4
    /// "…" in the middle.
    case byTruncatingMiddle = 5
}

/// The direction text is written in — UIKit's `NSWritingDirection` (Apple's raw values).
public enum NSWritingDirection: Int, Sendable {
    /// The direction the Unicode bidirectional algorithm finds.
    case natural = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

/// The layout of a paragraph in attributed text (the `.paragraphStyle` attribute) — UIKit's
/// `NSParagraphStyle` (https://developer.apple.com/documentation/uikit/nsparagraphstyle),
/// immutable; `NSMutableParagraphStyle` changes it. The defaults are UIKit's: everything 0,
/// `.natural` alignment and writing direction, word wrapping, a 28 pt default tab interval.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// The values, shared by the immutable and mutable classes.
    struct Values: Equatable {
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var alignment: NSTextAlignment = .natural
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        var baseWritingDirection: NSWritingDirection = .natural
        var lineHeightMultiple: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var hyphenationFactor: Float = 0
        var usesDefaultHyphenation = false
        var defaultTabInterval: CGFloat = 28
        var allowsDefaultTighteningForTruncation = false
    }
    var values: Values

    /// A paragraph style with UIKit's defaults.
    public override init() {
        values = Values()
        super.init()
    }
    init(values: Values) {
        self.values = values
        super.init()
    }

    /// The default paragraph style.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }
    /// The writing direction of a language (`nil`: the render locale's): right to left for
    /// Arabic, Hebrew, Persian, Urdu…, as ICU's character orientation says.
    open class func defaultWritingDirection(forLanguage languageName: String?) -> NSWritingDirection {
        let locale = languageName.map(Locale.init(identifier:)) ?? WidgetShotLocale.current
        return LayoutDirection(locale: locale) == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// Extra space between lines, in points.
    open var lineSpacing: CGFloat { values.lineSpacing }
    /// Space after the paragraph.
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    /// The text's alignment.
    open var alignment: NSTextAlignment { values.alignment }
    /// The indent of lines after the first.
    open var headIndent: CGFloat { values.headIndent }
    /// The trailing indent (positive: from the leading margin; negative: from the trailing one).
    open var tailIndent: CGFloat { values.tailIndent }
    /// The first line's indent.
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    /// The smallest line height (0: none).
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// The largest line height (0: none).
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    /// How lines that do not fit break.
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    /// The base writing direction.
    open var baseWritingDirection: NSWritingDirection { values.baseWritingDirection }
    /// The factor the natural line height is multiplied by (0: none).
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    /// Space before the paragraph.
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    /// How eagerly words are hyphenated (0…1).
    open var hyphenationFactor: Float { values.hyphenationFactor }
    /// Whether the system's hyphenation applies (iOS 15).
    open var usesDefaultHyphenation: Bool { values.usesDefaultHyphenation }
    /// The interval of the default tab stops.
    open var defaultTabInterval: CGFloat { values.defaultTabInterval }
    /// Whether characters may be tightened before truncating.
    open var allowsDefaultTighteningForTruncation: Bool { values.allowsDefaultTighteningForTruncation }

    /// An immutable copy.
    open func copy(with zone: NSZone? = nil) -> Any { NSParagraphStyle(values: values) }
    /// A mutable copy.
    open func mutableCopy(with zone: NSZone? = nil) -> Any { NSMutableParagraphStyle(values: values) }
    /// Equal when every value is.
    open override func isEqual(_ object: Any?) -> Bool { (object as? NSParagraphStyle)?.values == values }
    /// A hash of the main values.
    open override var hash: Int { var h = Hasher(); h.combine(values.lineSpacing); h.combine(values.alignment); h.combine(values.lineHeightMultiple); return h.finalize() }
}

/// A paragraph style that can be changed — UIKit's `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// Extra space between lines, in points.
    open override var lineSpacing: CGFloat { get { values.lineSpacing } set { values.lineSpacing = newValue } }
    /// Space after the paragraph.
    open override var paragraphSpacing: CGFloat { get { values.paragraphSpacing } set { values.paragraphSpacing = newValue } }
    /// The text's alignment.
    open override var alignment: NSTextAlignment { get { values.alignment } set { values.alignment = newValue } }
    /// The indent of lines after the first.
    open override var headIndent: CGFloat { get { values.headIndent } set { values.headIndent = newValue } }
    /// The trailing indent.
    open override var tailIndent: CGFloat { get { values.tailIndent } set { values.tailIndent = newValue } }
    /// The first line's indent.
    open override var firstLineHeadIndent: CGFloat { get { values.firstLineHeadIndent } set { values.firstLineHeadIndent = newValue } }
    /// The smallest line height.
    open override var minimumLineHeight: CGFloat { get { values.minimumLineHeight } set { values.minimumLineHeight = newValue } }
    /// The largest line height.
    open override var maximumLineHeight: CGFloat { get { values.maximumLineHeight } set { values.maximumLineHeight = newValue } }
    /// How lines that do not fit break.
    open override var lineBreakMode: NSLineBreakMode { get { values.lineBreakMode } set { values.lineBreakMode = newValue } }
    /// The base writing direction.
    open override var baseWritingDirection: NSWritingDirection { get { values.baseWritingDirection } set { values.baseWritingDirection = newValue } }
    /// The line height factor.
    open override var lineHeightMultiple: CGFloat { get { values.lineHeightMultiple } set { values.lineHeightMultiple = newValue } }
    /// Space before the paragraph.
    open override var paragraphSpacingBefore: CGFloat { get { values.paragraphSpacingBefore } set { values.paragraphSpacingBefore = newValue } }
    /// How eagerly words are hyphenated.
    open override var hyphenationFactor: Float { get { values.hyphenationFactor } set { values.hyphenationFactor = newValue } }
    /// Whether the system's hyphenation applies.
    open override var usesDefaultHyphenation: Bool { get { values.usesDefaultHyphenation } set { values.usesDefaultHyphenation = newValue } }
    /// The interval of the default tab stops.
    open override var defaultTabInterval: CGFloat { get { values.defaultTabInterval } set { values.defaultTabInterval = newValue } }
    /// Whether characters may be tightened before truncating.
    open override var allowsDefaultTighteningForTruncation: Bool {
        get { values.allowsDefaultTighteningForTruncation }
        set { values.allowsDefaultTighteningForTruncation = newValue }
    }
    /// Takes every value of another style.
    open func setParagraphStyle(_ obj: NSParagraphStyle) { values = obj.values }
}
