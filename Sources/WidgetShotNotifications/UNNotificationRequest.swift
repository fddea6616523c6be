import Foundation

/// A notification to schedule.
public final class UNNotificationRequest: NSObject, @unchecked Sendable {
    /// The request's identifier.
    public let identifier: String
    /// What it shows.
    public let content: UNNotificationContent
    /// When it fires (nil: now).
    public let trigger: UNNotificationTrigger?
    /// A request.
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content.copy() as? UNNotificationContent ?? content
        self.trigger = trigger
    }
}

/// What a notification shows.
open class UNNotificationContent: NSObject, NSCopying, @unchecked Sendable {
    open internal(set) var title = ""
    open internal(set) var subtitle = ""
    open internal(set) var body = ""
    open internal(set) var badge: NSNumber?
    open internal(set) var sound: UNNotificationSound?
    open internal(set) var userInfo: [AnyHashable: Any] = [:]
    open internal(set) var categoryIdentifier = ""
    open internal(set) var threadIdentifier = ""
    open internal(set) var targetContentIdentifier: String?
    open internal(set) var attachments: [UNNotificationAttachment] = []
    open internal(set) var launchImageName = ""
    open internal(set) var interruptionLevel: UNNotificationInterruptionLevel = .active
    open internal(set) var relevanceScore: Double = 0
    open internal(set) var filterCriteria: String?

    public override init() {}

    open func copy(with zone: NSZone? = nil) -> Any {
        let c = UNNotificationContent()
        c.assign(from: self)
        return c
    }

    func assign(from other: UNNotificationContent) {
        title = other.title; subtitle = other.subtitle; body = other.body; badge = other.badge; sound = other.sound
        userInfo = other.userInfo; categoryIdentifier = other.categoryIdentifier; threadIdentifier = other.threadIdentifier
        targetContentIdentifier = other.targetContentIdentifier; attachments = other.attachments
        launchImageName = other.launchImageName; interruptionLevel = other.interruptionLevel
        relevanceScore = other.relevanceScore; filterCriteria = other.filterCriteria
    }
}

/// Content the app fills in.
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    open override var title: String { get { super.title } set { super.title = newValue } }
    open override var subtitle: String { get { super.subtitle } set { super.subtitle = newValue } }
    open override var body: String { get { super.body } set { super.body = newValue } }
    open override var badge: NSNumber? { get { super.badge } set { super.badge = newValue } }
    open override var sound: UNNotificationSound? { get { super.sound } set { super.sound = newValue } }
    open override var userInfo: [AnyHashable: Any] { get { super.userInfo } set { super.userInfo = newValue } }
    open override var categoryIdentifier: String { get { super.categoryIdentifier } set { super.categoryIdentifier = newValue } }
    open override var threadIdentifier: String { get { super.threadIdentifier } set { super.threadIdentifier = newValue } }
    open override var targetContentIdentifier: String? { get { super.targetContentIdentifier } set { super.targetContentIdentifier = newValue } }
    open override var attachments: [UNNotificationAttachment] { get { super.attachments } set { super.attachments = newValue } }
    open override var launchImageName: String { get { super.launchImageName } set { super.launchImageName = newValue } }
    open override var interruptionLevel: UNNotificationInterruptionLevel { get { super.interruptionLevel } set { super.interruptionLevel = newValue } }
    open override var relevanceScore: Double { get { super.relevanceScore } set { super.relevanceScore = newValue } }
    open override var filterCriteria: String? { get { super.filterCriteria } set { super.filterCriteria = newValue } }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let c = UNNotificationContent()
        c.assign(from: self)
        return c
    }
    /// A mutable copy.
    open override func mutableCopy() -> Any {
        let c = UNMutableNotificationContent()
        c.assign(from: self)
        return c
    }
}

/// How urgently a notification interrupts (iOS 15).
public enum UNNotificationInterruptionLevel: UInt, Sendable { case passive = 0, active = 1, timeSensitive = 2, critical = 3 }

/// A notification's sound.
public final class UNNotificationSound: NSObject, @unchecked Sendable {
    /// The sound's file name (nil: the system sound).
    public let name: UNNotificationSoundName?
    /// Whether it plays as a critical alert.
    public let isCritical: Bool
    /// A critical alert's volume (0…1), when one was given; nil: the system's.
    public let audioVolume: Float?
    init(name: UNNotificationSoundName?, critical: Bool, volume: Float? = nil) {
        self.name = name
        isCritical = critical
        audioVolume = volume.map { min(max($0, 0), 1) }
    }
    /// The default sound.
    public static var `default`: UNNotificationSound { UNNotificationSound(name: nil, critical: false) }
    /// The default critical-alert sound.
    public static var defaultCritical: UNNotificationSound { UNNotificationSound(name: nil, critical: true) }
    /// A sound file of the app's bundle.
    public convenience init(named name: UNNotificationSoundName) { self.init(name: name, critical: false) }
    /// A critical sound file.
    public static func criticalSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound { UNNotificationSound(name: name, critical: true) }
    /// A critical sound file at a volume (0…1, kept within it).
    public static func criticalSoundNamed(_ name: UNNotificationSoundName, withAudioVolume volume: Float) -> UNNotificationSound {
        UNNotificationSound(name: name, critical: true, volume: volume)
    }
    /// The default critical-alert sound at a volume (0…1, kept within it).
    public static func defaultCriticalSound(withAudioVolume volume: Float) -> UNNotificationSound {
        UNNotificationSound(name: nil, critical: true, volume: volume)
    }
}

/// A sound file name.
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

/// A file attached to a notification.
public final class UNNotificationAttachment: NSObject, @unchecked Sendable {
    /// The attachment's identifier.
    public let identifier: String
    /// The file.
    public let url: URL
    /// An attachment of the file at `url`; a missing file throws, as on iOS
    /// (UNErrorCode.attachmentInvalidURL).
    public init(identifier: String, url URL: URL, options: [AnyHashable: Any]? = nil) throws {
        guard FileManager.default.fileExists(atPath: URL.path) else { throw UNError(.attachmentInvalidURL) }
        self.identifier = identifier
        url = URL
    }
}

/// User Notifications errors.
public struct UNError: Error, CustomNSError, Hashable, Sendable {
    /// Error codes.
    public enum Code: Int, Sendable {
        case notificationsNotAllowed = 1, attachmentInvalidURL = 100, attachmentUnrecognizedType = 101
        case attachmentInvalidFileSize = 102, attachmentNotInDataStore = 103, attachmentMoveIntoDataStoreFailed = 104
        case attachmentCorrupt = 105, notificationInvalidNoDate = 1400, notificationInvalidNoContent = 1401
        case contentProvidingObjectNotAllowed = 1500, contentProvidingInvalid = 1501
    }
    /// The code.
    public let code: Code
    /// An error with `code`.
    public init(_ code: Code) { self.code = code }
    public static var errorDomain: String { "UNErrorDomain" }
    public var errorCode: Int { code.rawValue }
}
