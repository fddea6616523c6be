import Foundation
import Crypto

/// Elliptic-curve Diffie–Hellman — Security's `SecKeyCopyKeyExchangeResult`: the shared secret
/// of `privateKey` and `publicKey` (same curve), raw (`ecdhKeyExchangeStandard`/`Cofactor`) or
/// derived with the ANSI X9.63 KDF over SHA-256 to `kSecKeyKeyExchangeParameterRequestedSize`
/// bytes with `kSecKeyKeyExchangeParameterSharedInfo`.
public func SecKeyCopyKeyExchangeResult(_ privateKey: SecKey, _ algorithm: SecKeyAlgorithm, _ publicKey: SecKey, _ parameters: CFDictionary, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> CFData? {
    guard privateKey.material.isPrivate, let exchange = KeyExchangeAlgorithm(algorithm) else {
        SecKeyError.unsupported(algorithm, privateKey, to: error)
        return nil
    }
    let secret: SharedSecret
    do {
        switch (privateKey.material, publicKey.material) {
        case (.p256Private(let k), .p256Public(let p)):
            secret = try P256.KeyAgreement.PrivateKey(rawRepresentation: k.rawRepresentation).sharedSecretFromKeyAgreement(with: .init(rawRepresentation: p.rawRepresentation))
        case (.p384Private(let k), .p384Public(let p)):
            secret = try P384.KeyAgreement.PrivateKey(rawRepresentation: k.rawRepresentation).sharedSecretFromKeyAgreement(with: .init(rawRepresentation: p.rawRepresentation))
        case (.p521Private(let k), .p521Public(let p)):
            secret = try P521.KeyAgreement.PrivateKey(rawRepresentation: k.rawRepresentation).sharedSecretFromKeyAgreement(with: .init(rawRepresentation: p.rawRepresentation))
        default:
            SecKeyError.report(errSecParam, "ECDH: the public key is not a public key of the private key's curve", to: error)
            return nil
        }
    } catch let failure {
        SecKeyError.report(errSecParam, "ECDH failed: \(failure)", to: error)
        return nil
    }
    guard exchange.derivesWithX963 else { return secret.withUnsafeBytes { Data($0) } as NSData }
    let options = secAttributes(parameters)
    guard let size = secInteger(options[String(kSecKeyKeyExchangeParameterRequestedSize)]), size > 0 else {
        SecKeyError.report(errSecParam, "\(algorithm.rawValue): kSecKeyKeyExchangeParameterRequestedSize is missing", to: error)
        return nil
    }
    let sharedInfo = options[String(kSecKeyKeyExchangeParameterSharedInfo)].flatMap { ($0 as? Data) ?? ($0 as? NSData).map { Data(referencing: $0) } } ?? Data()
    let key = secret.x963DerivedSymmetricKey(using: SHA256.self, sharedInfo: sharedInfo, outputByteCount: size)
    return key.withUnsafeBytes { Data($0) } as NSData
}

/// An ECDH `SecKeyAlgorithm` and whether it derives the secret with the X9.63 KDF.
struct KeyExchangeAlgorithm {
    let derivesWithX963: Bool
    init?(_ algorithm: SecKeyAlgorithm) {
        switch algorithm {
        case .ecdhKeyExchangeStandard, .ecdhKeyExchangeCofactor: derivesWithX963 = false
        case .ecdhKeyExchangeStandardX963SHA256, .ecdhKeyExchangeCofactorX963SHA256: derivesWithX963 = true
        default: return nil
        }
    }
}

/// Encrypts with a public key — Security's `SecKeyCreateEncryptedData`. WidgetShot runs no
/// encryption algorithm (ECIES, RSA): it fails as iOS does for an algorithm the key does not
/// support (`errSecParam`).
public func SecKeyCreateEncryptedData(_ key: SecKey, _ algorithm: SecKeyAlgorithm, _ plaintext: CFData, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> CFData? {
    SecKeyError.unsupported(algorithm, key, to: error)
    return nil
}

/// Decrypts with a private key — Security's `SecKeyCreateDecryptedData`; fails as
/// `SecKeyCreateEncryptedData` does.
public func SecKeyCreateDecryptedData(_ key: SecKey, _ algorithm: SecKeyAlgorithm, _ ciphertext: CFData, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> CFData? {
    SecKeyError.unsupported(algorithm, key, to: error)
    return nil
}
