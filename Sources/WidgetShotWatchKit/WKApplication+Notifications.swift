import Foundation

// WatchKit's app life-cycle notifications
// (https://developer.apple.com/documentation/watchkit/wkapplication/willresignactivenotification,
// https://developer.apple.com/documentation/watchkit/wkextension/applicationwillenterforegroundnotification).
// A render has no app life cycle: they are never posted, so observers (Defaults' iCloud sync
// re-reads on entering the foreground) simply wait. The names are WatchKit's constants'.

extension WKApplication {
    /// The app is visible and processing events (never posted here).
    public static let didBecomeActiveNotification = Notification.Name("WKApplicationDidBecomeActiveNotification")
    /// The app is about to be deactivated (never posted here).
    public static let willResignActiveNotification = Notification.Name("WKApplicationWillResignActiveNotification")
    /// The app is about to move from the background to the foreground (never posted here).
    public static let willEnterForegroundNotification = Notification.Name("WKApplicationWillEnterForegroundNotification")
    /// The app moved to the background (never posted here).
    public static let didEnterBackgroundNotification = Notification.Name("WKApplicationDidEnterBackgroundNotification")
}

extension WKExtension {
    /// WatchKit's watchOS 7–9 names of the same notifications on `WKExtension`.
    public static var applicationDidBecomeActiveNotification: Notification.Name { WKApplication.didBecomeActiveNotification }
    /// The app is about to be deactivated.
    public static var applicationWillResignActiveNotification: Notification.Name { WKApplication.willResignActiveNotification }
    /// The app is about to move to the foreground.
    public static var applicationWillEnterForegroundNotification: Notification.Name { WKApplication.willEnterForegroundNotification }
    /// The app moved to the background.
    public static var applicationDidEnterBackgroundNotification: Notification.Name { WKApplication.didEnterBackgroundNotification }
}
