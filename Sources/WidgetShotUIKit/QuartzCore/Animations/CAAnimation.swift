import Foundation
import WidgetShotCoreFoundation

/// Something run when a layer property changes — Core Animation's `CAAction`.
public protocol CAAction {
    /// Runs the action for the property `event` of `anObject` (a layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing (the "no action" marker).
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// Core Animation's animations (https://developer.apple.com/documentation/quartzcore/caanimation).
///
/// An animation added to a layer (`CALayer.add(_:forKey:)`) is kept under its key, as Core
/// Animation keeps it; animations change a layer's presentation, never its model values, and a
/// widget render composites no layer tree, so nothing here ever changes a property or calls the
/// delegate. Configuration is kept, with Core Animation's defaults.
open class CAAnimation: NSObject, NSCopying, CAAction, @unchecked Sendable {
    /// Adds the animation to the layer for the key, as Core Animation's implicit actions do.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }
    /// Seconds one cycle lasts (0: the transaction's duration, 0.25 s by default).
    open var duration: CFTimeInterval = 0
    /// When the animation starts, in the layer's time (0: when added).
    open var beginTime: CFTimeInterval = 0
    /// The time scale (1 by default).
    open var speed: Float = 1
    /// The offset into the animation's time.
    open var timeOffset: CFTimeInterval = 0
    /// How many times it repeats (0: once).
    open var repeatCount: Float = 0
    /// Seconds it repeats for.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each cycle plays back in reverse too.
    open var autoreverses = false
    /// What the animation shows outside its active time (`.removed` by default).
    open var fillMode: CAMediaTimingFillMode = .removed
    /// The pacing curve (nil: linear).
    open var timingFunction: CAMediaTimingFunction?
    /// Whether the animation is removed from the layer when it finishes (true by default).
    open var isRemovedOnCompletion = true
    /// The object told when the animation starts and stops (retained, as Core Animation does).
    open var delegate: CAAnimationDelegate?

    /// An animation with Core Animation's defaults.
    public override init() { super.init() }

    /// A copy with the same configuration (Core Animation copies an animation when it is added).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = Self.makeCopy(of: self)
        copy.duration = duration; copy.beginTime = beginTime; copy.speed = speed; copy.timeOffset = timeOffset
        copy.repeatCount = repeatCount; copy.repeatDuration = repeatDuration; copy.autoreverses = autoreverses
        copy.fillMode = fillMode; copy.timingFunction = timingFunction; copy.isRemovedOnCompletion = isRemovedOnCompletion
        copy.delegate = delegate
        return copy
    }

    /// A blank animation of the same class as `animation`, for `copy(with:)` (subclasses fill in their own properties).
    class func makeCopy(of animation: CAAnimation) -> CAAnimation { CAAnimation() }
}

/// What an animation tells its delegate — Core Animation's `CAAnimationDelegate` (both optional;
/// never called here: see `CAAnimation`).
public protocol CAAnimationDelegate: AnyObject {
    /// The animation started.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation stopped; `flag` is true when it ran to its end.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An animation of one layer property — Core Animation's `CAPropertyAnimation`.
open class CAPropertyAnimation: CAAnimation, @unchecked Sendable {
    /// The animated property's key path (`"strokeEnd"`, `"bounds"`…).
    open var keyPath: String?
    /// Whether values are added to the current value.
    open var isAdditive = false
    /// Whether repeats build on the previous cycle's end.
    open var isCumulative = false

    /// An animation of the property at a key path.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CAPropertyAnimation
        copy.keyPath = keyPath; copy.isAdditive = isAdditive; copy.isCumulative = isCumulative
        return copy
    }
    override class func makeCopy(of animation: CAAnimation) -> CAAnimation { CAPropertyAnimation() }
}

/// An animation between two values — Core Animation's `CABasicAnimation`.
open class CABasicAnimation: CAPropertyAnimation, @unchecked Sendable {
    /// The starting value (nil: the current value).
    open var fromValue: Any?
    /// The ending value (nil: the current value).
    open var toValue: Any?
    /// The amount to change by.
    open var byValue: Any?

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CABasicAnimation
        copy.fromValue = fromValue; copy.toValue = toValue; copy.byValue = byValue
        return copy
    }
    override class func makeCopy(of animation: CAAnimation) -> CAAnimation { CABasicAnimation() }
}

/// A spring animation — Core Animation's `CASpringAnimation` (Core Animation's defaults: mass 1,
/// stiffness 100, damping 10, initial velocity 0).
open class CASpringAnimation: CABasicAnimation, @unchecked Sendable {
    /// The mass on the spring.
    open var mass: CGFloat = 1
    /// The spring's stiffness.
    open var stiffness: CGFloat = 100
    /// The damping.
    open var damping: CGFloat = 10
    /// The starting velocity.
    open var initialVelocity: CGFloat = 0

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CASpringAnimation
        copy.mass = mass; copy.stiffness = stiffness; copy.damping = damping; copy.initialVelocity = initialVelocity
        return copy
    }
    override class func makeCopy(of animation: CAAnimation) -> CAAnimation { CASpringAnimation() }
}

/// An animation through several values — Core Animation's `CAKeyframeAnimation`.
open class CAKeyframeAnimation: CAPropertyAnimation, @unchecked Sendable {
    /// The values, in order.
    open var values: [Any]?
    /// When each value is reached, 0–1.
    open var keyTimes: [NSNumber]?
    /// A path a point property follows.
    open var path: CGPath?
    /// The pacing between keyframes per segment.
    open var timingFunctions: [CAMediaTimingFunction]?

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CAKeyframeAnimation
        copy.values = values; copy.keyTimes = keyTimes; copy.path = path; copy.timingFunctions = timingFunctions
        return copy
    }
    override class func makeCopy(of animation: CAAnimation) -> CAAnimation { CAKeyframeAnimation() }
}

/// Animations run together — Core Animation's `CAAnimationGroup`.
open class CAAnimationGroup: CAAnimation, @unchecked Sendable {
    /// The grouped animations.
    open var animations: [CAAnimation]?

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CAAnimationGroup
        copy.animations = animations
        return copy
    }
    override class func makeCopy(of animation: CAAnimation) -> CAAnimation { CAAnimationGroup() }
}
