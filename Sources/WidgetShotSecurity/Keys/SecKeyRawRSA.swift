import Foundation
@_implementationOnly import CCryptoBoringSSL

// SecKey.h's raw RSA functions (deprecated in iOS 15, still called by SwiftyRSA, which DanXi's
// widget compiles): `SecKeyEncrypt`/`SecKeyDecrypt` and `SecKeyRawSign`/`SecKeyRawVerify` with a
// `SecPadding`, computed for real with the BoringSSL swift-crypto builds (`RSA_encrypt`,
// `RSA_decrypt`, `RSA_sign`/`RSA_verify` for the hashed paddings, `RSA_sign_raw`/`RSA_verify_raw`
// for PKCS #1 type-1 and no padding). OAEP is OAEP with SHA-1 and MGF1-SHA-1, as `kSecPaddingOAEP`.
// Elliptic-curve keys, MD2 and a buffer too small give `errSecParam`, a signature that does not
// match `errSecVerifyFailed`.

/// The padding of the raw RSA functions — Security's `SecPadding` (`typedef uint32_t SecPadding`).
public struct SecPadding: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    /// A padding of this value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// No padding (`kSecPaddingNone`, 0).
    public static let kSecPaddingNone = SecPadding([])
    /// PKCS #1 v1.5 padding (1).
    public static let PKCS1 = SecPadding(rawValue: 1)
    /// OAEP padding with SHA-1 (2).
    public static let OAEP = SecPadding(rawValue: 2)
    /// Raw signature data (0x4000).
    public static let sigRaw = SecPadding(rawValue: 0x4000)
    /// The data signed is an MD2 digest (0x8000).
    public static let PKCS1MD2 = SecPadding(rawValue: 0x8000)
    /// The data signed is an MD5 digest (0x8001).
    public static let PKCS1MD5 = SecPadding(rawValue: 0x8001)
    /// The data signed is a SHA-1 digest (0x8002).
    public static let PKCS1SHA1 = SecPadding(rawValue: 0x8002)
    /// The data signed is a SHA-224 digest (0x8003).
    public static let PKCS1SHA224 = SecPadding(rawValue: 0x8003)
    /// The data signed is a SHA-256 digest (0x8004).
    public static let PKCS1SHA256 = SecPadding(rawValue: 0x8004)
    /// The data signed is a SHA-384 digest (0x8005).
    public static let PKCS1SHA384 = SecPadding(rawValue: 0x8005)
    /// The data signed is a SHA-512 digest (0x8006).
    public static let PKCS1SHA512 = SecPadding(rawValue: 0x8006)

    /// BoringSSL's NID and digest length for the hashed signature paddings.
    var digest: (nid: Int32, length: Int)? {
        switch self {
        case .PKCS1MD5: return (NID_md5, 16)
        case .PKCS1SHA1: return (NID_sha1, 20)
        case .PKCS1SHA224: return (NID_sha224, 28)
        case .PKCS1SHA256: return (NID_sha256, 32)
        case .PKCS1SHA384: return (NID_sha384, 48)
        case .PKCS1SHA512: return (NID_sha512, 64)
        default: return nil
        }
    }

    /// BoringSSL's padding for encryption and raw signatures (nil: not one of them).
    var rsaPadding: Int32? {
        switch self {
        case .PKCS1: return RSA_PKCS1_PADDING
        case .OAEP: return RSA_PKCS1_OAEP_PADDING
        case .kSecPaddingNone, .sigRaw: return RSA_NO_PADDING
        default: return nil
        }
    }
}

/// Encrypts `plainTextLen` bytes with an RSA key (its public half) into `cipherText`, whose
/// capacity `cipherTextLen` gives and which receives the length written (the key's block size).
public func SecKeyEncrypt(_ key: SecKey, _ padding: SecPadding, _ plainText: UnsafePointer<UInt8>, _ plainTextLen: Int,
                          _ cipherText: UnsafeMutablePointer<UInt8>, _ cipherTextLen: UnsafeMutablePointer<Int>) -> OSStatus {
    guard let mode = padding.rsaPadding, padding != .sigRaw else { return errSecParam }
    return RawRSA.run(key, needsPrivate: false, cipherText, cipherTextLen) { rsa, outLen, out, max in
        CCryptoBoringSSL_RSA_encrypt(rsa, outLen, out, max, plainText, plainTextLen, mode)
    }
}

/// Decrypts `cipherTextLen` bytes with an RSA private key into `plainText` (capacity in
/// `plainTextLen`, which receives the length written).
public func SecKeyDecrypt(_ key: SecKey, _ padding: SecPadding, _ cipherText: UnsafePointer<UInt8>, _ cipherTextLen: Int,
                          _ plainText: UnsafeMutablePointer<UInt8>, _ plainTextLen: UnsafeMutablePointer<Int>) -> OSStatus {
    guard let mode = padding.rsaPadding, padding != .sigRaw else { return errSecParam }
    return RawRSA.run(key, needsPrivate: true, plainText, plainTextLen) { rsa, outLen, out, max in
        CCryptoBoringSSL_RSA_decrypt(rsa, outLen, out, max, cipherText, cipherTextLen, mode)
    }
}

