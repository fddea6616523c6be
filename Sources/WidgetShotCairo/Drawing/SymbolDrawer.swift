import CCairo
import Foundation
import WidgetShotUI

/// Draws a composed SF Symbol (`SymbolComposition`): the base glyph, its enclosure (outlined, or
/// filled with the base cut out), a slash and a badge, in one group so translucent paints do not
/// double up where parts overlap.
///
/// Proportions follow SF Symbols' regular weight at the symbol's point size `p` (the box width):
/// an enclosing circle is `p` wide with a stroke of p/12 (1.4 pt at 17 pt, as `circle` in SF
/// Symbols' regular weight; the SF Symbols app's template shows 1.5 of 20 units at Regular), the
/// enclosed base about 0.55 p, a square's corners 0.22 p; a slash runs corner to corner with a
/// gap cut either side; a badge sits at the lower trailing corner, 0.5 p wide, with a cut-out ring.
/// Apple publishes no numbers for these: they are measured by eye from the SF Symbols app's
/// glyph previews and kept in one place here.
struct SymbolDrawer {
    let renderer: CairoRenderer
    let composition: SymbolComposition
    /// The paint of the base (and, with no `secondary`, of everything).
    let primary: Paint
    /// A two-layer symbol's enclosure paint (hierarchical / palette rendering).
    let secondary: Paint?
    /// The symbol's box (also the frame gradients are laid over).
    let frame: CGRect

