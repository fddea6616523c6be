import Foundation

/// A mesh vertex in unit coordinates with its four edge control points.
public struct MeshVertex: Hashable, Sendable {
    public var position: CGPoint
    public var leading: CGPoint
    public var top: CGPoint
    public var trailing: CGPoint
    public var bottom: CGPoint

    init(_ p: MeshGradient.BezierPoint) {
        func cg(_ v: SIMD2<Float>) -> CGPoint { CGPoint(x: CGFloat(v.x), y: CGFloat(v.y)) }
        position = cg(p.position)
        leading = cg(p.leadingControlPoint)
        top = cg(p.topControlPoint)
        trailing = cg(p.trailingControlPoint)
        bottom = cg(p.bottomControlPoint)
    }

    init(position: CGPoint, leading: CGPoint, top: CGPoint, trailing: CGPoint, bottom: CGPoint) {
        (self.position, self.leading, self.top, self.trailing, self.bottom) = (position, leading, top, trailing, bottom)
    }

    /// Vertices whose control points are implicit: each edge leaves its vertex along the
    /// Catmull-Rom tangent through the neighbours (one-sided on the mesh's border), a third of
    /// the way — so evenly spaced points give straight edges, and moved points smooth curves.
    /// Apple does not publish its derivation; this is WidgetShot's.
    static func implicit(_ points: [SIMD2<Float>], width: Int, height: Int) -> [MeshVertex] {
        guard width > 0, height > 0, points.count == width * height else {
            return points.map { let p = CGPoint(x: CGFloat($0.x), y: CGFloat($0.y)); return MeshVertex(position: p, leading: p, top: p, trailing: p, bottom: p) }
        }
        func p(_ x: Int, _ y: Int) -> CGPoint {
            let v = points[min(max(y, 0), height - 1) * width + min(max(x, 0), width - 1)]
            return CGPoint(x: CGFloat(v.x), y: CGFloat(v.y))
        }
        var result: [MeshVertex] = []
        for y in 0..<height {
            for x in 0..<width {
                let c = p(x, y)
                let spanX = CGFloat(min(x + 1, width - 1) - max(x - 1, 0))
                let spanY = CGFloat(min(y + 1, height - 1) - max(y - 1, 0))
                let tx = spanX > 0 ? (p(x + 1, y) - p(x - 1, y)) / (3 * spanX) : .zero
                let ty = spanY > 0 ? (p(x, y + 1) - p(x, y - 1)) / (3 * spanY) : .zero
                result.append(MeshVertex(position: c, leading: c - tx, top: c - ty, trailing: c + tx, bottom: c + ty))
            }
        }
        return result
    }
}

/// A `MeshGradient` resolved for drawing: vertices in unit coordinates, colours concrete.
public struct ResolvedMesh: Hashable, Sendable {
    public var width: Int
    public var height: Int
    public var vertices: [MeshVertex]
    public var colors: [RGBA]
    public var background: RGBA
    public var smoothsColors: Bool
    /// Colours interpolate in Oklab (`.perceptual`) rather than sRGB (`.device`).
    public var perceptual: Bool

    /// Whether the grid has at least one cell and as many vertices and colours as it says.
    public var isValid: Bool {
        width >= 2 && height >= 2 && vertices.count == width * height && colors.count == width * height
    }

    /// A small quadrilateral of the tessellated mesh: corners in drawing order (top-leading,
    /// top-trailing, bottom-trailing, bottom-leading) with their colours.
    public struct Quad: Hashable, Sendable {
        public var corners: [CGPoint]
        public var colors: [RGBA]
    }

