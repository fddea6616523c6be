import Foundation

/// What a store request returns — Core Data's `NSPersistentStoreResult`.
open class NSPersistentStoreResult: NSObject, @unchecked Sendable {}

/// What a batch delete returns — Core Data's `NSBatchDeleteResult`.
open class NSBatchDeleteResult: NSPersistentStoreResult, @unchecked Sendable {
    /// The result for the request's `resultType`: `true` (status), the deleted objects' IDs, or
    /// their count.
    public let result: Any?
    init(result: Any?) {
        self.result = result
        super.init()
    }
}

/// The kinds of batch delete result — Core Data's `NSBatchDeleteRequestResultType` (Apple's raw values).
public enum NSBatchDeleteRequestResultType: UInt, Sendable {
    case resultTypeStatusOnly = 0
    case resultTypeObjectIDs = 1
    case resultTypeCount = 2
}

/// Deletes the saved objects a fetch request matches, directly in the store — Core Data's
/// `NSBatchDeleteRequest`. As on iOS, contexts are not told: objects they hold keep their state
/// until merged (`NSManagedObjectContext.mergeChanges(fromRemoteContextSave:into:)`).
open class NSBatchDeleteRequest: NSPersistentStoreRequest, @unchecked Sendable {
    /// The fetch whose matches are deleted.
    public let fetchRequest: NSFetchRequest<NSFetchRequestResult>
    /// What `execute` returns (status only by default).
    open var resultType: NSBatchDeleteRequestResultType = .resultTypeStatusOnly
    /// A request deleting what `fetch` matches.
    public init(fetchRequest fetch: NSFetchRequest<NSFetchRequestResult>) {
        fetchRequest = fetch
        super.init()
    }
    /// A request deleting the objects with these IDs.
    public convenience init(objectIDs: [NSManagedObjectID]) {
        let fetch = NSFetchRequest<NSFetchRequestResult>()
        fetch.predicate = NSPredicate(block: { object, _ in
            guard let managed = object as? NSManagedObject else { return false }
            return objectIDs.contains(managed.objectID)
        })
        self.init(fetchRequest: fetch)
    }
}

extension NSManagedObjectContext {
    /// Runs a store request: a batch delete removes the saved objects its fetch matches from the
    /// stores and returns an `NSBatchDeleteResult`; a history request finds no history (the
    /// in-memory stores record none: no other process saved to them); other requests throw,
    /// naming the request.
    @discardableResult
    public func execute(_ request: NSPersistentStoreRequest) throws -> NSPersistentStoreResult {
        if let history = request as? NSPersistentHistoryChangeRequest { return history.emptyResult() }
        guard let batch = request as? NSBatchDeleteRequest else {
            throw CocoaError(.featureUnsupported, userInfo: [NSLocalizedDescriptionKey: "WidgetShot's in-memory Core Data runs batch deletes only, not \(type(of: request))"])
        }
        guard let coordinator = persistentStoreCoordinator ?? parentCoordinator else {
            throw CocoaError(CocoaError.Code(rawValue: 134030 /* NSPersistentStoreSaveError */), userInfo: [NSLocalizedDescriptionKey: "the context has no persistent store coordinator"])
        }
        let matches = try batch.fetchRequest.apply(to: coordinator.allObjects, entityName: batch.fetchRequest.entityName)
        try coordinator.save(inserted: [], deleted: matches)
        switch batch.resultType {
        case .resultTypeStatusOnly: return NSBatchDeleteResult(result: true)
        case .resultTypeObjectIDs: return NSBatchDeleteResult(result: matches.map(\.objectID))
        case .resultTypeCount: return NSBatchDeleteResult(result: matches.count)
        }
    }

    private var parentCoordinator: NSPersistentStoreCoordinator? {
        var context = parent
        while let c = context {
            if let coordinator = c.persistentStoreCoordinator { return coordinator }
            context = c.parent
        }
        return nil
    }
}
