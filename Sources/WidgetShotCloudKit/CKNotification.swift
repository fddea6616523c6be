import Foundation

/// A CloudKit push notification — CloudKit's `CKNotification`. No push ever reaches a widget
/// render (no iCloud account, no subscriptions saved); the types exist so an app's handler of
/// `didReceiveRemoteNotification` compiles into a shared framework.
open class CKNotification: NSObject, @unchecked Sendable {
    /// A notification's identifier.
    public final class ID: NSObject, @unchecked Sendable {}
    /// The kinds of notification (raw values as in CloudKit).
    public enum NotificationType: Int, Sendable { case query = 1, recordZone = 2, readNotification = 3, database = 4 }

    /// The kind of notification.
    public let notificationType: NotificationType
    /// The identifier.
    public let notificationID: ID?
    /// The container it came from.
    public let containerIdentifier: String?
    /// The subscription that fired.
    public let subscriptionID: CKSubscription.ID?
    /// Whether the server left some data out.
    public let isPruned: Bool

    init(type: NotificationType) {
        notificationType = type
        notificationID = nil
        containerIdentifier = nil
        subscriptionID = nil
        isPruned = false
        super.init()
    }

    /// The CloudKit notification in a remote notification's payload: `nil` unless the payload
    /// carries CloudKit's `ck` dictionary. What CloudKit puts inside it is undocumented, so
    /// WidgetShot reads nothing from it: a payload with `ck` and a `qry` entry gives a
    /// `CKQueryNotification` with no record, any other `ck` payload a bare notification.
    public static func make(fromRemoteNotificationDictionary notificationDictionary: [AnyHashable: Any]) -> CKNotification? {
        guard let ck = notificationDictionary["ck"] as? [AnyHashable: Any] else { return nil }
        return ck["qry"] != nil ? CKQueryNotification(type: .query) : CKNotification(type: ck["fet"] != nil ? .recordZone : .database)
    }

    /// The CloudKit notification in a remote notification's payload (see
    /// ``make(fromRemoteNotificationDictionary:)``).
    public convenience init?(fromRemoteNotificationDictionary notificationDictionary: [AnyHashable: Any]) {
        guard let made = Self.make(fromRemoteNotificationDictionary: notificationDictionary) else { return nil }
        self.init(type: made.notificationType)
    }
}

/// A notification from a query subscription — CloudKit's `CKQueryNotification`.
open class CKQueryNotification: CKNotification, @unchecked Sendable {
    /// Why it fired (raw values as in CloudKit).
    public enum Reason: Int, Sendable { case recordCreated = 1, recordUpdated = 2, recordDeleted = 3 }
    /// Why it fired (`.recordUpdated`: the payload is not read).
    public let queryNotificationReason: Reason = .recordUpdated
    /// The record fields the subscription asked for.
    public let recordFields: [CKRecord.FieldKey: Any]? = nil
    /// The record that changed.
    public let recordID: CKRecord.ID? = nil
    /// The database the record is in.
    public let databaseScope: CKDatabase.Scope = .private
}
