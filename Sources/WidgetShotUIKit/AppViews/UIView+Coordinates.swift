import Foundation

// Converting between views' coordinate spaces — UIKit's `convert(_:to:)` / `convert(_:from:)`
// (https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-6qcn8). A point moves
// up to the common window through each view's frame origin and bounds origin; transforms are not
// applied (WidgetShot keeps frames as set, see `UIView.transform`). A `nil` view is the window;
// views in different hierarchies convert through their topmost views, as UIKit does for views
// without a window.

extension UIView {
    /// A point of this view in its topmost superview's coordinates (the window's, in a window).
    private func pointInRoot(_ point: CGPoint) -> (CGPoint, UIView) {
        var view = self
        var p = point
        while let parent = view.superview {
            p = CGPoint(x: p.x - view.bounds.minX + view.frame.minX, y: p.y - view.bounds.minY + view.frame.minY)
            view = parent
        }
        return (p, view)
    }

    /// A point of the topmost view's space in this view.
    private func pointFromRoot(_ point: CGPoint) -> CGPoint {
        let (origin, _) = pointInRoot(.zero)
        return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }

    /// A point of this view in another view's coordinates (the window's when `nil`).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let (rootPoint, _) = pointInRoot(point)
        return view?.pointFromRoot(rootPoint) ?? rootPoint
    }
    /// A point of another view (the window when `nil`) in this view's coordinates.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let rootPoint = view.map { $0.pointInRoot(point).0 } ?? point
        return pointFromRoot(rootPoint)
    }
    /// A rectangle of this view in another view's coordinates.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }
    /// A rectangle of another view in this view's coordinates.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }
}
