import Foundation
import WidgetShotFoundation
import WidgetShotCoreFoundation

/// A timer tied to the display's refresh — Core Animation's `CADisplayLink`.
///
/// A link calls its target when the screen refreshes; a widget render has no screen, so a link
/// added to a run loop never fires (as a link on a device whose display is off). Its settings
/// are kept.
open class CADisplayLink: NSObject, @unchecked Sendable {
    private weak var target: AnyObject?
    private let selector: Selector
    /// The time of the last frame (0: none yet).
    open private(set) var timestamp: CFTimeInterval = 0
    /// The time of the next frame (0: none).
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// The interval between frames (0 until the link fires).
    open private(set) var duration: CFTimeInterval = 0
    /// Whether the link is paused.
    open var isPaused = false
    /// The preferred frame rate (0: the display's).
    open var preferredFramesPerSecond = 0
    /// The preferred frame rate range (iOS 15).
    open var preferredFrameRateRange: CAFrameRateRange = .default
    /// The run loops the link was added to, and their modes.
    private(set) var scheduled: [(RunLoop, RunLoop.Mode)] = []

    /// A link calling `sel` on `target` at each refresh.
    public init(target: Any, selector sel: Selector) {
        self.target = target as AnyObject
        selector = sel
        super.init()
    }

    /// Schedules the link in a run loop mode.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) { scheduled.append((runloop, mode)) }
    /// Unschedules the link from a run loop mode.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        scheduled.removeAll { $0.0 === runloop && $0.1 == mode }
    }
    /// Removes the link from every run loop.
    open func invalidate() { scheduled.removeAll(); target = nil }
}

/// A frame rate range — Core Animation's `CAFrameRateRange`.
public struct CAFrameRateRange: Hashable, Sendable {
    /// The lowest rate.
    public var minimum: Float
    /// The highest rate.
    public var maximum: Float
    /// The preferred rate, if any.
    public var preferred: Float?
    /// A range.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }
    /// The display's own rate (Apple's 0/0/0).
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

/// The current absolute time in seconds (Core Animation's `CACurrentMediaTime`: the host's
/// monotonic clock).
public func CACurrentMediaTime() -> CFTimeInterval { ProcessInfo.processInfo.systemUptime }
