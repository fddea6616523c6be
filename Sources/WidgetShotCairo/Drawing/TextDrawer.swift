import CCairo
import Foundation
import WidgetShotUI

/// Text leaves: the same Pango layout the measurer made, at the text's frame width, drawn from
/// the pixel-snapped origin. Runs of different colours become Pango colour attributes; a gradient
/// fills the glyph outlines. Placeholder-redacted text becomes one rounded bar per line.
enum TextDrawer {
    /// Draws the text; returns the characters no font covers (drawn as boxes).
    @discardableResult
    /// Images inside the text (`TextAttachment`) are drawn by `drawImage` in their rectangles.
    static func draw(_ text: ResolvedText, in frame: CGRect, layoutFrame: CGRect, fonts: FontSystem, _ cr: OpaquePointer,
                     drawImage: (ResolvedImage, CGRect) -> Void = { _, _ in }) -> [Unicode.Scalar] {
        guard !text.string.isEmpty else { return [] }
        let layout = PangoTextLayout(fonts: fonts, request: text.request, width: layoutFrame.width + 1e-3, height: layoutFrame.height + 1e-3)
        defer { cairo_restore(cr) }
        cairo_save(cr)
        let missing = draw(layout, text, in: frame, cr)
        if !text.redactionReasons.contains(.placeholder) {
            let origin = CGPoint(x: frame.minX + layout.xShift, y: frame.minY)
            for (attachment, rect) in TextAttachmentLayout.placements(in: layout, text) {
                drawImage(attachment.image, rect.offsetBy(dx: origin.x, dy: origin.y))
            }
        }
        return missing
    }

    private static func draw(_ layout: PangoTextLayout, _ text: ResolvedText, in frame: CGRect, _ cr: OpaquePointer) -> [Unicode.Scalar] {
        let missing = MissingGlyphs.characters(in: layout.layout)
        let paints = text.runs.map(\.paint)
        if text.redactionReasons.contains(.placeholder) {
            drawPlaceholderBars(layout, paint: paints.first ?? .color(RGBA(red: 0, green: 0, blue: 0)),
                                origin: CGPoint(x: frame.minX + layout.xShift, y: frame.minY), cr)
            return []
        }
        cairo_save(cr)
        cairo_move_to(cr, frame.minX + layout.xShift, frame.minY)
        let multicolor = Set(paints).count > 1
        if multicolor || text.runs.contains(where: { $0.underline || $0.strikethrough || $0.background != nil }) {
            runAttributes(layout, text, colors: multicolor)
        }
        let origin = CGPoint(x: frame.minX + layout.xShift, y: frame.minY)
        if multicolor {
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            show(layout, at: origin, cr)
        } else if case .color(let c)? = paints.first {
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
            show(layout, at: origin, cr)
        } else if let paint = paints.first {
            show(layout, at: origin, cr, path: true)
            CairoPaint.setSource(paint, frame: frame, on: cr)
            cairo_fill(cr)
        }
        cairo_restore(cr)
        return missing
    }

