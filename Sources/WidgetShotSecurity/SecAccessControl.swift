import Foundation

// Access control for keychain items and Safari's shared web credentials
// (https://developer.apple.com/documentation/security/secaccesscontrolcreatewithflags(_:_:_:_:),
// https://developer.apple.com/documentation/security/shared-web-credentials). A widget renders
// where no web credential was shared with the app: a request finds none.

/// When and how an item may be read: an accessibility and the authentication it asks for.
public final class SecAccessControl: @unchecked Sendable {
    /// The accessibility (`kSecAttrAccessible…`).
    public let protection: CFTypeRef
    /// The constraints.
    public let flags: SecAccessControlCreateFlags
    init(protection: CFTypeRef, flags: SecAccessControlCreateFlags) {
        self.protection = protection
        self.flags = flags
    }
}

/// The authentication an access control asks for (`SecAccessControl.h`'s bits).
public struct SecAccessControlCreateFlags: OptionSet, Sendable {
    public let rawValue: CFOptionFlags
    public init(rawValue: CFOptionFlags) { self.rawValue = rawValue }
    /// Biometry or the passcode.
    public static let userPresence = SecAccessControlCreateFlags(rawValue: 1 << 0)
    /// Any enrolled biometry.
    public static let biometryAny = SecAccessControlCreateFlags(rawValue: 1 << 1)
    /// Any enrolled Touch ID (the old name of `biometryAny`).
    public static let touchIDAny = SecAccessControlCreateFlags(rawValue: 1 << 1)
    /// The biometry enrolled now.
    public static let biometryCurrentSet = SecAccessControlCreateFlags(rawValue: 1 << 3)
    /// The Touch ID enrolled now (the old name of `biometryCurrentSet`).
    public static let touchIDCurrentSet = SecAccessControlCreateFlags(rawValue: 1 << 3)
    /// The device passcode.
    public static let devicePasscode = SecAccessControlCreateFlags(rawValue: 1 << 4)
    /// A paired watch.
    public static let watch = SecAccessControlCreateFlags(rawValue: 1 << 5)
    /// A paired companion device.
    public static let companion = SecAccessControlCreateFlags(rawValue: 1 << 5)
    /// Any one of the constraints.
    public static let or = SecAccessControlCreateFlags(rawValue: 1 << 14)
    /// All the constraints.
    public static let and = SecAccessControlCreateFlags(rawValue: 1 << 15)
    /// The private key may be used for signing.
    public static let privateKeyUsage = SecAccessControlCreateFlags(rawValue: 1 << 30)
    /// An application password is also needed.
    public static let applicationPassword = SecAccessControlCreateFlags(rawValue: 1 << 31)
}

/// Creates an access control: `protection` must be one of the `kSecAttrAccessible…` values (else
/// nil with an `errSecParam` error, as Security reports it).
public func SecAccessControlCreateWithFlags(_ allocator: CFAllocator?, _ protection: CFTypeRef, _ flags: SecAccessControlCreateFlags,
                                            _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> SecAccessControl? {
    let known: [CFString] = [kSecAttrAccessibleWhenUnlocked, kSecAttrAccessibleAfterFirstUnlock, kSecAttrAccessibleAlways,
                             kSecAttrAccessibleWhenUnlockedThisDeviceOnly, kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly,
                             kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly, kSecAttrAccessibleAlwaysThisDeviceOnly]
    guard let value = protection as? String, known.contains(where: { String($0) == value }) else {
        error?.pointee = Unmanaged.passRetained(NSError(domain: NSOSStatusErrorDomain, code: Int(errSecParam)))
        return nil
    }
    return SecAccessControl(protection: protection, flags: flags)
}

/// Saves a shared web credential for `fqdn`: the app has no associated domain here, so the
/// handler receives an error (`errSecItemNotFound`), on a background queue.
public func SecAddSharedWebCredential(_ fqdn: CFString, _ account: CFString, _ password: CFString?, _ completionHandler: @escaping (CFError?) -> Void) {
    DispatchQueue.global().async { completionHandler(NSError(domain: NSOSStatusErrorDomain, code: Int(errSecItemNotFound))) }
}

/// Requests the shared web credentials of `fqdn`: none were shared, so the handler receives no
/// credentials and `errSecItemNotFound`, on a background queue.
public func SecRequestSharedWebCredential(_ fqdn: CFString?, _ account: CFString?, _ completionHandler: @escaping (CFArray?, CFError?) -> Void) {
    DispatchQueue.global().async { completionHandler(nil, NSError(domain: NSOSStatusErrorDomain, code: Int(errSecItemNotFound))) }
}

/// A strong random password in Safari's format: four groups of three characters joined by hyphens
/// ("xxx-xxx-xxx-xxx": lowercase and uppercase letters and digits, no look-alikes).
public func SecCreateSharedWebCredentialPassword() -> CFString? {
    let alphabet = Array("abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789")
    var generator = SystemRandomNumberGenerator()
    let groups = (0..<4).map { _ in String((0..<3).map { _ in alphabet.randomElement(using: &generator)! }) }
    return groups.joined(separator: "-") as NSString
}
