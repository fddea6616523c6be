import Foundation

/// The store types (`NSPersistentStoreDescription.type`, `addPersistentStore(ofType:…)`).
public let NSSQLiteStoreType = "SQLite"
/// An in-memory store: private to its coordinator.
public let NSInMemoryStoreType = "InMemory"
/// A binary store.
public let NSBinaryStoreType = "Binary"

/// How a store is described before it is loaded.
open class NSPersistentStoreDescription: NSObject, @unchecked Sendable {
    /// Where the store lives (stores with the same URL share their objects within the process).
    open var url: URL?
    /// The store type (`NSSQLiteStoreType` unless set).
    open var type: String = NSSQLiteStoreType
    /// The model configuration.
    open var configuration: String?
    /// Whether the store is read-only (saving then throws).
    open var isReadOnly = false
    /// Whether `loadPersistentStores` calls back asynchronously.
    open var shouldAddStoreAsynchronously = false
    /// Kept for source compatibility (nothing to migrate in memory).
    open var shouldMigrateStoreAutomatically = true
    /// Kept for source compatibility.
    open var shouldInferMappingModelAutomatically = true
    /// Store options.
    open private(set) var options: [String: NSObject] = [:]
    /// A timeout for adding the store.
    open var timeout: TimeInterval = 240
    /// The CloudKit container an `NSPersistentCloudKitContainer` mirrors this store to; kept (a
    /// render syncs nothing: the store holds what the process saves).
    open var cloudKitContainerOptions: NSPersistentCloudKitContainerOptions?

    /// A description with no URL.
    public override init() { super.init() }
    /// A description of the store at `url`.
    public init(url: URL) {
        self.url = url
        super.init()
    }
    /// Sets a store option (e.g. `NSPersistentHistoryTrackingKey`).
    open func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }
}

/// Option keys widget code sets (recorded, no effect in memory).
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
/// See ``NSPersistentHistoryTrackingKey``.
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey = "NSPersistentStoreRemoteChangeNotificationOptionKey"
/// See ``NSPersistentHistoryTrackingKey``.
public let NSMigratePersistentStoresAutomaticallyOption = "NSMigratePersistentStoresAutomaticallyOption"
/// See ``NSPersistentHistoryTrackingKey``.
public let NSInferMappingModelAutomaticallyOption = "NSInferMappingModelAutomaticallyOption"

/// A loaded store: the objects saved to it, kept in memory.
open class NSPersistentStore: NSObject, @unchecked Sendable {
    /// The store type.
    open var type: String
    /// Where the store lives.
    open var url: URL?
    /// The configuration.
    open var configurationName: String
    /// Whether the store is read-only.
    open var isReadOnly: Bool
    let storage: InMemoryStorage

    init(type: String, url: URL?, configuration: String?, readOnly: Bool) {
        self.type = type
        self.url = url
        configurationName = configuration ?? "Default"
        isReadOnly = readOnly
        storage = InMemoryStorage.storage(for: type == NSInMemoryStoreType ? nil : url)
        super.init()
    }
}

/// The saved objects of one store URL, shared by every store loaded from that URL in this process.
final class InMemoryStorage: @unchecked Sendable {
    private static let registryLock = NSLock()
    nonisolated(unsafe) private static var byPath: [String: InMemoryStorage] = [:]

    private let lock = NSLock()
    private var saved: [NSManagedObject] = []
    private var storeMetadata: [String: Any] = [NSStoreUUIDKey: UUID().uuidString]

    /// The store's metadata (`NSStoreUUID` and what the app set).
    var metadata: [String: Any] {
        get { lock.lock(); defer { lock.unlock() }; return storeMetadata }
        set { lock.lock(); storeMetadata = newValue; lock.unlock() }
    }

    /// The storage already made for a store URL, if any.
    static func existing(for url: URL) -> InMemoryStorage? {
        registryLock.lock()
        defer { registryLock.unlock() }
        return byPath[url.standardizedFileURL.path]
    }

    /// The storage for a store URL (`nil` or `/dev/null`: a new private storage).
    static func storage(for url: URL?) -> InMemoryStorage {
        guard let url, url.path != "/dev/null" else { return InMemoryStorage() }
        let path = url.standardizedFileURL.path
        registryLock.lock()
        defer { registryLock.unlock() }
        if let known = byPath[path] { return known }
        let storage = InMemoryStorage()
        byPath[path] = storage
        return storage
    }

    var objects: [NSManagedObject] {
        lock.lock()
        defer { lock.unlock() }
        return saved
    }

    func apply(inserted: [NSManagedObject], deleted: [NSManagedObject]) {
        lock.lock()
        defer { lock.unlock() }
        let gone = Set(deleted.map(ObjectIdentifier.init))
        saved.removeAll { gone.contains(ObjectIdentifier($0)) }
        let known = Set(saved.map(ObjectIdentifier.init))
        saved += inserted.filter { !known.contains(ObjectIdentifier($0)) && !gone.contains(ObjectIdentifier($0)) }
    }
}

