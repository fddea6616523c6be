import CCairo
import Foundation
import WidgetShotUI

/// One Pango layout of a `TextLayoutRequest` within a proposed width and height: wrapping at
/// words (characters inside over-long words), a line limit from `lineLimit` and the height,
/// ellipsizing (`truncationMode`) and `minimumScaleFactor` shrinking. Used both to measure and to
/// draw, so what is measured is what is drawn.
final class PangoTextLayout {
    let layout: OpaquePointer
    private(set) var scale: CGFloat = 1
    private let request: TextLayoutRequest
    private let fonts: FontSystem
    private let width: CGFloat?

    init(fonts: FontSystem, request: TextLayoutRequest, width: CGFloat?, height: CGFloat?) {
        self.fonts = fonts
        self.request = request
        self.width = width.flatMap { $0.isFinite && $0 < 1e6 ? max($0, 0.001) : nil }
        layout = pango_layout_new(fonts.context(scale: max(request.displayScale, 0.01)))
        pango_layout_set_text(layout, request.string, -1)
        pango_layout_set_alignment(layout, Self.alignment(request.alignment))
        // Pango units are 32-bit integers: ±100,000 pt of spacing is far beyond any canvas.
        pango_layout_set_spacing(layout, Int32((Sanitize.clamp(request.lineSpacing, to: 1e5) * CGFloat(PANGO_SCALE)).rounded()))
        if let w = self.width {
            pango_layout_set_width(layout, Int32((w * CGFloat(PANGO_SCALE)).rounded(.down)))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        apply(fontScale: 1)
        limitLines(height: height)
        let minScale = min(max(request.minimumScaleFactor, 0.01), 1)
        if minScale < 1 && pango_layout_is_ellipsized(layout) != 0 { shrink(to: minScale, height: height) }
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    static func alignment(_ a: TextAlignment) -> PangoAlignment {
        switch a {
        case .leading: return PANGO_ALIGN_LEFT
        case .center: return PANGO_ALIGN_CENTER
        case .trailing: return PANGO_ALIGN_RIGHT
        }
    }

    static func fontDescription(_ font: ResolvedFont, fonts: FontSystem, scale: CGFloat) -> OpaquePointer {
        let desc = pango_font_description_new()!
        pango_font_description_set_family(desc, fonts.familyList(for: font))
        // A guess (Apple documents no limit): sizes are clamped to 0.1…10,000 px, NaN is 17 pt.
        let size = font.size.isNaN ? 17 : font.size
        pango_font_description_set_absolute_size(desc, Double(min(max(size * scale, 0.1), 10_000)) * Double(PANGO_SCALE))
        pango_font_description_set_weight(desc, PangoWeight(rawValue: UInt32(font.weight.value)))
        pango_font_description_set_style(desc, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        return desc
    }

    /// Sets one font attribute per run (and tabular digits where asked), at a font scale.
    private func apply(fontScale: CGFloat) {
        scale = fontScale
        let attrs = pango_attr_list_new()
        var start = 0
        for run in request.runs {
            let end = start + run.string.utf8.count
            let desc = Self.fontDescription(run.font, fonts: fonts, scale: fontScale)
            if let attr = pango_attr_font_desc_new(desc) {
                attr.pointee.start_index = UInt32(start)
                attr.pointee.end_index = UInt32(end)
                pango_attr_list_insert(attrs, attr)
            }
            pango_font_description_free(desc)
            if run.font.monospacedDigit, let attr = pango_attr_font_features_new("tnum 1") {
                attr.pointee.start_index = UInt32(start)
                attr.pointee.end_index = UInt32(end)
                pango_attr_list_insert(attrs, attr)
            }
            start = end
        }
        pango_layout_set_attributes(layout, attrs)
        pango_attr_list_unref(attrs)
    }

    /// Limits the lines to `lineLimit` and to what fits in `height` (at least one), ellipsizing
    /// the last shown line with the truncation mode.
    private func limitLines(height: CGFloat?) {
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
        pango_layout_set_height(layout, -1)
        var limit = request.lineLimit.map { max($0, 1) } ?? Int.max
        if let height, height.isFinite { limit = min(limit, linesFitting(height: height)) }
        let lines = Int(pango_layout_get_line_count(layout))
        let overflowsWidth = width.map { naturalWidth > $0 + 1e-6 } ?? false
        guard lines > limit || overflowsWidth else { return }
        switch request.truncationMode {
        case .tail: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        case .head: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
        case .middle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
        }
        pango_layout_set_height(layout, Int32(-min(limit, Int(Int32.max))))
    }

    /// Shrinks the font (binary search, 8 steps) until the text is no longer cut, or to `minScale`.
    private func shrink(to minScale: CGFloat, height: CGFloat?) {
        var low = minScale, high: CGFloat = 1
        apply(fontScale: low)
        limitLines(height: height)
        if pango_layout_is_ellipsized(layout) != 0 { return }
        for _ in 0..<8 {
            let mid = (low + high) / 2
            apply(fontScale: mid)
            limitLines(height: height)
            if pango_layout_is_ellipsized(layout) != 0 { high = mid } else { low = mid }
        }
        apply(fontScale: low)
        limitLines(height: height)
    }

    /// How many lines (at least one) end within `height`; lines can differ in height (fallback
    /// fonts such as CJK have taller lines).
    private func linesFitting(height: CGFloat) -> Int {
        guard let iter = pango_layout_get_iter(layout) else { return 1 }
        defer { pango_layout_iter_free(iter) }
        var count = 0
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            if CGFloat(logical.y + logical.height) / CGFloat(PANGO_SCALE) > height + 1e-6 { break }
            count += 1
        } while pango_layout_iter_next_line(iter) != 0
        return max(count, 1)
    }

    private var naturalWidth: CGFloat {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return CGFloat(logical.width) / CGFloat(PANGO_SCALE)
    }

    /// Size, baselines and shown lines, in unrounded points.
    var measurement: TextMeasurement {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let unit = CGFloat(PANGO_SCALE)
        let first = CGFloat(pango_layout_get_baseline(layout)) / unit
        var last = first
        if let iter = pango_layout_get_iter(layout) {
            while pango_layout_iter_next_line(iter) != 0 {}
            last = CGFloat(pango_layout_iter_get_baseline(iter)) / unit
            pango_layout_iter_free(iter)
        }
        let bytes = Array(request.string.utf8)
        var lines: [String] = []
        for i in 0..<pango_layout_get_line_count(layout) {
            guard let line = pango_layout_get_line_readonly(layout, i) else { continue }
            let s = Int(line.pointee.start_index), n = Int(line.pointee.length)
            if s >= 0, n >= 0, s + n <= bytes.count { lines.append(String(decoding: bytes[s..<(s + n)], as: UTF8.self)) }
        }
        return TextMeasurement(
            size: CGSize(width: CGFloat(logical.width) / unit, height: CGFloat(logical.height) / unit),
            firstBaseline: first, lastBaseline: last, lines: lines,
            isTruncated: pango_layout_is_ellipsized(layout) != 0 || scale < 1, scale: scale)
    }

    /// The left edge of the laid-out text inside the layout width (non-zero when aligned).
    var inkOffsetX: CGFloat {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return CGFloat(logical.x) / CGFloat(PANGO_SCALE)
    }
}
