import Foundation
import WidgetShotFoundation

// UIKit's concrete gesture recognizers, with UIKit's defaults. No touch reaches a widget render,
// so each keeps its configuration and its measured values stay at their resting values.

/// Taps — UIKit's `UITapGestureRecognizer`.
open class UITapGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    /// Taps needed (UIKit's default: 1).
    open var numberOfTapsRequired = 1
    /// Fingers needed (UIKit's default: 1).
    open var numberOfTouchesRequired = 1
}

/// Dragging — UIKit's `UIPanGestureRecognizer`.
open class UIPanGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    /// The fewest fingers (UIKit's default: 1).
    open var minimumNumberOfTouches = 1
    /// The most fingers (UIKit's default: `Int.max`).
    open var maximumNumberOfTouches = Int.max
    private var storedTranslation = CGPoint.zero

    /// How far the drag moved (zero until set: nothing drags here). A translation is a vector:
    /// without view transforms (see `UIView.transform`) it is the same in every view's space.
    open func translation(in view: UIView?) -> CGPoint { storedTranslation }
    /// Resets or sets the translation.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) { storedTranslation = translation }
    /// The drag's velocity in points per second (zero: nothing moves).
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// Pinching — UIKit's `UIPinchGestureRecognizer`.
open class UIPinchGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    /// The scale relative to the touches' start (1: unpinched).
    open var scale: CGFloat = 1
    /// The scale's change per second.
    open var velocity: CGFloat { 0 }
}

/// Rotating with two fingers — UIKit's `UIRotationGestureRecognizer`.
open class UIRotationGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    /// The rotation in radians.
    open var rotation: CGFloat = 0
    /// Radians per second.
    open var velocity: CGFloat { 0 }
}

/// Pressing and holding — UIKit's `UILongPressGestureRecognizer`.
open class UILongPressGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    /// Seconds to hold (UIKit's default: 0.5).
    open var minimumPressDuration: TimeInterval = 0.5
    /// Taps before the press (UIKit's default: 0).
    open var numberOfTapsRequired = 0
    /// Fingers needed (UIKit's default: 1).
    open var numberOfTouchesRequired = 1
    /// How far fingers may move, in points (UIKit's default: 10).
    open var allowableMovement: CGFloat = 10
}

/// Swiping — UIKit's `UISwipeGestureRecognizer`.
open class UISwipeGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    /// Swipe directions — UIKit's `UISwipeGestureRecognizer.Direction` (Apple's bits).
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }
    /// The directions recognized (UIKit's default: `.right`).
    open var direction: Direction = .right
    /// Fingers needed (UIKit's default: 1).
    open var numberOfTouchesRequired = 1
}