    /// Draws the symbol centred in `frame`.
    func draw(_ cr: OpaquePointer) {
        let p = min(frame.width / PangoTextMeasurer.symbolBoxWidthPerPoint, frame.height / PangoTextMeasurer.symbolBoxPerPoint)
        guard p > 0 else { return }
        let c = CGPoint(x: frame.midX, y: frame.midY)
        let line = p / 12
        cairo_save(cr)
        cairo_push_group(cr)
        let baseScale: CGFloat = composition.enclosure == nil ? (composition.badge == nil || composition.badgeIsDot ? 1 : 0.86) : 0.56
        // A badge pushes the base up and to the leading side, as SF's badged symbols are drawn.
        let baseCentre = composition.badge == nil || composition.badgeIsDot ? c : CGPoint(x: c.x - p * 0.07, y: c.y - p * 0.05)
        if let enclosure = composition.enclosure {
            let shape = enclosurePath(enclosure, centre: c, point: p, line: line)
            setSource(secondary ?? primary, cr)
            if composition.isFilled {
                shape(cr)
                cairo_fill(cr)
                // The base is cut out of the filled shape, or painted in the primary paint on it.
                if secondary == nil { cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT) }
                drawBase(centre: baseCentre, size: p * baseScale, knockout: true, cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            } else {
                shape(cr)
                cairo_set_line_width(cr, line)
                cairo_stroke(cr)
                drawBase(centre: baseCentre, size: p * baseScale, knockout: false, cr)
            }
        } else {
            drawBase(centre: baseCentre, size: p * baseScale, knockout: false, cr)
        }
        if composition.isSlashed { drawSlash(centre: c, point: p, line: line, cr) }
        if let badge = composition.badge { drawBadge(badge, centre: c, point: p, cr) }
        cairo_pop_group_to_source(cr)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// The enclosure's outline path, inset by half the stroke so its ink is `p` wide.
    private func enclosurePath(_ e: SymbolComposition.Enclosure, centre c: CGPoint, point p: CGFloat, line: CGFloat) -> (OpaquePointer) -> Void {
        let inset = composition.isFilled ? 0 : line / 2
        switch e {
        case .circle:
            return { cr in
                cairo_new_path(cr)
                cairo_arc(cr, c.x, c.y, p / 2 - inset, 0, 2 * .pi)
            }
        case .square:
            let side = p * 0.94 - 2 * inset
            let r = CGRect(x: c.x - side / 2, y: c.y - side / 2, width: side, height: side)
            return { cr in
                cairo_new_path(cr)
                CairoPath.addContinuousRoundedRect(r, radius: p * 0.22, cr)
            }
        case .rectangle:
            let w = p - 2 * inset, h = p * 0.74 - 2 * inset
            let r = CGRect(x: c.x - w / 2, y: c.y - h / 2, width: w, height: h)
            return { cr in
                cairo_new_path(cr)
                CairoPath.addContinuousRoundedRect(r, radius: p * 0.16, cr)
            }
        }
    }

    /// The base centred at `centre`, `size` points (its point size).
    private func drawBase(centre: CGPoint, size: CGFloat, knockout: Bool, _ cr: OpaquePointer) {
        if !knockout || secondary != nil { setSource(primary, cr) }
        if knockout && secondary == nil { cairo_set_source_rgba(cr, 0, 0, 0, 1) }
        switch composition.base {
        case .glyph(let outline, let filled):
            let glyph = knockout ? (filled ?? outline) : outline
            fillGlyph(String(Character(glyph)), family: SymbolMap.fontFamily, weight: .regular, fontSize: size * 1.2, centre: centre, rotation: composition.rotation, cr)
        case .text(let text):
            // Digits and letters in SF's enclosures are the system font's semibold figures, about
            // 0.52 p tall (cap height 0.727 em in Inter): one character 0.72 p, two 0.6 p.
            let fontSize = size * (text.count > 1 ? 1.0 : 1.25)
            fillGlyph(text, family: "system", weight: .semibold, fontSize: fontSize, centre: centre, rotation: 0, cr)
        case .battery(let level):
            drawBattery(level: level, centre: centre, point: size, cr)
        }
    }

    /// A horizontal battery (SF Symbols' `battery.*`: a rounded body 1.2 p wide, 0.55 p tall, a
    /// terminal nub on the trailing side, and a bar inside filled to the level).
    private func drawBattery(level: Double, centre c: CGPoint, point p: CGFloat, _ cr: OpaquePointer) {
        let line = p / 14
        let bodyW = p * 1.08, bodyH = p * 0.52
        let body = CGRect(x: c.x - bodyW / 2 - p * 0.04, y: c.y - bodyH / 2, width: bodyW, height: bodyH)
        cairo_new_path(cr)
        CairoPath.addContinuousRoundedRect(body.insetBy(dx: line / 2, dy: line / 2), radius: bodyH * 0.3, cr)
        cairo_set_line_width(cr, line)
        cairo_stroke(cr)
        let nub = CGRect(x: body.maxX + line * 0.6, y: c.y - bodyH * 0.17, width: line * 1.2, height: bodyH * 0.34)
        cairo_new_path(cr)
        CairoPath.addCircularRoundedRect(nub, radius: line * 0.6, cr)
        cairo_fill(cr)
        let inner = body.insetBy(dx: line * 2, dy: line * 2)
        let width = inner.width * CGFloat(min(max(level, 0), 1))
        guard width > 0 else { return }
        cairo_new_path(cr)
        CairoPath.addContinuousRoundedRect(CGRect(x: inner.minX, y: inner.minY, width: width, height: inner.height), radius: inner.height * 0.22, cr)
        cairo_fill(cr)
    }

    /// A slash from the top leading to the bottom trailing corner, with a gap cut either side.
    private func drawSlash(centre c: CGPoint, point p: CGFloat, line: CGFloat, _ cr: OpaquePointer) {
        let d = p * 0.42
        cairo_new_path(cr)
        cairo_move_to(cr, c.x - d, c.y - d)
        cairo_line_to(cr, c.x + d, c.y + d)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_set_line_width(cr, line * 3.2)
        cairo_stroke_preserve(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        setSource(primary, cr)
        cairo_set_line_width(cr, line * 1.2)
        cairo_stroke(cr)
    }

    /// A badge: a ring cut out at the lower trailing corner, then the badge glyph in it; a
    /// notification dot (a disc 0.3 p wide) at the upper trailing corner.
    private func drawBadge(_ glyph: Unicode.Scalar, centre c: CGPoint, point p: CGFloat, _ cr: OpaquePointer) {
        if composition.badgeIsDot {
            let dc = CGPoint(x: c.x + p * 0.32, y: c.y - p * 0.3)
            cairo_new_path(cr)
            cairo_arc(cr, dc.x, dc.y, p * 0.22, 0, 2 * .pi)
            cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT)
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            cairo_fill(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            setSource(primary, cr)
            cairo_new_path(cr)
            cairo_arc(cr, dc.x, dc.y, p * 0.15, 0, 2 * .pi)
            cairo_fill(cr)
            return
        }
        let bc = CGPoint(x: c.x + p * 0.3, y: c.y + p * 0.28)
        cairo_new_path(cr)
        cairo_arc(cr, bc.x, bc.y, p * 0.3, 0, 2 * .pi)
        cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_fill(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        setSource(primary, cr)
        fillGlyph(String(Character(glyph)), family: SymbolMap.fontFamily, weight: .regular, fontSize: p * 0.5 * 1.2, centre: bc, rotation: 0, cr)
    }

    /// Fills `text` in the current source, its ink centred on `centre`.
    private func fillGlyph(_ text: String, family: String, weight: Font.Weight, fontSize: CGFloat, centre: CGPoint, rotation: Double, _ cr: OpaquePointer) {
        guard fontSize > 0 else { return }
        let font = ResolvedFont(family: family, size: fontSize, weight: weight)
        let request = TextLayoutRequest(
            runs: [TextRun(string: text, font: font)], lineLimit: 1, truncationMode: .tail,
            alignment: .center, minimumScaleFactor: 1, lineSpacing: 0, displayScale: renderer.currentScale)
        let layout = PangoTextLayout(fonts: renderer.fonts, request: request, width: nil, height: nil)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout.layout, &ink, &logical)
        let unit = CGFloat(PANGO_SCALE)
        cairo_save(cr)
        if rotation != 0 {
            cairo_translate(cr, centre.x, centre.y)
            cairo_rotate(cr, rotation * .pi / 180)
            cairo_translate(cr, -centre.x, -centre.y)
        }
        cairo_new_path(cr)
        cairo_move_to(cr, centre.x - (CGFloat(ink.x) + CGFloat(ink.width) / 2) / unit, centre.y - (CGFloat(ink.y) + CGFloat(ink.height) / 2) / unit)
        pango_cairo_layout_path(cr, layout.layout)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    private func setSource(_ paint: Paint, _ cr: OpaquePointer) {
        CairoPaint.setSource(paint, frame: frame, on: cr)
    }
}
