import Foundation
import Crypto

// ECDSA signing and verification with a `SecKey`, as Security's SecKey.h documents them
// (https://developer.apple.com/documentation/security/seckeycreatesignature(_:_:_:_:)):
// the `…X962…` algorithms give a DER-encoded `SEQUENCE { r INTEGER, s INTEGER }` (ANSI X9.62),
// `ecdsaSignatureRFC4754` the raw `r || s`; the `digest` algorithms sign the bytes they are given
// (which must be that hash's length), the `message` algorithms hash them first.

/// Whether `key` can run `algorithm` for `operation` — Security's `SecKeyIsAlgorithmSupported`.
/// Signing needs a private key, verifying a public one; ECDH needs a private key. RSA keys run
/// the PKCS #1 v1.5 signature algorithms (``RSASignatureAlgorithm``).
public func SecKeyIsAlgorithmSupported(_ key: SecKey, _ operation: SecKeyOperationType, _ algorithm: SecKeyAlgorithm) -> Bool {
    if key.material.isRSA {
        let signs = RSASignatureAlgorithm(algorithm) != nil
        return (operation == .sign && key.material.isPrivate && signs) || (operation == .verify && !key.material.isPrivate && signs)
    }
    switch operation {
    case .sign: return key.material.isPrivate && ECDSAAlgorithm(algorithm) != nil
    case .verify: return !key.material.isPrivate && ECDSAAlgorithm(algorithm) != nil
    case .keyExchange: return key.material.isPrivate && KeyExchangeAlgorithm(algorithm) != nil
    case .encrypt, .decrypt: return false
    }
}

