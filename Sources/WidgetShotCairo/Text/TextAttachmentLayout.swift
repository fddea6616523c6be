import CCairo
import Foundation
import WidgetShotUI

/// Images inside text (`TextAttachment`) in a Pango layout: each attachment run's one character
/// (U+FFFC) gets a Pango shape attribute of the attachment's box, so lines make room for it
/// (measured and drawn alike), and after layout each attachment that is shown (not ellipsized
/// away, not beyond the line limit) is found with its rectangle, for the drawer to draw the image
/// in.
enum TextAttachmentLayout {
    /// `PANGO_GLYPH_EMPTY`, the glyph a shape attribute shapes to (a C cast macro Swift does not
    /// import).
    static let emptyGlyph: PangoGlyph = 0x0FFF_FFFF

    /// The shape attribute reserving `box` (scaled by `fontScale`) over the bytes `range`: its
    /// top `ascent` above the baseline. Sizes are clamped to ±10,000 pt so the Pango-unit
    /// conversion cannot overflow.
    static func shapeAttribute(_ box: TextAttachment.Box, fontScale: CGFloat, range: Range<Int>) -> UnsafeMutablePointer<PangoAttribute>? {
        func units(_ points: CGFloat) -> Int32 {
            let v = points * fontScale
            return Int32((min(max(v.isFinite ? v : 0, -10_000), 10_000) * CGFloat(PANGO_SCALE)).rounded())
        }
        var rect = PangoRectangle(x: 0, y: -units(box.ascent), width: units(box.size.width), height: units(box.size.height))
        guard let attr = pango_attr_shape_new(&rect, &rect) else { return nil }
        attr.pointee.start_index = UInt32(range.lowerBound)
        attr.pointee.end_index = UInt32(range.upperBound)
        return attr
    }

    /// Where each shown attachment of `text` lies in `layout`, in layout coordinates (points from
    /// the layout's top-left), with the attachment. The attachment's glyph is Pango's empty glyph
    /// (what a shape attribute shapes to); an ellipsis standing where an attachment was is not.
    static func placements(in layout: PangoTextLayout, _ text: ResolvedText) -> [(TextAttachment, CGRect)] {
        var starts: [Int: (TextAttachment, CGFloat)] = [:]
        var offset = 0
        for run in text.runs {
            if let attachment = run.attachment { starts[offset] = (attachment, run.baselineOffset) }
            offset += run.string.utf8.count
        }
        guard !starts.isEmpty, let iter = pango_layout_get_iter(layout.layout) else { return [] }
        defer { pango_layout_iter_free(iter) }
        let unit = CGFloat(PANGO_SCALE)
        var found: [(TextAttachment, CGRect)] = []
        var lineIndex = -1, line: UnsafeMutablePointer<PangoLayoutLine>?
        repeat {
            if let current = pango_layout_iter_get_line_readonly(iter), current != line {
                line = current
                lineIndex += 1
            }
            guard let run = pango_layout_iter_get_run_readonly(iter), let item = run.pointee.item, let glyphs = run.pointee.glyphs else { continue }
            var logical = PangoRectangle()
            pango_layout_iter_get_run_extents(iter, nil, &logical)
            // A line-height multiple moves the line's baseline (and its images with it).
            let baseline = CGFloat(pango_layout_iter_get_baseline(iter)) / unit + layout.lineShift(lineIndex)
            var x = CGFloat(logical.x) / unit
            for g in 0..<Int(glyphs.pointee.num_glyphs) {
                let info = glyphs.pointee.glyphs[g]
                let byte = Int(item.pointee.offset) + Int(glyphs.pointee.log_clusters[g])
                if info.glyph == emptyGlyph, let (attachment, rise) = starts[byte] {
                    let s = layout.scale
                    let size = CGSize(width: attachment.box.size.width * s, height: attachment.box.size.height * s)
                    let top = baseline - (attachment.box.ascent + rise) * s
                    found.append((attachment, CGRect(x: x + CGFloat(info.geometry.x_offset) / unit, y: top, width: size.width, height: size.height)))
                }
                x += CGFloat(info.geometry.width) / unit
            }
        } while pango_layout_iter_next_run(iter) != 0
        return found
    }
}
