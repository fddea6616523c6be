import Foundation

/// A CloudKit operation; added to a database, it finishes with `CKError(.notAuthenticated)`.
open class CKOperation: Operation, @unchecked Sendable {
    /// The operation's configuration.
    open var configuration: Configuration = Configuration()
    /// Operation configuration.
    public final class Configuration: @unchecked Sendable {
        /// The priority of the operation's work.
        public var qualityOfService: QualityOfService = .default
        /// How long a request may wait for more data, in seconds (60 by default).
        public var timeoutIntervalForRequest: TimeInterval = 60
        /// How long the whole operation may take, in seconds (7 days by default, as URL sessions').
        public var timeoutIntervalForResource: TimeInterval = 7 * 24 * 60 * 60
        /// Whether the operation may use the cellular network.
        public var allowsCellularAccess = true
        /// Whether the operation outlives the app (long-lived operations).
        public var isLongLived = false
        /// A configuration with the default values.
        public init() {}
    }
    func failNotAuthenticated() {}
}

/// An operation on a database.
open class CKDatabaseOperation: CKOperation, @unchecked Sendable {
    /// The database.
    open var database: CKDatabase?
}

/// Runs a query.
open class CKQueryOperation: CKDatabaseOperation, @unchecked Sendable {
    /// The most results CloudKit returns by default.
    public static let maximumResults = 0
    /// A position in a query's results.
    public final class Cursor: NSObject, @unchecked Sendable {}
    open var query: CKQuery?
    open var resultsLimit: Int = CKQueryOperation.maximumResults
    open var desiredKeys: [CKRecord.FieldKey]?
    /// Called per record (iOS 15).
    open var recordMatchedBlock: ((CKRecord.ID, Result<CKRecord, Error>) -> Void)?
    /// Called at the end (iOS 15).
    open var queryResultBlock: ((Result<CKQueryOperation.Cursor?, Error>) -> Void)?
    /// Called per record.
    open var recordFetchedBlock: ((CKRecord) -> Void)?
    /// Called at the end.
    open var queryCompletionBlock: ((CKQueryOperation.Cursor?, Error?) -> Void)?
    /// A query operation.
    public init(query: CKQuery) { self.query = query }
    /// A continuation from `cursor`.
    public init(cursor: Cursor) {}
    public override init() {}

    override func failNotAuthenticated() {
        DispatchQueue.global().async {
            self.queryResultBlock?(.failure(CKError(.notAuthenticated)))
            self.queryCompletionBlock?(nil, CKError(.notAuthenticated))
        }
    }
}

/// Saves and deletes records.
open class CKModifyRecordsOperation: CKDatabaseOperation, @unchecked Sendable {
    /// How conflicts resolve.
    public enum RecordSavePolicy: Int, Sendable { case ifServerRecordUnchanged = 0, changedKeys = 1, allKeys = 2 }
    open var recordsToSave: [CKRecord]?
    open var recordIDsToDelete: [CKRecord.ID]?
    open var savePolicy: RecordSavePolicy = .ifServerRecordUnchanged
    open var isAtomic = true
    /// Called at the end (iOS 15).
    open var modifyRecordsResultBlock: ((Result<Void, Error>) -> Void)?
    /// Called at the end.
    open var modifyRecordsCompletionBlock: (([CKRecord]?, [CKRecord.ID]?, Error?) -> Void)?
    /// An operation saving and deleting records.
    public init(recordsToSave: [CKRecord]? = nil, recordIDsToDelete: [CKRecord.ID]? = nil) {
        self.recordsToSave = recordsToSave
        self.recordIDsToDelete = recordIDsToDelete
    }

    override func failNotAuthenticated() {
        DispatchQueue.global().async {
            self.modifyRecordsResultBlock?(.failure(CKError(.notAuthenticated)))
            self.modifyRecordsCompletionBlock?(nil, nil, CKError(.notAuthenticated))
        }
    }
}

/// Fetches records by identifier.
open class CKFetchRecordsOperation: CKDatabaseOperation, @unchecked Sendable {
    open var recordIDs: [CKRecord.ID]?
    /// Called at the end (iOS 15).
    open var fetchRecordsResultBlock: ((Result<Void, Error>) -> Void)?
    /// Called at the end.
    open var fetchRecordsCompletionBlock: (([CKRecord.ID: CKRecord]?, Error?) -> Void)?
    /// An operation fetching `recordIDs`.
    public init(recordIDs: [CKRecord.ID]) { self.recordIDs = recordIDs }

    override func failNotAuthenticated() {
        DispatchQueue.global().async {
            self.fetchRecordsResultBlock?(.failure(CKError(.notAuthenticated)))
            self.fetchRecordsCompletionBlock?(nil, CKError(.notAuthenticated))
        }
    }
}

/// Operations grouped for prioritising and for the server logs — CloudKit's `CKOperationGroup`.
open class CKOperationGroup: NSObject, @unchecked Sendable {
    /// The group's identifier (a new UUID string).
    public let operationGroupID = UUID().uuidString
    /// The configuration the group's operations start from.
    open var defaultConfiguration = CKOperation.Configuration()
    /// A name for the group, shown in CloudKit's logs.
    open var name: String?
    /// How many operations the group is expected to hold.
    open var quantity = 0
    /// An empty group.
    public override init() {}
}
