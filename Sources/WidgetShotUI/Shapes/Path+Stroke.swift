import Foundation

extension Path {
    /// The outline of this path stroked with `style`, as a path to fill — SwiftUI's
    /// `Path.strokedPath(_:)` (Core Graphics' `copy(strokingWithWidth:…)`).
    ///
    /// Curves are followed as polylines (32 pieces per curve, as `trimmedPath` does); dashes split
    /// the polylines first. Each segment becomes a quadrilateral of the line's width, each corner
    /// a join (`miter` within `miterLimit`, else `bevel`; `round` a disc) and each open end a cap
    /// (`square` extends by half the width, `round` a disc). Every piece is wound the same way, so
    /// filling the result with the non-zero rule (SwiftUI's default `fill`) covers exactly the
    /// stroke's area.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let half = style.lineWidth / 2
        guard half > 0, half.isFinite else { return Path() }
        var lines = flattenedForTrim().map(Self.removingRepeats)
        if !style.dash.isEmpty, style.dash.allSatisfy({ $0 >= 0 }), style.dash.reduce(0, +) > 0 {
            lines = lines.flatMap { Self.dashes(of: $0, pattern: style.dash, phase: style.dashPhase) }
        }
        var out = Path()
        func add(_ polygon: [CGPoint]) {
            guard polygon.count > 2 else { return }
            out.addLines(Self.signedArea(polygon) < 0 ? polygon.reversed() : polygon)
            out.closeSubpath()
        }
        for line in lines {
            if line.count == 1 {   // a zero-length piece: a dot for round and square caps, as Core Graphics draws
                let p = line[0]
                switch style.lineCap {
                case .round: add(Self.disc(at: p, radius: half))
                case .square: add([CGPoint(x: p.x - half, y: p.y - half), CGPoint(x: p.x + half, y: p.y - half),
                                   CGPoint(x: p.x + half, y: p.y + half), CGPoint(x: p.x - half, y: p.y + half)])
                case .butt: break
                }
                continue
            }
            let closed = line.count > 2 && line.first == line.last
            for i in 0..<(line.count - 1) {
                let a = line[i], b = line[i + 1]
                let n = Self.normal(a, b, half)
                add([CGPoint(x: a.x + n.x, y: a.y + n.y), CGPoint(x: b.x + n.x, y: b.y + n.y),
                     CGPoint(x: b.x - n.x, y: b.y - n.y), CGPoint(x: a.x - n.x, y: a.y - n.y)])
            }
            // Joins at inner corners (and where a closed line meets its start).
            let corners = closed ? Array(0..<(line.count - 1)) : Array(1..<max(1, line.count - 1))
            for i in corners {
                let p = line[i]
                let before = i == 0 ? line[line.count - 2] : line[i - 1]
                let after = line[i + 1]
                add(Self.join(before, p, after, half: half, style: style))
            }
            if !closed, let first = line.first, let last = line.last {
                add(Self.cap(at: first, from: line[1], half: half, cap: style.lineCap))
                add(Self.cap(at: last, from: line[line.count - 2], half: half, cap: style.lineCap))
            }
        }
        return out
    }

    static func removingRepeats(_ line: [CGPoint]) -> [CGPoint] {
        var out: [CGPoint] = []
        for p in line where out.last != p { out.append(p) }
        return out
    }

    /// The left normal of a→b, `length` long.
    static func normal(_ a: CGPoint, _ b: CGPoint, _ length: CGFloat) -> CGPoint {
        let dx = b.x - a.x, dy = b.y - a.y, d = (dx * dx + dy * dy).squareRoot()
        guard d > 0 else { return .zero }
        return CGPoint(x: -dy / d * length, y: dx / d * length)
    }

    static func signedArea(_ polygon: [CGPoint]) -> CGFloat {
        var sum: CGFloat = 0
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            sum += a.x * b.y - b.x * a.y
        }
        return sum / 2
    }

    static func disc(at c: CGPoint, radius: CGFloat) -> [CGPoint] {
        (0..<32).map { i in
            let angle = 2 * Double.pi * Double(i) / 32
            return CGPoint(x: c.x + radius * CGFloat(cos(angle)), y: c.y + radius * CGFloat(sin(angle)))
        }
    }

    /// The piece filling the outer side of the corner at `p` between a→p and p→b.
    static func join(_ a: CGPoint, _ p: CGPoint, _ b: CGPoint, half: CGFloat, style: StrokeStyle) -> [CGPoint] {
        if style.lineJoin == .round { return disc(at: p, radius: half) }
        let n1 = normal(a, p, half), n2 = normal(p, b, half)
        let turn = (p.x - a.x) * (b.y - p.y) - (p.y - a.y) * (b.x - p.x)
        guard turn != 0 else { return [] }
        // The outer side is opposite the turn.
        let sign: CGFloat = turn > 0 ? -1 : 1
        let o1 = CGPoint(x: p.x + sign * n1.x, y: p.y + sign * n1.y), o2 = CGPoint(x: p.x + sign * n2.x, y: p.y + sign * n2.y)
        if style.lineJoin == .miter {
            // Miter length over line width is 1 / sin(θ/2), θ the angle between the segments (Core Graphics' rule).
            let d1 = CGPoint(x: p.x - a.x, y: p.y - a.y), d2 = CGPoint(x: b.x - p.x, y: b.y - p.y)
            let l1 = (d1.x * d1.x + d1.y * d1.y).squareRoot(), l2 = (d2.x * d2.x + d2.y * d2.y).squareRoot()
            let cosTurn = max(-1, min(1, (d1.x * d2.x + d1.y * d2.y) / (l1 * l2)))
            let theta = Double.pi - acos(Double(cosTurn))
            let ratio = 1 / sin(theta / 2)
            if ratio.isFinite, CGFloat(ratio) <= style.miterLimit {
                let bisector = CGPoint(x: o1.x + o2.x - 2 * p.x, y: o1.y + o2.y - 2 * p.y)
                let bl = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
                if bl > 0 {
                    let reach = half * CGFloat(ratio)
                    let tip = CGPoint(x: p.x + bisector.x / bl * reach, y: p.y + bisector.y / bl * reach)
                    return [p, o1, tip, o2]
                }
            }
        }
        return [p, o1, o2]
    }

    /// The cap at `end`, the line arriving from `from`.
    static func cap(at end: CGPoint, from: CGPoint, half: CGFloat, cap: CGLineCap) -> [CGPoint] {
        switch cap {
        case .butt: return []
        case .round: return disc(at: end, radius: half)
        case .square:
            let n = normal(from, end, half)
            let d = CGPoint(x: n.y, y: -n.x)   // along from→end, half long
            return [CGPoint(x: end.x + n.x, y: end.y + n.y), CGPoint(x: end.x + n.x + d.x, y: end.y + n.y + d.y),
                    CGPoint(x: end.x - n.x + d.x, y: end.y - n.y + d.y), CGPoint(x: end.x - n.x, y: end.y - n.y)]
        }
    }

    /// The "on" pieces of a polyline under a dash pattern starting `phase` into it.
    static func dashes(of line: [CGPoint], pattern: [CGFloat], phase: CGFloat) -> [[CGPoint]] {
        let period = pattern.reduce(0, +)
        var index = 0
        var remaining = pattern[0]
        var offset = phase.truncatingRemainder(dividingBy: period)
        if offset < 0 { offset += period }
        while offset > 0 {
            if offset >= remaining { offset -= remaining; index = (index + 1) % pattern.count; remaining = pattern[index] }
            else { remaining -= offset; offset = 0 }
        }
        var pieces: [[CGPoint]] = []
        var current: [CGPoint] = index % 2 == 0 ? [line[0]] : []
        for i in 0..<(line.count - 1) {
            var a = line[i]
            let b = line[i + 1]
            var length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
            while length > 0 {
                if remaining >= length {
                    remaining -= length
                    if index % 2 == 0 { current.append(b) }
                    length = 0
                } else {
                    let t = remaining / length
                    let p = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                    if index % 2 == 0 { current.append(p); pieces.append(current); current = [] } else { current = [p] }
                    length -= remaining
                    a = p
                    index = (index + 1) % pattern.count
                    remaining = pattern[index]
                }
            }
        }
        if index % 2 == 0, current.count > 1 { pieces.append(current) }
        return pieces.map(removingRepeats).filter { !$0.isEmpty }
    }
}
