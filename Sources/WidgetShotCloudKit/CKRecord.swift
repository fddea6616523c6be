import Foundation

/// A CloudKit record: a typed dictionary of values, built and read locally.
public final class CKRecord: NSObject, @unchecked Sendable {
    /// A record type name.
    public typealias RecordType = String
    /// A field name.
    public typealias FieldKey = String

    /// A record's identifier.
    public final class ID: NSObject, @unchecked Sendable {
        public let recordName: String
        public let zoneID: CKRecordZone.ID
        /// An identifier named `recordName` in `zoneID`.
        public init(recordName: String = UUID().uuidString, zoneID: CKRecordZone.ID = .default) {
            self.recordName = recordName
            self.zoneID = zoneID
        }
        public override func isEqual(_ object: Any?) -> Bool { (object as? ID).map { $0.recordName == recordName && $0.zoneID == zoneID } ?? false }
        public override var hash: Int { recordName.hashValue }
    }

    /// The record's type.
    public let recordType: RecordType
    /// The record's identifier.
    public let recordID: ID
    /// When the server created it (nil: never saved).
    public var creationDate: Date? { nil }
    /// When the server last changed it.
    public var modificationDate: Date? { nil }
    private var values: [FieldKey: Any] = [:]

    /// A new record of `recordType`.
    public init(recordType: RecordType, recordID: ID = ID()) {
        self.recordType = recordType
        self.recordID = recordID
    }
    /// A new record of `recordType` in `zoneID`.
    public convenience init(recordType: RecordType, zoneID: CKRecordZone.ID) { self.init(recordType: recordType, recordID: ID(zoneID: zoneID)) }

    /// The value of `key`.
    public subscript(key: FieldKey) -> Any? {
        get { values[key] }
        set { values[key] = newValue }
    }
    /// The value of `key`.
    public func object(forKey key: FieldKey) -> Any? { values[key] }
    /// Sets the value of `key`.
    public func setObject(_ object: Any?, forKey key: FieldKey) { values[key] = object }
    /// Sets the value of `key` (key-value coding, which `CKRecord` answers with its fields).
    public func setValue(_ value: Any?, forKey key: String) { values[key] = value }
    /// The value of `key` (key-value coding).
    public func value(forKey key: String) -> Any? { values[key] }
    /// The field names with values.
    public func allKeys() -> [FieldKey] { Array(values.keys) }
    /// The field names changed since the record was fetched.
    public func changedKeys() -> [FieldKey] { Array(values.keys) }
}

/// A file stored with a record.
public final class CKAsset: NSObject, @unchecked Sendable {
    /// The local file.
    public let fileURL: URL?
    /// An asset of the file at `fileURL`.
    public init(fileURL: URL) { self.fileURL = fileURL }
}

/// A reference from one record to another.
public final class CKReference: NSObject, @unchecked Sendable {
    /// Delete actions.
    public enum Action: UInt, Sendable { case none = 0, deleteSelf = 1 }
    public let recordID: CKRecord.ID
    public let action: Action
    /// A reference to `recordID`.
    public init(recordID: CKRecord.ID, action: Action) {
        self.recordID = recordID
        self.action = action
    }
    /// A reference to `record`.
    public convenience init(record: CKRecord, action: Action) { self.init(recordID: record.recordID, action: action) }
}

extension CKRecord {
    /// The iOS 15 name of `CKReference`.
    public typealias Reference = CKReference
}

/// A CloudKit error (https://developer.apple.com/documentation/cloudkit/ckerror).
public struct CKError: Error, CustomNSError, Hashable, Sendable {
    /// Error codes.
    public enum Code: Int, Sendable {
        case internalError = 1, partialFailure = 2, networkUnavailable = 3, networkFailure = 4, badContainer = 5
        case serviceUnavailable = 6, requestRateLimited = 7, missingEntitlement = 8, notAuthenticated = 9
        case permissionFailure = 10, unknownItem = 11, invalidArguments = 12, resultsTruncated = 13
        case serverRecordChanged = 14, serverRejectedRequest = 15, assetFileNotFound = 16, assetFileModified = 17
        case incompatibleVersion = 18, constraintViolation = 19, operationCancelled = 20, changeTokenExpired = 21
        case batchRequestFailed = 22, zoneBusy = 23, badDatabase = 24, quotaExceeded = 25, zoneNotFound = 26
        case limitExceeded = 27, userDeletedZone = 28, tooManyParticipants = 29, alreadyShared = 30
        case referenceViolation = 31, managedAccountRestricted = 32, participantMayNeedVerification = 33
        case serverResponseLost = 34, assetNotAvailable = 35, accountTemporarilyUnavailable = 36
    }
    /// The code.
    public let code: Code
    /// An error with `code`.
    public init(_ code: Code) { self.code = code }
    public static var errorDomain: String { "CKErrorDomain" }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] {
        code == .notAuthenticated ? [NSLocalizedDescriptionKey: "No iCloud account is configured"] : [:]
    }
    /// The error's `userInfo` dictionary (Foundation's bridged-error `userInfo`, read as
    /// `error.userInfo[CKErrorRetryAfterKey]`): the description of `.notAuthenticated`, the only
    /// error a render's CloudKit raises; no retry delay, since retrying cannot help.
    public var userInfo: [String: Any] { errorUserInfo }
    /// The seconds to wait before retrying (CloudKit's `retryAfterSeconds`, the
    /// ``CKErrorRetryAfterKey`` of ``userInfo``): `nil`, as for every error without that key.
    public var retryAfterSeconds: Double? { (userInfo[CKErrorRetryAfterKey] as? NSNumber)?.doubleValue }
    public static let notAuthenticated = Code.notAuthenticated
    public static let networkUnavailable = Code.networkUnavailable
    public static let unknownItem = Code.unknownItem
}

/// The `userInfo` key of the seconds to wait before retrying a request (CloudKit's
/// `CKErrorRetryAfterKey`, https://developer.apple.com/documentation/cloudkit/ckerrorretryafterkey;
/// the string is CloudKit's "CKRetryAfter").
public let CKErrorRetryAfterKey = "CKRetryAfter"

extension CKError.Code {
    /// Matches an error against a code (`catch CKError.notAuthenticated`).
    public static func ~= (code: CKError.Code, error: Error) -> Bool { (error as? CKError)?.code == code }
}
