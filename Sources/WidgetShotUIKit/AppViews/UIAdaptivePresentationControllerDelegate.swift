import Foundation

/// What a presentation controller asks and tells its delegate — UIKit's
/// `UIAdaptivePresentationControllerDelegate` (`@MainActor protocol
/// UIAdaptivePresentationControllerDelegate : NSObjectProtocol`,
/// developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate). Every method
/// is optional, as in UIKit (here: defaults). Nothing is presented or dismissed in a widget render,
/// so UIKit's calls never come; code may call them.
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// Whether a swipe may dismiss the presented controller (UIKit's answer when not implemented: true).
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// A swipe is about to dismiss the presented controller.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// A swipe dismissed the presented controller.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// A swipe tried to dismiss a controller that may not be dismissed.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
