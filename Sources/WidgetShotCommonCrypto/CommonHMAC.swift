import Crypto
@_implementationOnly import CCryptoBoringSSL

// Apple's CommonCrypto HMAC (`CommonCrypto/CommonHMAC.h`), computed with swift-crypto.

/// The hash function of an HMAC (`typedef uint32_t CCHmacAlgorithm`).
public typealias CCHmacAlgorithm = UInt32

/// HMAC-SHA1 (`CommonHMAC.h`: 0; the C enum constants import as `Int`).
public let kCCHmacAlgSHA1 = 0
/// HMAC-MD5 (`CommonHMAC.h`: 1).
public let kCCHmacAlgMD5 = 1
/// HMAC-SHA256 (`CommonHMAC.h`: 2).
public let kCCHmacAlgSHA256 = 2
/// HMAC-SHA384 (`CommonHMAC.h`: 3).
public let kCCHmacAlgSHA384 = 3
/// HMAC-SHA512 (`CommonHMAC.h`: 4).
public let kCCHmacAlgSHA512 = 4
/// HMAC-SHA224 (`CommonHMAC.h`: 5).
public let kCCHmacAlgSHA224 = 5

/// The HMAC of `dataLength` bytes at `data` under the key, written to `macOut` (the digest length
/// of `algorithm`). SHA-224 (5), which swift-crypto's API does not offer, is computed by the
/// BoringSSL it builds (`HMAC` with `EVP_sha224`). An unknown algorithm is a programming error naming it.
public func CCHmac(_ algorithm: CCHmacAlgorithm, _ key: UnsafeRawPointer!, _ keyLength: Int,
                   _ data: UnsafeRawPointer!, _ dataLength: Int, _ macOut: UnsafeMutableRawPointer!) {
    let keyBytes = key.map { SymmetricKey(data: UnsafeRawBufferPointer(start: $0, count: keyLength)) } ?? SymmetricKey(data: [UInt8]())
    let message = data.map { UnsafeRawBufferPointer(start: $0, count: dataLength) } ?? UnsafeRawBufferPointer(start: nil, count: 0)
    func write<H: HashFunction>(_: H.Type) {
        let code = HMAC<H>.authenticationCode(for: message, using: keyBytes)
        code.withUnsafeBytes { bytes in macOut.copyMemory(from: bytes.baseAddress!, byteCount: bytes.count) }
    }
    switch Int(algorithm) {
    case kCCHmacAlgSHA1: write(Insecure.SHA1.self)
    case kCCHmacAlgMD5: write(Insecure.MD5.self)
    case kCCHmacAlgSHA256: write(SHA256.self)
    case kCCHmacAlgSHA384: write(SHA384.self)
    case kCCHmacAlgSHA512: write(SHA512.self)
    case kCCHmacAlgSHA224:
        var length: UInt32 = 0
        var empty: UInt8 = 0
        _ = withUnsafePointer(to: &empty) { none in
            CCryptoBoringSSL_HMAC(CCryptoBoringSSL_EVP_sha224(), key ?? UnsafeRawPointer(none), key == nil ? 0 : keyLength,
                                  data.map { $0.assumingMemoryBound(to: UInt8.self) } ?? none, data == nil ? 0 : dataLength,
                                  macOut.assumingMemoryBound(to: UInt8.self), &length)
        }
    default: preconditionFailure("CCHmac: algorithm \(algorithm) is not supported (SHA-1, MD5, SHA-224/256/384/512 are)")
    }
}
