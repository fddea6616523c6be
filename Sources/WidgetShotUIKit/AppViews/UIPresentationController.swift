import Foundation

/// The object that manages how a presented view controller appears — UIKit's
/// `UIPresentationController` (https://developer.apple.com/documentation/uikit/uipresentationcontroller).
/// A widget render presents nothing: the controller keeps its configuration and has no container
/// view. Subclasses: ``UISheetPresentationController`` (page and form sheets) and
/// ``UIPopoverPresentationController``.
open class UIPresentationController: NSObject, @unchecked Sendable {
    /// The controller being presented.
    public private(set) unowned var presentedViewController: UIViewController
    /// The controller presenting it (nil until presented: never, here).
    public private(set) weak var presentingViewController: UIViewController?
    /// The view the presentation happens in (nil: nothing is on screen).
    open var containerView: UIView? { nil }
    /// The view animated in (the presented controller's view).
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }
    /// The presented view's frame in the container (zero: there is no container).
    open var frameOfPresentedViewInContainerView: CGRect { .zero }
    /// The style the presentation uses (the presented controller's).
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }
    /// The delegate asked about dismissal (`weak var delegate: (any UIAdaptivePresentationControllerDelegate)?`).
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// A presentation controller for `presentedViewController`.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
        super.init()
    }
}

/// A presentation controller that shows a controller as a sheet — UIKit's
/// `UISheetPresentationController` (iOS 15). Its detents and options are kept; no sheet is shown.
open class UISheetPresentationController: UIPresentationController, @unchecked Sendable {
    /// The heights the sheet may rest at (UIKit's default: large only).
    open var detents: [Detent] = [.large()]
    /// The detent the sheet rests at (nil: the smallest).
    open var selectedDetentIdentifier: Detent.Identifier?
    /// The largest detent with no dimming behind the sheet (nil: every detent dims).
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    /// Whether the sheet shows a grabber.
    open var prefersGrabberVisible = false
    /// The sheet's corner radius (nil: the system's).
    open var preferredCornerRadius: CGFloat?
    /// Whether scrolling to the edge expands the sheet (UIKit's default: true).
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet attaches to the screen edge in compact height.
    open var prefersEdgeAttachedInCompactHeight = false
    /// Whether the width follows `preferredContentSize` when edge-attached.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false

    /// Applies changes made in `changes` (at once: nothing animates in a render).
    open func animateChanges(_ changes: () -> Void) { changes() }

    /// A height a sheet rests at — UIKit's `UISheetPresentationController.Detent`.
    open class Detent: NSObject, @unchecked Sendable {
        /// The detent's identifier.
        public let identifier: Identifier
        private init(identifier: Identifier) { self.identifier = identifier }
        /// About half the screen's height.
        open class func medium() -> Detent { Detent(identifier: .medium) }
        /// The full height of a sheet.
        open class func large() -> Detent { Detent(identifier: .large) }
        /// A detent whose height a closure works out (iOS 16; the closure is not called: no sheet is laid out).
        open class func custom(identifier: Identifier? = nil, resolver: @escaping (any NSObjectProtocol) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier(UUID().uuidString))
        }

        /// A detent's name — UIKit's `UISheetPresentationController.Detent.Identifier`.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            /// An identifier from a string.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The medium detent's.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The large detent's.
            public static let large = Identifier("com.apple.UIKit.large")
        }
    }
}
