import Foundation

// Shared web credentials (SecSharedCredential.h, iOS 8; deprecated for AuthenticationServices):
// passwords Safari shares with apps whose `com.apple.developer.associated-domains` entitlement
// names the site. A widget extension built on Linux has no such entitlement and no Safari, so
// every request ends as on a device where the entitlement is missing: the completion handler
// runs with `errSecMissingEntitlement` (asynchronously, as Security calls it).

/// Key of a credential dictionary: its password (Apple's value, SecItemConstants.c).
public let kSecSharedPassword: CFString = "spwd"

/// The error a shared-credential request ends with here (no associated-domains entitlement).
func sharedCredentialError() -> CFError {
    NSError(domain: "NSOSStatusErrorDomain", code: Int(errSecMissingEntitlement),
            userInfo: [NSLocalizedDescriptionKey: "The app has no com.apple.developer.associated-domains entitlement for shared web credentials"])
}

/// Stores (or, with a nil password, removes) a shared password for `fqdn` and `account`.
public func SecAddSharedWebCredential(_ fqdn: CFString, _ account: CFString, _ password: CFString?,
                                      _ completionHandler: @escaping @Sendable (CFError?) -> Void) {
    DispatchQueue.global().async { completionHandler(sharedCredentialError()) }
}

/// Asks for the shared passwords of `fqdn` (nil: the entitlement's domains) and `account`.
public func SecRequestSharedWebCredential(_ fqdn: CFString?, _ account: CFString?,
                                          _ completionHandler: @escaping @Sendable (CFArray?, CFError?) -> Void) {
    DispatchQueue.global().async { completionHandler(NSArray(), sharedCredentialError()) }
}

/// A random password of the form `xxx-xxx-xxx-xxx`, each `x` from `abcdefghkmnopqrstuvwxy`,
/// `ABCDEFGHJKLMNPQRSTUVWXYZ` and `3456789`, with at least one of each set (Apple's documentation
/// of `SecCreateSharedWebCredentialPassword()`).
public func SecCreateSharedWebCredentialPassword() -> CFString? {
    let sets = [Array("abcdefghkmnopqrstuvwxy"), Array("ABCDEFGHJKLMNPQRSTUVWXYZ"), Array("3456789")]
    let all = sets.flatMap { $0 }
    var generator = SystemRandomNumberGenerator()
    while true {
        let characters = (0..<12).map { _ in all.randomElement(using: &generator)! }
        guard sets.allSatisfy({ set in characters.contains { set.contains($0) } }) else { continue }
        let groups = stride(from: 0, to: 12, by: 3).map { String(characters[$0..<$0 + 3]) }
        return groups.joined(separator: "-") as NSString
    }
}
