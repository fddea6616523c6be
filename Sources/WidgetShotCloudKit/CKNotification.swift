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
    /// WidgetShot reads only which kind it is: `.query` when `ck` has a `qry` entry, else
    /// `.database`. (CloudKit returns a `CKQueryNotification` for query pushes; a Swift
    /// initialiser cannot return a subclass, so `as? CKQueryNotification` fails here — no push
    /// reaches a widget render anyway.)
    public convenience init?(fromRemoteNotificationDictionary notificationDictionary: [AnyHashable: Any]) {
        guard let ck = notificationDictionary["ck"] as? [AnyHashable: Any] else { return nil }
        self.init(type: ck["qry"] != nil ? .query : .database)
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
