import Foundation

// Apple's NotificationCenter framework: the Today-view widgets of iOS 8–13, deprecated since
// iOS 14 in favour of WidgetKit (https://developer.apple.com/documentation/notificationcenter).
// Apps that once shipped a Today extension still `import NotificationCenter` in shared code;
// `import NotificationCenter` becomes `import WidgetShotNotifications`. A render has no Today
// view: nothing here is called by WidgetShot, and the controller only records what it is told.

/// Whether a Today widget's update found new content — NotificationCenter's `NCUpdateResult`
/// (Apple's raw values).
public enum NCUpdateResult: UInt, Sendable {
    /// The update brought new content.
    case newData = 0
    /// Nothing changed.
    case noData = 1
    /// The update failed.
    case failed = 2
}

/// A Today widget's size — NotificationCenter's `NCWidgetDisplayMode` (Apple's raw values).
public enum NCWidgetDisplayMode: Int, Sendable {
    /// The fixed-height compact size.
    case compact = 0
    /// The variable-height expanded size.
    case expanded = 1
}

/// A Today widget's view controller — NotificationCenter's `NCWidgetProviding`; its methods are
/// optional (called by the Today view, never in a render).
public protocol NCWidgetProviding: NSObjectProtocol {
    /// Asks the widget to update its content.
    func widgetPerformUpdate(completionHandler: @escaping (NCUpdateResult) -> Void)
    /// Tells the widget its display mode changed.
    func widgetActiveDisplayModeDidChange(_ activeDisplayMode: NCWidgetDisplayMode, withMaximumSize maxSize: CGSize)
}

extension NCWidgetProviding {
    public func widgetPerformUpdate(completionHandler: @escaping (NCUpdateResult) -> Void) {}
    public func widgetActiveDisplayModeDidChange(_ activeDisplayMode: NCWidgetDisplayMode, withMaximumSize maxSize: CGSize) {}
}

/// "An object used to specify whether a Today widget has content to display" —
/// NotificationCenter's `NCWidgetController`. There is no Today view in a render: the flags are
/// recorded per bundle identifier (``hasContent(forWidgetWithBundleIdentifier:)``), true until set.
open class NCWidgetController: NSObject, @unchecked Sendable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var flags: [String: Bool] = [:]

    /// A widget controller.
    open class func widgetController() -> Self { Self() }

    public required override init() { super.init() }

    /// Sets whether the widget with `bundleID` has content to display (default true).
    open func setHasContent(_ flag: Bool, forWidgetWithBundleIdentifier bundleID: String) {
        Self.lock.withLock { Self.flags[bundleID] = flag }
    }

    /// What the process last set for `bundleID` (true when never set, Apple's default). WidgetShot's own.
    public func hasContent(forWidgetWithBundleIdentifier bundleID: String) -> Bool {
        Self.lock.withLock { Self.flags[bundleID] ?? true }
    }
}
