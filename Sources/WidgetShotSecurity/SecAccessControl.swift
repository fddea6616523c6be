import Foundation

// Access control (SecAccessControl.h, iOS 8): when a keychain item is readable and what the
// user must do to read it. WidgetShot's keychain keeps the object with the item; reading such an
// item needs no prompt here, as on a device whose user just authenticated.

/// What reading an item needs (`SecAccessControlCreateFlags`; bit values from SecAccessControl.h).
public struct SecAccessControlCreateFlags: OptionSet, Hashable, Sendable {
    public let rawValue: CFOptionFlags
    public init(rawValue: CFOptionFlags) { self.rawValue = rawValue }

    /// Biometry or the passcode.
    public static let userPresence = SecAccessControlCreateFlags(rawValue: 1 << 0)
    /// Any enrolled finger or face.
    public static let biometryAny = SecAccessControlCreateFlags(rawValue: 1 << 1)
    /// The former name of `biometryAny`.
    public static let touchIDAny = biometryAny
    /// The fingers or face enrolled when the item was added.
    public static let biometryCurrentSet = SecAccessControlCreateFlags(rawValue: 1 << 3)
    /// The former name of `biometryCurrentSet`.
    public static let touchIDCurrentSet = biometryCurrentSet
    /// The device passcode.
    public static let devicePasscode = SecAccessControlCreateFlags(rawValue: 1 << 4)
    /// A paired Apple Watch.
    public static let watch = SecAccessControlCreateFlags(rawValue: 1 << 5)
    /// Any one of the constraints.
    public static let or = SecAccessControlCreateFlags(rawValue: 1 << 14)
    /// All of the constraints.
    public static let and = SecAccessControlCreateFlags(rawValue: 1 << 15)
    /// A private key usable for signing only inside the Secure Enclave.
    public static let privateKeyUsage = SecAccessControlCreateFlags(rawValue: 1 << 30)
    /// An application-provided password.
    public static let applicationPassword = SecAccessControlCreateFlags(rawValue: 1 << 31)
}

/// An access control object (`SecAccessControlRef`): an accessibility and its constraints.
public final class SecAccessControl: Hashable, @unchecked Sendable {
    /// The `kSecAttrAccessible…` value it was made with.
    public let protection: String
    /// Its constraints.
    public let flags: SecAccessControlCreateFlags

    init(protection: String, flags: SecAccessControlCreateFlags) {
        self.protection = protection
        self.flags = flags
    }

    public static func == (a: SecAccessControl, b: SecAccessControl) -> Bool { a.protection == b.protection && a.flags == b.flags }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(protection)
        hasher.combine(flags.rawValue)
    }
}

/// An access control object for an item readable as `protection` (a `kSecAttrAccessible…`
/// value) under `flags`; nil with `error` set (`errSecParam`) for another protection, as Security
/// rejects it. `kSecAttrAccessibleAlways…` are accepted (deprecated, not rejected).
public func SecAccessControlCreateWithFlags(_ allocator: CFAllocator?, _ protection: CFTypeRef, _ flags: SecAccessControlCreateFlags,
                                            _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> SecAccessControl? {
    let accessibilities = Set([kSecAttrAccessibleWhenUnlocked, kSecAttrAccessibleAfterFirstUnlock, kSecAttrAccessibleAlways,
                               kSecAttrAccessibleWhenUnlockedThisDeviceOnly, kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly,
                               kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly, kSecAttrAccessibleAlwaysThisDeviceOnly].map { String($0) })
    guard let value = (protection as? NSString).map({ String($0) }) ?? (protection as? String), accessibilities.contains(value) else {
        error?.pointee = Unmanaged.passRetained(NSError(domain: "NSOSStatusErrorDomain", code: Int(errSecParam),
                                                        userInfo: [NSLocalizedDescriptionKey: "SecAccessControl: invalid protection \(protection)"]))
        return nil
    }
    return SecAccessControl(protection: value, flags: flags)
}
