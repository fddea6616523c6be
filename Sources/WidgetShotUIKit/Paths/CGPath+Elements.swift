import Foundation
import WidgetShotUI

/// The kind of a path element — Core Graphics' `CGPathElementType` (Apple's raw values).
public enum CGPathElementType: Int32, Sendable {
    /// Starts a subpath; `points[0]` is the point.
    case moveToPoint = 0
    /// A line from the current point; `points[0]` is its end.
    case addLineToPoint = 1
    /// A quadratic Bézier; `points[0]` is the control point, `points[1]` the end.
    case addQuadCurveToPoint = 2
    /// A cubic Bézier; `points[0]` and `points[1]` are the control points, `points[2]` the end.
    case addCurveToPoint = 3
    /// Closes the subpath; no points.
    case closeSubpath = 4
}

/// One element of a `CGPath` as `applyWithBlock(_:)` and `apply(info:function:)` hand it over —
/// Core Graphics' `CGPathElement`. `points` is valid only during the call.
public struct CGPathElement {
    /// The element's kind.
    public var type: CGPathElementType
    /// The element's points (how many depends on `type`).
    public var points: UnsafeMutablePointer<CGPoint>
    /// An element of a kind with its points.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// The function `CGPath.apply(info:function:)` calls per element — Core Graphics'
/// `CGPathApplierFunction`. Apple's is `@convention(c)`; `CGPathElement` is a Swift struct here,
/// which C cannot represent, so this is a Swift function type (closure literals passed as the
/// function compile the same).
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void
/// The block `CGPath.applyWithBlock(_:)` calls per element — Core Graphics' `CGPathApplyBlock`.
public typealias CGPathApplyBlock = (UnsafePointer<CGPathElement>) -> Void

extension CGPath {
    /// Calls `block` with each element, in order (rectangles, rounded rectangles and ellipses
    /// arrive as moves, lines, curves and closes, as SwiftUI's `Path.forEach(_:)` gives them).
    public func applyWithBlock(_ block: CGPathApplyBlock) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { points.deallocate() }
        points.initialize(repeating: .zero, count: 3)
        storage.forEach { element in
            let type: CGPathElementType
            switch element {
            case .move(let p): type = .moveToPoint; points[0] = p
            case .line(let p): type = .addLineToPoint; points[0] = p
            case .quadCurve(let p, let c): type = .addQuadCurveToPoint; points[0] = c; points[1] = p
            case .curve(let p, let c1, let c2): type = .addCurveToPoint; points[0] = c1; points[1] = c2; points[2] = p
            case .closeSubpath: type = .closeSubpath
            }
            var pathElement = CGPathElement(type: type, points: points)
            block(&pathElement)
        }
    }

    /// Calls `function` with `info` and each element, in order (see `applyWithBlock(_:)`).
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { function(info, $0) }
    }
}
