import Foundation

// Security's key algorithms and operations (SecKey.h). The raw values are Apple's strings
// (Security framework, open source: keychain/SecKey.m, `kSecKeyAlgorithm…`), so an algorithm
// printed or compared by value reads as on a device.

/// What a key is asked to do — Security's `SecKeyOperationType` (Apple's raw values).
public enum SecKeyOperationType: Int, Sendable {
    /// Create a signature.
    case sign = 0
    /// Check a signature.
    case verify = 1
    /// Encrypt data.
    case encrypt = 2
    /// Decrypt data.
    case decrypt = 3
    /// Agree on a shared secret (Diffie–Hellman).
    case keyExchange = 4
}

/// An algorithm a key runs — Security's `SecKeyAlgorithm` (a `CFString` wrapped as a struct in Swift).
public struct SecKeyAlgorithm: RawRepresentable, Hashable, @unchecked Sendable {
    /// Apple's identifier, such as `algid:sign:ECDSA:digest-X962:SHA256`.
    public let rawValue: CFString
    /// The algorithm with Apple's identifier `rawValue`.
    public init(rawValue: CFString) { self.rawValue = rawValue }
    /// The algorithm with Apple's identifier `rawValue`.
    public init(_ rawValue: CFString) { self.init(rawValue: rawValue) }
    init(_ rawValue: String) { self.rawValue = rawValue as NSString }

    // MARK: ECDSA

    /// ECDSA over a digest the caller computed; the signature is `r || s` (RFC 4754).
    public static let ecdsaSignatureRFC4754 = SecKeyAlgorithm("algid:sign:ECDSA:RFC4754")
    /// ECDSA over a digest of any length; the signature is DER (X9.62).
    public static let ecdsaSignatureDigestX962 = SecKeyAlgorithm("algid:sign:ECDSA:digest-X962")
    /// ECDSA over a SHA-1 digest; DER signature.
    public static let ecdsaSignatureDigestX962SHA1 = SecKeyAlgorithm("algid:sign:ECDSA:digest-X962:SHA1")
    /// ECDSA over a SHA-224 digest; DER signature.
    public static let ecdsaSignatureDigestX962SHA224 = SecKeyAlgorithm("algid:sign:ECDSA:digest-X962:SHA224")
    /// ECDSA over a SHA-256 digest; DER signature.
    public static let ecdsaSignatureDigestX962SHA256 = SecKeyAlgorithm("algid:sign:ECDSA:digest-X962:SHA256")
    /// ECDSA over a SHA-384 digest; DER signature.
    public static let ecdsaSignatureDigestX962SHA384 = SecKeyAlgorithm("algid:sign:ECDSA:digest-X962:SHA384")
    /// ECDSA over a SHA-512 digest; DER signature.
    public static let ecdsaSignatureDigestX962SHA512 = SecKeyAlgorithm("algid:sign:ECDSA:digest-X962:SHA512")
    /// ECDSA over a message hashed with SHA-1; DER signature.
    public static let ecdsaSignatureMessageX962SHA1 = SecKeyAlgorithm("algid:sign:ECDSA:message-X962:SHA1")
    /// ECDSA over a message hashed with SHA-224; DER signature.
    public static let ecdsaSignatureMessageX962SHA224 = SecKeyAlgorithm("algid:sign:ECDSA:message-X962:SHA224")
    /// ECDSA over a message hashed with SHA-256; DER signature.
    public static let ecdsaSignatureMessageX962SHA256 = SecKeyAlgorithm("algid:sign:ECDSA:message-X962:SHA256")
    /// ECDSA over a message hashed with SHA-384; DER signature.
    public static let ecdsaSignatureMessageX962SHA384 = SecKeyAlgorithm("algid:sign:ECDSA:message-X962:SHA384")
    /// ECDSA over a message hashed with SHA-512; DER signature.
    public static let ecdsaSignatureMessageX962SHA512 = SecKeyAlgorithm("algid:sign:ECDSA:message-X962:SHA512")

    // MARK: ECDH

    /// Elliptic-curve Diffie–Hellman: the shared secret's x coordinate.
    public static let ecdhKeyExchangeStandard = SecKeyAlgorithm("algid:keyexchange:ECDH")
    /// Cofactor Diffie–Hellman (the same secret on the NIST prime curves, whose cofactor is 1).
    public static let ecdhKeyExchangeCofactor = SecKeyAlgorithm("algid:keyexchange:ECDHC")
    /// ECDH, the secret derived with the ANSI X9.63 KDF over SHA-256.
    public static let ecdhKeyExchangeStandardX963SHA256 = SecKeyAlgorithm("algid:keyexchange:ECDH:KDFX963:SHA256")
    /// Cofactor ECDH, the secret derived with the ANSI X9.63 KDF over SHA-256.
    public static let ecdhKeyExchangeCofactorX963SHA256 = SecKeyAlgorithm("algid:keyexchange:ECDHC:KDFX963:SHA256")

