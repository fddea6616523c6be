import Crypto
@_implementationOnly import CCryptoBoringSSL

// Apple's CommonCrypto digests (`CommonCrypto/CommonDigest.h`), computed with swift-crypto (the
// BoringSSL-backed implementation of CryptoKit's API). Signatures are those Swift imports from
// the C header: `CC_SHA256(const void *data, CC_LONG len, unsigned char *md)` returns `md`, and
// the `#define`d lengths import as `Int32`.

/// CommonCrypto's length type (`typedef uint32_t CC_LONG`).
public typealias CC_LONG = UInt32

/// MD5's digest length in bytes (`CommonDigest.h`: 16).
public let CC_MD5_DIGEST_LENGTH: Int32 = 16
/// SHA-1's digest length in bytes (`CommonDigest.h`: 20).
public let CC_SHA1_DIGEST_LENGTH: Int32 = 20
/// SHA-224's digest length in bytes (`CommonDigest.h`: 28).
public let CC_SHA224_DIGEST_LENGTH: Int32 = 28
/// SHA-256's digest length in bytes (`CommonDigest.h`: 32).
public let CC_SHA256_DIGEST_LENGTH: Int32 = 32
/// SHA-384's digest length in bytes (`CommonDigest.h`: 48).
public let CC_SHA384_DIGEST_LENGTH: Int32 = 48
/// SHA-512's digest length in bytes (`CommonDigest.h`: 64).
public let CC_SHA512_DIGEST_LENGTH: Int32 = 64

/// The MD5 digest of `len` bytes at `data`, written to `md` (16 bytes); returns `md`.
@discardableResult
public func CC_MD5(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!) -> UnsafeMutablePointer<UInt8>! {
    CommonDigest.write(Insecure.MD5.self, data, len, md)
}

/// The SHA-1 digest of `len` bytes at `data`, written to `md` (20 bytes); returns `md`.
@discardableResult
public func CC_SHA1(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!) -> UnsafeMutablePointer<UInt8>! {
    CommonDigest.write(Insecure.SHA1.self, data, len, md)
}

/// The SHA-224 digest of `len` bytes at `data`, written to `md` (28 bytes); returns `md`.
/// swift-crypto's API has no SHA-224: the BoringSSL it builds computes it (`SHA224`).
@discardableResult
public func CC_SHA224(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!) -> UnsafeMutablePointer<UInt8>! {
    guard let md else { return nil }
    var empty: UInt8 = 0
    _ = CCryptoBoringSSL_SHA224(data.map { $0.assumingMemoryBound(to: UInt8.self) } ?? withUnsafePointer(to: &empty) { $0 }, Int(len), md)
    return md
}

/// The SHA-256 digest of `len` bytes at `data`, written to `md` (32 bytes); returns `md`.
@discardableResult
public func CC_SHA256(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!) -> UnsafeMutablePointer<UInt8>! {
    CommonDigest.write(SHA256.self, data, len, md)
}

/// The SHA-384 digest of `len` bytes at `data`, written to `md` (48 bytes); returns `md`.
@discardableResult
public func CC_SHA384(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!) -> UnsafeMutablePointer<UInt8>! {
    CommonDigest.write(SHA384.self, data, len, md)
}

/// The SHA-512 digest of `len` bytes at `data`, written to `md` (64 bytes); returns `md`.
@discardableResult
public func CC_SHA512(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!) -> UnsafeMutablePointer<UInt8>! {
    CommonDigest.write(SHA512.self, data, len, md)
}

enum CommonDigest {
    /// Hashes `len` bytes at `data` with `function` and copies the digest to `md`.
    static func write<H: HashFunction>(_ function: H.Type, _ data: UnsafeRawPointer?, _ len: CC_LONG,
                                       _ md: UnsafeMutablePointer<UInt8>?) -> UnsafeMutablePointer<UInt8>? {
        guard let md else { return nil }
        var hasher = H()
        if len > 0, let data { hasher.update(bufferPointer: UnsafeRawBufferPointer(start: data, count: Int(len))) }
        hasher.finalize().withUnsafeBytes { digest in
            for (index, byte) in digest.enumerated() { md[index] = byte }
        }
        return md
    }
}