    /// The mesh laid in `frame` as quads small enough that drawing each with bilinear colour
    /// reproduces the patch's colours: first a quad of `background` covering the frame (when it
    /// is not clear), then every cell split into `n × n` quads on its Coons patch, `n` growing
    /// with the cell's size in points (at most 24).
    public func tessellate(in frame: CGRect) -> [Quad] {
        var quads: [Quad] = []
        if background.alpha > 0 {
            quads.append(Quad(corners: [CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.maxX, y: frame.minY),
                                        CGPoint(x: frame.maxX, y: frame.maxY), CGPoint(x: frame.minX, y: frame.maxY)],
                              colors: Array(repeating: background, count: 4)))
        }
        guard isValid else { return quads }
        let space = colors.map { MeshColorSpace.encode($0, perceptual: perceptual) }
        func place(_ u: CGPoint) -> CGPoint { CGPoint(x: frame.minX + u.x * frame.width, y: frame.minY + u.y * frame.height) }
        for j in 0..<(height - 1) {
            for i in 0..<(width - 1) {
                let patch = CoonsPatch(v00: vertices[j * width + i], v10: vertices[j * width + i + 1],
                                       v01: vertices[(j + 1) * width + i], v11: vertices[(j + 1) * width + i + 1])
                let extent = patch.extent(in: frame.size)
                let n = smoothsColors || perceptual ? min(24, max(2, Int((extent / 8).rounded(.up)))) : 1
                var grid: [[(CGPoint, RGBA)]] = []
                for b in 0...n {
                    var row: [(CGPoint, RGBA)] = []
                    for a in 0...n {
                        let u = CGFloat(a) / CGFloat(n), v = CGFloat(b) / CGFloat(n)
                        let c = color(space, x: Double(i) + Double(u), y: Double(j) + Double(v))
                        row.append((place(patch.point(u, v)), MeshColorSpace.decode(c, perceptual: perceptual)))
                    }
                    grid.append(row)
                }
                for b in 0..<n {
                    for a in 0..<n {
                        let cells = [grid[b][a], grid[b][a + 1], grid[b + 1][a + 1], grid[b + 1][a]]
                        quads.append(Quad(corners: cells.map(\.0), colors: cells.map(\.1)))
                    }
                }
            }
        }
        return quads
    }

    /// The colour at grid coordinates (`x` along rows, `y` down columns): bilinear between the
    /// cell's corners, or Catmull-Rom in both directions when `smoothsColors`.
    private func color(_ space: [[Double]], x: Double, y: Double) -> [Double] {
        func at(_ cx: Int, _ cy: Int) -> [Double] { space[min(max(cy, 0), height - 1) * width + min(max(cx, 0), width - 1)] }
        let i = min(Int(x), width - 2), j = min(Int(y), height - 2)
        let u = x - Double(i), v = y - Double(j)
        if !smoothsColors {
            return (0..<4).map { k in
                let top = at(i, j)[k] + (at(i + 1, j)[k] - at(i, j)[k]) * u
                let bottom = at(i, j + 1)[k] + (at(i + 1, j + 1)[k] - at(i, j + 1)[k]) * u
                return top + (bottom - top) * v
            }
        }
        func catmullRom(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double, _ t: Double) -> Double {
            let t2 = t * t, t3 = t2 * t
            return 0.5 * (2 * p1 + (p2 - p0) * t + (2 * p0 - 5 * p1 + 4 * p2 - p3) * t2 + (3 * p1 - p0 - 3 * p2 + p3) * t3)
        }
        return (0..<4).map { k in
            let rows = (-1...2).map { dy in catmullRom(at(i - 1, j + dy)[k], at(i, j + dy)[k], at(i + 1, j + dy)[k], at(i + 2, j + dy)[k], u) }
            return catmullRom(rows[0], rows[1], rows[2], rows[3], v)
        }
    }
}

/// One cell of a mesh as a Coons patch bounded by four cubic Béziers.
struct CoonsPatch {
    let v00, v10, v01, v11: MeshVertex

    static func cubic(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint, _ t: CGFloat) -> CGPoint {
        let s = 1 - t
        return a * (s * s * s) + b * (3 * s * s * t) + c * (3 * s * t * t) + d * (t * t * t)
    }

    /// The patch's point at (`u`, `v`), both 0…1: the Coons blend of its four edges.
    func point(_ u: CGFloat, _ v: CGFloat) -> CGPoint {
        let top = Self.cubic(v00.position, v00.trailing, v10.leading, v10.position, u)
        let bottom = Self.cubic(v01.position, v01.trailing, v11.leading, v11.position, u)
        let left = Self.cubic(v00.position, v00.bottom, v01.top, v01.position, v)
        let right = Self.cubic(v10.position, v10.bottom, v11.top, v11.position, v)
        let corners = v00.position * ((1 - u) * (1 - v)) + v10.position * (u * (1 - v)) + v01.position * ((1 - u) * v) + v11.position * (u * v)
        return top * (1 - v) + bottom * v + left * (1 - u) + right * u - corners
    }

    /// The longer of the patch's diagonals in points, for a frame of `size`.
    func extent(in size: CGSize) -> CGFloat {
        func d(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot((a.x - b.x) * size.width, (a.y - b.y) * size.height) }
        return max(d(v00.position, v11.position), d(v10.position, v01.position))
    }
}

/// The spaces mesh colours interpolate in: sRGB components, or Oklab (`Gradient.ColorSpace`).
enum MeshColorSpace {
    static func encode(_ c: RGBA, perceptual: Bool) -> [Double] {
        guard perceptual else { return [c.red, c.green, c.blue, c.alpha] }
        let lab = ColorMixing.oklab(c)
        return [lab.0, lab.1, lab.2, c.alpha]
    }

    static func decode(_ c: [Double], perceptual: Bool) -> RGBA {
        func clamp(_ v: Double) -> Double { min(max(v, 0), 1) }
        if perceptual {
            let rgb = ColorMixing.rgb(fromOklab: (c[0], c[1], c[2]), alpha: clamp(c[3]))
            return RGBA(red: clamp(rgb.red), green: clamp(rgb.green), blue: clamp(rgb.blue), alpha: rgb.alpha)
        }
        return RGBA(red: clamp(c[0]), green: clamp(c[1]), blue: clamp(c[2]), alpha: clamp(c[3]))
    }
}

private func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
private func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
private func * (a: CGPoint, k: CGFloat) -> CGPoint { CGPoint(x: a.x * k, y: a.y * k) }
private func / (a: CGPoint, k: CGFloat) -> CGPoint { CGPoint(x: a.x / k, y: a.y / k) }
