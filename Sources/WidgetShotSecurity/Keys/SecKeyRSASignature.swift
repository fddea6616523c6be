import Foundation
import Crypto

// RSA PKCS #1 v1.5 signatures with a `SecKey` (SecKey.h's `rsaSignatureDigestPKCS1v15…` and
// `rsaSignatureMessagePKCS1v15…`), through BoringSSL's `RSA_sign`/`RSA_verify`: the `digest`
// algorithms sign the hash they are given (which must have that hash's length), the `message`
// algorithms hash the data first. RSA-PSS, raw RSA, SHA-224 (swift-crypto has none) and RSA
// encryption are refused as algorithms the key does not support.

/// An RSA PKCS #1 v1.5 `SecKeyAlgorithm`: its hash and whether the input is already the digest.
struct RSASignatureAlgorithm {
    enum Hash { case sha1, sha256, sha384, sha512 }
    let hash: Hash
    let inputIsDigest: Bool

    init?(_ algorithm: SecKeyAlgorithm) {
        switch algorithm {
        case .rsaSignatureDigestPKCS1v15SHA1: (hash, inputIsDigest) = (.sha1, true)
        case .rsaSignatureDigestPKCS1v15SHA256: (hash, inputIsDigest) = (.sha256, true)
        case .rsaSignatureDigestPKCS1v15SHA384: (hash, inputIsDigest) = (.sha384, true)
        case .rsaSignatureDigestPKCS1v15SHA512: (hash, inputIsDigest) = (.sha512, true)
        case .rsaSignatureMessagePKCS1v15SHA1: (hash, inputIsDigest) = (.sha1, false)
        case .rsaSignatureMessagePKCS1v15SHA256: (hash, inputIsDigest) = (.sha256, false)
        case .rsaSignatureMessagePKCS1v15SHA384: (hash, inputIsDigest) = (.sha384, false)
        case .rsaSignatureMessagePKCS1v15SHA512: (hash, inputIsDigest) = (.sha512, false)
        default: return nil
        }
    }

    /// BoringSSL's NID of the hash (what `RSA_sign` writes into the DigestInfo).
    var nid: Int32 {
        switch hash {
        case .sha1: return BoringSSL.sha1NID
        case .sha256: return BoringSSL.sha256NID
        case .sha384: return BoringSSL.sha384NID
        case .sha512: return BoringSSL.sha512NID
        }
    }

    /// The digest to sign: `input` itself (nil unless it has the hash's length) or its hash.
    func digest(of input: Data) -> [UInt8]? {
        if inputIsDigest {
            let length: Int = [.sha1: 20, .sha256: 32, .sha384: 48, .sha512: 64][hash]!
            return input.count == length ? [UInt8](input) : nil
        }
        switch hash {
        case .sha1: return Array(Insecure.SHA1.hash(data: input))
        case .sha256: return Array(SHA256.hash(data: input))
        case .sha384: return Array(SHA384.hash(data: input))
        case .sha512: return Array(SHA512.hash(data: input))
        }
    }
}

/// `SecKeyCreateSignature` for an RSA private key.
func rsaCreateSignature(_ key: SecKey, _ algorithm: SecKeyAlgorithm, _ data: Data, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> CFData? {
    guard case .rsaPrivate(let rsa) = key.material, let pkcs1 = RSASignatureAlgorithm(algorithm) else {
        SecKeyError.unsupported(algorithm, key, to: error)
        return nil
    }
    guard let digest = pkcs1.digest(of: data) else {
        SecKeyError.report(errSecParam, "RSA digest size mismatch for algorithm \(algorithm.rawValue)", to: error)
        return nil
    }
    guard let signature = BoringSSL.rsaSign(pkcs1: rsa.pkcs1, hashNID: pkcs1.nid, digest: digest) else {
        SecKeyError.report(errSecParam, "RSA signing failed", to: error)
        return nil
    }
    return signature as NSData
}

/// `SecKeyVerifySignature` for an RSA public key (`errSecVerifyFailed` for a signature that does not match).
func rsaVerifySignature(_ key: SecKey, _ algorithm: SecKeyAlgorithm, _ data: Data, _ signature: Data, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    guard case .rsaPublic(let rsa) = key.material, let pkcs1 = RSASignatureAlgorithm(algorithm) else {
        SecKeyError.unsupported(algorithm, key, to: error)
        return false
    }
    guard let digest = pkcs1.digest(of: data) else {
        SecKeyError.report(errSecParam, "RSA digest size mismatch for algorithm \(algorithm.rawValue)", to: error)
        return false
    }
    let valid = BoringSSL.rsaVerify(pkcs1: rsa.pkcs1, hashNID: pkcs1.nid, digest: digest, signature: signature)
    if !valid { SecKeyError.report(errSecVerifyFailed, "RSA signature verification failed, no match", to: error) }
    return valid
}
