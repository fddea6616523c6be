import Foundation
import WidgetShotFoundation

/// Recognizes a gesture from touches — UIKit's `UIGestureRecognizer`
/// (https://developer.apple.com/documentation/uikit/uigesturerecognizer), for app code (chart
/// libraries, shared views) a widget build compiles. No touch reaches a widget render: a
/// recognizer stays `.possible`, and its target–action pairs are kept, never sent (a selector
/// cannot be performed without the Objective-C runtime; see WidgetShotFoundation's `Selector`).
open class UIGestureRecognizer: NSObject, @unchecked Sendable {
    /// A recognizer's state — UIKit's `UIGestureRecognizer.State` (raw values as in UIKit).
    public enum State: Int, Sendable {
        case possible = 0, began, changed, ended, cancelled, failed
        /// A discrete gesture was recognized (the same value as `.ended`).
        public static let recognized = State.ended
    }

    /// The recognizer's state.
    open var state: State = .possible
    /// Whether the recognizer runs (UIKit's default: true).
    open var isEnabled = true
    /// The view it is attached to.
    open internal(set) weak var view: UIView?
    /// The object asked about recognizing.
    open weak var delegate: UIGestureRecognizerDelegate?
    /// Whether recognized touches are cancelled for the view (UIKit's default: true).
    open var cancelsTouchesInView = true
    /// Whether touches are delivered to the view only after failing (UIKit's default: false).
    open var delaysTouchesBegan = false
    /// Whether the end of touches waits for failing (UIKit's default: true).
    open var delaysTouchesEnded = true
    /// A name for debugging.
    open var name: String?
    /// The recognizers that must fail before this one recognizes.
    private(set) var failureRequirements: [UIGestureRecognizer] = []
    /// Target–action pairs, in the order added.
    private(set) var targetActions: [(target: AnyObject?, action: Selector)] = []

    /// A recognizer sending `action` to `target` when it recognizes.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let action { addTarget(target as Any, action: action) }
    }
    /// A recognizer without a target.
    public convenience override init() { self.init(target: nil, action: nil) }

    /// Adds a target–action pair.
    open func addTarget(_ target: Any, action: Selector) { targetActions.append((target as AnyObject, action)) }
    /// Removes target–action pairs (`nil`: every target, every action).
    open func removeTarget(_ target: Any?, action: Selector?) {
        targetActions.removeAll { pair in
            (target == nil || pair.target === (target as AnyObject?)) && (action == nil || pair.action == action)
        }
    }
    /// Makes this recognizer wait for another to fail.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) { failureRequirements.append(otherGestureRecognizer) }
    /// The number of touches (none: no touch reaches a render).
    open var numberOfTouches: Int { 0 }
    /// Where the gesture is in a view: the centroid of its touches. There are no touches here, so
    /// no centroid; WidgetShot answers the origin of the recognizer's view in `view`'s space
    /// ((0, 0) when the recognizer is not attached).
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return .zero }
        return view.map { own.convert(CGPoint.zero, to: $0) } ?? own.convert(CGPoint.zero, to: nil)
    }
    /// Where one of the touches is (there are none: UIKit raises for an index past
    /// `numberOfTouches`, and so does this).
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        fatalError("UIGestureRecognizer.location(ofTouch: \(touchIndex), in:): index beyond bounds (the recognizer has no touches)")
    }
    /// Resets after a gesture (subclasses override).
    open func reset() {}
}

/// What a gesture recognizer asks its delegate — UIKit's `UIGestureRecognizerDelegate`. Every
/// method is optional (UIKit's defaults below); none is asked in a render.
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Whether the recognizer may begin.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether two recognizers may recognize at once.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether the recognizer must wait for another to fail.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether the recognizer must fail for another to recognize.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether the recognizer receives a touch.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
}
