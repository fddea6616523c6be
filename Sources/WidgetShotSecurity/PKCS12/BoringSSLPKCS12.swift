import Foundation
import Crypto
@_implementationOnly import CCryptoBoringSSL

// PKCS#12, X.509 and RSA through the BoringSSL that swift-crypto builds (its CCryptoBoringSSL
// module, already linked for `Crypto`; no system OpenSSL): `PKCS12_get_key_and_certs` checks the
// MAC with the passphrase and decrypts the key and certificate bags, as Security's p12import does.

/// What a PKCS#12 file holds: its private key and certificates (the key's own first).
struct PKCS12Contents {
    let key: SecKeyMaterial
    /// DER certificates: the one matching the key first, then the rest in file order.
    let certificates: [Data]
}

enum BoringSSL {
    /// The key and certificates of a PKCS#12 file, or the OSStatus iOS returns: `errSecAuthFailed`
    /// for a wrong passphrase (a MAC that does not verify), `errSecDecode` for data that is not
    /// PKCS#12 or a key that is neither RSA nor EC (NIST P-256/384/521).
    static func importPKCS12(_ data: Data, passphrase: String) -> Result<PKCS12Contents, PKCS12Failure> {
        // `STACK_OF(X509)` through the untyped stack functions (Swift does not import BoringSSL's
        // inline `sk_X509_…` helpers); both are opaque pointers to Swift.
        guard let stack = CCryptoBoringSSL_OPENSSL_sk_new_null() else { return .failure(PKCS12Failure(status: errSecAllocate)) }
        defer {
            for index in 0..<CCryptoBoringSSL_OPENSSL_sk_num(stack) {
                if let certificate = CCryptoBoringSSL_OPENSSL_sk_value(stack, index) { CCryptoBoringSSL_X509_free(OpaquePointer(certificate)) }
            }
            CCryptoBoringSSL_OPENSSL_sk_free(stack)
        }
        CCryptoBoringSSL_ERR_clear_error()
        var key: OpaquePointer?
        let parsed: Int32 = data.withUnsafeBytes { raw in
            var cbs = CBS()
            CCryptoBoringSSL_CBS_init(&cbs, raw.bindMemory(to: UInt8.self).baseAddress, raw.count)
            return CCryptoBoringSSL_PKCS12_get_key_and_certs(&key, stack, &cbs, passphrase)
        }
        guard parsed == 1, let key else {
            let error = CCryptoBoringSSL_ERR_get_error()
            // ERR_GET_LIB and ERR_GET_REASON (inline in err.h): the library in bits 24–31, the reason in 0–11.
            let wrongPassword = Int((error >> 24) & 0xff) == Int(ERR_LIB_PKCS8) && Int32(error & 0xfff) == PKCS8_R_INCORRECT_PASSWORD
            CCryptoBoringSSL_ERR_clear_error()
            return .failure(PKCS12Failure(status: wrongPassword ? errSecAuthFailed : errSecDecode))
        }
        defer { CCryptoBoringSSL_EVP_PKEY_free(key) }
        guard let material = privateKeyMaterial(key) else { return .failure(PKCS12Failure(status: errSecDecode)) }
        var own: [Data] = [], others: [Data] = []
        for index in 0..<CCryptoBoringSSL_OPENSSL_sk_num(stack) {
            guard let pointer = CCryptoBoringSSL_OPENSSL_sk_value(stack, index), case let certificate = OpaquePointer(pointer),
                  let der = derBytes(certificate) else { continue }
            if own.isEmpty && CCryptoBoringSSL_X509_check_private_key(certificate, key) == 1 { own.append(der) } else { others.append(der) }
        }
        CCryptoBoringSSL_ERR_clear_error()   // X509_check_private_key leaves errors for certificates that do not match
        return .success(PKCS12Contents(key: material, certificates: own + others))
    }

