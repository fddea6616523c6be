import CCairo
import Foundation
import WidgetShotUI

/// An offscreen drawing surface in points at a scale, producing a `BitmapImage` — the Cairo
/// backing of UIKit's `UIGraphicsImageRenderer` (fill rects and paths with colours, stroke paths,
/// draw bitmaps and SF Symbols, clip, save/restore).
///
/// ```swift
/// let canvas = try BitmapCanvas(size: CGSize(width: 10, height: 10), scale: 2)
/// canvas.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), color: RGBA(red: 1, green: 0, blue: 0))
/// let bitmap = canvas.makeBitmap()   // 20×20 px, @2x
/// ```
public final class BitmapCanvas {
    /// The canvas size in points.
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    private let surface: OpaquePointer
    private let cr: OpaquePointer

    /// A transparent (or, when `opaque`, black as UIKit's opaque renderers start) canvas of
    /// `size` points at `scale`. Throws `RasterError.canvasTooLarge` for sizes that are not
    /// finite, over 16384 pixels a side, or over `ImageStore.maxPixels` pixels.
    public init(size: CGSize, scale: CGFloat, opaque: Bool = false) throws {
        let s = scale.isFinite && scale > 0 ? scale : 1
        let wf = size.width * s, hf = size.height * s
        guard wf.isFinite, hf.isFinite, wf >= 0, hf >= 0, wf <= CGFloat(ImageLimits.maxCanvasSide), hf <= CGFloat(ImageLimits.maxCanvasSide), wf * hf <= CGFloat(ImageStore.maxPixels) else {
            throw RasterError.canvasTooLarge(width: Double(wf), height: Double(hf))
        }
        let w = max(1, Int(wf.rounded(.up))), h = max(1, Int(hf.rounded(.up)))
        self.size = size
        self.scale = s
        surface = cairo_image_surface_create(opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
        cr = cairo_create(surface)!
        cairo_scale(cr, s, s)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Fills a path with a colour (non-zero winding unless `evenOdd`).
    public func fill(_ path: Path, color: RGBA, evenOdd: Bool = false) {
        cairo_new_path(cr)
        CairoPath.add(path, to: cr)
        cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_fill(cr)
    }

    /// Strokes a path with a colour and line attributes.
    public func stroke(_ path: Path, color: RGBA, style: StrokeStyle) {
        cairo_new_path(cr)
        CairoPath.add(path, to: cr)
        cairo_set_line_width(cr, style.lineWidth.isFinite ? max(style.lineWidth, 0) : 1)
        switch style.lineCap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.lineJoin {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        cairo_set_miter_limit(cr, style.miterLimit.isFinite ? max(style.miterLimit, 1) : 10)
        let dash = style.dash.filter { $0.isFinite && $0 >= 0 }.map { Double($0) }
        if !dash.isEmpty, dash.contains(where: { $0 > 0 }) {
            cairo_set_dash(cr, dash, Int32(dash.count), style.dashPhase.isFinite ? style.dashPhase : 0)
        } else {
            cairo_set_dash(cr, nil, 0, 0)
        }
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_stroke(cr)
    }

    /// Erases a rectangle to transparent (`UIRectClear`).
    public func clear(_ rect: CGRect) {
        cairo_save(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// Draws a bitmap stretched over `rect` with an opacity; with a `tint`, the bitmap's alpha
    /// masks the tint colour (template rendering).
    public func draw(_ bitmap: BitmapImage, in rect: CGRect, alpha: CGFloat = 1, tint: RGBA? = nil) {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite,
              let image = BitmapCodec.surface(for: bitmap) else { return }
        defer { cairo_surface_destroy(image) }
        let pattern = cairo_pattern_create_for_surface(image)!
        defer { cairo_pattern_destroy(pattern) }
        var m = cairo_matrix_t()
        cairo_matrix_init_scale(&m, CGFloat(bitmap.width) / rect.width, CGFloat(bitmap.height) / rect.height)
        cairo_matrix_translate(&m, -rect.minX, -rect.minY)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        cairo_save(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cr)
        let a = alpha.isFinite ? min(max(alpha, 0), 1) : 1
        if let tint {
            cairo_set_source_rgba(cr, tint.red, tint.green, tint.blue, tint.alpha * a)
            cairo_mask(cr, pattern)
        } else {
            cairo_set_source(cr, pattern)
            cairo_paint_with_alpha(cr, a)
        }
        cairo_restore(cr)
    }

    /// Draws an SF Symbol filling `rect` in a colour, with WidgetShot's symbol font (the same
    /// drawing as `Image(systemName:)`, and as `Image(systemName:variableValue:)` with a
    /// `variableValue` for a variable symbol). Returns false when the name is unknown.
    @discardableResult
    public func drawSymbol(named name: String, in rect: CGRect, color: RGBA, variableValue: Double? = nil) -> Bool {
        guard SymbolGlyphs.isKnown(name), rect.width > 0, rect.height > 0 else { return false }
        return SystemTypesetting.withRenderer { renderer in
            let drawer = ImageDrawer(renderer: renderer)
            if let variableValue, !variableValue.isNaN, let levels = SymbolComposition.variableLevels(name) {
                drawer.drawVariableSymbol(name, levels: levels, value: min(max(variableValue, 0), 1), tint: .color(color), in: rect, cr)
                return true
            }
            drawer.drawSymbol(name, tint: .color(color), in: rect, cr)
            return true
        } ?? false
    }

    /// Intersects the clip with a path.
    public func clip(to path: Path, evenOdd: Bool = false) {
        cairo_new_path(cr)
        CairoPath.add(path, to: cr)
        cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cr)
    }

    /// Moves the origin of later drawing by (`x`, `y`) points.
    public func translate(x: CGFloat, y: CGFloat) {
        guard x.isFinite, y.isFinite else { return }
        cairo_translate(cr, x, y)
    }

    /// The cairo surface and context (for Core Graphics' `CGContext` over this canvas).
    package var cairoSurface: OpaquePointer { surface }
    package var cairoContext: OpaquePointer { cr }

    /// Saves the clip (`UIGraphicsPushContext`-style nesting, `CGContext.saveGState`).
    public func saveState() { cairo_save(cr) }
    /// Restores the clip saved by the matching `saveState()`.
    public func restoreState() { cairo_restore(cr) }

    /// The pixels drawn so far.
    public func makeBitmap(name: String = "rendered image") -> BitmapImage {
        // `bitmap(from:)` only fails for a surface without pixels, which a live canvas has.
        (try? BitmapCodec.bitmap(from: surface, scale: scale, name: name))
            ?? BitmapImage(width: 0, height: 0, scale: scale, bytes: [])!
    }
}
