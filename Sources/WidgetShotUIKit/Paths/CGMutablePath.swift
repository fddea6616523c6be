import Foundation
import WidgetShotUI

/// A path being built — Core Graphics' `CGMutablePath`
/// (https://developer.apple.com/documentation/coregraphics/cgmutablepath), with the Swift
/// methods Apple's overlay gives it. Each method applies its `transform` to what it adds.
/// Core Graphics' `clockwise` is the flag SwiftUI's `Path.addArc` takes (on a y-down screen a
/// `clockwise: true` arc runs counter-clockwise, as on iOS).
public class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() { super.init(storage: Path()) }
    override init(storage: Path) { super.init(storage: storage) }

    /// Builds a part in untransformed space, transforms it and appends it; a part that starts
    /// with a move is joined to the current point by a line instead (Core Graphics' arcs do).
    private func add(_ transform: CGAffineTransform, _ build: (inout Path) -> Void) {
        var part = Path()
        build(&part)
        for (i, element) in part.applying(transform).elements.enumerated() {
            switch element {
            case .move(let p): if i == 0 && !storage.isEmpty { storage.addLine(to: p) } else { storage.move(to: p) }
            case .line(let p): storage.addLine(to: p)
            case .quadCurve(let p, let c): storage.addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): storage.addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: storage.closeSubpath()
            case .rect(let r): storage.addRect(r)
            case .roundedRect(let r, let corner, let style): storage.addRoundedRect(in: r, cornerSize: corner, style: style)
            case .ellipse(let r): storage.addEllipse(in: r)
            }
        }
    }

    /// Starts a subpath.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) { storage.move(to: point.applying(transform)) }
    /// Adds a straight line.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) { storage.addLine(to: point.applying(transform)) }
    /// Adds a sequence of connected lines (a new subpath at the first point).
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) { storage.addLines(points.map { $0.applying(transform) }) }
    /// Adds a quadratic Bézier.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        storage.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
    }
    /// Adds a cubic Bézier.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        storage.addCurve(to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
    }
    /// Adds a rectangle as a closed subpath.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) { storage.addPath(Path(rect).applying(transform)) }
    /// Adds rectangles.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) { rects.forEach { addRect($0, transform: transform) } }
    /// Adds an ellipse inscribed in a rectangle.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) { storage.addPath(Path(ellipseIn: rect).applying(transform)) }
    /// Adds a rounded rectangle.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        storage.addPath(Path(roundedRect: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular).applying(transform))
    }
    /// Adds a circular arc, joined to the current point by a line.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool, transform: CGAffineTransform = .identity) {
        add(transform) { $0.addArc(center: center, radius: radius, startAngle: .radians(startAngle), endAngle: .radians(endAngle), clockwise: clockwise) }
    }
    /// Adds an arc of `delta` radians from `startAngle`.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity) {
        add(transform) { $0.addRelativeArc(center: center, radius: radius, startAngle: .radians(startAngle), delta: .radians(delta)) }
    }
    /// Adds an arc tangent to the lines from the current point to `tangent1End` and on to `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        let start = (storage.currentPoint ?? tangent1End.applying(transform)).applying(transform.inverted())
        add(transform) { path in
            path.move(to: start)
            let d1 = CGPoint(x: start.x - tangent1End.x, y: start.y - tangent1End.y), d2 = CGPoint(x: tangent2End.x - tangent1End.x, y: tangent2End.y - tangent1End.y)
            let l1 = hypot(d1.x, d1.y), l2 = hypot(d2.x, d2.y)
            let cross = (tangent1End.x - start.x) * d2.y - (tangent1End.y - start.y) * d2.x
            guard radius > 0, l1 > 0, l2 > 0, cross != 0 else { path.addLine(to: tangent1End); return }
            let u1 = CGPoint(x: d1.x / l1, y: d1.y / l1), u2 = CGPoint(x: d2.x / l2, y: d2.y / l2)
            let angle = acos(max(-1, min(1, u1.x * u2.x + u1.y * u2.y)))   // between the two tangents
            let along = radius / tan(angle / 2), out = radius / sin(angle / 2)
            let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y), lb = hypot(bisector.x, bisector.y)
            let center = CGPoint(x: tangent1End.x + bisector.x / lb * out, y: tangent1End.y + bisector.y / lb * out)
            let t1 = CGPoint(x: tangent1End.x + u1.x * along, y: tangent1End.y + u1.y * along)
            let t2 = CGPoint(x: tangent1End.x + u2.x * along, y: tangent1End.y + u2.y * along)
            path.addLine(to: t1)
            path.addArc(center: center, radius: radius, startAngle: .radians(atan2(t1.y - center.y, t1.x - center.x)),
                        endAngle: .radians(atan2(t2.y - center.y, t2.x - center.x)), clockwise: cross < 0)
        }
    }
    /// Appends another path.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) { storage.addPath(path.storage.applying(transform)) }
    /// Closes the current subpath.
    public func closeSubpath() { storage.closeSubpath() }
}