/// Connects contexts to stores.
open class NSPersistentStoreCoordinator: NSObject, @unchecked Sendable {
    /// The model.
    public let managedObjectModel: NSManagedObjectModel
    /// The loaded stores.
    open private(set) var persistentStores: [NSPersistentStore] = []
    private let lock = NSLock()

    /// A coordinator for a model.
    public init(managedObjectModel model: NSManagedObjectModel) {
        managedObjectModel = model
        super.init()
    }

    /// Adds a store (in memory; a URL shared with another store shares its objects).
    @discardableResult
    open func addPersistentStore(ofType storeType: String, configurationName configuration: String?, at storeURL: URL?,
                                 options: [AnyHashable: Any]? = nil) throws -> NSPersistentStore {
        let store = NSPersistentStore(type: storeType, url: storeURL, configuration: configuration, readOnly: false)
        lock.lock()
        persistentStores.append(store)
        lock.unlock()
        return store
    }

    /// Removes a store from the coordinator (its objects stay in the store's storage).
    open func remove(_ store: NSPersistentStore) throws {
        lock.lock()
        persistentStores.removeAll { $0 === store }
        lock.unlock()
    }

    /// Adds the store a description describes.
    open func addPersistentStore(with storeDescription: NSPersistentStoreDescription,
                                 completionHandler block: @escaping (NSPersistentStoreDescription, Error?) -> Void) {
        let store = NSPersistentStore(type: storeDescription.type, url: storeDescription.url, configuration: storeDescription.configuration,
                                      readOnly: storeDescription.isReadOnly)
        lock.lock()
        persistentStores.append(store)
        lock.unlock()
        if storeDescription.shouldAddStoreAsynchronously { DispatchQueue.global().async { block(storeDescription, nil) } } else { block(storeDescription, nil) }
    }

    /// The store at a URL.
    open func persistentStore(for url: URL) -> NSPersistentStore? { persistentStores.first { $0.url == url } }

    var allObjects: [NSManagedObject] { persistentStores.flatMap(\.storage.objects) }

    func save(inserted: [NSManagedObject], deleted: [NSManagedObject]) throws {
        guard let store = persistentStores.first(where: { !$0.isReadOnly }) else {
            if inserted.isEmpty && deleted.isEmpty { return }
            throw CocoaError(CocoaError.Code(rawValue: 134030 /* NSPersistentStoreSaveError */), userInfo: [NSLocalizedDescriptionKey: "no writable persistent store is loaded (call loadPersistentStores first)"])
        }
        store.storage.apply(inserted: inserted, deleted: deleted)
        for s in persistentStores where s !== store { s.storage.apply(inserted: [], deleted: deleted) }
    }
}

/// A Core Data stack: model, coordinator, stores and a main context, all in memory.
///
/// ```swift
/// let container = NSPersistentContainer(name: "Tasks")
/// container.loadPersistentStores { _, error in if let error { print(error) } }
/// let tasks = (try? container.viewContext.fetch(Task.fetchRequest())) ?? []   // [] in a fresh process
/// ```
open class NSPersistentContainer: NSObject, @unchecked Sendable {
    /// The container's name (the default store file is `<name>.sqlite`).
    public let name: String
    /// The model.
    public let managedObjectModel: NSManagedObjectModel
    /// The coordinator.
    public let persistentStoreCoordinator: NSPersistentStoreCoordinator
    /// The stores `loadPersistentStores` loads (one, at `defaultDirectoryURL()/<name>.sqlite`, unless changed).
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]
    /// The context for reading on the main thread.
    public let viewContext: NSManagedObjectContext

    /// Where stores go by default (a temporary directory; nothing is written there).
    open class func defaultDirectoryURL() -> URL { URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("WidgetShotCoreData") }

    /// A container for the model named `name` (the model file is not read: see ``NSManagedObjectModel``).
    public convenience init(name: String) { self.init(name: name, managedObjectModel: NSManagedObjectModel()) }

    /// A container with a model.
    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
        self.name = name
        managedObjectModel = model
        persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        persistentStoreDescriptions = [NSPersistentStoreDescription(url: Self.defaultDirectoryURL().appendingPathComponent("\(name).sqlite"))]
        viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        super.init()
        viewContext.persistentStoreCoordinator = persistentStoreCoordinator
    }

    /// Loads every described store, calling `block` once per store (synchronously unless the
    /// description says otherwise). Loading never fails in memory.
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, Error?) -> Void) {
        for description in persistentStoreDescriptions { persistentStoreCoordinator.addPersistentStore(with: description, completionHandler: block) }
    }

    /// A new private-queue context on the same stores.
    open func newBackgroundContext() -> NSManagedObjectContext {
        let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        return context
    }

    /// Runs `block` with a new background context, on that context's queue.
    open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
        let context = newBackgroundContext()
        context.perform { block(context) }
    }

    /// Runs `block` with a new background context and returns its result.
    public func performBackgroundTask<T>(_ block: @escaping (NSManagedObjectContext) throws -> T) async rethrows -> T {
        let context = newBackgroundContext()
        return try await context.perform { try block(context) }
    }
}

/// A container that would sync with CloudKit; in memory like its superclass.
open class NSPersistentCloudKitContainer: NSPersistentContainer, @unchecked Sendable {}
