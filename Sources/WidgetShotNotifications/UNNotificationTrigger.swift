import Foundation

/// When a notification fires.
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
    /// Whether it fires again.
    public let repeats: Bool
    init(repeats: Bool) { self.repeats = repeats }
}

/// Fires after an interval. Like iOS, an interval of 0 or less, or a repeating one under 60
/// seconds, is a programming error that stops the program with the reason.
public final class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The interval in seconds.
    public let timeInterval: TimeInterval
    private let created = Date()

    /// Fires `timeInterval` seconds from now.
    public init(timeInterval: TimeInterval, repeats: Bool) {
        precondition(timeInterval > 0, "UNTimeIntervalNotificationTrigger: time interval must be greater than 0")
        precondition(!repeats || timeInterval >= 60, "UNTimeIntervalNotificationTrigger: time interval must be at least 60 if repeating")
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }

    /// The next date it fires.
    public func nextTriggerDate() -> Date? { created.addingTimeInterval(timeInterval) }
}

/// Fires at dates matching components (every day at 8:00…).
public final class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The components to match.
    public let dateComponents: DateComponents

    /// Fires when the date matches `dateComponents`.
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }

    /// The next matching date after now.
    public func nextTriggerDate() -> Date? {
        let calendar = dateComponents.calendar ?? Calendar.current
        var components = dateComponents
        components.calendar = nil
        return calendar.nextDate(after: Date(), matching: components, matchingPolicy: .nextTime)
    }
}

/// Permissions an app asks for.
public struct UNAuthorizationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
    public static let announcement = UNAuthorizationOptions(rawValue: 1 << 7)
    public static let timeSensitive = UNAuthorizationOptions(rawValue: 1 << 8)
}

/// The app's notification permission.
public enum UNAuthorizationStatus: Int, Sendable { case notDetermined = 0, denied, authorized, provisional, ephemeral }
/// A notification setting.
public enum UNNotificationSetting: Int, Sendable { case notSupported = 0, disabled, enabled }
/// Alert styles.
public enum UNAlertStyle: Int, Sendable { case none = 0, banner, alert }
/// When previews show.
public enum UNShowPreviewsSetting: Int, Sendable { case always = 0, whenAuthenticated, never }

/// The app's notification settings before the user answers the prompt.
public final class UNNotificationSettings: NSObject, @unchecked Sendable {
    public var authorizationStatus: UNAuthorizationStatus { .notDetermined }
    public var soundSetting: UNNotificationSetting { .notSupported }
    public var badgeSetting: UNNotificationSetting { .notSupported }
    public var alertSetting: UNNotificationSetting { .notSupported }
    public var notificationCenterSetting: UNNotificationSetting { .notSupported }
    public var lockScreenSetting: UNNotificationSetting { .notSupported }
    public var carPlaySetting: UNNotificationSetting { .notSupported }
    public var criticalAlertSetting: UNNotificationSetting { .notSupported }
    public var timeSensitiveSetting: UNNotificationSetting { .notSupported }
    public var scheduledDeliverySetting: UNNotificationSetting { .notSupported }
    public var directMessagesSetting: UNNotificationSetting { .notSupported }
    public var announcementSetting: UNNotificationSetting { .notSupported }
    public var alertStyle: UNAlertStyle { .none }
    public var showPreviewsSetting: UNShowPreviewsSetting { .always }
    public var providesAppNotificationSettings: Bool { false }
}

/// A kind of actionable notification.
public final class UNNotificationCategory: NSObject, @unchecked Sendable {
    public let identifier: String
    public let actions: [UNNotificationAction]
    public let intentIdentifiers: [String]
    public let options: UNNotificationCategoryOptions
    /// A category.
    public init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String], options: UNNotificationCategoryOptions = []) {
        self.identifier = identifier
        self.actions = actions
        self.intentIdentifiers = intentIdentifiers
        self.options = options
    }
    public override func isEqual(_ object: Any?) -> Bool { (object as? UNNotificationCategory)?.identifier == identifier }
    public override var hash: Int { identifier.hashValue }
}

/// Category options.
public struct UNNotificationCategoryOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
    public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 1 << 1)
    public static let hiddenPreviewsShowTitle = UNNotificationCategoryOptions(rawValue: 1 << 2)
    public static let hiddenPreviewsShowSubtitle = UNNotificationCategoryOptions(rawValue: 1 << 3)
}

/// A button of an actionable notification.
open class UNNotificationAction: NSObject, @unchecked Sendable {
    public let identifier: String
    public let title: String
    public let options: UNNotificationActionOptions
    /// An action.
    public init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
        self.identifier = identifier
        self.title = title
        self.options = options
    }
}

/// Action options.
public struct UNNotificationActionOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
    public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
    public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}
