import Foundation
import WidgetShotUI

/// The outline of a pie or donut slice: an annular (or pie) sector between `start` and `end`
/// (radians, increasing clockwise on screen), its straight edges moved `inset` points into the
/// slice (half of `angularInset`), its corners rounded with `cornerRadius` (`SectorMark`'s
/// `.cornerRadius`: each corner is a circle tangent to the arc and to the edge, as SwiftUI's
/// rounded shapes; a pie's centre stays a point).
/// https://developer.apple.com/documentation/charts/sectormark
struct SectorPath {
    var center: CGPoint
    var outer: CGFloat
    var inner: CGFloat
    var start: Double
    var end: Double
    var inset: CGFloat
    var cornerRadius: CGFloat

    /// The slice's path, nil when the inset leaves nothing of it.
    var path: Path? {
        let sweep = end - start
        guard outer > 0, sweep > 0 else { return nil }
        if cornerRadius <= 0 { return squareCornered }
        let h = Double(inset)
        // Largest radius that fits the ring's thickness and the slice's width at the outer edge.
        let ring = Double(outer - inner)
        var r = Double(max(0, cornerRadius))
        r = min(r, inner > 0 ? ring / 2 : Double(outer) / 2)
        let halfWidth = Double(outer) * sin(min(sweep, .pi) / 2) - h
        guard halfWidth > 0 else { return nil }
        r = min(r, halfWidth)
        var p = Path()
        let startEdge = edge(angle: start, side: 1, h: h)
        let endEdge = edge(angle: end, side: -1, h: h)
        // Outer corners.
        guard let so = corner(startEdge, radius: Double(outer), r: r, outerArc: true),
              let eo = corner(endEdge, radius: Double(outer), r: r, outerArc: true) else { return nil }
        p.move(to: so.edgePoint)
        if r > 0 { arc(&p, center: so.center, r: r, from: so.edgePoint, to: so.arcPoint) }
        p.addArc(center: center, radius: outer, startAngle: .radians(so.arcAngle), endAngle: .radians(eo.arcAngle), clockwise: false)
        if r > 0 { arc(&p, center: eo.center, r: r, from: eo.arcPoint, to: eo.edgePoint) }
        if inner > 0, let ei = corner(endEdge, radius: Double(inner), r: r, outerArc: false),
           let si = corner(startEdge, radius: Double(inner), r: r, outerArc: false), ei.arcAngle > si.arcAngle {
            p.addLine(to: ei.edgePoint)
            if r > 0 { arc(&p, center: ei.center, r: r, from: ei.edgePoint, to: ei.arcPoint) }
            p.addArc(center: center, radius: inner, startAngle: .radians(ei.arcAngle), endAngle: .radians(si.arcAngle), clockwise: true)
            if r > 0 { arc(&p, center: si.center, r: r, from: si.arcPoint, to: si.edgePoint) }
        } else {
            // A pie slice: the edges meet on the bisector, moved out so the gap keeps its width.
            let mid = (start + end) / 2
            let shift = sweep < .pi && h > 0 ? h / sin(sweep / 2) : 0
            p.addLine(to: CGPoint(x: center.x + CGFloat(shift * cos(mid)), y: center.y + CGFloat(shift * sin(mid))))
        }
        p.closeSubpath()
        return p
    }

    /// A slice with sharp corners, its insets measured along the arcs (an inset of h points
    /// turns each arc's end by h / radius).
    var squareCornered: Path? {
        let sweep = end - start
        let outerInset = Double(inset / outer)
        let innerInset = inner > 0 ? Double(inset / inner) : 0
        guard sweep > 2 * outerInset else { return nil }
        var p = Path()
        p.addArc(center: center, radius: outer, startAngle: .radians(start + outerInset), endAngle: .radians(end - outerInset), clockwise: false)
        if inner > 0, sweep > 2 * innerInset {
            p.addArc(center: center, radius: inner, startAngle: .radians(end - innerInset), endAngle: .radians(start + innerInset), clockwise: true)
        } else {
            // A pie slice: its point moves out along the bisector so the gap keeps its width.
            let mid = (start + end) / 2
            let shift = sweep < .pi && inset > 0 ? inset / CGFloat(sin(sweep / 2)) : 0
            p.addLine(to: CGPoint(x: center.x + shift * CGFloat(cos(mid)), y: center.y + shift * CGFloat(sin(mid))))
        }
        p.closeSubpath()
        return p
    }

    /// A straight edge: the radial direction at `angle` moved `h` points towards the slice's
    /// inside (`side` 1: the slice lies at larger angles; −1: smaller).
    struct Edge { var angle: Double; var side: Double; var h: Double }
    func edge(angle: Double, side: Double, h: Double) -> Edge { Edge(angle: angle, side: side, h: h) }

    struct Corner { var center: CGPoint; var edgePoint: CGPoint; var arcPoint: CGPoint; var arcAngle: Double }

    /// The circle of radius `r` tangent to the edge and to the arc of `radius` (inside the
    /// outer arc, outside the inner one); with r = 0 the corner itself.
    func corner(_ e: Edge, radius: Double, r: Double, outerArc: Bool) -> Corner? {
        let d = outerArc ? radius - r : radius + r
        guard d > 0 else { return nil }
        let s = (e.h + r) / d
        guard s < 1 else { return nil }
        let phi = asin(s) * e.side
        let a = e.angle + phi
        let c = CGPoint(x: center.x + CGFloat(d * cos(a)), y: center.y + CGFloat(d * sin(a)))
        // The inward normal of the edge.
        let n = (x: -sin(e.angle) * e.side, y: cos(e.angle) * e.side)
        let edgePoint = CGPoint(x: c.x - CGFloat(r * n.x), y: c.y - CGFloat(r * n.y))
        let arcPoint = CGPoint(x: center.x + CGFloat(radius * cos(a)), y: center.y + CGFloat(radius * sin(a)))
        return Corner(center: c, edgePoint: edgePoint, arcPoint: arcPoint, arcAngle: a)
    }

    /// The shorter arc of the corner circle from one tangent point to the other.
    func arc(_ p: inout Path, center c: CGPoint, r: Double, from: CGPoint, to: CGPoint) {
        let a = atan2(Double(from.y - c.y), Double(from.x - c.x))
        let b = atan2(Double(to.y - c.y), Double(to.x - c.x))
        var delta = b - a
        while delta > .pi { delta -= 2 * .pi }
        while delta <= -.pi { delta += 2 * .pi }
        p.addArc(center: c, radius: CGFloat(r), startAngle: .radians(a), endAngle: .radians(a + delta), clockwise: delta < 0)
    }
}
