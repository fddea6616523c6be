import Foundation
import WidgetShotUI

/// What a transition is doing — UIKit's `UIViewControllerTransitionCoordinatorContext`.
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// Whether the transition is interactive.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// The transition's duration in seconds.
    var transitionDuration: TimeInterval { get }
    /// The completed fraction.
    var percentComplete: CGFloat { get }
}

/// Runs code alongside a view controller transition — UIKit's `UIViewControllerTransitionCoordinator`.
/// No transition happens in a widget render, so WidgetShot never hands one to
/// `viewWillTransition(to:with:)`; the protocol is for code that overrides it.
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` with the transition and `completion` after it; answers whether the
    /// animations were queued.
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` with the transition.
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}
