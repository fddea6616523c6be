import Foundation

/// Makes a key from its external representation — Security's `SecKeyCreateWithData`.
///
/// `attributes` must name `kSecAttrKeyType` (elliptic curve) and `kSecAttrKeyClass` (public or
/// private); the data is ANSI X9.63 (`04 || X || Y`, with `|| K` for a private key), whose length
/// says the curve. RSA keys and malformed data fail with `errSecParam`, as on iOS.
public func SecKeyCreateWithData(_ keyData: CFData, _ attributes: CFDictionary, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> SecKey? {
    let attributes = secAttributes(attributes)
    let type = attributes[String(kSecAttrKeyType)].flatMap(KeychainQuery.string)
    let keyClass = attributes[String(kSecAttrKeyClass)].flatMap(KeychainQuery.string)
    guard type == String(kSecAttrKeyTypeECSECPrimeRandom) || type == String(kSecAttrKeyTypeRSA) else {
        SecKeyError.report(errSecParam, "Unsupported key type: \(type ?? "none") (WidgetShot's keys are elliptic-curve and RSA keys)", to: error)
        return nil
    }
    guard keyClass == String(kSecAttrKeyClassPrivate) || keyClass == String(kSecAttrKeyClassPublic) else {
        SecKeyError.report(errSecParam, "Unsupported key class: \(keyClass ?? "none")", to: error)
        return nil
    }
    let isPrivate = keyClass == String(kSecAttrKeyClassPrivate)
    if type == String(kSecAttrKeyTypeRSA) {   // PKCS #1 RSAPrivateKey / RSAPublicKey DER, as Apple reads it
        guard let material = SecKeyMaterial(rsaPKCS1: Data(referencing: keyData), isPrivate: isPrivate) else {
            SecKeyError.report(errSecParam, isPrivate ? "RSA private key creation from data failed" : "RSA public key creation from data failed", to: error)
            return nil
        }
        return SecKey(material)
    }
    guard let material = SecKeyMaterial(x963: Data(referencing: keyData), isPrivate: isPrivate) else {
        SecKeyError.report(errSecParam, isPrivate ? "EC private key creation from data failed" : "EC public key creation from data failed", to: error)
        return nil
    }
    if let bits = secInteger(attributes[String(kSecAttrKeySizeInBits)]), bits != material.bits {
        SecKeyError.report(errSecParam, "EC key size \(bits) does not match the \(material.bits)-bit key data", to: error)
        return nil
    }
    return SecKey(material)
}

/// Makes a new random private key — Security's `SecKeyCreateRandomKey`.
///
/// `kSecAttrKeyType` elliptic curve with `kSecAttrKeySizeInBits` 256 (the default), 384 or 521.
/// The Secure Enclave (`kSecAttrTokenID`) does not exist here: such a request fails with
/// `errSecUnimplemented`, and `kSecAttrIsPermanent` keys are not stored in the keychain.
public func SecKeyCreateRandomKey(_ parameters: CFDictionary, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> SecKey? {
    let parameters = secAttributes(parameters)
    let type = parameters[String(kSecAttrKeyType)].flatMap(KeychainQuery.string)
    guard type == String(kSecAttrKeyTypeECSECPrimeRandom) || type == String(kSecAttrKeyTypeRSA) else {
        SecKeyError.report(errSecParam, "Unsupported key type: \(type ?? "none") (WidgetShot's keys are elliptic-curve and RSA keys)", to: error)
        return nil
    }
    if parameters[String(kSecAttrTokenID)] != nil {
        SecKeyError.report(errSecUnimplemented, "Key generation failed: no Secure Enclave on this device", to: error)
        return nil
    }
    let bits = secInteger(parameters[String(kSecAttrKeySizeInBits)]) ?? 256
    guard let material = SecKeyMaterial(randomBits: bits) else {
        SecKeyError.report(errSecParam, "Unsupported EC key size: \(bits) bits (256, 384 or 521)", to: error)
        return nil
    }
    return SecKey(material)
}

/// Creates a key pair — Security's `SecKeyGeneratePair(_:_:_:)`
/// (https://developer.apple.com/documentation/security/seckeygeneratepair(_:_:_:); deprecated
/// since iOS 15 for ``SecKeyCreateRandomKey(_:_:)``, which does the work here, with the same
/// parameters). On success the pointers receive the public and private key and the result is
/// `errSecSuccess`; on failure they are left as they are and the result is the failure's code
/// (`errSecParam` for an unsupported key type or size). TousAntiCovid's RobertSDK makes its
/// P-256 pair so.
public func SecKeyGeneratePair(_ parameters: CFDictionary, _ publicKey: UnsafeMutablePointer<SecKey?>?, _ privateKey: UnsafeMutablePointer<SecKey?>?) -> OSStatus {
    var error: Unmanaged<CFError>?
    guard let key = SecKeyCreateRandomKey(parameters, &error) else {
        return OSStatus(truncatingIfNeeded: error?.takeRetainedValue().code ?? Int(errSecParam))
    }
    publicKey?.pointee = SecKeyCopyPublicKey(key)
    privateKey?.pointee = key
    return errSecSuccess
}

/// The public key of a key pair — Security's `SecKeyCopyPublicKey` (a public key gives itself).
public func SecKeyCopyPublicKey(_ key: SecKey) -> SecKey? {
    key.material.isPrivate ? key.material.publicKey.map(SecKey.init) : key
}

/// The key's bytes — Security's `SecKeyCopyExternalRepresentation`: ANSI X9.63 for an EC key,
/// PKCS #1 for an RSA key, the forms `SecKeyCreateWithData` reads.
public func SecKeyCopyExternalRepresentation(_ key: SecKey, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> CFData? {
    key.material.externalRepresentation as NSData
}

/// The key's attributes — Security's `SecKeyCopyAttributes`: type, class, size and what it can do.
public func SecKeyCopyAttributes(_ key: SecKey) -> CFDictionary? {
    let isPrivate = key.material.isPrivate
    let attributes: [String: Any] = [
        String(kSecClass): String(kSecClassKey),
        String(kSecAttrKeyType): String(key.material.isRSA ? kSecAttrKeyTypeRSA : kSecAttrKeyTypeECSECPrimeRandom),
        String(kSecAttrKeyClass): String(isPrivate ? kSecAttrKeyClassPrivate : kSecAttrKeyClassPublic),
        String(kSecAttrKeySizeInBits): key.material.bits,
        String(kSecAttrEffectiveKeySize): key.material.bits,
        String(kSecAttrCanSign): isPrivate, String(kSecAttrCanVerify): !isPrivate,
        String(kSecAttrCanDerive): isPrivate && !key.material.isRSA, String(kSecAttrCanEncrypt): !isPrivate, String(kSecAttrCanDecrypt): isPrivate,
        String(kSecValueData): key.material.externalRepresentation,
    ]
    return NSDictionary(dictionary: attributes)
}

/// The key's block size in bytes — Security's `SecKeyGetBlockSize` (an EC key: its coordinate
/// size; an RSA key: its modulus size).
public func SecKeyGetBlockSize(_ key: SecKey) -> Int { (key.material.bits + 7) / 8 }
