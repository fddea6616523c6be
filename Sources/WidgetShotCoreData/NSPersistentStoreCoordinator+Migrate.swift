import Foundation

extension NSPersistentStoreCoordinator {
    /// Moves `store` to `URL` (Core Data's `migratePersistentStore(_:to:options:type:)`, which app
    /// group moves call): the store's objects and metadata go to a store at the new URL, which
    /// replaces `store` in this coordinator and is returned. The old file, if any, stays: apps
    /// delete it themselves.
    @discardableResult
    public func migratePersistentStore(_ store: NSPersistentStore, to URL: URL, options: [AnyHashable: Any]? = nil,
                                       type storeType: NSPersistentStore.StoreType) throws -> NSPersistentStore {
        try migratePersistentStore(store, to: URL, options: options, withType: storeType.rawValue)
    }

    /// The string-typed form of ``migratePersistentStore(_:to:options:type:)``.
    @discardableResult
    public func migratePersistentStore(_ store: NSPersistentStore, to URL: URL, options: [AnyHashable: Any]? = nil,
                                       withType storeType: String) throws -> NSPersistentStore {
        guard persistentStores.contains(where: { $0 === store }) else {
            throw CocoaError(CocoaError.Code(rawValue: 134060 /* NSCoreDataError */),
                             userInfo: [NSLocalizedDescriptionKey: "the store is not one of this coordinator's stores"])
        }
        let moved = try addPersistentStore(ofType: storeType, configurationName: store.configurationName, at: URL, options: options)
        moved.storage.apply(inserted: store.storage.objects, deleted: [])
        moved.storage.metadata = store.storage.metadata
        try remove(store)
        return moved
    }
}
