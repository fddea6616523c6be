import Foundation

// Reordering and searching a view hierarchy — UIKit's `UIView` hierarchy methods
// (https://developer.apple.com/documentation/uikit/uiview). Reordering a subview does not move it
// to another superview, so no `willMove`/`didMove` callbacks run, as in UIKit.

extension UIView {
    /// Moves a subview to the top (drawn last).
    public func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }
    /// Moves a subview to the bottom (drawn first).
    public func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }
    /// Swaps two subviews by index.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2)
    }
    /// Inserts a view just below a subview (on top when `siblingSubview` is not a subview).
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard view !== siblingSubview else { return }
        if view.superview === self { view.removeFromSuperview() }
        insertSubview(view, at: subviews.firstIndex { $0 === siblingSubview } ?? subviews.count)
    }
    /// Inserts a view just above a subview (on top when `siblingSubview` is not a subview).
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard view !== siblingSubview else { return }
        if view.superview === self { view.removeFromSuperview() }
        insertSubview(view, at: subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? subviews.count)
    }
    /// Whether this view is `view` or below it.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }
    /// This view or the first view below it (depth first, in subview order) with a tag.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }
}
