import Foundation

extension NSPersistentCloudKitContainer {
    /// Posted when a CloudKit setup, import or export starts or finishes — Core Data's
    /// `eventChangedNotification`
    /// (https://developer.apple.com/documentation/coredata/nspersistentcloudkitcontainer/eventchangednotification).
    /// A render has no iCloud account, so the container never syncs and never posts it; apps
    /// that wait for an import should also have a timeout (as on a device without iCloud).
    public static let eventChangedNotification = Notification.Name("NSPersistentCloudKitContainerEventChangedNotification")

    /// The `userInfo` key of the notification's `Event` — Core Data's `eventNotificationUserInfoKey`
    /// (Apple does not document the string; WidgetShot's is "event").
    public static let eventNotificationUserInfoKey = "event"

    /// The kind of a CloudKit event — Core Data's `NSPersistentCloudKitContainer.EventType`
    /// (raw values as in Apple's header: setup 0, import 1, export 2).
    public enum EventType: Int, Sendable {
        /// Setting up a store's CloudKit zone.
        case setup = 0
        /// Importing records into a store.
        case `import` = 1
        /// Exporting managed objects from a store.
        case export = 2
    }

    /// One piece of CloudKit activity — Core Data's `NSPersistentCloudKitContainer.Event`
    /// (https://developer.apple.com/documentation/coredata/nspersistentcloudkitcontainer/event).
    open class Event: NSObject, @unchecked Sendable {
        /// A unique identifier for the event.
        public let identifier: UUID
        /// The store the event is about.
        public let storeIdentifier: String
        /// Setup, import or export.
        public let type: EventType
        /// When the activity started.
        public let startDate: Date
        /// When it finished (nil while running).
        public let endDate: Date?
        /// Whether it finished successfully.
        public let succeeded: Bool
        /// Why it failed, if it did.
        public let error: (any Error)?

        init(identifier: UUID = UUID(), storeIdentifier: String, type: EventType, startDate: Date, endDate: Date?,
             succeeded: Bool, error: (any Error)?) {
            self.identifier = identifier
            self.storeIdentifier = storeIdentifier
            self.type = type
            self.startDate = startDate
            self.endDate = endDate
            self.succeeded = succeeded
            self.error = error
            super.init()
        }
    }
}
