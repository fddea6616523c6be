import Foundation

/// The `CFError`s Security's key functions report: `NSOSStatusErrorDomain`, the `errSec…` code,
/// and Apple's message as the description (Security, keychain/SecKey.m: "…: algorithm not
/// supported by the key …", "EC private key creation from data failed", "EC signature
/// verification failed (ccerr -7)").
enum SecKeyError {
    static func make(_ status: OSStatus, _ message: String) -> NSError {
        NSError(domain: NSOSStatusErrorDomain, code: Int(status), userInfo: [NSLocalizedDescriptionKey: message])
    }

    /// Stores the error in `pointer` (retained, as Apple's `Create`/`Copy` rule hands it over).
    static func report(_ status: OSStatus, _ message: String, to pointer: UnsafeMutablePointer<Unmanaged<CFError>?>?) {
        pointer?.pointee = Unmanaged.passRetained(make(status, message))
    }

    /// The error for an algorithm the key cannot run (`errSecParam`, as on iOS).
    static func unsupported(_ algorithm: SecKeyAlgorithm, _ key: SecKey, to pointer: UnsafeMutablePointer<Unmanaged<CFError>?>?) {
        report(errSecParam, "\(algorithm.rawValue): algorithm not supported by the key \(key)", to: pointer)
    }
}

/// The `CFString`/`NSString`/`String` keys of an attribute dictionary as Swift strings.
func secAttributes(_ dictionary: CFDictionary?) -> [String: Any] {
    var out: [String: Any] = [:]
    guard let dictionary else { return out }
    for (key, value) in dictionary {
        if let key = KeychainQuery.string(key) { out[key] = value }
    }
    return out
}

/// An attribute's integer value (`256`, `NSNumber(256)` or `"256"`).
func secInteger(_ value: Any?) -> Int? {
    guard let value else { return nil }
    if let n = value as? Int { return n }
    if let n = value as? NSNumber { return n.intValue }
    if let s = KeychainQuery.string(value) { return Int(s) }
    return nil
}
