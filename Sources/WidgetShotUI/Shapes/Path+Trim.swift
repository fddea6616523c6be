import Foundation

extension Path {
    /// The part of the path between two fractions of its length — SwiftUI's
    /// `Path.trimmedPath(from:to:)` (https://developer.apple.com/documentation/swiftui/path/trimmedpath(from:to:)).
    ///
    /// Fractions are of the whole path's length (all subpaths, each closed subpath counting its
    /// closing line) and are clamped to 0...1; `from: 0, to: 1` is the path itself. Outlines start
    /// where iOS starts them, so progress rings begin where they do on a device: a rectangle at its
    /// top-left corner, an ellipse at (maxX, midY), a rounded rectangle at the middle of its right
    /// edge (`RoundedRectPath` in WidgetShotCairo), all running clockwise on screen. Guesses (Apple
    /// is silent): `from >= to` or a NaN fraction is an empty path; curves are followed as polylines
    /// of 32 pieces each (under 0.01 pt off for a 60 pt ring).
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        guard !from.isNaN, !to.isNaN else { return Path() }
        let start = min(max(from, 0), 1), end = min(max(to, 0), 1)
        if start <= 0 && end >= 1 { return self }
        guard start < end else { return Path() }
        let polylines = flattenedForTrim()
        let total = polylines.reduce(0) { $0 + Self.length(of: $1) }
        guard total > 0, total.isFinite else { return Path() }
        let lo = start * total, hi = end * total
        var out = Path(), offset: CGFloat = 0
        for line in polylines {
            var penDown = false
            for (a, b) in zip(line, line.dropFirst()) {
                let d = hypot(b.x - a.x, b.y - a.y)
                defer { offset += d }
                guard d > 0, offset + d > lo, offset < hi else { penDown = false; continue }
                let t0 = max(0, (lo - offset) / d), t1 = min(1, (hi - offset) / d)
                func at(_ t: CGFloat) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
                if !penDown { out.move(to: at(t0)); penDown = true }
                out.addLine(to: at(t1))
            }
        }
        return out
    }

    /// Each subpath as the points of a polyline, closed subpaths ending at their start.
    func flattenedForTrim() -> [[CGPoint]] {
        var lines: [[CGPoint]] = [], current: [CGPoint] = []
        func finish() { if current.count > 1 { lines.append(current) }; current = [] }
        func curve(_ steps: Int, _ point: (CGFloat) -> CGPoint) {
            guard let _ = current.last else { return }
            for i in 1...steps { current.append(point(CGFloat(i) / CGFloat(steps))) }
        }
        for element in elements {
            switch element {
            case .move(let p): finish(); current = [p]
            case .line(let p): if current.isEmpty { current = [p] } else { current.append(p) }
            case .quadCurve(let p, let c):
                guard let p0 = current.last else { current = [p]; continue }
                curve(32) { t in
                    let u = 1 - t
                    return CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y)
                }
            case .curve(let p, let c1, let c2):
                guard let p0 = current.last else { current = [p]; continue }
                curve(32) { t in
                    let u = 1 - t, a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p.x, y: a * p0.y + b * c1.y + c * c2.y + d * p.y)
                }
            case .closeSubpath:
                if let first = current.first { current.append(first) }
                finish()
            case .rect(let r):
                finish()
                let r = r.standardized
                lines.append([CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
                              CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.minX, y: r.minY)])
            case .ellipse(let r):
                finish()
                let r = r.standardized, steps = 128
                lines.append((0...steps).map { i in
                    let a = 2 * Double.pi * Double(i % steps) / Double(steps)
                    return CGPoint(x: r.midX + r.width / 2 * CGFloat(cos(a)), y: r.midY + r.height / 2 * CGFloat(sin(a)))
                })
            case .roundedRect(let r, let corner, let style):
                finish()
                lines.append(Self.roundedRectPolyline(r.standardized, corner: corner, style: style))
            }
        }
        finish()
        return lines
    }

    /// A rounded rectangle's outline from the middle of its right edge, clockwise (as iOS).
    private static func roundedRectPolyline(_ r: CGRect, corner: CGSize, style: RoundedCornerStyle) -> [CGPoint] {
        let radius = max(0, min(corner.width.isNaN ? 0 : corner.width, corner.height.isNaN ? 0 : corner.height, r.width / 2, r.height / 2))
        var outline = Path()
        outline.addRoundedRectCurves(r, radii: Array(repeating: radius, count: 4), style: style)
        guard var points = outline.flattenedForTrim().first, points.count > 2 else { return [] }
        points.removeLast()  // the closing point repeats the first
        // Start at (maxX, midY): split the right edge's line there and rotate the ring.
        let n = points.count, start = CGPoint(x: r.maxX, y: r.midY)
        if let i = points.firstIndex(where: { hypot($0.x - start.x, $0.y - start.y) < 1e-9 }) {
            return Array(points[i...] + points[..<i]) + [points[i]]
        }
        for i in 0..<n {
            let a = points[i], b = points[(i + 1) % n]
            if a.x == r.maxX, b.x == r.maxX, a.y <= r.midY, b.y > r.midY {
                let ring = Array(points[(i + 1)...] + points[...i])
                return [start] + ring + [start]
            }
        }
        return points + [points[0]]
    }

    private static func length(of line: [CGPoint]) -> CGFloat {
        zip(line, line.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
    }
}

/// A shape trimmed to part of its outline — what `Shape.trim(from:to:)` returns.
public struct _TrimmedShape<Content: Shape>: Shape {
    /// The shape being trimmed.
    public var shape: Content
    /// The fractions of the outline kept.
    public var startFraction: CGFloat, endFraction: CGFloat

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

extension Shape {
    /// Trims the shape's outline to a fraction of its length — SwiftUI's `Shape.trim(from:to:)`
    /// (https://developer.apple.com/documentation/swiftui/shape/trim(from:to:)), as in the
    /// progress ring `Circle().trim(from: 0, to: 0.7).stroke(lineWidth: 8).rotationEffect(.degrees(-90))`.
    /// See `Path.trimmedPath(from:to:)` for where outlines start.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}