/// Signs `dataToSignLen` bytes with an RSA private key: a digest for the `PKCS1SHA…` paddings
/// (DigestInfo added, PKCS #1 v1.5), the data as it is for `PKCS1` (type-1 padding only) and no padding.
public func SecKeyRawSign(_ key: SecKey, _ padding: SecPadding, _ dataToSign: UnsafePointer<UInt8>, _ dataToSignLen: Int,
                          _ sig: UnsafeMutablePointer<UInt8>, _ sigLen: UnsafeMutablePointer<Int>) -> OSStatus {
    if let digest = padding.digest {
        guard dataToSignLen == digest.length else { return errSecParam }
        return RawRSA.run(key, needsPrivate: true, sig, sigLen) { rsa, outLen, out, max in
            guard max >= Int(CCryptoBoringSSL_RSA_size(rsa)) else { return 0 }
            var length: UInt32 = 0
            let ok = CCryptoBoringSSL_RSA_sign(digest.nid, dataToSign, dataToSignLen, out, &length, rsa)
            outLen.pointee = Int(length)
            return ok
        }
    }
    guard let mode = padding.rsaPadding, padding != .OAEP else { return errSecParam }
    return RawRSA.run(key, needsPrivate: true, sig, sigLen) { rsa, outLen, out, max in
        CCryptoBoringSSL_RSA_sign_raw(rsa, outLen, out, max, dataToSign, dataToSignLen, mode)
    }
}

/// Checks a signature made by `SecKeyRawSign` with the same padding: `errSecSuccess`, or
/// `errSecVerifyFailed` when it does not match.
public func SecKeyRawVerify(_ key: SecKey, _ padding: SecPadding, _ signedData: UnsafePointer<UInt8>, _ signedDataLen: Int,
                            _ sig: UnsafePointer<UInt8>, _ sigLen: Int) -> OSStatus {
    guard let rsa = RawRSA.open(key, needsPrivate: false) else { return errSecParam }
    defer { CCryptoBoringSSL_RSA_free(rsa); CCryptoBoringSSL_ERR_clear_error() }
    if let digest = padding.digest {
        guard signedDataLen == digest.length else { return errSecParam }
        return CCryptoBoringSSL_RSA_verify(digest.nid, signedData, signedDataLen, sig, sigLen, rsa) == 1 ? errSecSuccess : errSecVerifyFailed
    }
    guard let mode = padding.rsaPadding, padding != .OAEP else { return errSecParam }
    var recovered = [UInt8](repeating: 0, count: Int(CCryptoBoringSSL_RSA_size(rsa)))
    var length = 0
    guard CCryptoBoringSSL_RSA_verify_raw(rsa, &length, &recovered, recovered.count, sig, sigLen, mode) == 1 else { return errSecVerifyFailed }
    return recovered.prefix(length).elementsEqual(UnsafeBufferPointer(start: signedData, count: signedDataLen)) ? errSecSuccess : errSecVerifyFailed
}

/// The BoringSSL side of the raw RSA functions.
enum RawRSA {
    /// The key as a BoringSSL `RSA` (freed by the caller); nil for a non-RSA key, or a public key
    /// where the private one is needed.
    static func open(_ key: SecKey, needsPrivate: Bool) -> OpaquePointer? {
        switch key.material {
        case .rsaPrivate(let bytes):
            return bytes.pkcs1.withUnsafeBytes { CCryptoBoringSSL_RSA_private_key_from_bytes($0.bindMemory(to: UInt8.self).baseAddress, $0.count) }
        case .rsaPublic(let bytes) where !needsPrivate:
            return bytes.pkcs1.withUnsafeBytes { CCryptoBoringSSL_RSA_public_key_from_bytes($0.bindMemory(to: UInt8.self).baseAddress, $0.count) }
        default:
            return nil
        }
    }

    /// Runs one BoringSSL operation writing into `out` (capacity `*outLen`, then the length written).
    static func run(_ key: SecKey, needsPrivate: Bool, _ out: UnsafeMutablePointer<UInt8>, _ outLen: UnsafeMutablePointer<Int>,
                    _ operation: (OpaquePointer, UnsafeMutablePointer<Int>, UnsafeMutablePointer<UInt8>, Int) -> Int32) -> OSStatus {
        guard let rsa = open(key, needsPrivate: needsPrivate) else { return errSecParam }
        defer { CCryptoBoringSSL_RSA_free(rsa); CCryptoBoringSSL_ERR_clear_error() }
        var written = 0
        guard operation(rsa, &written, out, outLen.pointee) == 1 else { return errSecParam }
        outLen.pointee = written
        return errSecSuccess
    }
}
