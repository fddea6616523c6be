import Foundation

/// A subscription to changes of a database — CloudKit's `CKSubscription`
/// (https://developer.apple.com/documentation/cloudkit/cksubscription). Subscriptions can be
/// built locally; saving, fetching and deleting them fails with `CKError(.notAuthenticated)`,
/// as on a device with no iCloud account, and no push notification ever arrives.
open class CKSubscription: NSObject, @unchecked Sendable {
    /// A subscription's name.
    public typealias ID = String
    /// The kinds of subscription (raw values as in CloudKit).
    public enum SubscriptionType: Int, Sendable { case query = 1, recordZone = 2, database = 3 }

    /// The subscription's name (a UUID unless given).
    public let subscriptionID: ID
    /// The kind of subscription.
    public let subscriptionType: SubscriptionType
    /// What the push notification shows.
    open var notificationInfo: NotificationInfo?

    init(subscriptionID: ID, type: SubscriptionType) {
        self.subscriptionID = subscriptionID
        subscriptionType = type
        super.init()
    }

    /// The content of a subscription's push notification — CloudKit's `CKSubscription.NotificationInfo`.
    open class NotificationInfo: NSObject, @unchecked Sendable {
        /// The alert's text.
        open var alertBody: String?
        /// The localization key of the alert's text.
        open var alertLocalizationKey: String?
        /// Record fields whose values fill the alert's format.
        open var alertLocalizationArgs: [CKRecord.FieldKey]?
        /// The title.
        open var title: String?
        /// The localization key of the title.
        open var titleLocalizationKey: String?
        /// Record fields whose values fill the title's format.
        open var titleLocalizationArgs: [CKRecord.FieldKey]?
        /// The subtitle.
        open var subtitle: String?
        /// The localization key of the subtitle.
        open var subtitleLocalizationKey: String?
        /// Record fields whose values fill the subtitle's format.
        open var subtitleLocalizationArgs: [CKRecord.FieldKey]?
        /// The localization key of the action button.
        open var alertActionLocalizationKey: String?
        /// The launch image.
        open var alertLaunchImage: String?
        /// The sound.
        open var soundName: String?
        /// Record fields sent with the notification.
        open var desiredKeys: [CKRecord.FieldKey]?
        /// Whether the app's badge is incremented.
        open var shouldBadge = false
        /// Whether the notification wakes the app silently.
        open var shouldSendContentAvailable = false
        /// Whether a notification service extension may change it.
        open var shouldSendMutableContent = false
        /// The notification's category.
        open var category: String?
        /// The key that collapses notifications.
        open var collapseIDKey: String?

        /// Empty notification info.
        public override init() { super.init() }
        /// Notification info with an alert (iOS 15's initializer).
        public convenience init(alertBody: String? = nil, alertLocalizationKey: String? = nil, alertLocalizationArgs: [CKRecord.FieldKey]? = nil,
                                title: String? = nil, titleLocalizationKey: String? = nil, titleLocalizationArgs: [CKRecord.FieldKey]? = nil,
                                subtitle: String? = nil, subtitleLocalizationKey: String? = nil, subtitleLocalizationArgs: [CKRecord.FieldKey]? = nil,
                                alertActionLocalizationKey: String? = nil, alertLaunchImage: String? = nil, soundName: String? = nil,
                                desiredKeys: [CKRecord.FieldKey]? = nil, shouldBadge: Bool = false, shouldSendContentAvailable: Bool = false,
                                shouldSendMutableContent: Bool = false, category: String? = nil, collapseIDKey: String? = nil) {
            self.init()
            (self.alertBody, self.alertLocalizationKey, self.alertLocalizationArgs) = (alertBody, alertLocalizationKey, alertLocalizationArgs)
            (self.title, self.titleLocalizationKey, self.titleLocalizationArgs) = (title, titleLocalizationKey, titleLocalizationArgs)
            (self.subtitle, self.subtitleLocalizationKey, self.subtitleLocalizationArgs) = (subtitle, subtitleLocalizationKey, subtitleLocalizationArgs)
            (self.alertActionLocalizationKey, self.alertLaunchImage, self.soundName) = (alertActionLocalizationKey, alertLaunchImage, soundName)
            (self.desiredKeys, self.shouldBadge, self.shouldSendContentAvailable) = (desiredKeys, shouldBadge, shouldSendContentAvailable)
            (self.shouldSendMutableContent, self.category, self.collapseIDKey) = (shouldSendMutableContent, category, collapseIDKey)
        }
    }
}

