import Foundation
import WidgetShotUI

extension UIBezierPath {
    /// A path with a Core Graphics path's elements.
    public convenience init(cgPath CGPath: CGPath) { self.init(path: CGPath.storage) }

    /// The path as a Core Graphics path (what `Path(bezierPath.cgPath)` draws); setting it
    /// replaces the elements.
    public var cgPath: CGPath {
        get { CGPath(storage: path) }
        set { path = newValue.storage }
    }

    /// The last point of the path (`.zero` when empty).
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// Whether a point is inside the filled path (the path's own fill rule).
    public func contains(_ point: CGPoint) -> Bool { path.contains(point, eoFill: usesEvenOddFillRule) }

    /// Transforms every point of the path.
    public func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }
}
