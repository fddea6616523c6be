import Foundation

extension Path {
    /// The area inside both paths — SwiftUI's `Path.intersection(_:eoFill:)` (iOS 17,
    /// https://developer.apple.com/documentation/swiftui/path/intersection(_:eofill:)).
    public func intersection(_ other: Path, eoFill: Bool = false) -> Path { PathBoolean.combine(self, other, eoFill: eoFill) { $0 && $1 } }
    /// The area inside either path — SwiftUI's `Path.union(_:eoFill:)` (iOS 17).
    public func union(_ other: Path, eoFill: Bool = false) -> Path { PathBoolean.combine(self, other, eoFill: eoFill) { $0 || $1 } }
    /// The area inside this path and outside `other` — SwiftUI's `Path.subtracting(_:eoFill:)`
    /// (iOS 17).
    ///
    /// ```swift
    /// Path(ellipseIn: rect).subtracting(slice)   // a circle with a wedge cut out
    /// ```
    public func subtracting(_ other: Path, eoFill: Bool = false) -> Path { PathBoolean.combine(self, other, eoFill: eoFill) { $0 && !$1 } }
    /// The area inside exactly one of the paths — SwiftUI's `Path.symmetricDifference(_:eoFill:)`
    /// (iOS 17).
    public func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path { PathBoolean.combine(self, other, eoFill: eoFill) { $0 != $1 } }
    /// This path's area with overlaps and self-intersections resolved by the fill rule —
    /// SwiftUI's `Path.normalized(eoFill:)` (iOS 17).
    public func normalized(eoFill: Bool = true) -> Path { PathBoolean.combine(self, Path(), eoFill: eoFill) { a, _ in a } }
    /// The parts of this path's lines inside `other`'s area — SwiftUI's
    /// `Path.lineIntersection(_:eoFill:)` (iOS 17).
    public func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path { PathBoolean.clipLines(self, by: other, eoFill: eoFill, keepInside: true) }
    /// The parts of this path's lines outside `other`'s area — SwiftUI's
    /// `Path.lineSubtraction(_:eoFill:)` (iOS 17).
    public func lineSubtraction(_ other: Path, eoFill: Bool = false) -> Path { PathBoolean.clipLines(self, by: other, eoFill: eoFill, keepInside: false) }
}

/// Boolean operations on filled paths. Both paths are flattened to polygons (curves as 32
/// pieces, `flattenedForTrim`) and cut into horizontal slabs at every vertex and crossing; in a
/// slab no edges cross, so the intervals between edges are inside or outside each path by the
/// winding rule, and the kept intervals stack into polygons (one per run of slabs with the same
/// two bounding edges). The result is exact for the flattened outlines; it is made of lines.
enum PathBoolean {
    struct Edge {
        var top: CGPoint, bottom: CGPoint
        var winding: Int
        var operand: Int
        func x(at y: CGFloat) -> CGFloat {
            bottom.y == top.y ? top.x : top.x + (y - top.y) / (bottom.y - top.y) * (bottom.x - top.x)
        }
    }

    static func edges(of path: Path, operand: Int) -> [Edge] {
        var result: [Edge] = []
        for polygon in path.flattenedForTrim() {
            guard let first = polygon.first else { continue }
            for (a, b) in zip(polygon, polygon.dropFirst() + [first]) where a.y != b.y && a.y.isFinite && b.y.isFinite && a.x.isFinite && b.x.isFinite {
                result.append(a.y < b.y ? Edge(top: a, bottom: b, winding: 1, operand: operand)
                                        : Edge(top: b, bottom: a, winding: -1, operand: operand))
            }
        }
        return result
    }

    /// The y of the crossing of two edges strictly inside both, if any.
    static func crossingY(_ e: Edge, _ f: Edge) -> CGFloat? {
        let lo = max(e.top.y, f.top.y), hi = min(e.bottom.y, f.bottom.y)
        guard hi > lo else { return nil }
        let d0 = e.x(at: lo) - f.x(at: lo), d1 = e.x(at: hi) - f.x(at: hi)
        guard (d0 < 0 && d1 > 0) || (d0 > 0 && d1 < 0) else { return nil }
        return lo + (hi - lo) * d0 / (d0 - d1)
    }

