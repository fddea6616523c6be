import Foundation
import WidgetShotFoundation

/// A scratch pad of managed objects: inserts, deletes and fetches, saved to its stores.
///
/// Every context runs `perform` blocks on its own serial queue (a main-queue context too: the
/// main queue is not guaranteed to turn while a widget renders). Objects are shared references,
/// not per-context copies; a fetch returns the saved objects of the coordinator's stores plus this
/// context's unsaved inserts, minus its unsaved deletes.
open class NSManagedObjectContext: NSObject, @unchecked Sendable {
    /// How a context is used from threads.
    public enum ConcurrencyType: UInt, Sendable {
        /// Deprecated confinement.
        case confinementConcurrencyType = 0
        /// A private queue.
        case privateQueueConcurrencyType = 1
        /// The main queue.
        case mainQueueConcurrencyType = 2
    }

    /// When an async `perform` runs its block.
    public enum ScheduledTaskType: Sendable {
        /// Right away when already on the context's queue.
        case immediate
        /// After the blocks already queued.
        case enqueued
    }

    /// How the context was made.
    public let concurrencyType: ConcurrencyType
    /// The coordinator of the stores (`nil` for a child context).
    open var persistentStoreCoordinator: NSPersistentStoreCoordinator? {
        get { _coordinator ?? parent?.persistentStoreCoordinator }
        set { _coordinator = newValue }
    }
    private var _coordinator: NSPersistentStoreCoordinator?
    /// The parent context (saving pushes changes to it).
    open var parent: NSManagedObjectContext?
    /// A name for debugging.
    open var name: String?
    /// Kept for source compatibility (changes are shared immediately).
    open var automaticallyMergesChangesFromParent = false
    /// Kept for source compatibility (no conflicts in memory).
    open var mergePolicy: Any = NSMergePolicy.error
    /// Kept for source compatibility.
    open var transactionAuthor: String?
    /// Kept for source compatibility.
    open var shouldDeleteInaccessibleFaults = true
    /// Kept for source compatibility.
    open var stalenessInterval: TimeInterval = -1
    /// The undo manager recording the context's changes (nil by default on iOS, as Apple
    /// documents; an undo manager set here is kept, and WidgetShot's contexts register no undo
    /// actions with it).
    open var undoManager: UndoManager?

    private let queue: DispatchQueue
    private let onQueue = DispatchSpecificKey<Bool>()
    private let lock = NSLock()
    private var inserted: [NSManagedObject] = []
    private var deleted: [NSManagedObject] = []
    private var updated: [NSManagedObject] = []

    /// A context of a concurrency type.
    public init(concurrencyType ct: ConcurrencyType) {
        concurrencyType = ct
        queue = DispatchQueue(label: "widgetshot.coredata.context")
        super.init()
        queue.setSpecific(key: onQueue, value: true)
    }

    /// Whether there are unsaved changes.
    open var hasChanges: Bool { lock.lock(); defer { lock.unlock() }; return !(inserted.isEmpty && deleted.isEmpty && updated.isEmpty) }
    /// The objects inserted since the last save.
    open var insertedObjects: Set<NSManagedObject> { lock.lock(); defer { lock.unlock() }; return Set(inserted) }
    /// The objects deleted since the last save.
    open var deletedObjects: Set<NSManagedObject> { lock.lock(); defer { lock.unlock() }; return Set(deleted) }
    /// The saved objects changed since the last save.
    open var updatedObjects: Set<NSManagedObject> { lock.lock(); defer { lock.unlock() }; return Set(updated) }

    /// Inserts an object (it is saved by the next `save()`).
    open func insert(_ object: NSManagedObject) {
        lock.lock()
        let isNew = !inserted.contains { $0 === object }
        if isNew { inserted.append(object) }
        lock.unlock()
        object.managedObjectContext = self
        object.isInserted = true
        object.isPendingDeletion = false
        if isNew {
            if let awakening = object as? _WidgetShotInsertAwakening { awakening._widgetShotOverride_awakeFromInsert() } else { object.awakeFromInsert() }
        }
    }

