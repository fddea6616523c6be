import Foundation

/// Where a popover points — UIKit's `UIPopoverPresentationController`
/// (https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller), the object
/// a controller presented as `.popover` (an action sheet on iPad) is configured through. Nothing
/// is presented in a render: the anchor is kept.
open class UIPopoverPresentationController: UIPresentationController, @unchecked Sendable {
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle of `sourceView` the popover points at.
    open var sourceRect: CGRect = .zero
    /// The directions the arrow may point (UIKit's default `.any`).
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The direction the arrow points (`.unknown` until the popover is shown: never, here).
    open var arrowDirection: UIPopoverArrowDirection { .unknown }
    /// The popover's background colour.
    open var backgroundColor: UIColor?

    /// A popover presentation controller for `presentedViewController`.
    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }
}

/// The directions of a popover's arrow — UIKit's `UIPopoverArrowDirection` (Apple's bits).
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// The arrow's direction is not known yet.
    public static let unknown = UIPopoverArrowDirection(rawValue: .max)
}
