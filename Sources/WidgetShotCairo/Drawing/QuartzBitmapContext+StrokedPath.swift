import CCairo
import Foundation
import WidgetShotUI

// Core Graphics' `replacePathWithStrokedPath()`: Cairo has no stroke-to-path operation, so the
// current path is read back (`cairo_copy_path`, user space, arcs already as Bézier curves) and
// replaced by the outline ``Path/strokedPath(_:)`` computes with the context's line attributes —
// the polygon whose non-zero fill covers the stroke's area (curves followed as polylines, joins
// and caps as Core Graphics draws them), so filling or clipping to it covers the stroked pixels.

extension QuartzBitmapContext {
    /// The current path, in user space.
    package var currentPath: Path {
        var path = Path()
        guard let copy = cairo_copy_path(cr) else { return path }
        defer { cairo_path_destroy(copy) }
        guard copy.pointee.status == CAIRO_STATUS_SUCCESS, let data = copy.pointee.data else { return path }
        var i = 0
        while i < Int(copy.pointee.num_data) {
            let header = data[i].header
            func point(_ k: Int) -> CGPoint { CGPoint(x: data[i + k].point.x, y: data[i + k].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO: path.move(to: point(1))
            case CAIRO_PATH_LINE_TO: path.addLine(to: point(1))
            case CAIRO_PATH_CURVE_TO: path.addCurve(to: point(3), control1: point(1), control2: point(2))
            case CAIRO_PATH_CLOSE_PATH: path.closeSubpath()
            default: break
            }
            i += max(Int(header.length), 1)
        }
        return path
    }

    /// The line attributes a stroke would use now: width, cap, join, miter limit and dashes.
    package var strokeStyle: StrokeStyle {
        let cap: CGLineCap = switch cairo_get_line_cap(cr) {
        case CAIRO_LINE_CAP_ROUND: .round
        case CAIRO_LINE_CAP_SQUARE: .square
        default: .butt
        }
        let join: CGLineJoin = switch cairo_get_line_join(cr) {
        case CAIRO_LINE_JOIN_ROUND: .round
        case CAIRO_LINE_JOIN_BEVEL: .bevel
        default: .miter
        }
        var dashes = [Double](repeating: 0, count: Int(cairo_get_dash_count(cr)))
        var phase = 0.0
        if !dashes.isEmpty { cairo_get_dash(cr, &dashes, &phase) }
        return StrokeStyle(lineWidth: lineWidth.isFinite ? max(lineWidth, 0) : 1, lineCap: cap, lineJoin: join,
                           miterLimit: cairo_get_miter_limit(cr), dash: dashes.map { CGFloat($0) }, dashPhase: phase)
    }

    /// Replaces the current path with the outline of its stroke (an empty path when the line
    /// width is zero, as nothing would be stroked).
    package func replacePathWithStrokedPath() {
        let outline = currentPath.strokedPath(strokeStyle)
        cairo_new_path(cr)
        CairoPath.add(outline, to: cr)
    }
}