    /// Deletes an object (removed from the stores by the next `save()`).
    open func delete(_ object: NSManagedObject) {
        lock.lock()
        if let i = inserted.firstIndex(where: { $0 === object }) {
            inserted.remove(at: i)
        } else if !deleted.contains(where: { $0 === object }) {
            deleted.append(object)
        }
        lock.unlock()
        object.isPendingDeletion = true
        object.isInserted = false
    }

    func noteUpdated(_ object: NSManagedObject) {
        lock.lock()
        if !updated.contains(where: { $0 === object }) { updated.append(object) }
        lock.unlock()
    }

    /// Fetches the objects of the request's entity that match its predicate, sorted and limited.
    open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        try request.apply(to: candidates(), entityName: request.entityName).compactMap { $0 as? T }
    }

    /// Fetches with an untyped request — the Objective-C `executeFetchRequest:error:` as Swift
    /// sees it, which `context.fetch(.init(entityName: "Todo")) as? [Todo]` resolves to (the
    /// generic form cannot infer its result type from a cast).
    open func fetch(_ request: NSFetchRequest<NSFetchRequestResult>) throws -> [Any] {
        try request.apply(to: candidates(), entityName: request.entityName)
    }

    /// How many objects a fetch would return.
    open func count<T>(for request: NSFetchRequest<T>) throws -> Int { try fetch(request).count }

    private func candidates() -> [NSManagedObject] {
        var objects = parent?.candidates() ?? persistentStoreCoordinator?.allObjects ?? []
        lock.lock()
        let pendingInserts = inserted, pendingDeletes = Set(deleted.map(ObjectIdentifier.init))
        lock.unlock()
        let known = Set(objects.map(ObjectIdentifier.init))
        objects += pendingInserts.filter { !known.contains(ObjectIdentifier($0)) }
        return objects.filter { !pendingDeletes.contains(ObjectIdentifier($0)) }
    }

    /// Saves the changes to the parent context or to the stores.
    open func save() throws {
        lock.lock()
        let ins = inserted, del = deleted, upd = updated
        lock.unlock()
        guard !(ins.isEmpty && del.isEmpty && upd.isEmpty) else { return }
        NotificationCenter.default.post(name: .NSManagedObjectContextWillSave, object: self)
        for object in ins + upd { object.willSave() }
        if let parent {
            for object in ins { parent.insert(object) }
            for object in del { parent.delete(object) }
        } else if let coordinator = persistentStoreCoordinator {
            try coordinator.save(inserted: ins, deleted: del)
            for object in ins { object.objectID.isTemporaryID = false }
        } else {
            throw CocoaError(CocoaError.Code(rawValue: 134030 /* NSPersistentStoreSaveError */), userInfo: [NSLocalizedDescriptionKey: "the context has no persistent store coordinator or parent"])
        }
        lock.lock()
        inserted.removeAll(); deleted.removeAll(); updated.removeAll()
        lock.unlock()
        for object in ins + upd {
            object.isInserted = false
            object.isUpdated = false
            object.commitChanges()
            object.didSave()
        }
        // What Core Data posts: the objects changed, then the context saved, each with the objects.
        let changes: [AnyHashable: Any] = [NSInsertedObjectsKey: Set(ins), NSUpdatedObjectsKey: Set(upd), NSDeletedObjectsKey: Set(del)]
        NotificationCenter.default.post(name: .NSManagedObjectContextObjectsDidChange, object: self, userInfo: changes)
        NotificationCenter.default.post(name: .NSManagedObjectContextDidSave, object: self, userInfo: changes)
    }

    /// Forgets the unsaved changes.
    open func rollback() {
        lock.lock()
        let ins = inserted, del = deleted
        inserted.removeAll(); deleted.removeAll(); updated.removeAll()
        lock.unlock()
        for object in ins { object.isInserted = false; object.managedObjectContext = nil }
        for object in del { object.isPendingDeletion = false }
    }

    /// Forgets the unsaved changes.
    open func reset() { rollback() }
    /// Nothing to refresh in memory.
    open func refreshAllObjects() {}
    /// Nothing to refresh in memory.
    open func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {}

    /// The object with an ID (it must be one this process made).
    open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
        guard let object = candidates().first(where: { $0.objectID == objectID }) else {
            throw CocoaError(CocoaError.Code(rawValue: 133000 /* NSManagedObjectReferentialIntegrityError */), userInfo: [NSLocalizedDescriptionKey: "no object with ID \(objectID.uriRepresentation())"])
        }
        return object
    }

    /// The object with an ID; stops when there is none (Core Data would return a fault that fails later).
    open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
        guard let object = try? existingObject(with: objectID) else { fatalError("no managed object with ID \(objectID.uriRepresentation()) in this process") }
        return object
    }

    /// Runs `block` on the context's queue, asynchronously.
    open func perform(_ block: @escaping () -> Void) { queue.async(execute: block) }

    /// Runs `block` on the context's queue and waits for it.
    open func performAndWait(_ block: () -> Void) {
        if DispatchQueue.getSpecific(key: onQueue) == true { block() } else { queue.sync(execute: block) }
    }

    /// Runs `block` on the context's queue, waits and returns its result.
    public func performAndWait<T>(_ block: () throws -> T) rethrows -> T {
        if DispatchQueue.getSpecific(key: onQueue) == true { return try block() }
        return try queue.sync(execute: block)
    }

    /// Runs `block` on the context's queue and returns its result.
    public func perform<T>(schedule: ScheduledTaskType = .immediate, _ block: @escaping () throws -> T) async rethrows -> T {
        if schedule == .immediate, DispatchQueue.getSpecific(key: onQueue) == true { return try block() }
        let box = UncheckedSendable(block)
        let result: Result<T, Error> = await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: Result { try box.value() }) }
        }
        return try rethrowResult(block, result, rescue: { throw $0 })
    }
}