/// A subscription to records matching a predicate — CloudKit's `CKQuerySubscription`.
open class CKQuerySubscription: CKSubscription, @unchecked Sendable {
    /// When the subscription fires — CloudKit's `CKQuerySubscription.Options` (raw values as in CloudKit).
    public struct Options: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A matching record was created.
        public static let firesOnRecordCreation = Options(rawValue: 1 << 0)
        /// A matching record was changed.
        public static let firesOnRecordUpdate = Options(rawValue: 1 << 1)
        /// A matching record was deleted.
        public static let firesOnRecordDeletion = Options(rawValue: 1 << 2)
        /// The subscription fires once, then is deleted.
        public static let firesOnce = Options(rawValue: 1 << 3)
    }

    /// The record type watched.
    public let recordType: CKRecord.RecordType
    /// The records watched.
    public let predicate: NSPredicate
    /// The zone watched (all zones when `nil`).
    open var zoneID: CKRecordZone.ID?
    /// When it fires.
    public let querySubscriptionOptions: Options

    /// A subscription with a generated name (CloudKit's default options: creation, update, deletion).
    public convenience init(recordType: CKRecord.RecordType, predicate: NSPredicate,
                            options querySubscriptionOptions: Options = [.firesOnRecordCreation, .firesOnRecordUpdate, .firesOnRecordDeletion]) {
        self.init(recordType: recordType, predicate: predicate, subscriptionID: UUID().uuidString, options: querySubscriptionOptions)
    }
    /// A named subscription.
    public init(recordType: CKRecord.RecordType, predicate: NSPredicate, subscriptionID: CKSubscription.ID,
                options querySubscriptionOptions: Options = [.firesOnRecordCreation, .firesOnRecordUpdate, .firesOnRecordDeletion]) {
        self.recordType = recordType
        self.predicate = predicate
        self.querySubscriptionOptions = querySubscriptionOptions
        super.init(subscriptionID: subscriptionID, type: .query)
    }
}

/// A subscription to every change in a record zone — CloudKit's `CKRecordZoneSubscription`.
open class CKRecordZoneSubscription: CKSubscription, @unchecked Sendable {
    /// The zone watched.
    public let zoneID: CKRecordZone.ID
    /// The record type watched (all when `nil`).
    open var recordType: CKRecord.RecordType?
    /// A subscription with a generated name.
    public convenience init(zoneID: CKRecordZone.ID) { self.init(zoneID: zoneID, subscriptionID: UUID().uuidString) }
    /// A named subscription.
    public init(zoneID: CKRecordZone.ID, subscriptionID: CKSubscription.ID) {
        self.zoneID = zoneID
        super.init(subscriptionID: subscriptionID, type: .recordZone)
    }
}

/// A subscription to every change in a database — CloudKit's `CKDatabaseSubscription`.
open class CKDatabaseSubscription: CKSubscription, @unchecked Sendable {
    /// The record type watched (all when `nil`).
    open var recordType: CKRecord.RecordType?
    /// A subscription with a generated name.
    public convenience init() { self.init(subscriptionID: UUID().uuidString) }
    /// A named subscription.
    public init(subscriptionID: CKSubscription.ID) { super.init(subscriptionID: subscriptionID, type: .database) }
}

extension CKDatabase {
    /// Every subscription (async): throws, no account.
    public func allSubscriptions() async throws -> [CKSubscription] { throw CKError(.notAuthenticated) }
    /// Every subscription: fails, no account.
    public func fetchAllSubscriptions(completionHandler: @escaping @Sendable ([CKSubscription]?, Error?) -> Void) {
        DispatchQueue.global().async { completionHandler(nil, CKError(.notAuthenticated)) }
    }
    /// One subscription (async): throws, no account.
    public func subscription(for id: CKSubscription.ID) async throws -> CKSubscription { throw CKError(.notAuthenticated) }
    /// One subscription: fails, no account.
    public func fetch(withSubscriptionID subscriptionID: CKSubscription.ID, completionHandler: @escaping @Sendable (CKSubscription?, Error?) -> Void) {
        DispatchQueue.global().async { completionHandler(nil, CKError(.notAuthenticated)) }
    }
    /// Saves a subscription (async): throws, no account.
    @discardableResult public func save(_ subscription: CKSubscription) async throws -> CKSubscription { throw CKError(.notAuthenticated) }
    /// Saves a subscription: fails, no account.
    public func save(_ subscription: CKSubscription, completionHandler: @escaping @Sendable (CKSubscription?, Error?) -> Void) {
        DispatchQueue.global().async { completionHandler(nil, CKError(.notAuthenticated)) }
    }
    /// Deletes a subscription (async): throws, no account.
    @discardableResult public func deleteSubscription(withID id: CKSubscription.ID) async throws -> CKSubscription.ID { throw CKError(.notAuthenticated) }
    /// Saves and deletes subscriptions in one call (iOS 15, async): throws, no account.
    public func modifySubscriptions(saving subscriptionsToSave: [CKSubscription], deleting subscriptionIDsToDelete: [CKSubscription.ID]) async throws
        -> (saveResults: [CKSubscription.ID: Result<CKSubscription, Error>], deleteResults: [CKSubscription.ID: Result<Void, Error>]) {
        throw CKError(.notAuthenticated)
    }
    /// Deletes a subscription: fails, no account.
    public func delete(withSubscriptionID subscriptionID: CKSubscription.ID, completionHandler: @escaping @Sendable (String?, Error?) -> Void) {
        DispatchQueue.global().async { completionHandler(nil, CKError(.notAuthenticated)) }
    }
}
