import Foundation

// Persistent history: the transactions other processes (the app, its extensions) saved to a
// shared store, fetched to merge them (https://developer.apple.com/documentation/coredata/nspersistenthistorychangerequest).
// WidgetShot's stores are in memory in the render's process: no other process wrote to them, so
// a history fetch returns no transactions and a delete has nothing to remove.

/// A point in a store's history — Core Data's `NSPersistentHistoryToken`.
open class NSPersistentHistoryToken: NSObject, @unchecked Sendable {}

/// How a history change altered an object.
public enum NSPersistentHistoryChangeType: Int, Sendable {
    case insert = 0, update = 1, delete = 2
}

/// One object's change in a transaction — Core Data's `NSPersistentHistoryChange`.
open class NSPersistentHistoryChange: NSObject, @unchecked Sendable {
    /// The change's number.
    open var changeID: Int64 { 0 }
    /// The changed object.
    open var changedObjectID: NSManagedObjectID? { nil }
    /// The kind of change.
    open var changeType: NSPersistentHistoryChangeType { .insert }
    /// The transaction holding the change.
    open var transaction: NSPersistentHistoryTransaction? { nil }
}

/// One save recorded in a store's history — Core Data's `NSPersistentHistoryTransaction`.
open class NSPersistentHistoryTransaction: NSObject, @unchecked Sendable {
    /// When it was saved.
    public let timestamp: Date
    /// Its changes.
    open var changes: [NSPersistentHistoryChange]? { [] }
    /// Its number in the store.
    open var transactionNumber: Int64 { 0 }
    /// The store's identifier.
    open var storeID: String { "" }
    /// The saving process's bundle identifier.
    open var bundleID: String { Bundle.main.bundleIdentifier ?? "" }
    /// The saving process's identifier.
    open var processID: String { "\(ProcessInfo.processInfo.processIdentifier)" }
    /// The saving context's name.
    open var contextName: String? { nil }
    /// The saving context's transaction author.
    open var author: String? { nil }
    /// The point in history after this transaction.
    public let token = NSPersistentHistoryToken()

    init(timestamp: Date) {
        self.timestamp = timestamp
        super.init()
    }

    /// A did-save notification of the transaction's object IDs, for `mergeChanges(fromContextDidSave:)`.
    open func objectIDNotification() -> Notification {
        Notification(name: .NSManagedObjectContextDidSave, object: nil,
                     userInfo: [NSInsertedObjectsKey: Set<NSManagedObjectID>(), NSUpdatedObjectsKey: Set<NSManagedObjectID>(),
                                NSDeletedObjectsKey: Set<NSManagedObjectID>()])
    }
}

/// What a history request returns (Apple's raw values).
public enum NSPersistentHistoryResultType: Int, Sendable {
    case statusOnly = 0, objectIDs = 1, count = 2, transactionsOnly = 3, changesOnly = 4, transactionsAndChanges = 5
}

/// What a history request returned — Core Data's `NSPersistentHistoryResult`.
open class NSPersistentHistoryResult: NSPersistentStoreResult, @unchecked Sendable {
    /// The transactions, changes, object IDs, count or status, by the request's result type.
    public let result: Any?
    init(result: Any?) {
        self.result = result
        super.init()
    }
}

/// Fetches or deletes a store's history — Core Data's `NSPersistentHistoryChangeRequest`. The
/// factories return this class (Core Data's return `Self`; no subclass is ever made here).
open class NSPersistentHistoryChangeRequest: NSPersistentStoreRequest, @unchecked Sendable {
    /// Whether the request deletes history instead of fetching it.
    let deletes: Bool
    /// What `execute` returns (transactions and their changes by default).
    open var resultType: NSPersistentHistoryResultType = .transactionsAndChanges
    /// The token the request starts or ends at.
    public let token: NSPersistentHistoryToken?
    /// A fetch on the history's entities narrowing the request.
    open var fetchRequest: NSFetchRequest<NSFetchRequestResult>?

    init(deletes: Bool, token: NSPersistentHistoryToken?) {
        self.deletes = deletes
        self.token = token
        super.init()
    }

    /// The history saved after `date`.
    open class func fetchHistory(after date: Date) -> NSPersistentHistoryChangeRequest { NSPersistentHistoryChangeRequest(deletes: false, token: nil) }
    /// The history saved after `token` (all of it when nil).
    open class func fetchHistory(after token: NSPersistentHistoryToken?) -> NSPersistentHistoryChangeRequest { NSPersistentHistoryChangeRequest(deletes: false, token: token) }
    /// The history saved after `transaction` (all of it when nil).
    open class func fetchHistory(after transaction: NSPersistentHistoryTransaction?) -> NSPersistentHistoryChangeRequest { NSPersistentHistoryChangeRequest(deletes: false, token: transaction?.token) }
    /// The history matching `fetchRequest`.
    open class func fetchHistory(withFetch fetchRequest: NSFetchRequest<NSFetchRequestResult>) -> NSPersistentHistoryChangeRequest {
        let request = NSPersistentHistoryChangeRequest(deletes: false, token: nil)
        request.fetchRequest = fetchRequest
        return request
    }
    /// Deletes the history saved before `date`.
    open class func deleteHistory(before date: Date) -> NSPersistentHistoryChangeRequest { NSPersistentHistoryChangeRequest(deletes: true, token: nil) }
    /// Deletes the history saved before `token`.
    open class func deleteHistory(before token: NSPersistentHistoryToken?) -> NSPersistentHistoryChangeRequest { NSPersistentHistoryChangeRequest(deletes: true, token: token) }
    /// Deletes the history saved before `transaction`.
    open class func deleteHistory(before transaction: NSPersistentHistoryTransaction?) -> NSPersistentHistoryChangeRequest { NSPersistentHistoryChangeRequest(deletes: true, token: transaction?.token) }

    /// The result of running the request on a store with no recorded history.
    func emptyResult() -> NSPersistentHistoryResult {
        if deletes { return NSPersistentHistoryResult(result: resultType == .count ? 0 : true) }
        switch resultType {
        case .statusOnly: return NSPersistentHistoryResult(result: true)
        case .count: return NSPersistentHistoryResult(result: 0)
        case .objectIDs: return NSPersistentHistoryResult(result: [NSManagedObjectID]())
        case .changesOnly: return NSPersistentHistoryResult(result: [NSPersistentHistoryChange]())
        case .transactionsOnly, .transactionsAndChanges: return NSPersistentHistoryResult(result: [NSPersistentHistoryTransaction]())
        }
    }
}