    /// The public key of a DER certificate (RSA or NIST EC), or nil.
    static func publicKey(ofCertificate der: Data) -> SecKeyMaterial? {
        der.withUnsafeBytes { raw -> SecKeyMaterial? in
            var pointer = raw.bindMemory(to: UInt8.self).baseAddress
            guard let certificate = CCryptoBoringSSL_d2i_X509(nil, &pointer, raw.count) else { return nil }
            defer { CCryptoBoringSSL_X509_free(certificate) }
            guard let key = CCryptoBoringSSL_X509_get_pubkey(certificate) else { return nil }
            defer { CCryptoBoringSSL_EVP_PKEY_free(key) }
            if CCryptoBoringSSL_EVP_PKEY_id(key) == EVP_PKEY_RSA, let rsa = CCryptoBoringSSL_EVP_PKEY_get0_RSA(key) {
                return owned({ CCryptoBoringSSL_RSA_public_key_to_bytes(&$0, &$1, rsa) }).map {
                    .rsaPublic(RSAKeyBytes(pkcs1: $0, bits: Int(CCryptoBoringSSL_RSA_bits(rsa))))
                }
            }
            guard let spki = marshal({ CCryptoBoringSSL_EVP_marshal_public_key($0, key) }) else { return nil }
            if let k = try? P256.Signing.PublicKey(derRepresentation: spki) { return .p256Public(k) }
            if let k = try? P384.Signing.PublicKey(derRepresentation: spki) { return .p384Public(k) }
            if let k = try? P521.Signing.PublicKey(derRepresentation: spki) { return .p521Public(k) }
            return nil
        }
    }

    /// The common name of a DER certificate's subject, or nil.
    static func subjectCommonName(ofCertificate der: Data) -> String? {
        der.withUnsafeBytes { raw -> String? in
            var pointer = raw.bindMemory(to: UInt8.self).baseAddress
            guard let certificate = CCryptoBoringSSL_d2i_X509(nil, &pointer, raw.count) else { return nil }
            defer { CCryptoBoringSSL_X509_free(certificate) }
            guard let name = CCryptoBoringSSL_X509_get_subject_name(certificate) else { return nil }
            var buffer = [CChar](repeating: 0, count: 256)
            let length = CCryptoBoringSSL_X509_NAME_get_text_by_NID(name, NID_commonName, &buffer, Int32(buffer.count))
            return length > 0 ? String(cString: buffer) : nil
        }
    }

    /// A PKCS#1 v1.5 RSA signature of `digest` (already hashed with `hashNID`'s hash) with a
    /// PKCS#1 private key, as `RSA_sign` makes it; nil if BoringSSL refuses.
    static func rsaSign(pkcs1 privateKey: Data, hashNID: Int32, digest: [UInt8]) -> Data? {
        let rsa: OpaquePointer? = privateKey.withUnsafeBytes { CCryptoBoringSSL_RSA_private_key_from_bytes($0.bindMemory(to: UInt8.self).baseAddress, $0.count) }
        guard let rsa else { return nil }
        defer { CCryptoBoringSSL_RSA_free(rsa) }
        var signature = [UInt8](repeating: 0, count: Int(CCryptoBoringSSL_RSA_size(rsa)))
        var length: UInt32 = 0
        guard CCryptoBoringSSL_RSA_sign(hashNID, digest, digest.count, &signature, &length, rsa) == 1 else { return nil }
        return Data(signature.prefix(Int(length)))
    }

    /// Whether `signature` is a PKCS#1 v1.5 RSA signature of `digest` by a PKCS#1 public key.
    static func rsaVerify(pkcs1 publicKey: Data, hashNID: Int32, digest: [UInt8], signature: Data) -> Bool {
        let rsa: OpaquePointer? = publicKey.withUnsafeBytes { CCryptoBoringSSL_RSA_public_key_from_bytes($0.bindMemory(to: UInt8.self).baseAddress, $0.count) }
        guard let rsa else { return false }
        defer { CCryptoBoringSSL_RSA_free(rsa) }
        let bytes = [UInt8](signature)
        let valid = CCryptoBoringSSL_RSA_verify(hashNID, digest, digest.count, bytes, bytes.count, rsa) == 1
        CCryptoBoringSSL_ERR_clear_error()
        return valid
    }

