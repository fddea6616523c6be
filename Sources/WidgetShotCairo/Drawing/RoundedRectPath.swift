import CCairo
import Foundation

/// SwiftUI's rounded-rectangle outlines (`RoundedRectangle`, `Capsule`, `Path(roundedRect:)`)
/// element for element, so strokes, dashes and trims start where iOS starts them.
///
/// Sources: samples of Apple's `Path.description` for `RoundedRectangle(cornerRadius: 12)` in a
/// 100 × 60 rect (`100 30 m 100 41.656 l 100 46.9381 100 49.5791 99.1011 52.4221 c …`), the
/// circular and elliptical variants and capsules, collected in the SwiftUIWebHeadless tests
/// (`PathTests.continuousCorners`/`circularCorners`); the continuous-corner coefficients agree
/// with UIKit's `UIBezierPath(roundedRect:cornerRadius:)` dumps in ChouTiUI's tests
/// (`NSBezierPath+RoundedRectTests`). The outline starts in the middle of the right edge
/// (maxX, midY) and runs clockwise on screen (down the right edge first); each corner's
/// horizontal extent uses the corner width and its vertical extent the corner height, both
/// limited to half the rect's shorter side.
enum RoundedRectPath {
    /// The control-point constant of a circular quarter arc, 4/3·(√2 − 1).
    static let kappa: CGFloat = 0.5522847498
    /// How far a continuous corner reaches along its edges, in corner radii.
    static let reach: CGFloat = 1.528665
    /// A continuous corner's first curve, from the edge: its two control points along the
    /// edge, uncompressed and fully compressed, and its end point (along, across).
    static let c1 = (normal: 1.088492957618529, compressed: 0.96), c2 = (normal: 0.868406944063002, compressed: 0.82)
    static let end1 = (along: 0.631493792830993, across: 0.074911387847016)
    /// The middle curve's control points (along, across).
    static let mid = (along: 0.372823826625747, across: 0.169059556044370)

    /// The corner sizes SwiftUI draws: each limited to half the shorter side, never negative.
    static func clamped(_ corner: CGSize, in r: CGRect) -> CGSize {
        let limit = min(r.width, r.height) / 2
        func fix(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(max(v, 0), limit) }
        return CGSize(width: fix(corner.width), height: fix(corner.height))
    }

    static func add(_ r: CGRect, corner: CGSize, continuous: Bool, _ cr: OpaquePointer) {
        guard r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else { return }
        let c = clamped(corner, in: r)
        // Square corners are a plain rectangle (SwiftUI's path is then `rect`'s, from the top left).
        guard c.width > 0, c.height > 0, max(c.width, c.height) <= CairoPath.maxArcRadius else {
            return cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
        }
        // Corners in drawing order: the corner point, the unit vector back along the edge the
        // outline arrives on, the unit vector along the edge it leaves on, and the corner size
        // and half-length of each of those edges.
        let (rx, ry, hw, hh) = (c.width, c.height, r.width / 2, r.height / 2)
        let corners = [
            Corner(x: r.maxX, y: r.maxY, back: (0, -1), next: (-1, 0), r1: ry, h1: hh, r2: rx, h2: hw),
            Corner(x: r.minX, y: r.maxY, back: (1, 0), next: (0, -1), r1: rx, h1: hw, r2: ry, h2: hh),
            Corner(x: r.minX, y: r.minY, back: (0, 1), next: (1, 0), r1: ry, h1: hh, r2: rx, h2: hw),
            Corner(x: r.maxX, y: r.minY, back: (-1, 0), next: (0, 1), r1: rx, h1: hw, r2: ry, h2: hh),
        ]
        cairo_new_sub_path(cr)
        cairo_move_to(cr, r.maxX, r.midY)
        for k in corners {
            // A point `a` corner sizes back along the arriving edge and `b` along the leaving one.
            func p(_ a: CGFloat, _ b: CGFloat) -> (Double, Double) { k.point(a, b) }
            func curve(_ p1: (Double, Double), _ p2: (Double, Double), _ p3: (Double, Double)) {
                cairo_curve_to(cr, p1.0, p1.1, p2.0, p2.1, p3.0, p3.1)
            }
            if !continuous {
                let start = p(1, 0)
                cairo_line_to(cr, start.0, start.1)
                curve(p(1 - kappa, 0), p(0, 1 - kappa), p(0, 1))
                continue
            }
            // Where an edge is shorter than two corners' reach, the corner starts at the edge's
            // middle and its edge-side control points move towards it (linearly in how far the
            // reach is cut, from 0 at `reach` radii to 1 at one radius).
            let s1 = min(reach, k.h1 / k.r1), s2 = min(reach, k.h2 / k.r2)
            let t1 = min(max((reach - s1) / (reach - 1), 0), 1), t2 = min(max((reach - s2) / (reach - 1), 0), 1)
            let a1 = c1.normal + t1 * (c1.compressed - c1.normal), a2 = c2.normal + t1 * (c2.compressed - c2.normal)
            let b1 = c1.normal + t2 * (c1.compressed - c1.normal), b2 = c2.normal + t2 * (c2.compressed - c2.normal)
            let start = p(s1, 0)
            cairo_line_to(cr, start.0, start.1)
            curve(p(a1, 0), p(a2, 0), p(end1.along, end1.across))
            curve(p(mid.along, mid.across), p(mid.across, mid.along), p(end1.across, end1.along))
            curve(p(0, b2), p(0, b1), p(0, s2))
        }
        cairo_close_path(cr)
    }

    /// One corner of the outline (see `add`).
    private struct Corner {
        var x, y: CGFloat
        var back, next: (CGFloat, CGFloat)
        var r1, h1, r2, h2: CGFloat

        /// The point `a` corner sizes back along the arriving edge and `b` along the leaving one.
        func point(_ a: CGFloat, _ b: CGFloat) -> (Double, Double) {
            let along = a * r1, across = b * r2
            return (x + along * back.0 + across * next.0, y + along * back.1 + across * next.1)
        }
    }
}
