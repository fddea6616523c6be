import Foundation

/// An affine transform of canvas user space (x' = a x + c y + tx, y' = b x + d y + ty).
/// Foundation on Linux has no `CGAffineTransform`, so `GraphicsContext` keeps its own.
struct CanvasTransform: Equatable {
    var a: CGFloat = 1, b: CGFloat = 0, c: CGFloat = 0, d: CGFloat = 1, tx: CGFloat = 0, ty: CGFloat = 0

    static let identity = CanvasTransform()

    init() {}
    init(translationX x: CGFloat, y: CGFloat) { tx = x; ty = y }
    init(scaleX x: CGFloat, y: CGFloat) { a = x; d = y }
    init(_ t: CGAffineTransform) { (a, b, c, d, tx, ty) = (t.a, t.b, t.c, t.d, t.tx, t.ty) }
    init(rotation radians: Double) {
        a = CGFloat(cos(radians)); b = CGFloat(sin(radians)); c = -CGFloat(sin(radians)); d = CGFloat(cos(radians))
    }

    /// `self` first, then `other`.
    func concatenating(_ o: CanvasTransform) -> CanvasTransform {
        var r = CanvasTransform()
        r.a = a * o.a + b * o.c
        r.b = a * o.b + b * o.d
        r.c = c * o.a + d * o.c
        r.d = c * o.b + d * o.d
        r.tx = tx * o.a + ty * o.c + o.tx
        r.ty = tx * o.b + ty * o.d + o.ty
        return r
    }

    func apply(_ p: CGPoint) -> CGPoint { CGPoint(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty) }

    /// How much a length grows (the geometric mean of the axis scales), for line widths and radii.
    var lengthScale: CGFloat { sqrt(abs(a * d - b * c)) }

    var isAxisAligned: Bool { b == 0 && c == 0 }

    /// The path in canvas space. Rectangles, rounded rectangles and ellipses stay whole under
    /// translation and scaling; under rotation they become lines and Béziers.
    func apply(to path: Path) -> Path {
        if self == .identity { return path }
        var out = Path()
        for element in path.elements {
            switch element {
            case .move(let p): out.move(to: apply(p))
            case .line(let p): out.addLine(to: apply(p))
            case .quadCurve(let p, let q): out.addQuadCurve(to: apply(p), control: apply(q))
            case .curve(let p, let c1, let c2): out.addCurve(to: apply(p), control1: apply(c1), control2: apply(c2))
            case .closeSubpath: out.closeSubpath()
            case .rect(let r):
                if isAxisAligned { out.addRect(mapped(r)) } else { out.addPath(apply(to: Self.outline(of: r))) }
            case .ellipse(let r):
                if isAxisAligned { out.addEllipse(in: mapped(r)) } else { out.addPath(apply(to: Self.ellipseCurves(r))) }
            case .roundedRect(let r, let corner, let style):
                if isAxisAligned {
                    out.addRoundedRect(in: mapped(r), cornerSize: CGSize(width: corner.width * abs(a), height: corner.height * abs(d)), style: style)
                } else {
                    let radius = max(0, min(corner.width, corner.height, r.width / 2, r.height / 2))
                    var curves = Path()
                    curves.addRoundedRectCurves(r.standardized, radii: Array(repeating: radius, count: 4), style: style)
                    out.addPath(apply(to: curves))
                }
            }
        }
        return out
    }

    private func mapped(_ r: CGRect) -> CGRect {
        let p = apply(r.origin), q = apply(CGPoint(x: r.maxX, y: r.maxY))
        return CGRect(x: min(p.x, q.x), y: min(p.y, q.y), width: abs(q.x - p.x), height: abs(q.y - p.y))
    }

    private static func outline(of r: CGRect) -> Path {
        var p = Path()
        p.addLines([CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)])
        p.closeSubpath()
        return p
    }

    private static func ellipseCurves(_ r: CGRect) -> Path {
        let k: CGFloat = 0.55228475, rx = r.width / 2, ry = r.height / 2, cx = r.midX, cy = r.midY
        var p = Path()
        p.move(to: CGPoint(x: cx + rx, y: cy))
        p.addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry), control2: CGPoint(x: cx + k * rx, y: cy + ry))
        p.addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + k * ry))
        p.addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry), control2: CGPoint(x: cx - k * rx, y: cy - ry))
        p.addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - k * ry))
        p.closeSubpath()
        return p
    }
}
