import CCairo
import Foundation
import WidgetShotUI

/// The Cairo side of Core Graphics' bitmap `CGContext`: a premultiplied 32-bit pixel surface
/// (Core Graphics' `premultipliedFirst | byteOrder32Little`, which is Cairo's ARGB32 on
/// little-endian machines) with a current path, a transform stack, fill and stroke colours, a
/// global alpha and a blend mode. Either over memory of its own or the caller's, or over a
/// `BitmapCanvas` (UIKit's image renderer contexts).
package final class QuartzBitmapContext {
    package let surface: OpaquePointer
    package let cr: OpaquePointer
    /// Keeps the canvas alive when the context draws into one.
    private let canvas: BitmapCanvas?
    package var fill = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
    package var stroke = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
    package var lineWidth: CGFloat = 1
    private var alphaStack: [CGFloat] = []
    package var alpha: CGFloat = 1
    /// The image-mask part of the clip (`clip(to:mask:)`), in device pixels; part of the saved state.
    var mask: DeviceMask?
    private var maskStack: [DeviceMask?] = []

    /// A surface of `width`×`height` pixels over `data` (`bytesPerRow` a multiple of 4 and at least
    /// 4 × width), or memory of its own when `data` is nil; nil for impossible sizes.
    package init?(width: Int, height: Int, data: UnsafeMutableRawPointer?, bytesPerRow: Int) {
        guard width > 0, height > 0, width <= ImageLimits.maxCanvasSide, height <= ImageLimits.maxCanvasSide else { return nil }
        let made: OpaquePointer?
        if let data {
            guard bytesPerRow >= width * 4, bytesPerRow % 4 == 0 else { return nil }
            made = cairo_image_surface_create_for_data(data.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                       Int32(width), Int32(height), Int32(bytesPerRow))
        } else {
            made = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        }
        guard let made, cairo_surface_status(made) == CAIRO_STATUS_SUCCESS else { return nil }
        surface = made
        cr = cairo_create(made)!
        canvas = nil
    }

    /// A context drawing into a canvas (its points and scale are the canvas's).
    package init(canvas: BitmapCanvas) {
        self.canvas = canvas
        surface = cairo_surface_reference(canvas.cairoSurface)
        cr = cairo_reference(canvas.cairoContext)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    package var width: Int { Int(cairo_image_surface_get_width(surface)) }
    package var height: Int { Int(cairo_image_surface_get_height(surface)) }
    package var bytesPerRow: Int { Int(cairo_image_surface_get_stride(surface)) }

    /// The pixels, after every drawing so far (writes through the pointer are seen by later drawing).
    package var data: UnsafeMutableRawPointer? {
        cairo_surface_flush(surface)
        defer { cairo_surface_mark_dirty(surface) }
        return cairo_image_surface_get_data(surface).map(UnsafeMutableRawPointer.init)
    }

    // MARK: State

    package func save() { cairo_save(cr); alphaStack.append(alpha); maskStack.append(mask) }
    package func restore() {
        cairo_restore(cr)
        if let a = alphaStack.popLast() { alpha = a }
        if let m = maskStack.popLast() { mask = m }
    }

    /// The current transform as (a, b, c, d, tx, ty).
    package var transform: CGAffineTransform {
        get {
            var m = cairo_matrix_t()
            cairo_get_matrix(cr, &m)
            return CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
        }
        set {
            var m = cairo_matrix_t(xx: newValue.a, yx: newValue.b, xy: newValue.c, yy: newValue.d, x0: newValue.tx, y0: newValue.ty)
            cairo_set_matrix(cr, &m)
        }
    }

    /// Appends `t` to the transform (Core Graphics' `concatenate`).
    package func concatenate(_ t: CGAffineTransform) {
        guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite), t.a * t.d - t.b * t.c != 0 else { return }
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(cr, &m)
    }

    package func setBlendMode(_ mode: BlendMode) { cairo_set_operator(cr, CairoBlend.cairoOperator(mode)) }
    package func setAntialias(_ on: Bool) { cairo_set_antialias(cr, on ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE) }

    package func setLineCap(_ cap: CGLineCap) {
        switch cap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
    }
    package func setLineJoin(_ join: CGLineJoin) {
        switch join {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
    }
    package func setMiterLimit(_ limit: CGFloat) { if limit.isFinite { cairo_set_miter_limit(cr, max(limit, 1)) } }
    package func setDash(phase: CGFloat, lengths: [CGFloat]) {
        let dash = lengths.filter { $0.isFinite && $0 >= 0 }.map(Double.init)
        if dash.contains(where: { $0 > 0 }) { cairo_set_dash(cr, dash, Int32(dash.count), phase.isFinite ? phase : 0) }
        else { cairo_set_dash(cr, nil, 0, 0) }
    }

    // MARK: Path

    package func beginPath() { cairo_new_path(cr) }
    package func add(_ path: Path) { CairoPath.add(path, to: cr) }
    package func move(to p: CGPoint) { cairo_move_to(cr, p.x, p.y) }
    package func addLine(to p: CGPoint) {
        if cairo_has_current_point(cr) != 0 { cairo_line_to(cr, p.x, p.y) } else { cairo_move_to(cr, p.x, p.y) }
    }
    package func closePath() { cairo_close_path(cr) }
    package var isPathEmpty: Bool { cairo_has_current_point(cr) == 0 }

    /// Fills (and consumes) the current path.
    package func fillPath(evenOdd: Bool) {
        cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_set_source_rgba(cr, fill.red, fill.green, fill.blue, fill.alpha * alpha)
        throughMask { cairo_fill(cr) }
    }
    /// Strokes (and consumes) the current path.
    package func strokePath() {
        cairo_set_line_width(cr, lineWidth.isFinite ? max(lineWidth, 0) : 1)
        cairo_set_source_rgba(cr, stroke.red, stroke.green, stroke.blue, stroke.alpha * alpha)
        throughMask { cairo_stroke(cr) }
    }
    /// Fills then strokes (and consumes) the current path.
    package func fillThenStrokePath(evenOdd: Bool) {
        cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_set_source_rgba(cr, fill.red, fill.green, fill.blue, fill.alpha * alpha)
        throughMask { cairo_fill_preserve(cr) }
        strokePath()
    }
    /// Intersects the clip with (and consumes) the current path.
    package func clipToPath(evenOdd: Bool) {
        cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cr)
    }
    /// The clip's bounds in user space.
    package var clipBoundingBox: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// Makes a rectangle transparent, whatever the blend mode.
    package func clear(_ rect: CGRect) {
        cairo_save(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        throughMask { cairo_fill(cr) }
        cairo_restore(cr)
    }

    /// Draws pixels into `rect` of user space. With `flipped`, the image's first row is drawn at
    /// `rect.maxY` (Core Graphics' y-up image space: in a UIKit context, whose y axis points
    /// down, the image appears upside down, as on iOS).
    package func draw(_ bitmap: BitmapImage, in rect: CGRect, flipped: Bool, interpolate: Bool) {
        guard rect.width != 0, rect.height != 0, rect.width.isFinite, rect.height.isFinite,
              let image = BitmapCodec.surface(for: bitmap) else { return }
        defer { cairo_surface_destroy(image) }
        cairo_save(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cr)
        if flipped {
            cairo_translate(cr, rect.minX, rect.maxY)
            cairo_scale(cr, rect.width / CGFloat(bitmap.width), -rect.height / CGFloat(bitmap.height))
        } else {
            cairo_translate(cr, rect.minX, rect.minY)
            cairo_scale(cr, rect.width / CGFloat(bitmap.width), rect.height / CGFloat(bitmap.height))
        }
        cairo_set_source_surface(cr, image, 0, 0)
        let pattern = cairo_get_source(cr)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, interpolate ? CAIRO_FILTER_GOOD : CAIRO_FILTER_NEAREST)
        throughMask { cairo_paint_with_alpha(cr, min(max(alpha, 0), 1)) }
        cairo_restore(cr)
    }

    /// The pixels drawn so far.
    package func makeBitmap(scale: CGFloat) -> BitmapImage? {
        try? BitmapCodec.bitmap(from: surface, scale: scale, name: "CGContext image")
    }
}

