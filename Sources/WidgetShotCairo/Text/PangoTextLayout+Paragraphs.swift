import CCairo
import Foundation
import WidgetShotUI

/// Line limits across paragraphs. Pango limits lines per paragraph (a negative
/// `pango_layout_set_height`, and ellipsization, act on each paragraph; a positive height keeps
/// at least one line of every paragraph), while iOS limits the whole text: `lineLimit(n)` and a
/// frame's height show the first n lines of the text and truncate the last one shown.
///
/// When the limit falls in a text of several paragraphs, the layout holds only `request.string`'s
/// bytes up to the end of the paragraph of the last line shown — a prefix, so every byte offset
/// (run attributes, attachments, line lists) still means what it meant — and a positive height
/// (the bottom of that line) makes Pango end and ellipsize that paragraph at that line.
///
/// When that line is its paragraph's last line (the cut falls at a paragraph break), an ellipsis
/// is appended to it: "One\nTwo\nThree" with `lineLimit(2)` shows "One" / "Two…", and "Two…" is
/// itself truncated if it does not fit the width. This is TextKit's documented rule for the last
/// line, read as applying here (NSStringDrawingTruncatesLastVisibleLine: "Truncates and adds the
/// ellipsis character to the last visible line if the text doesn't fit into the bounds"; UILabel's
/// `lineBreakMode` "applies to the last line" when `numberOfLines` is limited). A guess, not
/// measured on a device: no public report found (pages/issues corpora searched for UILabel
/// numberOfLines / SwiftUI lineLimit with newlines) says whether the ellipsis is drawn or omitted
/// when the cut is exactly at a newline. The ellipsis takes the attributes of the first character
/// left out (the paragraph separator; Pango's own ellipsis takes those of the first character it
/// replaces), and is drawn at the end whatever the truncation mode (head and middle truncate within
/// the last line only when that line itself is cut).
extension PangoTextLayout {
    /// A layout cut after a paragraph: it holds `request.string`'s first `end` UTF-8 bytes,
    /// followed by "…" when `ellipsis`.
    struct ParagraphCut: Equatable {
        /// The bytes of `request.string` kept (up to a paragraph separator).
        let end: Int
        /// Whether an ellipsis (3 bytes) follows the kept bytes.
        let ellipsis: Bool
    }

    /// Pango's paragraph separators, as UTF-8: LF, CR, U+2029.
    private static func paragraphEnd(in bytes: [UInt8], from start: Int) -> Int {
        var i = max(start, 0)
        while i < bytes.count {
            if bytes[i] == 0x0A || bytes[i] == 0x0D { return i }
            if bytes[i] == 0xE2, i + 2 < bytes.count, bytes[i + 1] == 0x80, bytes[i + 2] == 0xA9 { return i }
            i += 1
        }
        return bytes.count
    }

    /// Whether `string` has more than one Pango paragraph (single paragraphs keep Pango's own
    /// per-paragraph limit, which is then exact).
    static func hasSeveralParagraphs(_ string: String) -> Bool {
        let bytes = Array(string.utf8)
        return paragraphEnd(in: bytes, from: 0) < bytes.count
    }

    /// Cuts the full text, laid out without limits, after line `limit − 1` as described above and
    /// sets the height that ends that line (the caller sets the ellipsize mode). Returns the cut,
    /// or nil when nothing follows that line.
    func cut(afterLine limit: Int) -> ParagraphCut? {
        guard limit >= 1, let line = pango_layout_get_line_readonly(layout, Int32(limit - 1)),
              let iter = pango_layout_get_iter(layout) else { return nil }
        for _ in 0..<(limit - 1) { pango_layout_iter_next_line(iter) }
        var logical = PangoRectangle()
        pango_layout_iter_get_line_extents(iter, nil, &logical)
        let bottom = logical.y + logical.height
        pango_layout_iter_free(iter)
        let bytes = Array(request.string.utf8)
        let start = Int(line.pointee.start_index)
        let end = Self.paragraphEnd(in: bytes, from: start)
        let lineEnd = start + Int(line.pointee.length)
        guard end < bytes.count || lineEnd < end else { return nil }
        let cut = ParagraphCut(end: end, ellipsis: lineEnd >= end)
        var text = bytes[..<end] + (cut.ellipsis ? Array("…".utf8) : [])
        text.append(0)
        text.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                pango_layout_set_text(layout, $0, Int32(buffer.count - 1))
            }
        }
        if cut.ellipsis, let attrs = pango_layout_get_attributes(layout), let copy = pango_attr_list_copy(attrs) {
            let kept = Self.visible(copy, cut: cut)
            pango_layout_set_attributes(layout, kept)
            pango_attr_list_unref(kept)
            pango_attr_list_unref(copy)
        }
        pango_layout_set_height(layout, bottom)
        return cut
    }

    /// The range of `request.string` bytes `range` as it applies to the cut layout: nil when it
    /// starts after the kept bytes; a range holding the paragraph separator at the cut covers the
    /// appended ellipsis instead, so the ellipsis takes the attributes of the first character left
    /// out (as Pango's own ellipsis does) and no attribute starts or ends inside it.
    func visibleRange(_ range: Range<Int>) -> Range<Int>? {
        guard let cut = paragraphCut else { return range }
        guard cut.ellipsis else { return range.lowerBound < cut.end ? range : nil }
        if range.lowerBound > cut.end { return nil }
        return range.upperBound > cut.end ? range.lowerBound..<(cut.end + 3) : range
    }

    /// A new attribute list of `list`'s attributes with their ranges through `visibleRange`.
    private static func visible(_ list: OpaquePointer, cut: ParagraphCut) -> OpaquePointer {
        let result = pango_attr_list_new()!
        guard let iterator = pango_attr_list_get_attributes(list) else { return result }
        var node: UnsafeMutablePointer<GSList>? = iterator
        while let current = node {
            if let attr = current.pointee.data?.assumingMemoryBound(to: PangoAttribute.self) {
                let start = Int(attr.pointee.start_index), end = Int(min(attr.pointee.end_index, UInt32(Int32.max)))
                if start <= cut.end {
                    if end > cut.end { attr.pointee.end_index = UInt32(cut.end + 3) }
                    pango_attr_list_insert(result, attr)   // takes ownership
                } else {
                    pango_attribute_destroy(attr)
                }
            }
            node = current.pointee.next
        }
        g_slist_free(iterator)
        return result
    }
}
