import Foundation

// The notifications a managed object context posts, under Core Data's names and strings
// (https://developer.apple.com/documentation/coredata/nsmanagedobjectcontextobjectsdidchangenotification):
// `save()` posts will-save, objects-did-change and did-save, the last two with the saved objects
// in `userInfo` under `NSInsertedObjectsKey`, `NSUpdatedObjectsKey` and `NSDeletedObjectsKey`.

extension NSNotification.Name {
    /// A context's objects changed (posted by `save()` here; Core Data also posts it at the end
    /// of each event).
    public static let NSManagedObjectContextObjectsDidChange = Notification.Name("NSObjectsChangedInManagingContextNotification")
    /// A context saved.
    public static let NSManagedObjectContextDidSave = Notification.Name("NSManagingContextDidSaveChangesNotification")
    /// A context is about to save.
    public static let NSManagedObjectContextWillSave = Notification.Name("NSManagingContextWillSaveChangesNotification")
}

/// The inserted objects of a context notification.
public let NSInsertedObjectsKey = "inserted"
/// The updated objects of a context notification.
public let NSUpdatedObjectsKey = "updated"
/// The deleted objects of a context notification.
public let NSDeletedObjectsKey = "deleted"
/// The refreshed objects of a context notification.
public let NSRefreshedObjectsKey = "refreshed"
/// The invalidated objects of a context notification.
public let NSInvalidatedObjectsKey = "invalidated"
/// All objects were invalidated.
public let NSInvalidatedAllObjectsKey = "invalidatedAll"

extension NSManagedObjectContext {
    /// Merges the objects a did-save notification names. This store's contexts read the saved
    /// objects themselves (one in-memory store per coordinator), so a fetch already sees them:
    /// nothing is left to merge.
    public func mergeChanges(fromContextDidSave notification: Notification) {}

    /// Merges the changes another process saved (`NSInsertedObjectsKey`… of object IDs or URIs)
    /// into `contexts`: as above, the contexts already read the store's objects.
    public class func mergeChanges(fromRemoteContextSave changeNotificationData: [AnyHashable: Any], into contexts: [NSManagedObjectContext]) {}
}