/// Carries a non-Sendable closure onto a context's queue.
struct UncheckedSendable<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}

/// Returns a result's value or rethrows its error from a `rethrows` function (the pattern
/// swift-corelibs-libdispatch's `DispatchQueue.sync` uses): the error can only have come from `block`.
func rethrowResult<T>(_ block: () throws -> T, _ result: Result<T, Error>, rescue: (Error) throws -> T) rethrows -> T {
    switch result {
    case .success(let value): return value
    case .failure(let error): return try rescue(error)
    }
}

/// How conflicts are merged (kept for source compatibility: no conflicts in memory).
open class NSMergePolicy: NSObject, @unchecked Sendable {
    let name: String
    init(name: String) { self.name = name }
    /// Fail on conflicts.
    public static let error = NSMergePolicy(name: "error")
    /// Store values win, per property.
    public static let mergeByPropertyStoreTrump = NSMergePolicy(name: "mergeByPropertyStoreTrump")
    /// In-memory values win, per property.
    public static let mergeByPropertyObjectTrump = NSMergePolicy(name: "mergeByPropertyObjectTrump")
    /// In-memory objects win.
    public static let overwrite = NSMergePolicy(name: "overwrite")
    /// Store objects win.
    public static let rollback = NSMergePolicy(name: "rollback")
}

/// The merge policies as the global constants older code uses.
public let NSErrorMergePolicy: Any = NSMergePolicy.error
/// See ``NSErrorMergePolicy``.
public let NSMergeByPropertyStoreTrumpMergePolicy: Any = NSMergePolicy.mergeByPropertyStoreTrump
/// See ``NSErrorMergePolicy``.
public let NSMergeByPropertyObjectTrumpMergePolicy: Any = NSMergePolicy.mergeByPropertyObjectTrump
/// See ``NSErrorMergePolicy``.
public let NSOverwriteMergePolicy: Any = NSMergePolicy.overwrite
/// See ``NSErrorMergePolicy``.
public let NSRollbackMergePolicy: Any = NSMergePolicy.rollback