    static func combine(_ a: Path, _ b: Path, eoFill: Bool, _ keep: (Bool, Bool) -> Bool) -> Path {
        let all = edges(of: a, operand: 0) + edges(of: b, operand: 1)
        var ys = Set<CGFloat>()
        for e in all { ys.insert(e.top.y); ys.insert(e.bottom.y) }
        for i in all.indices {
            for j in (i + 1)..<all.count {
                if let y = crossingY(all[i], all[j]) { ys.insert(y) }
            }
        }
        let levels = ys.sorted()
        func filled(_ w: Int) -> Bool { eoFill ? w % 2 != 0 : w != 0 }

        /// A polygon being grown downwards between two edges.
        struct Chain { var left: [CGPoint]; var right: [CGPoint] }
        var open: [[Int]: Chain] = [:]
        var result = Path()
        func emit(_ chain: Chain) {
            result.addLines(chain.left + chain.right.reversed())
            result.closeSubpath()
        }
        for (y0, y1) in zip(levels, levels.dropFirst()) where y1 > y0 {
            let mid = (y0 + y1) / 2
            let active = all.indices.filter { all[$0].top.y < mid && all[$0].bottom.y > mid }
                .sorted { all[$0].x(at: mid) < all[$1].x(at: mid) }
            var windings = [0, 0], left: Int?
            var next: [[Int]: Chain] = [:]
            for index in active {
                let wasInside = keep(filled(windings[0]), filled(windings[1]))
                windings[all[index].operand] += all[index].winding
                let isInside = keep(filled(windings[0]), filled(windings[1]))
                if isInside && !wasInside { left = index }
                guard !isInside && wasInside, let l = left else { continue }
                let key = [l, index], le = all[l], re = all[index]
                if var chain = open.removeValue(forKey: key) {
                    chain.left.append(CGPoint(x: le.x(at: y1), y: y1))
                    chain.right.append(CGPoint(x: re.x(at: y1), y: y1))
                    next[key] = chain
                } else {
                    next[key] = Chain(left: [CGPoint(x: le.x(at: y0), y: y0), CGPoint(x: le.x(at: y1), y: y1)],
                                      right: [CGPoint(x: re.x(at: y0), y: y0), CGPoint(x: re.x(at: y1), y: y1)])
                }
                left = nil
            }
            for chain in open.values { emit(chain) }
            open = next
        }
        for chain in open.values { emit(chain) }
        return result
    }

    /// The pieces of `path`'s polylines inside (or outside) `other`'s area: each segment is cut
    /// where it crosses `other`'s outline and a piece is kept by where its middle lies.
    static func clipLines(_ path: Path, by other: Path, eoFill: Bool, keepInside: Bool) -> Path {
        let outline = other.flattenedForTrim().flatMap { polygon -> [(CGPoint, CGPoint)] in
            guard let first = polygon.first else { return [] }
            return Array(zip(polygon, polygon.dropFirst() + [first]))
        }
        var result = Path()
        for line in path.flattenedForTrim() {
            var penDown = false
            for (a, b) in zip(line, line.dropFirst()) {
                var cuts: [CGFloat] = [0, 1]
                for (c, d) in outline {
                    let r = CGPoint(x: b.x - a.x, y: b.y - a.y), s = CGPoint(x: d.x - c.x, y: d.y - c.y)
                    let denom = r.x * s.y - r.y * s.x
                    guard denom != 0 else { continue }
                    let t = ((c.x - a.x) * s.y - (c.y - a.y) * s.x) / denom
                    let u = ((c.x - a.x) * r.y - (c.y - a.y) * r.x) / denom
                    if t > 0, t < 1, u >= 0, u <= 1 { cuts.append(t) }
                }
                cuts.sort()
                for (t0, t1) in zip(cuts, cuts.dropFirst()) where t1 > t0 {
                    func at(_ t: CGFloat) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
                    if other.contains(at((t0 + t1) / 2), eoFill: eoFill) == keepInside {
                        if !penDown { result.move(to: at(t0)); penDown = true }
                        result.addLine(to: at(t1))
                    } else {
                        penDown = false
                    }
                }
            }
        }
        return result
    }
}
