import Foundation

// UIKit's haptic feedback generators
// (https://developer.apple.com/documentation/uikit/uifeedbackgenerator). A widget render runs on
// no device with a Taptic Engine, so they behave as UIKit does where haptics are unavailable
// (an iPad, a simulator): every call is accepted and nothing is felt. What was asked for last is
// kept, so code can be tested.

/// The base of the haptic feedback generators — UIKit's `UIFeedbackGenerator`.
open class UIFeedbackGenerator: NSObject, @unchecked Sendable {
    /// The view the feedback belongs to (iOS 17.5: `UIInteraction.view`).
    public private(set) weak var view: UIView?
    /// How many times `prepare()` was called.
    private(set) var preparationCount = 0

    /// A generator not tied to a view.
    public override init() { super.init() }
    /// A generator for feedback in a view (iOS 17.5).
    public init(view: UIView) {
        self.view = view
        super.init()
    }

    /// Wakes the Taptic Engine so feedback plays without delay (nothing to wake here).
    open func prepare() { preparationCount += 1 }
}

/// Feedback for a task's success, warning or failure — UIKit's `UINotificationFeedbackGenerator`.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    /// The kinds of notification feedback — UIKit's `UINotificationFeedbackGenerator.FeedbackType`
    /// (raw values as in UIKit).
    public enum FeedbackType: Int, Sendable {
        case success = 0, warning = 1, error = 2
    }

    /// The last feedback asked for (nothing is felt: see the file's header).
    private(set) var lastNotification: FeedbackType?

    /// Plays the feedback for a notification.
    open func notificationOccurred(_ notificationType: FeedbackType) { lastNotification = notificationType }
    /// Plays the feedback for a notification at a point of the view (iOS 17.5).
    open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) { lastNotification = notificationType }
}

/// Feedback for a physical impact — UIKit's `UIImpactFeedbackGenerator`.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    /// The mass of the colliding objects — UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`
    /// (raw values as in UIKit; `soft` and `rigid` since iOS 13).
    public enum FeedbackStyle: Int, Sendable {
        case light = 0, medium = 1, heavy = 2, soft = 3, rigid = 4
    }

    /// The style the generator was made with.
    let style: FeedbackStyle
    /// The intensity of the last impact asked for, between 0 and 1 (nil before the first).
    private(set) var lastIntensity: CGFloat?

    /// A generator of `.medium` impacts (UIKit's `init()`).
    public override convenience init() { self.init(style: .medium) }
    /// A generator of impacts of a style.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }
    /// A generator of impacts of a style in a view (iOS 17.5).
    public init(style: FeedbackStyle, view: UIView) {
        self.style = style
        super.init(view: view)
    }

    /// Plays an impact at full intensity.
    open func impactOccurred() { lastIntensity = 1 }
    /// Plays an impact of an intensity from 0 to 1 (iOS 13; values outside are clamped).
    open func impactOccurred(intensity: CGFloat) { lastIntensity = min(max(intensity, 0), 1) }
    /// Plays an impact at a point of the view (iOS 17.5).
    open func impactOccurred(at location: CGPoint) { lastIntensity = 1 }
    /// Plays an impact of an intensity at a point of the view (iOS 17.5).
    open func impactOccurred(intensity: CGFloat, at location: CGPoint) { impactOccurred(intensity: intensity) }
}

/// Feedback for a change of selection — UIKit's `UISelectionFeedbackGenerator`.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    /// How many selection changes were reported.
    private(set) var selectionChangeCount = 0

    /// Plays the feedback for a changed selection.
    open func selectionChanged() { selectionChangeCount += 1 }
    /// Plays the feedback for a changed selection at a point of the view (iOS 17.5).
    open func selectionChanged(at location: CGPoint) { selectionChangeCount += 1 }
}
