import Foundation

// The store-file operations of a coordinator (moving a store into an App Group container,
// deleting a corrupt one) and the remote-change notification, as Core Data names them
// (https://developer.apple.com/documentation/coredata/nspersistentstorecoordinator). Stores
// are in memory here, so these work on the files that exist: an SQLite store's file and its
// `-wal`/`-shm` sidecars are copied or removed; a missing source is Cocoa's no-such-file error.

extension NSNotification.Name {
    /// A store's contents changed in another process or through CloudKit — Core Data's
    /// `NSPersistentStoreRemoteChange` (posted when a store opts in with
    /// `NSPersistentStoreRemoteChangeNotificationPostOptionKey`; no other process writes here,
    /// so it is never posted).
    public static let NSPersistentStoreRemoteChange = Notification.Name("NSPersistentStoreRemoteChangeNotification")
}

extension NSPersistentStore {
    /// A store type — Core Data's `NSPersistentStore.StoreType` (iOS 15).
    public struct StoreType: Hashable, Sendable, RawRepresentable {
        /// The type's name (`NSSQLiteStoreType`…).
        public let rawValue: String
        /// A store type by name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An SQLite store.
        public static let sqlite = StoreType(rawValue: NSSQLiteStoreType)
        /// A binary store.
        public static let binary = StoreType(rawValue: NSBinaryStoreType)
        /// An in-memory store.
        public static let inMemory = StoreType(rawValue: NSInMemoryStoreType)
    }
}

extension NSPersistentStoreCoordinator {
    /// Adds a store of a type (iOS 15's spelling of `addPersistentStore(ofType:…)`).
    @discardableResult
    public func addPersistentStore(type: NSPersistentStore.StoreType, configuration: String? = nil, at storeURL: URL,
                                   options: [AnyHashable: Any]? = nil) throws -> NSPersistentStore {
        try addPersistentStore(ofType: type.rawValue, configurationName: configuration, at: storeURL, options: options)
    }

    /// Replaces the store at `destinationURL` with a copy of the one at `sourceURL` (its file and
    /// sidecars). A source that does not exist throws `CocoaError(.fileReadNoSuchFile)`.
    public func replacePersistentStore(at destinationURL: URL, destinationOptions: [AnyHashable: Any]? = nil,
                                       withPersistentStoreFrom sourceURL: URL, sourceOptions: [AnyHashable: Any]? = nil,
                                       type storeType: NSPersistentStore.StoreType) throws {
        let fm = FileManager.default
        guard fm.fileExists(atPath: sourceURL.path) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: sourceURL.path])
        }
        for (source, destination) in Self.storeFiles(sourceURL).map({ ($0, Self.sidecar(of: destinationURL, like: $0, of: sourceURL)) })
        where fm.fileExists(atPath: source.path) {
            if fm.fileExists(atPath: destination.path) { try fm.removeItem(at: destination) }
            try fm.copyItem(at: source, to: destination)
        }
    }

    /// The string-typed form of ``replacePersistentStore(at:destinationOptions:withPersistentStoreFrom:sourceOptions:type:)``.
    public func replacePersistentStore(at destinationURL: URL, destinationOptions: [AnyHashable: Any]?,
                                       withPersistentStoreFrom sourceURL: URL, sourceOptions: [AnyHashable: Any]?, ofType storeType: String) throws {
        try replacePersistentStore(at: destinationURL, destinationOptions: destinationOptions, withPersistentStoreFrom: sourceURL,
                                   sourceOptions: sourceOptions, type: NSPersistentStore.StoreType(rawValue: storeType))
    }

    /// Deletes the store's file and sidecars (nothing to delete is no error, as Core Data).
    public func destroyPersistentStore(at url: URL, type storeType: NSPersistentStore.StoreType, options: [AnyHashable: Any]? = nil) throws {
        for file in Self.storeFiles(url) where FileManager.default.fileExists(atPath: file.path) {
            try FileManager.default.removeItem(at: file)
        }
    }

    /// The string-typed form of ``destroyPersistentStore(at:type:options:)``.
    public func destroyPersistentStore(at url: URL, ofType storeType: String, options: [AnyHashable: Any]? = nil) throws {
        try destroyPersistentStore(at: url, type: NSPersistentStore.StoreType(rawValue: storeType), options: options)
    }

    /// An SQLite store's files: the store and its write-ahead log and shared memory.
    static func storeFiles(_ url: URL) -> [URL] {
        [url, URL(fileURLWithPath: url.path + "-wal"), URL(fileURLWithPath: url.path + "-shm")]
    }

    /// `file` (one of `source`'s store files) renamed for the store at `destination`.
    static func sidecar(of destination: URL, like file: URL, of source: URL) -> URL {
        URL(fileURLWithPath: destination.path + String(file.path.dropFirst(source.path.count)))
    }
}
