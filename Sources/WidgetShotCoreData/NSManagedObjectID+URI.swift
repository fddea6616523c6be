import Foundation

extension NSPersistentStoreCoordinator {
    /// The ID of the saved object whose `uriRepresentation()` is `url` (nil for a URI of no
    /// object in this coordinator's stores, as Core Data returns for an unknown store).
    public func managedObjectID(forURIRepresentation url: URL) -> NSManagedObjectID? {
        allObjects.first { $0.objectID.uriRepresentation() == url }?.objectID
    }
}
