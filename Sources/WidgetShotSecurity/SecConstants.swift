import Foundation
@_exported import WidgetShotCoreFoundation

// WidgetShotSecurity stands in for Security: an in-memory keychain (see `SecItemAdd`), the
// `kSec…` keys and `errSec…` codes, and `SecRandomCopyBytes`. The constants' string values are
// Apple's (Security framework, open source: OSX/sec/Security/SecItemConstants.c), so a query
// printed or logged looks as on a device.

// MARK: Status codes (SecBase.h)

/// Success.
public let errSecSuccess: OSStatus = 0
/// Not implemented.
public let errSecUnimplemented: OSStatus = -4
/// A parameter is missing or invalid.
public let errSecParam: OSStatus = -50
/// Memory could not be allocated.
public let errSecAllocate: OSStatus = -108
/// The user cancelled.
public let errSecUserCanceled: OSStatus = -128
/// Authorisation failed.
public let errSecAuthFailed: OSStatus = -25293
/// No keychain is available.
public let errSecNotAvailable: OSStatus = -25291
/// The item already exists.
public let errSecDuplicateItem: OSStatus = -25299
/// The item was not found.
public let errSecItemNotFound: OSStatus = -25300
/// The keychain cannot be used now (locked device, no user interaction).
public let errSecInteractionNotAllowed: OSStatus = -25308
/// A passphrase is required for import or export.
public let errSecPassphraseRequired: OSStatus = -25260
/// The MAC of a PKCS #12 file did not verify during import (a wrong password, or a MAC
/// algorithm Security cannot check).
public let errSecPkcs12VerifyFailure: OSStatus = -25264
/// Data could not be decoded.
public let errSecDecode: OSStatus = -26275
/// A required entitlement is missing.
public let errSecMissingEntitlement: OSStatus = -34018

// MARK: Item classes

/// Key: the item class.
public let kSecClass: CFString = "class"
/// A generic password.
public let kSecClassGenericPassword: CFString = "genp"
/// An internet password.
public let kSecClassInternetPassword: CFString = "inet"
/// A certificate.
public let kSecClassCertificate: CFString = "cert"
/// A cryptographic key.
public let kSecClassKey: CFString = "keys"
/// An identity (certificate and private key).
public let kSecClassIdentity: CFString = "idnt"

// MARK: Attributes

/// Key: the account name.
public let kSecAttrAccount: CFString = "acct"
/// Key: the service name.
public let kSecAttrService: CFString = "svce"
/// Key: the access group shared by an app and its extensions.
public let kSecAttrAccessGroup: CFString = "agrp"
/// Key: when the item is readable.
public let kSecAttrAccessible: CFString = "pdmn"
/// Readable while unlocked.
public let kSecAttrAccessibleWhenUnlocked: CFString = "ak"
/// Readable after the first unlock since boot (what widgets need).
public let kSecAttrAccessibleAfterFirstUnlock: CFString = "ck"
/// Always readable (deprecated).
public let kSecAttrAccessibleAlways: CFString = "dk"
/// Readable while unlocked, this device only.
public let kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString = "aku"
/// Readable after the first unlock, this device only.
public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString = "cku"
/// Readable while a passcode is set, this device only.
public let kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly: CFString = "akpu"
/// Always readable, this device only (deprecated).
public let kSecAttrAccessibleAlwaysThisDeviceOnly: CFString = "dku"
/// Key: whether the item syncs through iCloud Keychain.
public let kSecAttrSynchronizable: CFString = "sync"
/// Value of `kSecAttrSynchronizable` in a query: synchronised or not.
public let kSecAttrSynchronizableAny: CFString = "syna"
/// Key: a label.
public let kSecAttrLabel: CFString = "labl"
/// Key: a description.
public let kSecAttrDescription: CFString = "desc"
/// Key: a comment.
public let kSecAttrComment: CFString = "icmt"
/// Key: app-defined data.
public let kSecAttrGeneric: CFString = "gena"
/// Key: the creation date.
public let kSecAttrCreationDate: CFString = "cdat"
/// Key: the modification date.
public let kSecAttrModificationDate: CFString = "mdat"
/// Key: an internet password's server.
public let kSecAttrServer: CFString = "srvr"
/// Key: an internet password's protocol.
public let kSecAttrProtocol: CFString = "ptcl"
/// Key: an internet password's port.
public let kSecAttrPort: CFString = "port"
/// Key: an internet password's path.
public let kSecAttrPath: CFString = "path"
/// Key: an internet password's security domain.
public let kSecAttrSecurityDomain: CFString = "sdmn"
/// Key: a key's application tag.
public let kSecAttrApplicationTag: CFString = "atag"
/// Key: a key's application label.
public let kSecAttrApplicationLabel: CFString = "klbl"
/// Key: a key's type.
public let kSecAttrKeyType: CFString = "type"
/// Key: a key's size in bits.
public let kSecAttrKeySizeInBits: CFString = "bsiz"
/// Key: a key's class.
public let kSecAttrKeyClass: CFString = "kcls"
/// Key: where a key is stored.
public let kSecAttrTokenID: CFString = "tkid"
/// Key: access control.
public let kSecAttrAccessControl: CFString = "accc"
/// Key: whether the item is invisible.
public let kSecAttrIsInvisible: CFString = "invi"

