import CCairo
import Foundation
import WidgetShotUI

/// Image leaves: bitmaps (scaled to the frame when resizable, tinted when template), SF Symbols
/// drawn from the icon font, and a visible placeholder box for unknown symbol names.
struct ImageDrawer {
    let renderer: CairoRenderer

    func draw(_ image: ResolvedImage, in frame: CGRect, scale: CGFloat, _ cr: OpaquePointer) {
        if image.redactionReasons.contains(.placeholder) { return drawPlaceholder(image, in: frame, cr) }
        if case .system(let name) = image.source {
            guard frame.width > 0, frame.height > 0 else { return }
            if let value = image.variableValue, let levels = SymbolComposition.variableLevels(name) {
                return drawVariableSymbol(name, levels: levels, value: value, tint: image.tint, in: frame, cr)
            }
            return drawSymbol(name, tint: image.tint, secondary: image.secondaryTint, in: frame, cr)
        }
        if case .bitmap(let bitmap) = image.source {
            guard frame.width > 0, frame.height > 0, let surface = BitmapCodec.surface(for: bitmap) else { return }
            defer { cairo_surface_destroy(surface) }
            return drawSurface(surface, image: image, in: frame, cr)
        }
        if case .named(let name) = image.source, !ImageStore.isSafeName(name) {
            return renderer.warn("image name '\(name)' points outside its asset catalog or folder: refused, drawing nothing")
        }
        if case .named(let name) = image.source, let symbol = renderer.images.symbol(named: name) {
            guard frame.width > 0, frame.height > 0 else { return }
            switch symbol {
            case .failure(let error): return renderer.warn("\(error); drawing nothing")
            case .success(let template):
                let paint = image.tint ?? .color(RGBA(red: 0, green: 0, blue: 0))
                if let failure = template.draw(in: frame, paint: paint, boxPerPoint: PangoTextMeasurer.symbolBoxPerPoint, on: cr) {
                    renderer.warn("symbol '\(name)' (\(template.svg.path)) could not be drawn: \(failure)")
                }
                return
            }
        }
        guard let (url, _) = renderer.images.locate(image.source, scale: scale, colorScheme: image.colorScheme) else {
            return renderer.warn("image \(image.source) not found; drawing nothing (as SwiftUI does)")
        }
        guard FileManager.default.fileExists(atPath: url.path) else {
            return renderer.warn("image file \(url.path) does not exist; drawing nothing")
        }
        guard frame.width > 0, frame.height > 0 else { return }
        let vector: VectorImage?
        do { vector = try renderer.images.vector(for: url) } catch {
            return renderer.warn("\(error); drawing nothing")
        }
        if let vector {
            return drawVector(vector, image: image, in: frame, scale: scale, cr)
        }
        let surface: OpaquePointer
        do { surface = try renderer.images.surface(for: url) } catch {
            return renderer.warn("\(error); drawing nothing")
        }
        if let problem = renderer.images.decodeWarning(for: url) { renderer.warn("image \(url.path): \(problem); drawn as decoded") }
        drawSurface(surface, image: image, in: frame, cr)
    }

    /// Draws a PDF/SVG image over `frame`: as vectors when its image set preserves vector data
    /// (or it is a file), else rasterised at its own size and the device scale first, as Xcode
    /// builds such a set, then scaled like a bitmap. Tinted when template.
    private func drawVector(_ vector: VectorImage, image: ResolvedImage, in frame: CGRect, scale: CGFloat, _ cr: OpaquePointer) {
        var preserves = true
        if case .named(let name) = image.source { preserves = renderer.images.preservesVectors(named: name) }
        guard preserves else {
            let surface: OpaquePointer
            do { surface = try renderer.images.rasterized(vector, scale: scale) } catch {
                return renderer.warn("\(error); drawing nothing")
            }
            return drawSurface(surface, image: image, in: frame, cr)
        }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_new_path(cr)
        cairo_rectangle(cr, frame.minX, frame.minY, frame.width, frame.height)
        cairo_clip(cr)
        cairo_push_group(cr)
        let failure = vector.draw(in: frame, on: cr)
        let group = cairo_pop_group(cr)!
        defer { cairo_pattern_destroy(group) }
        if let failure { renderer.warn("image \(vector.path) could not be drawn: \(failure)") }
        if let tint = image.tint {
            CairoPaint.setSource(tint, frame: frame, on: cr)
            cairo_mask(cr, group)
        } else {
            cairo_set_source(cr, group)
            cairo_paint(cr)
        }
    }

