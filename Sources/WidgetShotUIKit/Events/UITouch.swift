import Foundation

/// A finger on the screen — UIKit's `UITouch` (https://developer.apple.com/documentation/uikit/uitouch).
/// UIKit makes touches; nothing touches a widget render, so WidgetShot never makes one and no
/// `touchesBegan(_:with:)` is ever called. App code that handles touches compiles against this.
open class UITouch: NSObject, @unchecked Sendable {
    /// A touch's phase — UIKit's `UITouch.Phase` (raw values as in UIKit).
    public enum Phase: Int, Sendable {
        case began = 0, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }
    /// What made the touch — UIKit's `UITouch.TouchType`.
    public enum TouchType: Int, Sendable {
        case direct = 0, indirect, pencil, indirectPointer
    }

    /// Where the touch is, in its window.
    let windowLocation: CGPoint
    /// Where it was before the last move, in its window.
    let previousWindowLocation: CGPoint
    /// The touch's phase.
    open private(set) var phase: Phase
    /// Taps in a row at this point.
    open private(set) var tapCount: Int
    /// When the touch happened or last changed (seconds since boot).
    open private(set) var timestamp: TimeInterval
    /// The kind of touch.
    open private(set) var type: TouchType = .direct
    /// The touch's force (1 is an average touch).
    open private(set) var force: CGFloat = 0
    /// The largest force possible.
    open private(set) var maximumPossibleForce: CGFloat = 0
    /// The view touched.
    open private(set) weak var view: UIView?
    /// The window touched.
    open var window: UIWindow? { view?.window }

    /// A touch at a point of a window (for tests that drive touch handlers).
    init(view: UIView?, location: CGPoint, previousLocation: CGPoint? = nil, phase: Phase, tapCount: Int = 1, timestamp: TimeInterval = 0) {
        self.view = view
        windowLocation = location
        previousWindowLocation = previousLocation ?? location
        self.phase = phase
        self.tapCount = tapCount
        self.timestamp = timestamp
        super.init()
    }

    /// Where the touch is in a view's coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint { view?.convert(windowLocation, from: nil) ?? windowLocation }
    /// Where the touch was before its last move, in a view's coordinates.
    open func previousLocation(in view: UIView?) -> CGPoint { view?.convert(previousWindowLocation, from: nil) ?? previousWindowLocation }
}

/// A user event: touches, motion, presses — UIKit's `UIEvent`
/// (https://developer.apple.com/documentation/uikit/uievent). None occurs in a widget render.
open class UIEvent: NSObject, @unchecked Sendable {
    /// Kinds of event — UIKit's `UIEvent.EventType` (raw values as in UIKit).
    public enum EventType: Int, Sendable {
        case touches = 0, motion, remoteControl, presses, scroll = 10, hover, transform
    }

    /// The event's kind.
    open private(set) var type: EventType = .touches
    /// When the event happened (seconds since boot).
    open private(set) var timestamp: TimeInterval = 0
    /// The event's touches.
    open private(set) var allTouches: Set<UITouch>?

    init(touches: Set<UITouch>, timestamp: TimeInterval = 0) {
        allTouches = touches
        self.timestamp = timestamp
        super.init()
    }

    /// The event's touches in a view.
    open func touches(for view: UIView) -> Set<UITouch>? { allTouches?.filter { $0.view === view } }
    /// The event's touches in a window.
    open func touches(for window: UIWindow) -> Set<UITouch>? { allTouches?.filter { $0.window === window } }
}
