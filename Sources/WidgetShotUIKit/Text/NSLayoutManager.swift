import Foundation

/// Lays text out in text containers — UIKit's `NSLayoutManager` (TextKit 1), for code that asks a
/// text view where a range of its text lies (to scroll to it, or to place something beside it).
///
/// Layout is WidgetShot's text measuring (`NSAttributedString.boundingRect`, the fonts renders
/// draw with): one glyph per UTF-16 unit (WidgetShot exposes no glyph table; ligatures and
/// complex scripts have more or fewer on iOS), and a range's rectangle spans the full width of
/// the lines it is on.
open class NSLayoutManager: NSObject, @unchecked Sendable {
    /// The containers, in order.
    open private(set) var textContainers: [NSTextContainer] = []
    /// The text laid out (a text view's manager reads the view's text).
    var textSource: () -> NSAttributedString = { NSAttributedString(string: "") }

    /// A layout manager without containers.
    public override init() { super.init() }

    /// Adds a container at the end.
    open func addTextContainer(_ container: NSTextContainer) {
        textContainers.append(container)
        container.layoutManager = self
    }
    /// Removes the container at an index.
    open func removeTextContainer(at index: Int) {
        guard textContainers.indices.contains(index) else { return }
        textContainers.remove(at: index).layoutManager = nil
    }
    /// The number of glyphs: one per UTF-16 unit of the text (see the type's note).
    open var numberOfGlyphs: Int { textSource().length }
    /// Lays out the text of a container now (layout here is measured when asked: nothing to do).
    open func ensureLayout(for container: NSTextContainer) {}
    /// Lays out the glyphs of a range now (nothing to do, as above).
    open func ensureLayout(forGlyphRange glyphRange: NSRange) {}

    /// The glyphs of a character range (the same range: one glyph per unit), clamped to the text.
    open func glyphRange(forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?) -> NSRange {
        let range = clamped(charRange)
        actualCharRange?.pointee = range
        return range
    }
    /// The characters of a glyph range (the same range).
    open func characterRange(forGlyphRange glyphRange: NSRange, actualGlyphRange: NSRangePointer?) -> NSRange {
        let range = clamped(glyphRange)
        actualGlyphRange?.pointee = range
        return range
    }

    /// The rectangle of the lines a glyph range is on, in the container's coordinates: from the
    /// top of the line of its first glyph to the bottom of the line of its last, across the
    /// container's width less `lineFragmentPadding` at each end.
    open func boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> CGRect {
        let text = textSource()
        let range = clamped(glyphRange)
        let padding = container.lineFragmentPadding
        let width = max(0, container.size.width - 2 * padding)
        let lineHeight = Self.lineHeight(of: text)
        let top = max(0, height(of: text, upTo: range.location + (range.location < text.length ? 1 : 0), width: width) - lineHeight)
        let bottom = max(top + lineHeight, height(of: text, upTo: NSMaxRange(range), width: width))
        return CGRect(x: padding, y: top, width: width, height: bottom - top)
    }
    /// The rectangle the container's text fills.
    open func usedRect(for container: NSTextContainer) -> CGRect {
        let text = textSource()
        let width = max(0, container.size.width - 2 * container.lineFragmentPadding)
        let size = text.boundingRect(with: CGSize(width: width, height: .greatestFiniteMagnitude), options: [.usesLineFragmentOrigin], context: nil).size
        return CGRect(x: 0, y: 0, width: ceil(size.width) + 2 * container.lineFragmentPadding, height: ceil(max(size.height, Self.lineHeight(of: text))))
    }

    private func clamped(_ range: NSRange) -> NSRange {
        let length = textSource().length
        let start = min(max(range.location, 0), length)
        return NSRange(location: start, length: min(max(range.length, 0), length - start))
    }
    /// The height of the text's first `location` units wrapped at `width`.
    private func height(of text: NSAttributedString, upTo location: Int, width: CGFloat) -> CGFloat {
        guard location > 0 else { return 0 }
        let prefix = text.attributedSubstring(from: NSRange(location: 0, length: location))
        return ceil(prefix.boundingRect(with: CGSize(width: width, height: .greatestFiniteMagnitude), options: [.usesLineFragmentOrigin], context: nil).height)
    }
    /// One line of the text's first font (the system font's when it has none).
    private static func lineHeight(of text: NSAttributedString) -> CGFloat {
        let font = text.length > 0 ? text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont : nil
        return ceil((font ?? UIFont.systemFont(ofSize: 12)).lineHeight)
    }
}
