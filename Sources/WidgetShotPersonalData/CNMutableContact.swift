import Foundation

/// The values a contact stores.
struct CNContactFields {
    var givenName = "", familyName = "", nickname = "", organizationName = ""
    var birthday: DateComponents?
    var imageData: Data?
    var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] = []
    var emailAddresses: [CNLabeledValue<NSString>] = []
}

/// A contact whose values can be set — Contacts' `CNMutableContact`.
open class CNMutableContact: CNContact, @unchecked Sendable {
    /// The given (first) name.
    open override var givenName: String { get { fields.givenName } set { fields.givenName = newValue } }
    /// The family (last) name.
    open override var familyName: String { get { fields.familyName } set { fields.familyName = newValue } }
    /// The nickname.
    open override var nickname: String { get { fields.nickname } set { fields.nickname = newValue } }
    /// The organisation.
    open override var organizationName: String { get { fields.organizationName } set { fields.organizationName = newValue } }
    /// The birthday (year optional).
    open override var birthday: DateComponents? { get { fields.birthday } set { fields.birthday = newValue } }
    /// The picture's data.
    open override var imageData: Data? { get { fields.imageData } set { fields.imageData = newValue } }
    /// The phone numbers.
    open override var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] { get { fields.phoneNumbers } set { fields.phoneNumbers = newValue } }
    /// The email addresses.
    open override var emailAddresses: [CNLabeledValue<NSString>] { get { fields.emailAddresses } set { fields.emailAddresses = newValue } }
}

/// Contacts' standard labels (the values Apple stores).
public let CNLabelHome = "_$!<Home>!$_"
/// Work.
public let CNLabelWork = "_$!<Work>!$_"
/// Other.
public let CNLabelOther = "_$!<Other>!$_"
/// Mobile phone.
public let CNLabelPhoneNumberMobile = "_$!<Mobile>!$_"
/// iPhone.
public let CNLabelPhoneNumberiPhone = "iPhone"
/// Main phone.
public let CNLabelPhoneNumberMain = "_$!<Main>!$_"