    // MARK: ECIES (declared; WidgetShot does not run them)

    /// ECIES with ECDH, the X9.63 SHA-256 KDF and AES-GCM.
    public static let eciesEncryptionStandardX963SHA256AESGCM = SecKeyAlgorithm("algid:encrypt:ECIES:ECDH:KDFX963:SHA256:AESGCM")
    /// ECIES with cofactor ECDH, the X9.63 SHA-256 KDF and AES-GCM.
    public static let eciesEncryptionCofactorX963SHA256AESGCM = SecKeyAlgorithm("algid:encrypt:ECIES:ECDHC:KDFX963:SHA256:AESGCM")
    /// ECIES with ECDH and a derived IV.
    public static let eciesEncryptionStandardVariableIVX963SHA256AESGCM = SecKeyAlgorithm("algid:encrypt:ECIES:ECDH:KDFX963:SHA256:AESGCM-KDFIV")
    /// ECIES with cofactor ECDH and a derived IV.
    public static let eciesEncryptionCofactorVariableIVX963SHA256AESGCM = SecKeyAlgorithm("algid:encrypt:ECIES:ECDHC:KDFX963:SHA256:AESGCM-KDFIV")

    // MARK: RSA (PKCS #1 v1.5 signatures run, see RSASignatureAlgorithm; the others are declared)

    /// Raw RSA.
    public static let rsaSignatureRaw = SecKeyAlgorithm("algid:sign:RSA:raw")
    /// RSA PKCS #1 v1.5 over a SHA-1 digest.
    public static let rsaSignatureDigestPKCS1v15SHA1 = SecKeyAlgorithm("algid:sign:RSA:digest-PKCS1v15:SHA1")
    /// RSA PKCS #1 v1.5 over a SHA-384 digest.
    public static let rsaSignatureDigestPKCS1v15SHA384 = SecKeyAlgorithm("algid:sign:RSA:digest-PKCS1v15:SHA384")
    /// RSA PKCS #1 v1.5 over a SHA-512 digest.
    public static let rsaSignatureDigestPKCS1v15SHA512 = SecKeyAlgorithm("algid:sign:RSA:digest-PKCS1v15:SHA512")
    /// RSA PKCS #1 v1.5 over a message hashed with SHA-1.
    public static let rsaSignatureMessagePKCS1v15SHA1 = SecKeyAlgorithm("algid:sign:RSA:message-PKCS1v15:SHA1")
    /// RSA PKCS #1 v1.5 over a message hashed with SHA-384.
    public static let rsaSignatureMessagePKCS1v15SHA384 = SecKeyAlgorithm("algid:sign:RSA:message-PKCS1v15:SHA384")
    /// RSA PKCS #1 v1.5 over a SHA-256 digest.
    public static let rsaSignatureDigestPKCS1v15SHA256 = SecKeyAlgorithm("algid:sign:RSA:digest-PKCS1v15:SHA256")
    /// RSA PKCS #1 v1.5 over a message hashed with SHA-256.
    public static let rsaSignatureMessagePKCS1v15SHA256 = SecKeyAlgorithm("algid:sign:RSA:message-PKCS1v15:SHA256")
    /// RSA PKCS #1 v1.5 over a message hashed with SHA-512.
    public static let rsaSignatureMessagePKCS1v15SHA512 = SecKeyAlgorithm("algid:sign:RSA:message-PKCS1v15:SHA512")
    /// RSA-PSS over a SHA-256 digest.
    public static let rsaSignatureDigestPSSSHA256 = SecKeyAlgorithm("algid:sign:RSA:digest-PSS:SHA256:SHA256")
    /// RSA-PSS over a message hashed with SHA-256.
    public static let rsaSignatureMessagePSSSHA256 = SecKeyAlgorithm("algid:sign:RSA:message-PSS:SHA256:SHA256")
    /// RSA encryption with PKCS #1 v1.5 padding.
    public static let rsaEncryptionPKCS1 = SecKeyAlgorithm("algid:encrypt:RSA:PKCS1")
    /// RSA-OAEP with SHA-1.
    public static let rsaEncryptionOAEPSHA1 = SecKeyAlgorithm("algid:encrypt:RSA:OAEP:SHA1")
    /// RSA-OAEP with SHA-256.
    public static let rsaEncryptionOAEPSHA256 = SecKeyAlgorithm("algid:encrypt:RSA:OAEP:SHA256")
}