// MARK: Values, return types, match options, use options

/// Key: the item's secret data.
public let kSecValueData: CFString = "v_Data"
/// Key: a reference to the item.
public let kSecValueRef: CFString = "v_Ref"
/// Key: a persistent reference to the item.
public let kSecValuePersistentRef: CFString = "v_PersistentRef"
/// Key: return the data.
public let kSecReturnData: CFString = "r_Data"
/// Key: return the attributes.
public let kSecReturnAttributes: CFString = "r_Attributes"
/// Key: return a reference.
public let kSecReturnRef: CFString = "r_Ref"
/// Key: return a persistent reference.
public let kSecReturnPersistentRef: CFString = "r_PersistentRef"
/// Key: how many items to return.
public let kSecMatchLimit: CFString = "m_Limit"
/// One item.
public let kSecMatchLimitOne: CFString = "m_LimitOne"
/// Every item.
public let kSecMatchLimitAll: CFString = "m_LimitAll"
/// Key: case-insensitive matching.
public let kSecMatchCaseInsensitive: CFString = "m_CaseInsensitive"
/// Key: use the data protection keychain (macOS).
public let kSecUseDataProtectionKeychain: CFString = "nleg"
/// Key: an authentication context.
public let kSecUseAuthenticationContext: CFString = "u_AuthCtx"
/// Key: the authentication UI policy.
public let kSecUseAuthenticationUI: CFString = "u_AuthUI"
/// Fail instead of showing authentication UI.
public let kSecUseAuthenticationUIFail: CFString = "u_AuthUIF"
/// Skip items that need authentication UI.
public let kSecUseAuthenticationUISkip: CFString = "u_AuthUIS"
/// Key: an operation prompt.
public let kSecUseOperationPrompt: CFString = "u_OpPrompt"

/// Key type: elliptic curve (P-256…).
public let kSecAttrKeyTypeECSECPrimeRandom: CFString = "73"
/// Key type: RSA.
public let kSecAttrKeyTypeRSA: CFString = "42"
/// Key class: private.
public let kSecAttrKeyClassPrivate: CFString = "1"
/// Key class: public.
public let kSecAttrKeyClassPublic: CFString = "0"

/// A status's message, as `SecCopyErrorMessageString` gives (`nil` for codes it does not know).
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? {
    // Messages as Security's SecBase.h documents each code.
    let messages: [OSStatus: String] = [
        errSecSuccess: "No error.", errSecUnimplemented: "Function or operation not implemented.",
        errSecParam: "One or more parameters passed to a function were not valid.",
        errSecAllocate: "Failed to allocate memory.", errSecUserCanceled: "User canceled the operation.",
        errSecAuthFailed: "The user name or passphrase you entered is not correct.",
        errSecNotAvailable: "No keychain is available. You may need to restart your computer.",
        errSecDuplicateItem: "The specified item already exists in the keychain.",
        errSecItemNotFound: "The specified item could not be found in the keychain.",
        errSecInteractionNotAllowed: "User interaction is not allowed.",
        errSecPassphraseRequired: "Passphrase is required for import/export.",
        errSecPkcs12VerifyFailure: "MAC verification failed during PKCS12 import (wrong password?)",
        errSecDecode: "Unable to decode the provided data.",
        errSecMissingEntitlement: "A required entitlement isn't present.",
    ]
    return messages[status].map { $0 as NSString }
}
