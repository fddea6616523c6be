import Foundation

// A store's metadata (https://developer.apple.com/documentation/coredata/nspersistentstorecoordinator/metadata(for:)):
// a dictionary Core Data keeps in the store beside the objects, where apps record migration
// markers and versions (LoopKit keeps its modification counter there). Stores live in memory
// here, so the metadata does too, shared like the objects by every store loaded from one URL.

/// The metadata key of a store's type (`NSSQLiteStoreType`…).
public let NSStoreTypeKey = "NSStoreType"
/// The metadata key of a store's unique identifier.
public let NSStoreUUIDKey = "NSStoreUUID"
/// A store option: the data protection of the store's file (a `FileProtectionType`).
public let NSPersistentStoreFileProtectionKey = "NSPersistentStoreFileProtectionKey"

extension NSPersistentStore {
    /// The store's metadata: its type and UUID plus what the app set.
    public var metadata: [String: Any]! {
        get {
            var result = storage.metadata
            result[NSStoreTypeKey] = type
            return result
        }
        set { storage.metadata = (newValue ?? [:]).merging([NSStoreUUIDKey: storage.metadata[NSStoreUUIDKey] ?? UUID().uuidString]) { new, _ in new } }
    }
}

extension NSPersistentStoreCoordinator {
    /// The metadata of one of the coordinator's stores.
    public func metadata(for store: NSPersistentStore) -> [String: Any] { store.metadata }

    /// Replaces the metadata of one of the coordinator's stores (kept by the next save, and at once
    /// here); nil leaves only the store's type and UUID.
    public func setMetadata(_ metadata: [String: Any]?, for store: NSPersistentStore) { store.metadata = metadata ?? [:] }

    /// The metadata of the store at `url` without loading it. A URL no store of this process has
    /// opened throws Cocoa's no-such-file error, as Core Data does for a store that does not exist.
    public class func metadataForPersistentStore(ofType storeType: String, at url: URL, options: [AnyHashable: Any]? = nil) throws -> [String: Any] {
        guard let storage = InMemoryStorage.existing(for: url) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        var result = storage.metadata
        result[NSStoreTypeKey] = storeType
        return result
    }

    /// iOS 15's spelling of ``metadataForPersistentStore(ofType:at:options:)``.
    public class func metadataForPersistentStore(type storeType: NSPersistentStore.StoreType, at url: URL,
                                                 options: [AnyHashable: Any]? = nil) throws -> [String: Any] {
        try metadataForPersistentStore(ofType: storeType.rawValue, at: url, options: options)
    }

    /// Sets the metadata of the store at `url` without loading it (Cocoa's no-such-file error when
    /// no store of this process has opened it).
    public class func setMetadata(_ metadata: [String: Any]?, forPersistentStoreOfType storeType: String, at url: URL,
                                  options: [AnyHashable: Any]? = nil) throws {
        guard let storage = InMemoryStorage.existing(for: url) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        storage.metadata = (metadata ?? [:]).merging([NSStoreUUIDKey: storage.metadata[NSStoreUUIDKey] ?? UUID().uuidString]) { new, _ in new }
    }
}
