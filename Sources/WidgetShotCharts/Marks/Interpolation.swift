import Foundation
import WidgetShotUI

/// Paths through points for each `InterpolationMethod`, following d3-shape's curves (linear,
/// monotoneX, catmullRom, cardinal, stepAfter/step/stepBefore), which Swift Charts' curves match.
enum CurveBuilder {
    /// Adds the curve through `points` to `path` (moving to the first point unless `continuing`).
    static func add(_ points: [CGPoint], method: InterpolationMethod, to path: inout Path, continuing: Bool = false) {
        guard let first = points.first else { return }
        if continuing { path.addLine(to: first) } else { path.move(to: first) }
        guard points.count > 1 else { return }
        switch method.kind {
        case .linear:
            for p in points.dropFirst() { path.addLine(to: p) }
        case .stepStart:
            for (a, b) in zip(points, points.dropFirst()) { path.addLine(to: CGPoint(x: b.x, y: a.y)); path.addLine(to: b) }
        case .stepEnd:
            for (a, b) in zip(points, points.dropFirst()) { path.addLine(to: CGPoint(x: a.x, y: b.y)); path.addLine(to: b) }
        case .stepCenter:
            for (a, b) in zip(points, points.dropFirst()) {
                let mid = (a.x + b.x) / 2
                path.addLine(to: CGPoint(x: mid, y: a.y)); path.addLine(to: CGPoint(x: mid, y: b.y)); path.addLine(to: b)
            }
        case .monotone: monotone(points, &path)
        case .cardinal(let tension): cardinal(points, tension: tension, &path)
        case .catmullRom(let alpha): catmullRom(points, alpha: alpha, &path)
        }
    }

    /// d3's curveMonotoneX (Steffen's method): tangents that keep the curve monotone between points.
    static func monotone(_ p: [CGPoint], _ path: inout Path) {
        let n = p.count
        var slopes = [CGFloat](repeating: 0, count: n - 1)
        for i in 0..<(n - 1) {
            let dx = p[i + 1].x - p[i].x
            slopes[i] = dx == 0 ? 0 : (p[i + 1].y - p[i].y) / dx
        }
        var tangents = [CGFloat](repeating: 0, count: n)
        tangents[0] = slopes[0]
        tangents[n - 1] = slopes[n - 2]
        if n > 2 {
            for i in 1..<(n - 1) {
                let h0 = p[i].x - p[i - 1].x, h1 = p[i + 1].x - p[i].x
                let s0 = slopes[i - 1], s1 = slopes[i]
                let pp = (s0 * h1 + s1 * h0) / max(h0 + h1, .leastNonzeroMagnitude)
                let sign: CGFloat = (s0 > 0 ? 1 : s0 < 0 ? -1 : 0) + (s1 > 0 ? 1 : s1 < 0 ? -1 : 0)
                tangents[i] = sign * min(abs(s0), abs(s1), 0.5 * abs(pp))
                if tangents[i].isNaN { tangents[i] = 0 }
            }
            // d3's end tangents (slope2): from the neighbouring tangent.
            let h0 = p[1].x - p[0].x
            if h0 != 0 { tangents[0] = (3 * slopes[0] - tangents[1]) / 2 }
            let hn = p[n - 1].x - p[n - 2].x
            if hn != 0 { tangents[n - 1] = (3 * slopes[n - 2] - tangents[n - 2]) / 2 }
        }
        for i in 0..<(n - 1) {
            let dx = (p[i + 1].x - p[i].x) / 3
            path.addCurve(to: p[i + 1], control1: CGPoint(x: p[i].x + dx, y: p[i].y + dx * tangents[i]),
                          control2: CGPoint(x: p[i + 1].x - dx, y: p[i + 1].y - dx * tangents[i + 1]))
        }
    }

    /// d3's curveCardinal with tension.
    static func cardinal(_ p: [CGPoint], tension: CGFloat, _ path: inout Path) {
        let k = (1 - tension) / 6
        for i in 0..<(p.count - 1) {
            let p0 = p[max(0, i - 1)], p1 = p[i], p2 = p[i + 1], p3 = p[min(p.count - 1, i + 2)]
            path.addCurve(to: p2, control1: CGPoint(x: p1.x + k * (p2.x - p0.x), y: p1.y + k * (p2.y - p0.y)),
                          control2: CGPoint(x: p2.x - k * (p3.x - p1.x), y: p2.y - k * (p3.y - p1.y)))
        }
    }

    /// d3's curveCatmullRom (alpha 0.5: centripetal), Bézier form of each segment.
    static func catmullRom(_ p: [CGPoint], alpha: CGFloat, _ path: inout Path) {
        func dist(_ a: CGPoint, _ b: CGPoint) -> CGFloat { pow(hypot(b.x - a.x, b.y - a.y), alpha) }
        for i in 0..<(p.count - 1) {
            let p0 = i == 0 ? p[0] : p[i - 1], p1 = p[i], p2 = p[i + 1], p3 = i + 2 < p.count ? p[i + 2] : p[i + 1]
            let d1 = dist(p0, p1), d2 = dist(p1, p2), d3 = dist(p2, p3)
            var c1 = CGPoint(x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6)
            var c2 = CGPoint(x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6)
            if d1 > 1e-6, d2 > 1e-6 {
                let a = 2 * d1 * d1 + 3 * d1 * d2 + d2 * d2, n = 3 * d1 * (d1 + d2)
                c1 = CGPoint(x: (p2.x * d1 * d1 - p0.x * d2 * d2 + p1.x * a) / n, y: (p2.y * d1 * d1 - p0.y * d2 * d2 + p1.y * a) / n)
            }
            if d3 > 1e-6, d2 > 1e-6 {
                let b = 2 * d3 * d3 + 3 * d3 * d2 + d2 * d2, m = 3 * d3 * (d3 + d2)
                c2 = CGPoint(x: (p1.x * d3 * d3 - p3.x * d2 * d2 + p2.x * b) / m, y: (p1.y * d3 * d3 - p3.y * d2 * d2 + p2.y * b) / m)
            }
            path.addCurve(to: p2, control1: c1, control2: c2)
        }
    }
}

extension InterpolationMethod {
    /// The method that draws the same curve through the points in reverse order (an area's lower
    /// edge runs backwards): `stepStart` and `stepEnd` swap; the others are symmetric.
    var reversed: InterpolationMethod {
        switch kind {
        case .stepStart: return .stepEnd
        case .stepEnd: return .stepStart
        default: return self
        }
    }
}
