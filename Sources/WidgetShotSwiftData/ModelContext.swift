import Foundation

/// What a fetch returns: the models of a type matching a predicate, sorted and limited.
public struct FetchDescriptor<T: PersistentModel> {
    /// Which models match (`nil`: all).
    public var predicate: Predicate<T>?
    /// The order of the results.
    public var sortBy: [SortDescriptor<T>]
    /// The most results to return.
    public var fetchLimit: Int?
    /// How many matching results to skip.
    public var fetchOffset: Int?
    /// Whether unsaved inserts are included (always, in memory).
    public var includePendingChanges = true
    /// Kept for source compatibility.
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    /// Kept for source compatibility.
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

    /// A descriptor (`FetchDescriptor(predicate: #Predicate { $0.isDone == false }, sortBy: [SortDescriptor(\.date)])`).
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}

/// Inserts, deletes and fetches models; saving puts the changes in the container's store.
public final class ModelContext: @unchecked Sendable {
    /// The container.
    public let container: ModelContainer
    /// Kept for source compatibility (fetches include unsaved inserts either way).
    public var autosaveEnabled = true
    private let lock = NSLock()
    private var inserted: [AnyObject] = []
    private var deleted: [AnyObject] = []

    /// A context on a container's store.
    public init(_ container: ModelContainer) { self.container = container }

    /// Whether there are unsaved inserts or deletes.
    public var hasChanges: Bool { lock.lock(); defer { lock.unlock() }; return !inserted.isEmpty || !deleted.isEmpty }

    /// Inserts a model (saved by the next `save()`).
    public func insert<T: PersistentModel>(_ model: T) {
        lock.lock()
        if !inserted.contains(where: { $0 === model }) { inserted.append(model) }
        deleted.removeAll { $0 === model }
        lock.unlock()
        ModelRegistry.set(self, for: model)
    }

    /// Deletes a model (removed by the next `save()`).
    public func delete<T: PersistentModel>(_ model: T) {
        lock.lock()
        if let i = inserted.firstIndex(where: { $0 === model }) { inserted.remove(at: i) } else if !deleted.contains(where: { $0 === model }) { deleted.append(model) }
        lock.unlock()
    }

    /// Deletes every model of a type matching a predicate.
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
        for m in try fetch(FetchDescriptor<T>(predicate: predicate)) { delete(m) }
    }

    func isPendingDelete(_ model: AnyObject) -> Bool { lock.lock(); defer { lock.unlock() }; return deleted.contains { $0 === model } }
    func isPendingInsert(_ model: AnyObject) -> Bool { lock.lock(); defer { lock.unlock() }; return inserted.contains { $0 === model } }

    /// The models of `T` in the store plus unsaved inserts, minus unsaved deletes, filtered, sorted and limited.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        lock.lock()
        let pending = inserted, gone = Set(deleted.map(ObjectIdentifier.init))
        lock.unlock()
        let stored = container.storage.all
        let known = Set(stored.map(ObjectIdentifier.init))
        var models = (stored + pending.filter { !known.contains(ObjectIdentifier($0)) })
            .filter { !gone.contains(ObjectIdentifier($0)) }
            .compactMap { $0 as? T }
        if let predicate = descriptor.predicate { models = try models.filter { try predicate.evaluate($0) } }
        if !descriptor.sortBy.isEmpty { models.sort(using: descriptor.sortBy) }
        if let offset = descriptor.fetchOffset, offset > 0 { models = Array(models.dropFirst(offset)) }
        if let limit = descriptor.fetchLimit, limit >= 0 { models = Array(models.prefix(limit)) }
        return models
    }

    /// How many models a fetch would return.
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int { try fetch(descriptor).count }

    /// Saves the inserts and deletes to the store.
    public func save() throws {
        lock.lock()
        let ins = inserted, del = deleted
        lock.unlock()
        guard !(ins.isEmpty && del.isEmpty) else { return }
        guard container.allowsSave else {
            throw CocoaError(.featureUnsupported, userInfo: [NSLocalizedDescriptionKey: "the model configuration does not allow saving (allowsSave: false)"])
        }
        container.storage.apply(inserted: ins, deleted: del)
        lock.lock()
        inserted.removeAll(); deleted.removeAll()
        lock.unlock()
    }

    /// Forgets the unsaved inserts and deletes.
    public func rollback() {
        lock.lock()
        inserted.removeAll(); deleted.removeAll()
        lock.unlock()
    }

    /// Runs `block`, then saves.
    public func transaction(block: () throws -> Void) throws {
        try block()
        try save()
    }

    /// The model with an identifier, if this process made it and it is in this context's view.
    public func registeredModel<T: PersistentModel>(for id: PersistentIdentifier) -> T? {
        (container.storage.all + pendingInserts).first { ObjectIdentifier($0) == id.object } as? T
    }

    private var pendingInserts: [AnyObject] { lock.lock(); defer { lock.unlock() }; return inserted }
}
