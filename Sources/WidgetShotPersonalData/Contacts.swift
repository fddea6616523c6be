import Foundation

/// Contacts (https://developer.apple.com/documentation/contacts) on a device where the user has
/// not answered the contacts prompt: the status is `.notDetermined`, an extension cannot show the
/// prompt (granted: false), and fetches throw `CNError(.authorizationDenied)` as without access.
open class CNContactStore: NSObject, @unchecked Sendable {
    /// A store.
    public override init() {}
    /// The permission: not asked.
    open class func authorizationStatus(for entityType: CNEntityType) -> CNAuthorizationStatus { .notDetermined }
    /// Asks for access: not granted.
    open func requestAccess(for entityType: CNEntityType, completionHandler: @escaping @Sendable (Bool, Error?) -> Void) {
        DispatchQueue.global().async { completionHandler(false, CNError(.authorizationDenied)) }
    }
    /// Asks for access (async): throws, not granted.
    open func requestAccess(for entityType: CNEntityType) async throws -> Bool { throw CNError(.authorizationDenied) }
    /// The contacts matching `predicate`: throws without access.
    open func unifiedContacts(matching predicate: NSPredicate, keysToFetch keys: [CNKeyDescriptor]) throws -> [CNContact] {
        throw CNError(.authorizationDenied)
    }
    /// The contact with `identifier`: throws without access.
    open func unifiedContact(withIdentifier identifier: String, keysToFetch keys: [CNKeyDescriptor]) throws -> CNContact {
        throw CNError(.authorizationDenied)
    }
    /// Calls `block` for each contact: throws without access.
    open func enumerateContacts(with fetchRequest: CNContactFetchRequest, usingBlock block: (CNContact, UnsafeMutablePointer<ObjCBool>) -> Void) throws {
        throw CNError(.authorizationDenied)
    }
}

/// Kinds of contact data.
public enum CNEntityType: Int, Sendable { case contacts = 0 }
/// Contacts permission.
public enum CNAuthorizationStatus: Int, Sendable { case notDetermined = 0, restricted, denied, authorized, limited }

/// Contacts errors.
public struct CNError: Error, CustomNSError, Hashable, Sendable {
    /// Error codes.
    public enum Code: Int, Sendable { case communicationError = 1, dataAccessError = 2, authorizationDenied = 100, noAccessableWritableContainers = 101, unauthorizedKeys = 102, featureDisabledByUser = 103, featureNotAvailable = 104, recordDoesNotExist = 200, insertedRecordAlreadyExists = 201, containmentCycle = 202, containmentScope = 203, parentRecordDoesNotExist = 204, recordIdentifierInvalid = 205, recordNotWritable = 206, parentContainerNotWritable = 207, validationMultipleErrors = 300, validationTypeMismatch = 301, validationConfigurationError = 302, predicateInvalid = 400, policyViolation = 500, clientIdentifierInvalid = 600, clientIdentifierDoesNotExist = 601, clientIdentifierCollision = 602, changeHistoryExpired = 603, changeHistoryInvalidAnchor = 604, changeHistoryInvalidFetchRequest = 605, vCardMalformed = 700, vCardSummarizationError = 701 }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static var errorDomain: String { "CNErrorDomain" }
    public var errorCode: Int { code.rawValue }
}

/// A key a fetch asks for.
public protocol CNKeyDescriptor {}
extension String: CNKeyDescriptor {}
extension NSString: CNKeyDescriptor {}

public let CNContactGivenNameKey = "givenName"
public let CNContactFamilyNameKey = "familyName"
public let CNContactNicknameKey = "nickname"
public let CNContactOrganizationNameKey = "organizationName"
public let CNContactBirthdayKey = "birthday"
public let CNContactPhoneNumbersKey = "phoneNumbers"
public let CNContactEmailAddressesKey = "emailAddresses"
public let CNContactImageDataKey = "imageData"
public let CNContactThumbnailImageDataKey = "thumbnailImageData"
public let CNContactImageDataAvailableKey = "imageDataAvailable"
public let CNContactIdentifierKey = "identifier"

/// A contact.
open class CNContact: NSObject, @unchecked Sendable {
    open var identifier: String { id }
    open var givenName: String { fields.givenName }
    open var familyName: String { fields.familyName }
    open var nickname: String { fields.nickname }
    open var organizationName: String { fields.organizationName }
    open var birthday: DateComponents? { fields.birthday }
    open var imageData: Data? { fields.imageData }
    open var thumbnailImageData: Data? { fields.imageData }
    open var imageDataAvailable: Bool { fields.imageData != nil }
    open var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] { fields.phoneNumbers }
    open var emailAddresses: [CNLabeledValue<NSString>] { fields.emailAddresses }
    let id = UUID().uuidString
    /// The stored values (empty for `CNContact()`; set through `CNMutableContact` or a vCard).
    var fields = CNContactFields()
    /// An empty contact.
    public override init() { super.init() }
    /// Contacts whose name matches `name`.
    open class func predicateForContacts(matchingName name: String) -> NSPredicate { NSPredicate(value: false) }
    /// Contacts with `identifiers`.
    open class func predicateForContacts(withIdentifiers identifiers: [String]) -> NSPredicate { NSPredicate(value: false) }
}

/// A value with a label.
public final class CNLabeledValue<ValueType>: NSObject, @unchecked Sendable {
    public let label: String?
    public let value: ValueType
    /// A labelled value.
    public init(label: String?, value: ValueType) {
        self.label = label
        self.value = value
    }
}

/// A phone number.
public final class CNPhoneNumber: NSObject, @unchecked Sendable {
    public let stringValue: String
    /// A phone number.
    public init(stringValue: String) { self.stringValue = stringValue }
}

/// A contact fetch.
open class CNContactFetchRequest: NSObject, @unchecked Sendable {
    open var keysToFetch: [CNKeyDescriptor]
    open var predicate: NSPredicate?
    /// A fetch of `keysToFetch`.
    public init(keysToFetch: [CNKeyDescriptor]) { self.keysToFetch = keysToFetch }
}

/// Formats names.
open class CNContactFormatter: NSObject, @unchecked Sendable {
    /// Formats styles.
    public enum Style: Int, Sendable { case fullName = 0, phoneticFullName = 1 }
    /// The contact's name: "given family", trimmed.
    open class func string(from contact: CNContact, style: Style) -> String? {
        let name = [contact.givenName, contact.familyName].filter { !$0.isEmpty }.joined(separator: " ")
        return name.isEmpty ? nil : name
    }
    /// The keys needed to format names.
    open class func descriptorForRequiredKeys(for style: Style) -> CNKeyDescriptor { "CNContactFormatter.\(style.rawValue)" }
    /// The style this formatter uses (`.fullName` by default).
    open var style: Style = .fullName
    /// The contact's name in ``style``, or nil when it has none.
    open func string(from contact: CNContact) -> String? { Self.string(from: contact, style: style) }
}