    /// The public half of a PKCS#1 RSA private key, as PKCS#1 `RSAPublicKey` bytes.
    static func rsaPublicKey(ofPrivate pkcs1: Data) -> Data? {
        let rsa: OpaquePointer? = pkcs1.withUnsafeBytes { CCryptoBoringSSL_RSA_private_key_from_bytes($0.bindMemory(to: UInt8.self).baseAddress, $0.count) }
        guard let rsa else { return nil }
        defer { CCryptoBoringSSL_RSA_free(rsa) }
        return owned { CCryptoBoringSSL_RSA_public_key_to_bytes(&$0, &$1, rsa) }
    }

    /// NIDs of the hashes RSA signs with.
    static let sha1NID = NID_sha1, sha224NID = NID_sha224, sha256NID = NID_sha256, sha384NID = NID_sha384, sha512NID = NID_sha512

    private static func privateKeyMaterial(_ key: OpaquePointer) -> SecKeyMaterial? {
        if CCryptoBoringSSL_EVP_PKEY_id(key) == EVP_PKEY_RSA, let rsa = CCryptoBoringSSL_EVP_PKEY_get0_RSA(key) {
            return owned({ CCryptoBoringSSL_RSA_private_key_to_bytes(&$0, &$1, rsa) }).map {
                .rsaPrivate(RSAKeyBytes(pkcs1: $0, bits: Int(CCryptoBoringSSL_RSA_bits(rsa))))
            }
        }
        guard let pkcs8 = marshal({ CCryptoBoringSSL_EVP_marshal_private_key($0, key) }) else { return nil }
        if let k = try? P256.Signing.PrivateKey(derRepresentation: pkcs8) { return .p256Private(k) }
        if let k = try? P384.Signing.PrivateKey(derRepresentation: pkcs8) { return .p384Private(k) }
        if let k = try? P521.Signing.PrivateKey(derRepresentation: pkcs8) { return .p521Private(k) }
        return nil
    }

    private static func derBytes(_ certificate: OpaquePointer) -> Data? {
        var out: UnsafeMutablePointer<UInt8>?
        let length = CCryptoBoringSSL_i2d_X509(certificate, &out)
        guard length > 0, let out else { return nil }
        defer { CCryptoBoringSSL_OPENSSL_free(out) }
        return Data(bytes: out, count: Int(length))
    }

    /// Bytes BoringSSL allocates (`…_to_bytes(&out, &len, …)`), copied and freed.
    private static func owned(_ make: (inout UnsafeMutablePointer<UInt8>?, inout Int) -> Int32) -> Data? {
        var out: UnsafeMutablePointer<UInt8>?
        var length = 0
        guard make(&out, &length) == 1, let out else { return nil }
        defer { CCryptoBoringSSL_OPENSSL_free(out) }
        return Data(bytes: out, count: length)
    }

    /// Bytes a `CBB` marshaller writes.
    private static func marshal(_ write: (UnsafeMutablePointer<CBB>) -> Int32) -> Data? {
        var cbb = CBB()
        guard CCryptoBoringSSL_CBB_init(&cbb, 0) == 1 else { return nil }
        guard write(&cbb) == 1 else { CCryptoBoringSSL_CBB_cleanup(&cbb); return nil }
        return owned { CCryptoBoringSSL_CBB_finish(&cbb, &$0, &$1) }
    }
}

/// Why `SecPKCS12Import` failed: the OSStatus it returns.
struct PKCS12Failure: Error { let status: OSStatus }

extension BoringSSL {
    /// The modulus size of a PKCS #1 RSA key, or nil if the bytes are not one.
    static func rsaBits(pkcs1: Data, isPrivate: Bool) -> Int? {
        let rsa: OpaquePointer? = pkcs1.withUnsafeBytes { raw in
            let base = raw.bindMemory(to: UInt8.self).baseAddress
            return isPrivate ? CCryptoBoringSSL_RSA_private_key_from_bytes(base, raw.count) : CCryptoBoringSSL_RSA_public_key_from_bytes(base, raw.count)
        }
        CCryptoBoringSSL_ERR_clear_error()
        guard let rsa else { return nil }
        defer { CCryptoBoringSSL_RSA_free(rsa) }
        return Int(CCryptoBoringSSL_RSA_bits(rsa))
    }
}
