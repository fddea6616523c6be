import Foundation

// UIKit's app-lifecycle types, so an app's shared code (an app delegate, scene handling, background
// tasks) compiles into a widget build. A widget extension has no app lifecycle: nothing here is
// ever called by WidgetShot, launch options are never passed and no scene connects.

extension UIApplication {
    /// Keys of the launch-options dictionary (UIKit's `UIApplication.LaunchOptionsKey`; raw
    /// values are UIKit's `UIApplicationLaunchOptions…Key` strings).
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's string.
        public let rawValue: String
        /// A key from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The URL the app was launched to open.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The bundle identifier of the app that opened the URL.
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        /// The remote notification that launched the app.
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        /// The Home Screen quick action that launched the app.
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        /// The user activity the app was launched to continue.
        public static let userActivityDictionary = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
    }

    /// Keys of the options passed with a URL to open (UIKit's `UIApplication.OpenURLOptionsKey`).
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's string.
        public let rawValue: String
        /// A key from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The bundle identifier of the app that opened the URL.
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        /// The annotation the opening app passed.
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        /// Whether the file must be opened in place.
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }

    /// Starts a background task and returns its identifier (UIKit's
    /// `beginBackgroundTask(expirationHandler:)`). Nothing is suspended during a render, so the
    /// handler is never called; identifiers are distinct and never ``UIBackgroundTaskIdentifier/invalid``.
    public func beginBackgroundTask(expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    /// Starts a named background task (UIKit's `beginBackgroundTask(withName:expirationHandler:)`).
    public func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        UIBackgroundTaskIdentifier(rawValue: BackgroundTaskCounter.next())
    }

    /// Ends a background task (UIKit's `endBackgroundTask(_:)`); ending `.invalid` does nothing.
    public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {}

    /// The app became active (UIKit's `UIApplication.didBecomeActiveNotification`); never posted here.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// The app will resign active (UIKit's `UIApplication.willResignActiveNotification`); never posted here.
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// The app entered the background (UIKit's `UIApplication.didEnterBackgroundNotification`); never posted here.
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// The app will enter the foreground (UIKit's `UIApplication.willEnterForegroundNotification`); never posted here.
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// The system is low on memory (UIKit's `UIApplication.didReceiveMemoryWarningNotification`); never posted here.
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    /// The app is about to end (UIKit's `UIApplication.willTerminateNotification`); never posted here.
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// The app finished launching (UIKit's `UIApplication.didFinishLaunchingNotification`); never posted here.
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// The significant time changed (midnight, a time zone change: UIKit's `UIApplication.significantTimeChangeNotification`); never posted here.
    public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
}

/// A background task's identifier (UIKit's `UIBackgroundTaskIdentifier`).
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's number.
    public let rawValue: Int
    /// An identifier from its number.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// No task (UIKit's `.invalid`, 0).
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

/// Hands out background task identifiers 1, 2, 3…
enum BackgroundTaskCounter {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var last = 0
    static func next() -> Int {
        lock.lock(); defer { lock.unlock() }
        last += 1
        return last
    }
}

/// A Home Screen quick action (UIKit's `UIApplicationShortcutItem`).
open class UIApplicationShortcutItem: NSObject, @unchecked Sendable {
    /// The app's identifier of the action.
    open var type: String
    /// The title.
    open var localizedTitle: String
    /// The subtitle.
    open var localizedSubtitle: String?
    /// App-defined information.
    open var userInfo: [String: Any]?
    /// The icon.
    open var icon: UIApplicationShortcutIcon?

    /// A quick action (UIKit's `init(type:localizedTitle:localizedSubtitle:icon:userInfo:)`).
    public init(type: String, localizedTitle: String, localizedSubtitle: String? = nil, icon: UIApplicationShortcutIcon? = nil,
                userInfo: [String: Any]? = nil) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.icon = icon
        self.userInfo = userInfo
    }
}
