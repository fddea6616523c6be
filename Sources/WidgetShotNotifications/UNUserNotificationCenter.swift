import Foundation

/// Schedules and manages the app's notifications
/// (https://developer.apple.com/documentation/usernotifications/unusernotificationcenter), on a
/// device where the user has not answered the permission prompt: the status is
/// `.notDetermined`, asking cannot show the prompt from an extension (granted: false), and
/// scheduled requests are recorded — they can be read back with `pendingNotificationRequests()`
/// (a render delivers none). Handlers run on a background queue, as Apple documents.
public final class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    private static let shared = UNUserNotificationCenter()
    /// The app's center.
    public class func current() -> UNUserNotificationCenter { shared }

    /// Told about notifications the user acts on (never called in a render).
    public weak var delegate: UNUserNotificationCenterDelegate?
    /// Whether the device supports content extensions.
    public var supportsContentExtensions: Bool { true }

    private let lock = NSLock()
    private var pending: [UNNotificationRequest] = []
    private var categories: Set<UNNotificationCategory> = []
    private(set) var badgeCount = 0

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    // MARK: Permission

    /// Asks for permission: an extension cannot show the prompt, so `granted` is false.
    public func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, Error?) -> Void) {
        DispatchQueue.global().async { completionHandler(false, nil) }
    }
    /// Asks for permission (async): false.
    public func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { false }

    /// The app's settings: not determined, every setting `.notSupported`… as before the prompt.
    public func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
        DispatchQueue.global().async { completionHandler(UNNotificationSettings()) }
    }
    /// The app's settings (async).
    public func notificationSettings() async -> UNNotificationSettings { UNNotificationSettings() }

    // MARK: Requests

    /// Schedules `request` (a request with the identifier of a pending one replaces it).
    public func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable (Error?) -> Void)? = nil) {
        record(request)
        if let completionHandler { DispatchQueue.global().async { completionHandler(nil) } }
    }
    /// Schedules `request` (async).
    public func add(_ request: UNNotificationRequest) async throws { record(request) }

    private func record(_ request: UNNotificationRequest) {
        locked {
            pending.removeAll { $0.identifier == request.identifier }
            pending.append(request)
        }
    }

    /// The scheduled requests.
    public func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
        let requests = locked { pending }
        DispatchQueue.global().async { completionHandler(requests) }
    }
    /// The scheduled requests (async).
    public func pendingNotificationRequests() async -> [UNNotificationRequest] { locked { pending } }
    /// Unschedules the requests with `identifiers`.
    public func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        locked { pending.removeAll { identifiers.contains($0.identifier) } }
    }
    /// Unschedules every request.
    public func removeAllPendingNotificationRequests() { locked { pending.removeAll() } }

    /// The notifications in Notification Center: none was delivered.
    public func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) {
        DispatchQueue.global().async { completionHandler([]) }
    }
    /// The delivered notifications (async): none.
    public func deliveredNotifications() async -> [UNNotification] { [] }
    /// Removes delivered notifications.
    public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}
    /// Removes every delivered notification.
    public func removeAllDeliveredNotifications() {}

    // MARK: Categories and badge

    /// Registers the actionable categories.
    public func setNotificationCategories(_ categories: Set<UNNotificationCategory>) { locked { self.categories = categories } }
    /// The registered categories.
    public func getNotificationCategories(completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void) {
        let current = locked { categories }
        DispatchQueue.global().async { completionHandler(current) }
    }
    /// The registered categories (async).
    public func notificationCategories() async -> Set<UNNotificationCategory> { locked { categories } }
    /// Sets the app icon's badge (iOS 16).
    public func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable (Error?) -> Void)? = nil) {
        locked { badgeCount = newBadgeCount }
        if let completionHandler { DispatchQueue.global().async { completionHandler(nil) } }
    }
    /// Sets the app icon's badge (async).
    public func setBadgeCount(_ newBadgeCount: Int) async throws { locked { badgeCount = newBadgeCount } }
}

/// Told about notifications.
public protocol UNUserNotificationCenterDelegate: AnyObject {
    /// A notification arrives while the app is in the foreground.
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
    /// The user acted on a notification.
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void)
}

extension UNUserNotificationCenterDelegate {
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                       withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        completionHandler([])
    }
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                       withCompletionHandler completionHandler: @escaping () -> Void) {
        completionHandler()
    }
}

/// How a foreground notification is presented.
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

/// A delivered notification.
public final class UNNotification: NSObject, @unchecked Sendable {
    /// When it was delivered.
    public let date: Date
    /// Its request.
    public let request: UNNotificationRequest
    init(date: Date, request: UNNotificationRequest) {
        self.date = date
        self.request = request
    }
}

/// The user's action on a notification.
public final class UNNotificationResponse: NSObject, @unchecked Sendable {
    /// The notification.
    public let notification: UNNotification
    /// The action's identifier.
    public let actionIdentifier: String
    init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
    }
}

/// The action identifier of a tap on the notification.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// The action identifier of a dismissal.
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"
