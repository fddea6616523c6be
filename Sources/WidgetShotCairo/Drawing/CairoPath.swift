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
                let radius = max(0, min(corner.width, corner.height))
                if style == .continuous { addContinuousRoundedRect(r, radius: radius, cr) } else { addCircularRoundedRect(r, radius: radius, cr) }
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

    static func addCircularRoundedRect(_ r: CGRect, radius: CGFloat, _ cr: OpaquePointer) {
        guard r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else { return }
        let rad = min(radius, r.width / 2, r.height / 2)
        guard rad > 0, rad <= maxArcRadius else { return cairo_rectangle(cr, r.minX, r.minY, r.width, r.height) }
        cairo_new_sub_path(cr)
        cairo_arc(cr, r.maxX - rad, r.minY + rad, rad, -.pi / 2, 0)
        cairo_arc(cr, r.maxX - rad, r.maxY - rad, rad, 0, .pi / 2)
        cairo_arc(cr, r.minX + rad, r.maxY - rad, rad, .pi / 2, .pi)
        cairo_arc(cr, r.minX + rad, r.minY + rad, rad, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }

    /// Apple's continuous ("squircle") corners: each corner spans 1.52866 r along its edges and is
    /// drawn with three cubic Béziers (the coefficients measured from UIKit's iOS 7+ rounded rect).
    /// When the corners would overlap, a circular corner of the same radius is used.
    static func addContinuousRoundedRect(_ r: CGRect, radius: CGFloat, _ cr: OpaquePointer) {
        let k: CGFloat = 1.52866483
        guard radius > 0 else { return cairo_rectangle(cr, r.minX, r.minY, r.width, r.height) }
        guard radius * k <= min(r.width, r.height) / 2 else { return addCircularRoundedRect(r, radius: radius, cr) }
        let c = radius
        // One corner in a local frame where the corner is at (0, 0), the edge before it runs along
        // −x and the edge after it along +y; `map` rotates it onto each corner.
        let corner: [(CGFloat, CGFloat)] = [
            (-1.08849323 * c, 0), (-0.86840689 * c, 0.02211893 * c), (-0.66993427 * c, 0.06549600 * c),
            (-0.37282640 * c, 0.18616110 * c), (-0.18616110 * c, 0.37282640 * c), (-0.06549600 * c, 0.66993427 * c),
            (-0.02211893 * c, 0.86840689 * c), (0, 1.08849323 * c), (0, k * c),
        ]
        let corners: [(CGPoint, (CGFloat, CGFloat) -> CGPoint)] = [
            (CGPoint(x: r.maxX, y: r.minY), { CGPoint(x: r.maxX + $0, y: r.minY + $1) }),
            (CGPoint(x: r.maxX, y: r.maxY), { CGPoint(x: r.maxX - $1, y: r.maxY + $0) }),
            (CGPoint(x: r.minX, y: r.maxY), { CGPoint(x: r.minX - $0, y: r.maxY - $1) }),
            (CGPoint(x: r.minX, y: r.minY), { CGPoint(x: r.minX + $1, y: r.minY - $0) }),
        ]
        cairo_new_sub_path(cr)
        cairo_move_to(cr, r.minX + k * c, r.minY)
        for (_, map) in corners {
            let start = map(-k * c, 0)
            cairo_line_to(cr, start.x, start.y)
            for i in stride(from: 0, to: 9, by: 3) {
                let p1 = map(corner[i].0, corner[i].1), p2 = map(corner[i + 1].0, corner[i + 1].1), p3 = map(corner[i + 2].0, corner[i + 2].1)
                cairo_curve_to(cr, p1.x, p1.y, p2.x, p2.y, p3.x, p3.y)
            }
        }
        cairo_close_path(cr)
    }
}