    /// Draws the layout's glyphs (or, with `path`, adds their outlines to the path) with its
    /// top-left at `origin`. Lines a line-height multiple moves are drawn one by one at their
    /// baselines (`PangoTextLayout.lineShifts`), as `pango_renderer_draw_layout` draws each line
    /// at its logical left edge and baseline; other layouts are drawn whole.
    private static func show(_ layout: PangoTextLayout, at origin: CGPoint, _ cr: OpaquePointer, path: Bool = false) {
        guard !layout.lineShifts.isEmpty else {
            if path { pango_cairo_layout_path(cr, layout.layout) } else { pango_cairo_show_layout(cr, layout.layout) }
            return
        }
        guard let iter = pango_layout_get_iter(layout.layout) else { return }
        defer { pango_layout_iter_free(iter) }
        let unit = CGFloat(PANGO_SCALE)
        var index = 0
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iter) else { continue }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            let baseline = CGFloat(pango_layout_iter_get_baseline(iter)) / unit + layout.lineShift(index)
            cairo_move_to(cr, origin.x + CGFloat(logical.x) / unit, origin.y + baseline)
            if path { pango_cairo_layout_line_path(cr, line) } else { pango_cairo_show_layout_line(cr, line) }
            index += 1
        } while pango_layout_iter_next_line(iter) != 0
    }

    /// Per-run Pango attributes: colours (gradients use their first stop) when runs differ in
    /// colour, underlines, strikethroughs (in their own colours) and background colours.
    private static func runAttributes(_ layout: PangoTextLayout, _ text: ResolvedText, colors: Bool) {
        let attrs = pango_attr_list_copy(pango_layout_get_attributes(layout.layout)) ?? pango_attr_list_new()
        func u16(_ v: Double) -> UInt16 { UInt16(min(max(v, 0), 1) * 65535) }
        var start = 0
        for run in text.runs {
            let end = start + run.string.utf8.count
            var list: [UnsafeMutablePointer<PangoAttribute>?] = []
            if colors {
                let c: RGBA
                switch run.paint {
                case .color(let color): c = color
                case .linearGradient(let s, _, _), .radialGradient(let s, _, _, _), .angularGradient(let s, _, _, _):
                    c = s.first?.color ?? RGBA(red: 0, green: 0, blue: 0)
                case .meshGradient(let m):
                    c = m.colors.first ?? m.background
                }
                list += [pango_attr_foreground_new(u16(c.red), u16(c.green), u16(c.blue)), pango_attr_foreground_alpha_new(u16(c.alpha))]
            }
            if run.underline {
                list.append(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
                if let c = run.underlineColor { list.append(pango_attr_underline_color_new(u16(c.red), u16(c.green), u16(c.blue))) }
            }
            if run.strikethrough {
                list.append(pango_attr_strikethrough_new(1))
                if let c = run.strikethroughColor { list.append(pango_attr_strikethrough_color_new(u16(c.red), u16(c.green), u16(c.blue))) }
            }
            if let c = run.background {
                list += [pango_attr_background_new(u16(c.red), u16(c.green), u16(c.blue)), pango_attr_background_alpha_new(u16(c.alpha))]
            }
            // A layout cut after a paragraph holds a prefix of the text (and maybe an ellipsis).
            let range = layout.visibleRange(start..<end)
            for case let attr? in list {
                guard let range else { pango_attribute_destroy(attr); continue }
                attr.pointee.start_index = UInt32(range.lowerBound)
                attr.pointee.end_index = UInt32(range.upperBound)
                pango_attr_list_insert(attrs, attr)
            }
            start = end
        }
        pango_layout_set_attributes(layout.layout, attrs)
        pango_attr_list_unref(attrs)
    }

    /// `.redacted(reason: .placeholder)`: a rounded bar per line, the line's ink width, 60 % of
    /// the line height, in the text colour at 20 % opacity.
    private static func drawPlaceholderBars(_ layout: PangoTextLayout, paint: Paint, origin: CGPoint, _ cr: OpaquePointer) {
        guard let iter = pango_layout_get_iter(layout.layout) else { return }
        defer { pango_layout_iter_free(iter) }
        var color = RGBA(red: 0.5, green: 0.5, blue: 0.5)
        if case .color(let c) = paint { color = c }
        cairo_save(cr)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * 0.2)
        var index = 0
        repeat {
            defer { index += 1 }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            let unit = CGFloat(PANGO_SCALE)
            let h = CGFloat(logical.height) / unit, w = CGFloat(logical.width) / unit
            guard w > 0 else { continue }
            let top = origin.y + CGFloat(logical.y) / unit + layout.lineShift(index)
            let bar = CGRect(x: origin.x + CGFloat(logical.x) / unit, y: top + h * 0.2, width: w, height: h * 0.6)
            cairo_new_path(cr)
            CairoPath.addCircularRoundedRect(bar, radius: bar.height / 4, cr)
            cairo_fill(cr)
        } while pango_layout_iter_next_line(iter) != 0
        cairo_restore(cr)
    }
}
