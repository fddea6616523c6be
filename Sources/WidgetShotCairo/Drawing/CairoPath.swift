import CCairo
import Foundation
import WidgetShotUI

/// Adds a `Path` to a cairo context's current path, in user space (points).
enum CairoPath {
    static func add(_ path: Path, to cr: OpaquePointer) {
        for element in path.elements {
            switch element {
            case .move(let p): cairo_move_to(cr, p.x, p.y)
            case .line(let p): cairo_line_to(cr, p.x, p.y)
            case .quadCurve(let p, let c):
                var x0: Double = 0, y0: Double = 0
                cairo_get_current_point(cr, &x0, &y0)
                cairo_curve_to(cr, x0 + 2 / 3 * (c.x - x0), y0 + 2 / 3 * (c.y - y0), p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
            case .curve(let p, let c1, let c2): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .closeSubpath: cairo_close_path(cr)
            case .rect(let r): cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
            case .ellipse(let r): addEllipse(r, cr)
            case .roundedRect(let r, let corner, let style):
                RoundedRectPath.add(r, corner: corner, continuous: style == .continuous, cr)
            }
        }
    }

    /// Arcs with a larger radius (points) are drawn as straight corners: cairo splits an arc into
    /// segments by its size, and an astronomically large arc (a 1e300 frame) would never finish.
    /// At 10⁷ pt an arc deviates from its chord by under 3 px across a 16,384 px canvas.
    static let maxArcRadius: CGFloat = 1e7

    static func addEllipse(_ r: CGRect, _ cr: OpaquePointer) {
        guard r.width > 0, r.height > 0, r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else { return }
        guard max(r.width, r.height) / 2 <= maxArcRadius else { return cairo_rectangle(cr, r.minX, r.minY, r.width, r.height) }
        cairo_new_sub_path(cr)
        cairo_save(cr)
        cairo_translate(cr, r.midX, r.midY)
        cairo_scale(cr, r.width / 2, r.height / 2)
        cairo_arc(cr, 0, 0, 1, 0, 2 * .pi)
        cairo_restore(cr)
        cairo_close_path(cr)
    }

    /// A rounded rectangle with quarter-circle corners, as SwiftUI outlines it (`RoundedRectPath`).
    static func addCircularRoundedRect(_ r: CGRect, radius: CGFloat, _ cr: OpaquePointer) {
        RoundedRectPath.add(r, corner: CGSize(width: radius, height: radius), continuous: false, cr)
    }

    /// A rounded rectangle with Apple's continuous ("squircle") corners, as SwiftUI outlines it
    /// (`RoundedRectPath`).
    static func addContinuousRoundedRect(_ r: CGRect, radius: CGFloat, _ cr: OpaquePointer) {
        RoundedRectPath.add(r, corner: CGSize(width: radius, height: radius), continuous: true, cr)
    }
}
