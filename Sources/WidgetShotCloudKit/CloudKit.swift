import Foundation

/// CloudKit (https://developer.apple.com/documentation/cloudkit) on a device with no iCloud
/// account: the account status is `.noAccount` and every database operation fails with
/// `CKError(.notAuthenticated)`, as CloudKit reports it. Records can still be built and read
/// locally.
public final class CKContainer: NSObject, @unchecked Sendable {
    /// The container's identifier.
    public let containerIdentifier: String?
    init(identifier: String?) { containerIdentifier = identifier }

    /// The app's default container.
    public class func `default`() -> CKContainer { CKContainer(identifier: "iCloud." + (Bundle.main.bundleIdentifier ?? "app")) }
    /// The container named `containerIdentifier`.
    public convenience init(identifier containerIdentifier: String) { self.init(identifier: Optional(containerIdentifier)) }

    /// The private database.
    public var privateCloudDatabase: CKDatabase { CKDatabase(scope: .private) }
    /// The public database.
    public var publicCloudDatabase: CKDatabase { CKDatabase(scope: .public) }
    /// The shared database.
    public var sharedCloudDatabase: CKDatabase { CKDatabase(scope: .shared) }
    /// The database of `databaseScope`.
    public func database(with databaseScope: CKDatabase.Scope) -> CKDatabase { CKDatabase(scope: databaseScope) }

    /// The iCloud account's status: no account.
    public func accountStatus(completionHandler: @escaping @Sendable (CKAccountStatus, Error?) -> Void) {
        DispatchQueue.global().async { completionHandler(.noAccount, nil) }
    }
    /// The iCloud account's status (async): no account.
    public func accountStatus() async throws -> CKAccountStatus { .noAccount }
    /// The user's record ID: fails, no account.
    public func fetchUserRecordID(completionHandler: @escaping @Sendable (CKRecord.ID?, Error?) -> Void) {
        DispatchQueue.global().async { completionHandler(nil, CKError(.notAuthenticated)) }
    }
    /// The user's record ID (async): throws, no account.
    public func userRecordID() async throws -> CKRecord.ID { throw CKError(.notAuthenticated) }
}

/// iCloud account states.
public enum CKAccountStatus: Int, Sendable { case couldNotDetermine = 0, available = 1, restricted = 2, noAccount = 3, temporarilyUnavailable = 4 }

/// Posted when the account changes (never here).
public let CKAccountChanged = Notification.Name("CKAccountChanged")

/// A CloudKit database: every operation fails with `CKError(.notAuthenticated)`.
public final class CKDatabase: NSObject, @unchecked Sendable {
    /// Database scopes.
    public enum Scope: Int, Sendable { case `public` = 1, `private` = 2, shared = 3 }
    /// The scope.
    public let databaseScope: Scope
    init(scope: Scope) { databaseScope = scope }

