import Foundation
import WidgetShotUI

// UIKit's block animations. A widget render shows no window, and UIKit animates nothing for a
// view that is not on screen: the `animations` block's changes apply at once, and `completion`
// runs afterwards on the main queue with `true`.

extension UIView {
    /// Options of block animations and transitions — UIKit's `UIView.AnimationOptions` (Apple's bits).
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
    }

    /// Applies `animations` and runs `completion(true)` afterwards on the main queue.
    static func applyWithoutAnimation(_ animations: (() -> Void)?, completion: ((Bool) -> Void)?) {
        animations?()
        if let completion { DispatchQueue.main.async { completion(true) } }
    }

    /// Animates changes (applied at once: nothing is on screen).
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        applyWithoutAnimation(animations, completion: completion)
    }
    /// Animates changes.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        applyWithoutAnimation(animations, completion: completion)
    }
    /// Animates changes.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        applyWithoutAnimation(animations, completion: nil)
    }
    /// Animates changes with a spring.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                              initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        applyWithoutAnimation(animations, completion: completion)
    }
    /// A transition of a view's content.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        applyWithoutAnimation(animations, completion: completion)
    }
    /// Replaces `fromView` by `toView` in its superview (or, with `.showHideTransitionViews`,
    /// hides one and shows the other).
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 completion: ((Bool) -> Void)? = nil) {
        applyWithoutAnimation({
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let parent = fromView.superview {
                let index = parent.subviews.firstIndex { $0 === fromView } ?? parent.subviews.count
                fromView.removeFromSuperview()
                parent.insertSubview(toView, at: index)
            }
        }, completion: completion)
    }
    /// Runs changes without animation.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { actionsWithoutAnimation() }
    /// Whether animations are enabled (true).
    public class var areAnimationsEnabled: Bool { true }
}
