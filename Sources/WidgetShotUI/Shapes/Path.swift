import Foundation

/// The corner style of a rounded rectangle: `.circular` arcs or Apple's `.continuous` squircle.
public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

/// An outline of a 2D shape — SwiftUI's `Path`, in canvas points.
///
/// ```swift
/// Path { p in
///     p.move(to: CGPoint(x: 0, y: 0))
///     p.addLine(to: CGPoint(x: 10, y: 10))
/// }
/// ```
public struct Path: Hashable {
    /// One stored drawing command (WidgetShot's form, not Apple's: SwiftUI's five-case
    /// ``Element`` is what `forEach(_:)` gives). Rectangles, rounded rectangles and ellipses are
    /// kept whole so a renderer can draw continuous corners exactly.
    public enum Command: Hashable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
        case rect(CGRect)
        case roundedRect(CGRect, cornerSize: CGSize, style: RoundedCornerStyle)
        case ellipse(CGRect)
    }

    /// The commands, in order.
    public private(set) var elements: [Command] = []

    public init() {}
    public init(_ rect: CGRect) { addRect(rect) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
    public init(_ callback: (inout Path) -> Void) { callback(&self) }

    public mutating func move(to p: CGPoint) { elements.append(.move(to: p)) }
    public mutating func addLine(to p: CGPoint) { elements.append(.line(to: p)) }
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) { elements.append(.quadCurve(to: p, control: control)) }
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: p, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { elements.append(.closeSubpath) }
    public mutating func addRect(_ rect: CGRect) { elements.append(.rect(rect)) }
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        elements.append(.roundedRect(rect, cornerSize: cornerSize, style: style))
    }
    public mutating func addEllipse(in rect: CGRect) { elements.append(.ellipse(rect)) }
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }
    public mutating func addPath(_ path: Path) { elements.append(contentsOf: path.elements) }

    /// Adds a circular arc as cubic Béziers (angles in SwiftUI's y-down space).
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        var sweep = endAngle.radians - startAngle.radians
        // In y-down coordinates, SwiftUI's "clockwise" draws with decreasing angles.
        if clockwise { if sweep > 0 { sweep -= 2 * .pi } } else if sweep < 0 { sweep += 2 * .pi }
        guard sweep.isFinite, radius.isFinite, center.x.isFinite, center.y.isFinite, startAngle.radians.isFinite else { return }
        sweep = min(max(sweep, -2 * .pi), 2 * .pi)
        let segments = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(segments)
        var a = startAngle.radians
        let start = CGPoint(x: center.x + radius * cos(a), y: center.y + radius * sin(a))
        if elements.isEmpty { move(to: start) } else { addLine(to: start) }
        for _ in 0..<segments {
            let k = 4.0 / 3.0 * tan(step / 4)
            let b = a + step
            let p1 = CGPoint(x: center.x + radius * (cos(a) - k * sin(a)), y: center.y + radius * (sin(a) + k * cos(a)))
            let p2 = CGPoint(x: center.x + radius * (cos(b) + k * sin(b)), y: center.y + radius * (sin(b) - k * cos(b)))
            addCurve(to: CGPoint(x: center.x + radius * cos(b), y: center.y + radius * sin(b)), control1: p1, control2: p2)
            a = b
        }
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The bounding box of the path's points and whole shapes.
    public var boundingRect: CGRect {
        var r = CGRect.null
        func add(_ p: CGPoint) { r = r.union(CGRect(origin: p, size: .zero)) }
        for e in elements {
            switch e {
            case .move(let p), .line(let p): add(p)
            case .quadCurve(let p, let c): add(p); add(c)
            case .curve(let p, let c1, let c2): add(p); add(c1); add(c2)
            case .closeSubpath: break
            case .rect(let x), .roundedRect(let x, _, _), .ellipse(let x): r = r.union(x)
            }
        }
        return r.isNull ? .zero : r
    }
}
