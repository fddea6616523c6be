import Foundation
import Crypto

/// A cryptographic key — Security's `SecKey`.
///
/// WidgetShot's keys are the NIST elliptic-curve keys (`kSecAttrKeyTypeECSECPrimeRandom`,
/// P-256, P-384, P-521) iOS apps sign JWTs and API requests with, computed with swift-crypto
/// (BoringSSL): `SecKeyCreateWithData`, `SecKeyCreateRandomKey`, `SecKeyCreateSignature`,
/// `SecKeyVerifySignature`, `SecKeyCopyKeyExchangeResult` give what a device gives; and RSA keys
/// (`kSecAttrKeyTypeRSA`, PKCS #1 bytes, from `SecKeyCreateWithData` or a PKCS #12 identity),
/// which sign and verify with PKCS #1 v1.5 (``RSAKeyBytes``). Other RSA algorithms (PSS,
/// encryption), RSA key generation and the Secure Enclave are refused with an error, as Apple
/// refuses an algorithm a key does not support.
public final class SecKey: Hashable, CustomStringConvertible, @unchecked Sendable {
    let material: SecKeyMaterial

    init(_ material: SecKeyMaterial) { self.material = material }

    /// Two keys are equal when they are the same key material (as `CFEqual` on `SecKey`s).
    public static func == (lhs: SecKey, rhs: SecKey) -> Bool {
        lhs.material.isPrivate == rhs.material.isPrivate && lhs.material.externalRepresentation == rhs.material.externalRepresentation
    }
    /// Hashes the key material.
    public func hash(into hasher: inout Hasher) { hasher.combine(material.externalRepresentation) }

    /// Apple's description of a key: its curve (or RSA) and class.
    public var description: String {
        if material.isRSA {
            return "<SecKeyRef algorithm id: 1, key type: \(material.isPrivate ? "RSAPrivateKey" : "RSAPublicKey"), version: 4, block size: \(material.bits) bits, addr: \(ObjectIdentifier(self))>"
        }
        return "<SecKeyRef curve type: \(material.curveName), algorithm id: 3, key type: \(material.isPrivate ? "ECPrivateKey" : "ECPublicKey"), version: 4, block size: \(material.bits) bits, addr: \(ObjectIdentifier(self))>"
    }
}

/// An RSA key as Security's external representation holds it: PKCS #1 `RSAPrivateKey` or
/// `RSAPublicKey` DER, and its modulus size in bits.
struct RSAKeyBytes: Equatable {
    let pkcs1: Data
    let bits: Int
}

/// The key a `SecKey` holds.
enum SecKeyMaterial {
    case p256Private(P256.Signing.PrivateKey), p256Public(P256.Signing.PublicKey)
    case p384Private(P384.Signing.PrivateKey), p384Public(P384.Signing.PublicKey)
    case p521Private(P521.Signing.PrivateKey), p521Public(P521.Signing.PublicKey)
    case rsaPrivate(RSAKeyBytes), rsaPublic(RSAKeyBytes)

    var isPrivate: Bool {
        switch self {
        case .p256Private, .p384Private, .p521Private, .rsaPrivate: return true
        default: return false
        }
    }
    var isRSA: Bool {
        switch self {
        case .rsaPrivate, .rsaPublic: return true
        default: return false
        }
    }
    /// The curve's (or the RSA modulus') size in bits (`kSecAttrKeySizeInBits`).
    var bits: Int {
        switch self {
        case .p256Private, .p256Public: return 256
        case .p384Private, .p384Public: return 384
        case .p521Private, .p521Public: return 521
        case .rsaPrivate(let k), .rsaPublic(let k): return k.bits
        }
    }
    /// Security's name of the curve.
    var curveName: String { "kSecECCurveSecp\(bits)r1" }

    /// The key as `SecKeyCopyExternalRepresentation` gives it: for an EC key ANSI X9.63, `04 || X || Y`
    /// for a public key, `04 || X || Y || K` for a private one; for an RSA key PKCS #1 DER.
    var externalRepresentation: Data {
        switch self {
        case .p256Private(let k): return k.x963Representation
        case .p256Public(let k): return k.x963Representation
        case .p384Private(let k): return k.x963Representation
        case .p384Public(let k): return k.x963Representation
        case .p521Private(let k): return k.x963Representation
        case .p521Public(let k): return k.x963Representation
        case .rsaPrivate(let k), .rsaPublic(let k): return k.pkcs1
        }
    }

    /// The public half (nil for an RSA private key BoringSSL cannot read back).
    var publicKey: SecKeyMaterial? {
        switch self {
        case .p256Private(let k): return .p256Public(k.publicKey)
        case .p384Private(let k): return .p384Public(k.publicKey)
        case .p521Private(let k): return .p521Public(k.publicKey)
        case .rsaPrivate(let k): return BoringSSL.rsaPublicKey(ofPrivate: k.pkcs1).map { .rsaPublic(RSAKeyBytes(pkcs1: $0, bits: k.bits)) }
        default: return self
        }
    }

    /// The key read from its X9.63 bytes; the length says the curve and whether it is private
    /// (P-256: 65 public, 97 private; P-384: 97/145; P-521: 133/199).
    init?(x963 data: Data, isPrivate: Bool) {
        do {
            switch (data.count, isPrivate) {
            case (65, false): self = .p256Public(try .init(x963Representation: data))
            case (97, true): self = .p256Private(try .init(x963Representation: data))
            case (97, false): self = .p384Public(try .init(x963Representation: data))
            case (145, true): self = .p384Private(try .init(x963Representation: data))
            case (133, false): self = .p521Public(try .init(x963Representation: data))
            case (199, true): self = .p521Private(try .init(x963Representation: data))
            default: return nil
            }
        } catch { return nil }
    }

    /// An RSA key read from its PKCS #1 bytes (nil if they are not one).
    init?(rsaPKCS1 data: Data, isPrivate: Bool) {
        guard let bits = BoringSSL.rsaBits(pkcs1: data, isPrivate: isPrivate) else { return nil }
        let key = RSAKeyBytes(pkcs1: data, bits: bits)
        self = isPrivate ? .rsaPrivate(key) : .rsaPublic(key)
    }

    /// A new random private key of `bits` bits (256, 384 or 521).
    init?(randomBits bits: Int) {
        switch bits {
        case 256: self = .p256Private(.init())
        case 384: self = .p384Private(.init())
        case 521: self = .p521Private(.init())
        default: return nil
        }
    }
}
