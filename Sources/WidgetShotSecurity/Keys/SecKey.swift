import Foundation
import Crypto

/// A cryptographic key — Security's `SecKey`.
///
/// WidgetShot's keys are the NIST elliptic-curve keys (`kSecAttrKeyTypeECSECPrimeRandom`,
/// P-256, P-384, P-521) iOS apps sign JWTs and API requests with, computed with swift-crypto
/// (BoringSSL): `SecKeyCreateWithData`, `SecKeyCreateRandomKey`, `SecKeyCreateSignature`,
/// `SecKeyVerifySignature`, `SecKeyCopyKeyExchangeResult` give what a device gives. RSA keys
/// and the Secure Enclave are refused with an error, as Apple refuses an algorithm a key
/// does not support.
public final class SecKey: Hashable, CustomStringConvertible, @unchecked Sendable {
    let material: EllipticCurveKey

    init(_ material: EllipticCurveKey) { self.material = material }

    /// Two keys are equal when they are the same key material (as `CFEqual` on `SecKey`s).
    public static func == (lhs: SecKey, rhs: SecKey) -> Bool {
        lhs.material.isPrivate == rhs.material.isPrivate && lhs.material.externalRepresentation == rhs.material.externalRepresentation
    }
    /// Hashes the key material.
    public func hash(into hasher: inout Hasher) { hasher.combine(material.externalRepresentation) }

    /// Apple's description of a key: its curve and class.
    public var description: String {
        "<SecKeyRef curve type: \(material.curveName), algorithm id: 3, key type: \(material.isPrivate ? "ECPrivateKey" : "ECPublicKey"), version: 4, block size: \(material.bits) bits, addr: \(ObjectIdentifier(self))>"
    }
}

/// The elliptic-curve key a `SecKey` holds.
enum EllipticCurveKey {
    case p256Private(P256.Signing.PrivateKey), p256Public(P256.Signing.PublicKey)
    case p384Private(P384.Signing.PrivateKey), p384Public(P384.Signing.PublicKey)
    case p521Private(P521.Signing.PrivateKey), p521Public(P521.Signing.PublicKey)

    var isPrivate: Bool {
        switch self {
        case .p256Private, .p384Private, .p521Private: return true
        default: return false
        }
    }
    /// The curve's size in bits (`kSecAttrKeySizeInBits`).
    var bits: Int {
        switch self {
        case .p256Private, .p256Public: return 256
        case .p384Private, .p384Public: return 384
        case .p521Private, .p521Public: return 521
        }
    }
    /// Security's name of the curve.
    var curveName: String { "kSecECCurveSecp\(bits)r1" }

    /// The key as `SecKeyCopyExternalRepresentation` gives it: ANSI X9.63, `04 || X || Y` for a
    /// public key, `04 || X || Y || K` for a private one.
    var externalRepresentation: Data {
        switch self {
        case .p256Private(let k): return k.x963Representation
        case .p256Public(let k): return k.x963Representation
        case .p384Private(let k): return k.x963Representation
        case .p384Public(let k): return k.x963Representation
        case .p521Private(let k): return k.x963Representation
        case .p521Public(let k): return k.x963Representation
        }
    }

    /// The public half.
    var publicKey: EllipticCurveKey {
        switch self {
        case .p256Private(let k): return .p256Public(k.publicKey)
        case .p384Private(let k): return .p384Public(k.publicKey)
        case .p521Private(let k): return .p521Public(k.publicKey)
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
