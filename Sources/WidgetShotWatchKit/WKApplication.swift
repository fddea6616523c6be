import Foundation

/// The running states of a watch app — WatchKit's `WKApplicationState`
/// (https://developer.apple.com/documentation/watchkit/wkapplicationstate).
public enum WKApplicationState: Int, Sendable {
    /// Running in the foreground and receiving events.
    case active = 0
    /// In the foreground, not yet responding to actions.
    case inactive
    /// Running in the background — where a widget extension's code always runs.
    case background
}

/// The events a watch app's delegate receives — `WKApplicationDelegate` (every member is
/// optional in WatchKit: default implementations do nothing).
public protocol WKApplicationDelegate: AnyObject {
    /// The app finished launching.
    func applicationDidFinishLaunching()
    /// The app became active.
    func applicationDidBecomeActive()
    /// The app is about to become inactive.
    func applicationWillResignActive()
}

extension WKApplicationDelegate {
    public func applicationDidFinishLaunching() {}
    public func applicationDidBecomeActive() {}
    public func applicationWillResignActive() {}
}

/// The older name of the delegate (watchOS 2–9's `WKExtensionDelegate`).
public typealias WKExtensionDelegate = WKApplicationDelegate

/// The watch app object — WatchKit's `WKApplication` (watchOS 7+,
/// https://developer.apple.com/documentation/watchkit/wkapplication) and, through
/// ``WKExtension``, its predecessor. In a render the widget extension runs in the background:
/// the state is `.background`, URLs do not open, and a scheduled background refresh is accepted
/// but never runs while the render lasts.
open class WKApplication: NSObject, @unchecked Sendable {
    private static let instance = WKApplication()

    /// The shared app object.
    open class func shared() -> WKApplication { instance }

    /// `.background`: a widget extension's code runs in the background.
    open var applicationState: WKApplicationState { .background }
    /// The app's delegate (none in a widget extension).
    open weak var delegate: WKApplicationDelegate?
    /// Whether the app is the frontmost app for longer than the default timeout: no.
    open var isFrontmostTimeoutExtended: Bool {
        get { false }
        set {}
    }
    /// Whether the interface autorotates: no.
    open var isAutorotating: Bool {
        get { false }
        set {}
    }
    /// Whether the app registered for remote notifications: no (a render has no push service).
    open var isRegisteredForRemoteNotifications: Bool { false }

    /// Registers for remote notifications: no push service in a render, so nothing happens.
    open func registerForRemoteNotifications() {}
    /// Unregisters from remote notifications: nothing to undo.
    open func unregisterForRemoteNotifications() {}
    /// Opens a system URL (phone, messages): a render opens nothing.
    open func openSystemURL(_ url: URL) {}

    /// Schedules a background refresh: accepted (`scheduledCompletion(nil)`, as watchOS answers
    /// once the task is scheduled), but no task runs while a render lasts.
    open func scheduleBackgroundRefresh(withPreferredDate preferredFireDate: Date, userInfo: (any NSSecureCoding & NSObjectProtocol)?,
                                        scheduledCompletion: @escaping ((any Error)?) -> Void) {
        scheduledCompletion(nil)
    }

    /// Schedules a snapshot refresh: accepted as above, never runs during the render.
    open func scheduleSnapshotRefresh(withPreferredDate preferredFireDate: Date, userInfo: (any NSSecureCoding & NSObjectProtocol)?,
                                      scheduledCompletion: @escaping ((any Error)?) -> Void) {
        scheduledCompletion(nil)
    }
}

/// The watch extension object — WatchKit's `WKExtension` (watchOS 2–9, deprecated for
/// ``WKApplication`` in single-target apps): the same members, its own shared object.
open class WKExtension: WKApplication, @unchecked Sendable {
    private static let extensionInstance = WKExtension()

    /// The shared extension object.
    open override class func shared() -> WKExtension { extensionInstance }
}
