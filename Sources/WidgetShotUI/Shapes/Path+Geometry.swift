import Foundation

extension Path {
    /// The path moved by `dx`, `dy` — SwiftUI's `Path.offsetBy(dx:dy:)`
    /// (https://developer.apple.com/documentation/swiftui/path/offsetby(dx:dy:)).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        CanvasTransform(translationX: dx.isFinite ? dx : 0, y: dy.isFinite ? dy : 0).apply(to: self)
    }

    /// The last point of the path, nil when it is empty — SwiftUI's `Path.currentPoint`
    /// (https://developer.apple.com/documentation/swiftui/path/currentpoint). After
    /// `closeSubpath()` it is the subpath's start; after a rectangle or ellipse, their first point
    /// (a rectangle's origin, an ellipse's (maxX, midY)).
    public var currentPoint: CGPoint? {
        var start: CGPoint?, current: CGPoint?
        for element in elements {
            switch element {
            case .move(let p): start = p; current = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p; if start == nil { start = p }
            case .closeSubpath: current = start
            case .rect(let r): current = r.origin; start = r.origin
            case .ellipse(let r), .roundedRect(let r, _, _):
                let p = CGPoint(x: r.maxX, y: r.midY); current = p; start = p
            }
        }
        return current
    }

    /// Adds an arc of `delta` from `startAngle` — SwiftUI's
    /// `addRelativeArc(center:radius:startAngle:delta:transform:)` without the transform
    /// (Foundation on Linux has no `CGAffineTransform`). Positive `delta` runs clockwise on screen.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle) {
        guard delta.radians.isFinite, delta.radians != 0 else { return }
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: delta.radians < 0)
    }
}

/// A shape moved by an offset — what `Shape.offset(x:y:)` returns.
public struct OffsetShape<Content: Shape>: Shape {
    /// The shape being moved.
    public var shape: Content
    /// How far it moves.
    public var offset: CGSize
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// A shape rotated about an anchor — what `Shape.rotation(_:anchor:)` returns.
public struct RotatedShape<Content: Shape>: Shape {
    /// The shape being rotated.
    public var shape: Content
    /// The rotation (clockwise on screen for positive angles).
    public var angle: Angle
    /// The point of the frame it turns about.
    public var anchor: UnitPoint
    public func path(in rect: CGRect) -> Path {
        let a = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        let radians = angle.radians.isFinite ? angle.radians : 0
        let t = CanvasTransform(translationX: -a.x, y: -a.y).concatenating(CanvasTransform(rotation: radians))
            .concatenating(CanvasTransform(translationX: a.x, y: a.y))
        return t.apply(to: shape.path(in: rect))
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// A shape scaled about an anchor — what `Shape.scale(x:y:anchor:)` returns.
public struct ScaledShape<Content: Shape>: Shape {
    /// The shape being scaled.
    public var shape: Content
    /// The horizontal and vertical factors.
    public var scale: CGSize
    /// The point of the frame that stays put.
    public var anchor: UnitPoint
    public func path(in rect: CGRect) -> Path {
        let a = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        let sx = scale.width.isFinite ? scale.width : 1, sy = scale.height.isFinite ? scale.height : 1
        let t = CanvasTransform(translationX: -a.x, y: -a.y).concatenating(CanvasTransform(scaleX: sx, y: sy))
            .concatenating(CanvasTransform(translationX: a.x, y: a.y))
        return t.apply(to: shape.path(in: rect))
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

extension Shape {
    /// The shape moved by `offset` — SwiftUI's `Shape.offset(_:)`
    /// (https://developer.apple.com/documentation/swiftui/shape/offset(_:)).
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }
    /// The shape moved by `x`, `y` — SwiftUI's `Shape.offset(x:y:)`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> { OffsetShape(shape: self, offset: CGSize(width: x, height: y)) }
    /// The shape rotated about `anchor` — SwiftUI's `Shape.rotation(_:anchor:)`
    /// (https://developer.apple.com/documentation/swiftui/shape/rotation(_:anchor:)).
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }
    /// The shape scaled about `anchor` — SwiftUI's `Shape.scale(x:y:anchor:)`
    /// (https://developer.apple.com/documentation/swiftui/shape/scale(x:y:anchor:)).
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }
    /// The shape scaled uniformly about `anchor` — SwiftUI's `Shape.scale(_:anchor:)`.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }
}
