import Foundation
import WidgetShotUI

/// Where and how a container stores models.
public struct ModelConfiguration: Hashable, Sendable {
    /// An app group whose container holds the store.
    public struct GroupContainer: Hashable, Sendable {
        let identifier: String?
        let isNone: Bool
        /// The app's first app group (here: none, the default directory).
        public static let automatic = GroupContainer(identifier: nil, isNone: false)
        /// No app group.
        public static let none = GroupContainer(identifier: nil, isNone: true)
        /// A named app group.
        public static func identifier(_ groupName: String) -> GroupContainer { GroupContainer(identifier: groupName, isNone: false) }
    }

    /// A CloudKit database to sync with (recorded; nothing syncs).
    public struct CloudKitDatabase: Hashable, Sendable {
        let name: String
        /// The app's default database.
        public static let automatic = CloudKitDatabase(name: "automatic")
        /// No syncing.
        public static let none = CloudKitDatabase(name: "none")
        /// A private database.
        public static func `private`(_ containerIdentifier: String) -> CloudKitDatabase { CloudKitDatabase(name: "private:\(containerIdentifier)") }
    }

    /// The configuration's name.
    public let name: String
    /// Where the store would be saved (stores with the same URL share their models in this process).
    public let url: URL
    /// Whether the store lives only in memory (private to its container).
    public let isStoredInMemoryOnly: Bool
    /// Whether saving is allowed.
    public let allowsSave: Bool
    /// The app group.
    public let groupContainer: GroupContainer
    /// The CloudKit database.
    public let cloudKitDatabase: CloudKitDatabase

    /// A configuration (`ModelConfiguration(isStoredInMemoryOnly: false, groupContainer: .identifier("group.x"))`).
    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
                groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.name = name ?? "default"
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
        self.groupContainer = groupContainer
        self.cloudKitDatabase = cloudKitDatabase
        let base = groupContainer.identifier.flatMap { FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: $0) }
            .map { $0.appendingPathComponent("Library/Application Support") }
            ?? URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("WidgetShotSwiftData")
        url = isStoredInMemoryOnly ? URL(fileURLWithPath: "/dev/null") : base.appendingPathComponent("\(self.name).store")
    }

    /// A configuration for a store at a URL.
    public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true, cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.name = name ?? "default"
        self.url = url
        isStoredInMemoryOnly = url.path == "/dev/null"
        self.allowsSave = allowsSave
        groupContainer = .none
        self.cloudKitDatabase = cloudKitDatabase
    }
}

/// The models of one store, shared by containers opened on the same URL in this process.
final class ModelStorage: @unchecked Sendable {
    private static let registryLock = NSLock()
    nonisolated(unsafe) private static var byPath: [String: ModelStorage] = [:]
    private let lock = NSLock()
    private var models: [AnyObject] = []

    static func storage(for configuration: ModelConfiguration) -> ModelStorage {
        guard !configuration.isStoredInMemoryOnly else { return ModelStorage() }
        registryLock.lock()
        defer { registryLock.unlock() }
        let path = configuration.url.standardizedFileURL.path
        if let known = byPath[path] { return known }
        let storage = ModelStorage()
        byPath[path] = storage
        return storage
    }

    var all: [AnyObject] { lock.lock(); defer { lock.unlock() }; return models }

    func apply(inserted: [AnyObject], deleted: [AnyObject]) {
        lock.lock()
        defer { lock.unlock() }
        let gone = Set(deleted.map(ObjectIdentifier.init))
        models.removeAll { gone.contains(ObjectIdentifier($0)) }
        let known = Set(models.map(ObjectIdentifier.init))
        models += inserted.filter { !known.contains(ObjectIdentifier($0)) && !gone.contains(ObjectIdentifier($0)) }
    }

    func removeAll() { lock.lock(); models.removeAll(); lock.unlock() }
}

/// The store of an app's models, in memory (see the module notes).
public final class ModelContainer: @unchecked Sendable {
    /// The schema.
    public let schema: Schema
    /// The configurations.
    public let configurations: [ModelConfiguration]
    /// The migration plan the container was opened with (`SchemaMigration.swift`).
    public internal(set) var migrationPlan: (any SchemaMigrationPlan.Type)?
    let storage: ModelStorage
    let allowsSave: Bool
    private lazy var _mainContext = ModelContext(self)

    /// The context for the main actor (it includes unsaved inserts in fetches, as autosave would save them).
    public var mainContext: ModelContext { _mainContext }

    /// A container for model types (`try ModelContainer(for: Trip.self, configurations: config)`).
    public convenience init(for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(forTypes), configurations: configurations)
    }

    /// A container for a schema.
    public convenience init(for givenSchema: Schema, configurations: ModelConfiguration...) throws {
        try self.init(for: givenSchema, configurations: configurations)
    }

    /// A container for a schema and a list of configurations.
    public init(for givenSchema: Schema, configurations: [ModelConfiguration]) throws {
        schema = givenSchema
        self.configurations = configurations.isEmpty ? [ModelConfiguration()] : configurations
        storage = ModelStorage.storage(for: self.configurations[0])
        allowsSave = self.configurations[0].allowsSave
    }

    /// Removes every model from the store.
    public func deleteAllData() { storage.removeAll() }
}