    /// Fetches a record: fails, no account.
    public func fetch(withRecordID recordID: CKRecord.ID, completionHandler: @escaping @Sendable (CKRecord?, Error?) -> Void) {
        DispatchQueue.global().async { completionHandler(nil, CKError(.notAuthenticated)) }
    }
    /// Fetches a record (async): throws.
    public func record(for recordID: CKRecord.ID) async throws -> CKRecord { throw CKError(.notAuthenticated) }
    /// Saves a record: fails.
    public func save(_ record: CKRecord, completionHandler: @escaping @Sendable (CKRecord?, Error?) -> Void) {
        DispatchQueue.global().async { completionHandler(nil, CKError(.notAuthenticated)) }
    }
    /// Saves a record (async): throws.
    @discardableResult public func save(_ record: CKRecord) async throws -> CKRecord { throw CKError(.notAuthenticated) }
    /// Deletes a record: fails.
    public func delete(withRecordID recordID: CKRecord.ID, completionHandler: @escaping @Sendable (CKRecord.ID?, Error?) -> Void) {
        DispatchQueue.global().async { completionHandler(nil, CKError(.notAuthenticated)) }
    }
    /// Deletes a record (async): throws.
    @discardableResult public func deleteRecord(withID recordID: CKRecord.ID) async throws -> CKRecord.ID { throw CKError(.notAuthenticated) }
    /// Runs a query: fails.
    public func perform(_ query: CKQuery, inZoneWith zoneID: CKRecordZone.ID?, completionHandler: @escaping @Sendable ([CKRecord]?, Error?) -> Void) {
        DispatchQueue.global().async { completionHandler(nil, CKError(.notAuthenticated)) }
    }
    /// Runs a query (iOS 15, async): throws.
    public func records(matching query: CKQuery, inZoneWith zoneID: CKRecordZone.ID? = nil, desiredKeys: [CKRecord.FieldKey]? = nil,
                        resultsLimit: Int = CKQueryOperation.maximumResults) async throws
        -> (matchResults: [(CKRecord.ID, Result<CKRecord, Error>)], queryCursor: CKQueryOperation.Cursor?) {
        throw CKError(.notAuthenticated)
    }
    /// Continues a query from its cursor (iOS 15, async): throws, as the first batch did.
    public func records(continuingMatchFrom queryCursor: CKQueryOperation.Cursor, desiredKeys: [CKRecord.FieldKey]? = nil,
                        resultsLimit: Int = CKQueryOperation.maximumResults) async throws
        -> (matchResults: [(CKRecord.ID, Result<CKRecord, Error>)], queryCursor: CKQueryOperation.Cursor?) {
        throw CKError(.notAuthenticated)
    }
    /// Fetches records (iOS 15, async): throws.
    public func records(for ids: [CKRecord.ID], desiredKeys: [CKRecord.FieldKey]? = nil) async throws -> [CKRecord.ID: Result<CKRecord, Error>] {
        throw CKError(.notAuthenticated)
    }
    /// Saves and deletes records (iOS 15, async): throws.
    public func modifyRecords(saving recordsToSave: [CKRecord], deleting recordIDsToDelete: [CKRecord.ID],
                              savePolicy: CKModifyRecordsOperation.RecordSavePolicy = .ifServerRecordUnchanged, atomically: Bool = true) async throws
        -> (saveResults: [CKRecord.ID: Result<CKRecord, Error>], deleteResults: [CKRecord.ID: Result<Void, Error>]) {
        throw CKError(.notAuthenticated)
    }
    /// Runs `body` with the database under an interim configuration and operation group (iOS 15):
    /// the database is this one (the closure's calls still fail, with no account).
    @discardableResult
    public func configuredWith<R>(configuration: CKOperation.Configuration? = nil, group: CKOperationGroup? = nil,
                                  body: @Sendable (CKDatabase) async throws -> R) async rethrows -> R {
        try await body(self)
    }
    /// Adds an operation: it finishes with `CKError(.notAuthenticated)`.
    public func add(_ operation: CKDatabaseOperation) { operation.failNotAuthenticated() }
}

/// A query of records.
public final class CKQuery: NSObject, @unchecked Sendable {
    /// The record type.
    public let recordType: CKRecord.RecordType
    /// The filter.
    public let predicate: NSPredicate
    /// The order.
    public var sortDescriptors: [NSSortDescriptor]?
    /// A query of `recordType` records matching `predicate`.
    public init(recordType: CKRecord.RecordType, predicate: NSPredicate) {
        self.recordType = recordType
        self.predicate = predicate
    }
}

/// A record zone.
public final class CKRecordZone: NSObject, @unchecked Sendable {
    /// A zone's identifier.
    public final class ID: NSObject, @unchecked Sendable {
        public let zoneName: String
        public let ownerName: String
        /// A zone identifier.
        public init(zoneName: String = CKRecordZone.ID.defaultZoneName, ownerName: String = CKCurrentUserDefaultName) {
            self.zoneName = zoneName
            self.ownerName = ownerName
        }
        /// The default zone's name.
        public static let defaultZoneName = "_defaultZone"
        /// The default zone.
        public static let `default` = ID()
        public override func isEqual(_ object: Any?) -> Bool { (object as? ID).map { $0.zoneName == zoneName && $0.ownerName == ownerName } ?? false }
        public override var hash: Int { zoneName.hashValue ^ ownerName.hashValue }
    }
    /// The zone's identifier.
    public let zoneID: ID
    /// A zone named `zoneName`.
    public init(zoneName: String) { zoneID = ID(zoneName: zoneName) }
    /// A zone with `zoneID`.
    public init(zoneID: ID) { self.zoneID = zoneID }
    /// The default zone.
    public class func `default`() -> CKRecordZone { CKRecordZone(zoneID: .default) }
}

/// The current user's owner name.
public let CKCurrentUserDefaultName = "__defaultOwner__"