/// Signs `dataToSign` with a private key — Security's `SecKeyCreateSignature`. Returns `nil` and
/// an `NSOSStatusErrorDomain` error for a public key, an algorithm the key does not run, or a
/// digest of the wrong length (`errSecParam`, as on iOS).
public func SecKeyCreateSignature(_ key: SecKey, _ algorithm: SecKeyAlgorithm, _ dataToSign: CFData, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> CFData? {
    if key.material.isRSA { return rsaCreateSignature(key, algorithm, Data(referencing: dataToSign), error) }
    guard key.material.isPrivate, let ecdsa = ECDSAAlgorithm(algorithm) else {
        SecKeyError.unsupported(algorithm, key, to: error)
        return nil
    }
    guard let digest = ecdsa.digest(of: Data(referencing: dataToSign)) else {
        SecKeyError.report(errSecParam, "bad digest size for signing with algorithm \(algorithm.rawValue)", to: error)
        return nil
    }
    do {
        let (raw, der): (Data, Data)
        switch key.material {
        case .p256Private(let k): let s = try k.signature(for: digest); (raw, der) = (s.rawRepresentation, s.derRepresentation)
        case .p384Private(let k): let s = try k.signature(for: digest); (raw, der) = (s.rawRepresentation, s.derRepresentation)
        case .p521Private(let k): let s = try k.signature(for: digest); (raw, der) = (s.rawRepresentation, s.derRepresentation)
        default: SecKeyError.unsupported(algorithm, key, to: error); return nil
        }
        return (ecdsa.isRaw ? raw : der) as NSData
    } catch let failure {
        SecKeyError.report(errSecParam, "ECDSA signing failed: \(failure)", to: error)
        return nil
    }
}

/// Checks `signature` over `signedData` with a public key — Security's `SecKeyVerifySignature`.
/// A signature that does not match is `false` with `errSecVerifyFailed`, as on iOS.
public func SecKeyVerifySignature(_ key: SecKey, _ algorithm: SecKeyAlgorithm, _ signedData: CFData, _ signature: CFData, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    if key.material.isRSA { return rsaVerifySignature(key, algorithm, Data(referencing: signedData), Data(referencing: signature), error) }
    guard !key.material.isPrivate, let ecdsa = ECDSAAlgorithm(algorithm) else {
        SecKeyError.unsupported(algorithm, key, to: error)
        return false
    }
    guard let digest = ecdsa.digest(of: Data(referencing: signedData)) else {
        SecKeyError.report(errSecParam, "bad digest size for signing with algorithm \(algorithm.rawValue)", to: error)
        return false
    }
    let bytes = Data(referencing: signature)
    let valid: Bool
    switch key.material {
    case .p256Public(let k):
        let s = ecdsa.isRaw ? try? P256.Signing.ECDSASignature(rawRepresentation: bytes) : try? P256.Signing.ECDSASignature(derRepresentation: bytes)
        valid = s.map { k.isValidSignature($0, for: digest) } ?? false
    case .p384Public(let k):
        let s = ecdsa.isRaw ? try? P384.Signing.ECDSASignature(rawRepresentation: bytes) : try? P384.Signing.ECDSASignature(derRepresentation: bytes)
        valid = s.map { k.isValidSignature($0, for: digest) } ?? false
    case .p521Public(let k):
        let s = ecdsa.isRaw ? try? P521.Signing.ECDSASignature(rawRepresentation: bytes) : try? P521.Signing.ECDSASignature(derRepresentation: bytes)
        valid = s.map { k.isValidSignature($0, for: digest) } ?? false
    default: valid = false
    }
    if !valid { SecKeyError.report(errSecVerifyFailed, "EC signature verification failed (ccerr -7)", to: error) }
    return valid
}

/// An ECDSA `SecKeyAlgorithm`: its hash, whether the input is already the digest, and the
/// signature's form.
struct ECDSAAlgorithm {
    enum Hash { case none, sha1, sha256, sha384, sha512 }
    let hash: Hash
    let inputIsDigest: Bool
    let isRaw: Bool

    /// `nil` for algorithms that are not ECDSA, and for SHA-224 (swift-crypto has no SHA-224).
    init?(_ algorithm: SecKeyAlgorithm) {
        switch algorithm {
        case .ecdsaSignatureRFC4754: (hash, inputIsDigest, isRaw) = (.none, true, true)
        case .ecdsaSignatureDigestX962: (hash, inputIsDigest, isRaw) = (.none, true, false)
        case .ecdsaSignatureDigestX962SHA1: (hash, inputIsDigest, isRaw) = (.sha1, true, false)
        case .ecdsaSignatureDigestX962SHA256: (hash, inputIsDigest, isRaw) = (.sha256, true, false)
        case .ecdsaSignatureDigestX962SHA384: (hash, inputIsDigest, isRaw) = (.sha384, true, false)
        case .ecdsaSignatureDigestX962SHA512: (hash, inputIsDigest, isRaw) = (.sha512, true, false)
        case .ecdsaSignatureMessageX962SHA1: (hash, inputIsDigest, isRaw) = (.sha1, false, false)
        case .ecdsaSignatureMessageX962SHA256: (hash, inputIsDigest, isRaw) = (.sha256, false, false)
        case .ecdsaSignatureMessageX962SHA384: (hash, inputIsDigest, isRaw) = (.sha384, false, false)
        case .ecdsaSignatureMessageX962SHA512: (hash, inputIsDigest, isRaw) = (.sha512, false, false)
        default: return nil
        }
    }

    /// The digest to sign: `input` itself (checked against the hash's length) or its hash.
    func digest(of input: Data) -> SignedDigest? {
        if inputIsDigest {
            let expected: Int? = [.sha1: 20, .sha256: 32, .sha384: 48, .sha512: 64][hash]
            if let expected, input.count != expected { return nil }
            return SignedDigest(bytes: [UInt8](input))
        }
        switch hash {
        case .sha1: return SignedDigest(bytes: Array(Insecure.SHA1.hash(data: input)))
        case .sha256: return SignedDigest(bytes: Array(SHA256.hash(data: input)))
        case .sha384: return SignedDigest(bytes: Array(SHA384.hash(data: input)))
        case .sha512: return SignedDigest(bytes: Array(SHA512.hash(data: input)))
        case .none: return SignedDigest(bytes: [UInt8](input))
        }
    }
}

/// Digest bytes handed to swift-crypto's ECDSA, which signs a `Digest`'s bytes whatever their
/// length (as Security's `digest` algorithms do).
struct SignedDigest: Digest {
    /// Unused by ECDSA (it reads the bytes); the length varies with the algorithm.
    static var byteCount: Int { 0 }
    let bytes: [UInt8]
    func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { try bytes.withUnsafeBytes(body) }
    func makeIterator() -> IndexingIterator<[UInt8]> { bytes.makeIterator() }
    var description: String { "SignedDigest: " + bytes.map { String(format: "%02x", $0) }.joined() }
}
