import Foundation
import WidgetShotUI

extension UIView {
    /// Draws the view and its subviews into the current UIKit context, scaled so the view's
    /// bounds fill `rect` (given in the view's bounds coordinates) — UIKit's
    /// `drawHierarchy(in:afterScreenUpdates:)`. WidgetShot has no pending screen updates, so
    /// `afterUpdates` changes nothing; the hierarchy is drawn as `layer.render(in:)` draws it.
    /// False when there is no current context (nothing to draw into) or the view has no area.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0 else { return false }
        context.saveGState()
        defer { context.restoreGState() }
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        layer.render(in: context)
        return true
    }
}
