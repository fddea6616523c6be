import Foundation

/// The app delegate protocol (UIKit's `UIApplicationDelegate`). Every method is optional, as in
/// UIKit; WidgetShot never calls them (a widget extension has no app delegate).
@MainActor public protocol UIApplicationDelegate: AnyObject {
    /// Launch finished (UIKit's `application(_:didFinishLaunchingWithOptions:)`).
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The configuration for a new scene session (UIKit's `application(_:configurationForConnecting:options:)`).
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// A URL to open (UIKit's `application(_:open:options:)`).
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
}

extension UIApplicationDelegate {
    /// UIKit's default: launch succeeded.
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    /// UIKit's default: the session's own configuration.
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        connectingSceneSession.configuration
    }
    /// UIKit's default: the URL is not handled.
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool { false }
}

/// A scene of the app's UI (UIKit's `UIScene`); none exists during a render.
open class UIScene: NSObject, @unchecked Sendable {
    /// The scene's session.
    public let session: UISceneSession

    /// A scene of a session (UIKit's `init(session:connectionOptions:)`).
    public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) { self.session = session }

    /// What a scene was connected with (UIKit's `UIScene.ConnectionOptions`): nothing here.
    open class ConnectionOptions: NSObject, @unchecked Sendable {
        /// The quick action that connected the scene (UIKit's `shortcutItem`; nil here).
        open var shortcutItem: UIApplicationShortcutItem? { nil }
        /// The connection options of a scene nothing asked for.
        public override init() {}
    }

    /// A scene will enter the foreground (UIKit's `UIScene.willEnterForegroundNotification`); never posted here.
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// A scene entered the background (UIKit's `UIScene.didEnterBackgroundNotification`); never posted here.
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
    /// A scene became active (UIKit's `UIScene.didActivateNotification`); never posted here.
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// A scene will resign active (UIKit's `UIScene.willDeactivateNotification`); never posted here.
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
}

/// A scene's persistent session (UIKit's `UISceneSession`).
open class UISceneSession: NSObject, @unchecked Sendable {
    /// The kind of scene a session is for (UIKit's `UISceneSession.Role`).
    public struct Role: RawRepresentable, Hashable, Sendable {
        /// The role's string.
        public let rawValue: String
        /// A role from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An app window (UIKit's `UIWindowSceneSessionRoleApplication`).
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    /// The session's role.
    public let role: Role
    /// The session's configuration.
    public let configuration: UISceneConfiguration
    /// A unique identifier of the session.
    public let persistentIdentifier = UUID().uuidString

    /// A session (UIKit creates them; here for code that builds one itself).
    public init(role: Role, configuration: UISceneConfiguration) {
        self.role = role
        self.configuration = configuration
    }
}

/// How to create a scene (UIKit's `UISceneConfiguration`).
open class UISceneConfiguration: NSObject, @unchecked Sendable {
    /// The configuration's name in the Info.plist.
    public let name: String?
    /// The role of the sessions it configures.
    public let role: UISceneSession.Role
    /// The scene delegate's class.
    open var delegateClass: AnyClass?
    /// The scene's class.
    open var sceneClass: AnyClass?

    /// A configuration (UIKit's `init(name:sessionRole:)`).
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}
