import Foundation
import WidgetShotUI

/// Where an animation stopped — UIKit's `UIViewAnimatingPosition` (Apple's raw values).
public enum UIViewAnimatingPosition: Int, Sendable {
    case end = 0, start, current
}

/// The state of an animator — UIKit's `UIViewAnimatingState` (Apple's raw values).
public enum UIViewAnimatingState: Int, Sendable {
    case inactive = 0, active, stopped
}

/// Animates view changes and lets code pause, scrub and stop them — UIKit's
/// `UIViewPropertyAnimator`. As with `UIView.animate`, nothing is on screen in a widget render
/// and UIKit animates nothing for such views: starting applies the animations at once and the
/// completions run afterwards on the main queue with `.end`; a stopped animator keeps the
/// changes made so far (all of them) and runs no completion, as in UIKit.
open class UIViewPropertyAnimator: NSObject, @unchecked Sendable {
    /// The duration in seconds.
    open private(set) var duration: TimeInterval
    /// The delay before starting.
    open private(set) var delay: TimeInterval = 0
    /// The curve of a curve-based animator.
    let curve: UIView.AnimationCurve
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// Inactive, active (started or paused) or stopped.
    open private(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animation is running.
    open private(set) var isRunning = false
    /// Whether the animation runs backwards.
    open var isReversed = false
    /// The completed fraction (0 to 1).
    open var fractionComplete: CGFloat = 0
    /// Whether the animator stays active at the end instead of completing.
    open var pausesOnCompletion = false
    /// Whether the animation can be paused and scrubbed (UIKit's default: true).
    open var isInterruptible = true
    /// Whether views take touches while animating (UIKit's default: true).
    open var isUserInteractionEnabled = true
    /// Whether touches pass to the views in their final positions.
    open var isManualHitTestingEnabled = false
    /// Whether changes in the animations block are scrubbed together (UIKit's default: true).
    open var scrubsLinearly = true

    /// An animator with a standard curve.
    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = duration
        self.curve = curve
        super.init()
        if let animations { self.animations.append(animations) }
    }
    /// An animator with a cubic Bézier curve.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil) {
        self.init(duration: duration, curve: .easeInOut, animations: animations)
    }
    /// An animator with a spring (0–1 damping; 1: no oscillation).
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, curve: .easeInOut, animations: animations)
    }
    /// An animator started at once (its changes applied at once; see the class).
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                                            animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// Adds animations (applied at once when the animator is already running).
    open func addAnimations(_ animation: @escaping () -> Void) {
        if isRunning { animation() } else { animations.append(animation) }
    }
    /// Adds animations starting after a fraction of the duration.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { addAnimations(animation) }
    /// Adds a block run when the animation ends.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

    /// Starts the animation: the changes apply at once and it completes (see the class).
    open func startAnimation() {
        guard state != .stopped else { return }
        state = .active
        isRunning = true
        let pending = animations
        animations.removeAll()
        pending.forEach { $0() }
        fractionComplete = 1
        guard !pausesOnCompletion else { isRunning = false; return }
        DispatchQueue.main.async { [self] in
            guard state == .active else { return }
            finishAnimation(at: isReversed ? .start : .end)
        }
    }
    /// Starts the animation after a delay (at once here: nothing is on screen to wait for).
    open func startAnimation(afterDelay delay: TimeInterval) {
        self.delay = delay
        startAnimation()
    }
    /// Pauses the animation.
    open func pauseAnimation() {
        guard state != .stopped else { return }
        state = .active
        isRunning = false
    }
    /// Continues the animation with new timing.
    open func continueAnimation(withTimingParameters parameters: Any?, durationFactor: CGFloat) { startAnimation() }
    /// Stops the animation: `withoutFinishing` leaves it inactive, otherwise it waits for
    /// `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        isRunning = false
        state = withoutFinishing ? .inactive : .stopped
    }
    /// Ends a stopped (or running) animation, running its completions with `finalPosition`.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state != .inactive else { return }
        isRunning = false
        state = .inactive
        let done = completions
        completions.removeAll()
        done.forEach { $0(finalPosition) }
    }
}

extension UIView {
    /// The timing curves of animations — UIKit's `UIView.AnimationCurve` (Apple's raw values).
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0, easeIn, easeOut, linear
    }
}