    /// Draws a decoded image stretched over `frame` (tinted when template).
    private func drawSurface(_ surface: OpaquePointer, image: ResolvedImage, in frame: CGRect, _ cr: OpaquePointer) {
        let iw = CGFloat(cairo_image_surface_get_width(surface)), ih = CGFloat(cairo_image_surface_get_height(surface))
        guard iw > 0, ih > 0 else { return }
        // The pattern maps user space (points) onto the image's pixels stretched over the frame.
        let pattern = cairo_pattern_create_for_surface(surface)!
        defer { cairo_pattern_destroy(pattern) }
        var m = cairo_matrix_t()
        cairo_matrix_init_scale(&m, iw / frame.width, ih / frame.height)
        cairo_matrix_translate(&m, -frame.minX, -frame.minY)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, Self.filter(image.interpolation))
        cairo_save(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, frame.minX, frame.minY, frame.width, frame.height)
        cairo_clip(cr)
        if let tint = image.tint {
            // Template rendering: the image's alpha masks the tint.
            CairoPaint.setSource(tint, frame: frame, on: cr)
            cairo_mask(cr, pattern)
        } else {
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
        }
        cairo_restore(cr)
    }

    /// `.redacted(reason: .placeholder)`: the image's frame as a grey rounded box.
    private func drawPlaceholder(_ image: ResolvedImage, in frame: CGRect, _ cr: OpaquePointer) {
        guard frame.width > 0, frame.height > 0 else { return }
        cairo_save(cr)
        cairo_new_path(cr)
        CairoPath.addContinuousRoundedRect(frame, radius: min(frame.width, frame.height) * 0.12, cr)
        cairo_set_source_rgba(cr, 0.5, 0.5, 0.5, 0.3)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    static func filter(_ i: Image.Interpolation) -> cairo_filter_t {
        switch i {
        case .none: return CAIRO_FILTER_NEAREST
        case .low: return CAIRO_FILTER_FAST
        case .medium, .high: return CAIRO_FILTER_GOOD
        }
    }

    /// Draws a symbol's stand-in glyph in `tint`. With a `secondary` paint (a two-layer symbol,
    /// `SymbolLayers`) the glyph — a disc with the mark cut out — is drawn in `secondary` over a
    /// disc of `tint` that shows through the cut-out, so the mark is `tint` as on iOS.
    /// A variable symbol (`Image(systemName:variableValue:)`): the whole symbol dimmed, then the
    /// lit levels' glyph over it. Apple publishes no opacity for unlit layers; 0.25 is how the SF
    /// Symbols app's variable-value preview looks (a guess).
    func drawVariableSymbol(_ name: String, levels: [Unicode.Scalar], value: Double, tint: Paint?, in frame: CGRect, _ cr: OpaquePointer) {
        guard let whole = levels.last else { return }
        cairo_push_group(cr)
        drawSymbol(name, tint: tint, in: frame, cr, glyph: whole)
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, 0.25)
        let lit = SymbolComposition.litLevels(value: value, count: levels.count)
        if lit > 0 { drawSymbol(name, tint: tint, in: frame, cr, glyph: levels[lit - 1]) }
    }

    func drawSymbol(_ name: String, tint: Paint?, secondary: Paint? = nil, in frame: CGRect, _ cr: OpaquePointer, glyph: Unicode.Scalar? = nil) {
        let paint = tint ?? .color(RGBA(red: 0, green: 0, blue: 0))
        guard let composition = SymbolComposition.resolve(name) else {
            renderer.warn("unknown SF Symbol '\(name)': drawing a placeholder box")
            cairo_save(cr)
            cairo_new_path(cr)
            let box = frame.insetBy(dx: 0.5, dy: 0.5)
            cairo_rectangle(cr, box.minX, box.minY, box.width, box.height)
            cairo_move_to(cr, box.minX, box.minY)
            cairo_line_to(cr, box.maxX, box.maxY)
            cairo_move_to(cr, box.maxX, box.minY)
            cairo_line_to(cr, box.minX, box.maxY)
            cairo_set_line_width(cr, 1)
            CairoPaint.setSource(paint, frame: frame, on: cr)
            cairo_stroke(cr)
            cairo_restore(cr)
            return
        }
        guard case .glyph(let base, _) = composition.base, composition.enclosure == nil, !composition.isSlashed, composition.badge == nil else {
            return SymbolDrawer(renderer: renderer, composition: composition, primary: paint, secondary: secondary, frame: frame).draw(cr)
        }
        let scalar = glyph ?? base
        // Material Icons draw circles 20/24 em wide: a font size of 1.2 × the ink size makes a
        // circle symbol's ink as wide as SF Symbols' (the point size: the box's width, 17/18 of
        // its height), centred; a stretched (resizable) frame fits the symbol in both directions.
        let point = min(frame.width / PangoTextMeasurer.symbolBoxWidthPerPoint, frame.height / PangoTextMeasurer.symbolBoxPerPoint)
        let size = point * 1.2
        let font = ResolvedFont(family: SymbolGlyphs.fontFamily, size: size)
        let request = TextLayoutRequest(
            runs: [TextRun(string: String(Character(scalar)), font: font)], lineLimit: 1, truncationMode: .tail,
            alignment: .center, minimumScaleFactor: 1, lineSpacing: 0, displayScale: renderer.currentScale)
        let layout = PangoTextLayout(fonts: renderer.fonts, request: request, width: nil, height: nil)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout.layout, &ink, &logical)
        let unit = CGFloat(PANGO_SCALE)
        let x = frame.midX - (CGFloat(ink.x) + CGFloat(ink.width) / 2) / unit
        let y = frame.midY - (CGFloat(ink.y) + CGFloat(ink.height) / 2) / unit
        cairo_save(cr)
        let turn = composition.rotation
        if turn != 0 {
            cairo_translate(cr, frame.midX, frame.midY)
            cairo_rotate(cr, turn * .pi / 180)
            cairo_translate(cr, -frame.midX, -frame.midY)
        }
        let inkW = CGFloat(ink.width) / unit, inkH = CGFloat(ink.height) / unit
        var glyphPaint = paint
        // Only round glyphs get the inner disc (a stand-in that is not a circle stays one layer).
        if let secondary, inkW > 0, abs(inkW - inkH) <= 0.05 * inkW {
            // The disc minus the glyph, so a translucent secondary (hierarchical) does not let
            // the primary show through it.
            cairo_push_group(cr)
            cairo_new_path(cr)
            cairo_arc(cr, frame.midX, frame.midY, inkW / 2 * 0.9, 0, 2 * .pi)
            CairoPaint.setSource(paint, frame: frame, on: cr)
            cairo_fill(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT)
            cairo_move_to(cr, x, y)
            pango_cairo_layout_path(cr, layout.layout)
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            cairo_fill(cr)
            cairo_pop_group_to_source(cr)
            cairo_paint(cr)
            glyphPaint = secondary
        }
        cairo_move_to(cr, x, y)
        pango_cairo_layout_path(cr, layout.layout)
        CairoPaint.setSource(glyphPaint, frame: frame, on: cr)
        cairo_fill(cr)
        cairo_restore(cr)
    }
}
