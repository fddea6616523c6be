import Foundation
import Testing
import WidgetShot
import WidgetShotCommonCrypto

/// Issue 20 (DanXi-Dev/DanXi-swift): SwiftyRSA, compiled into DanXi's widget, calls SecKey.h's raw
/// RSA functions and CommonCrypto's SHA-224. They compute for real; the expected values come from
/// OpenSSL (`openssl genrsa 1024`, `openssl dgst -sha256 -sign`, `openssl dgst -sha224`).
@Suite struct RouteFifteenRawRSATests {
    /// A 1024-bit RSA private key, PKCS #1 DER (openssl genrsa -traditional).
    static let privateDER = Data(base64Encoded: "MIICXgIBAAKBgQDWGdEBvD7ewbI/H6aelI0EnWN1jCMYiP4Q7CBSKUI4lCuDdfW4KZ3QOiTO1vZBVbu18U98eN7wtyORbIwnSUbxwnf+IaRWFYtxQ2Gr/RSvnBYCIBsqWR2TbEGZfKUGtqQz2FG/HEnhDoE49d9fnIC8p8NN9fE0PqokS2BpJrpsOwIDAQABAoGAROvQnXdk4b6Gy807jOcTMj4cK1XuYlKPPxFUIj7H44DHNS1+6Ub0V3iwKqmGYmff4mUJCm+6jNDXsVO5Flh/bnNJIa6iKNz+rvF2s1L18ldqQoSt8WTOPt0EhbDy+7kWauN0cyerzQSqRc/8Ti94AAi1B937ENNtlMeIAJigkHkCQQDrizUeptuJxZZ824v9kfZzrICV8HdGmFM9p53yfHXCeuZ9H1u5+JIqfw+1bwYYl4CKs1QopAsUJ3yeNiN/s/UfAkEA6LHfebDniRi+4GxRUQbENTsd7c8h2b92rK+GU9lFj8u4xZAn2eDvXOA9V9tccUIZ7Blls34HSvom/U2z+69pZQJBAJTVYpxarNAyZPPCOoPgbk0LTDjyODwIVljYCCrH0BUyWV/op6osUhe+L+viGoUBfjymMeB4P3Pdu5Ww+d9gk9sCQQCHt7bv8w4YGCa8HnEPITMvGNvL6BOGPPWqonVmUkMQK3IJSJr1qQvyz5b3tymjpToZSnbWyZrXUC+NbdSb5yNBAkEAu9B2v6td2eKW6eDw4JZ9jNJFJJYM0c8WMSNYEAV2JA6UnoD51xr9bk8AjyDtGtKIxdOdSRquxK+1Vt0IB1JYiw==")!
    /// `printf widget | openssl dgst -sha256 -sign key.pem`: PKCS #1 v1.5, deterministic.
    static let opensslSignature = Data(base64Encoded: "rAnQqZcTVUYnziq8ezsFqQx0ofLdrvNGB5yzCD9fkWbAmeXKX+3swpHIk3qLVDI7rp/ykBdQuQBDUqR6ESdkg0C4Va3bwtihIvpAXmiGgymqKlgt8WpLNK+dSAMyHeg5nQvqLiFbZ6GMksTu9YHt7Fw2V60vrYhaEYet5lv3nZo=")!

    static func keys() throws -> (SecKey, SecKey) {
        var error: Unmanaged<CFError>?
        let attributes = [kSecAttrKeyType: kSecAttrKeyTypeRSA, kSecAttrKeyClass: kSecAttrKeyClassPrivate] as CFDictionary
        let privateKey = try #require(SecKeyCreateWithData(privateDER as CFData, attributes, &error))
        return (privateKey, try #require(SecKeyCopyPublicKey(privateKey)))
    }

    @Test func sha224IsReal() {
        var digest = [UInt8](repeating: 0, count: Int(CC_SHA224_DIGEST_LENGTH))
        let bytes = Array("widget".utf8)
        CC_SHA224(bytes, CC_LONG(bytes.count), &digest)
        #expect(digest.map { String(format: "%02x", $0) }.joined() == "bbb42dc05c7d9d6f5ec1868b05ecf59751182ae4e35ea24151b5460c")
    }

    @Test func hmacSHA224IsReal() {
        var mac = [UInt8](repeating: 0, count: Int(CC_SHA224_DIGEST_LENGTH))
        let key = Array("key".utf8), data = Array("widget".utf8)
        CCHmac(CCHmacAlgorithm(kCCHmacAlgSHA224), key, key.count, data, data.count, &mac)
        // printf widget | openssl dgst -sha224 -hmac key
        #expect(mac.map { String(format: "%02x", $0) }.joined() == "d91ebab1ad51159900647500e61f45e446d5b844310846badcbae37c")
    }

    @Test func rawSignMatchesOpenSSLAndVerifies() throws {
        let (privateKey, publicKey) = try Self.keys()
        #expect(SecKeyGetBlockSize(privateKey) == 128)
        var digest = [UInt8](repeating: 0, count: Int(CC_SHA256_DIGEST_LENGTH))
        let message = Array("widget".utf8)
        CC_SHA256(message, CC_LONG(message.count), &digest)
        var signature = [UInt8](repeating: 0, count: 128)
        var length = signature.count
        #expect(SecKeyRawSign(privateKey, .PKCS1SHA256, digest, digest.count, &signature, &length) == errSecSuccess)
        #expect(Data(signature.prefix(length)) == Self.opensslSignature)
        #expect(SecKeyRawVerify(publicKey, .PKCS1SHA256, digest, digest.count, signature, length) == errSecSuccess)
        digest[0] ^= 1
        #expect(SecKeyRawVerify(publicKey, .PKCS1SHA256, digest, digest.count, signature, length) == errSecVerifyFailed)
        // A digest of the wrong length, a public key signing, a buffer too small: errSecParam.
        #expect(SecKeyRawSign(privateKey, .PKCS1SHA256, digest, 20, &signature, &length) == errSecParam)
        #expect(SecKeyRawSign(publicKey, .PKCS1SHA256, digest, digest.count, &signature, &length) == errSecParam)
        var small = 16
        #expect(SecKeyRawSign(privateKey, .PKCS1SHA256, digest, digest.count, &signature, &small) == errSecParam)
    }

    @Test func encryptThenDecryptRoundTrips() throws {
        let (privateKey, publicKey) = try Self.keys()
        for padding in [SecPadding.PKCS1, .OAEP] {
            let plain = Array("week 3 reading".utf8)
            var cipher = [UInt8](repeating: 0, count: 128), cipherLength = 128
            #expect(SecKeyEncrypt(publicKey, padding, plain, plain.count, &cipher, &cipherLength) == errSecSuccess)
            #expect(cipherLength == 128)
            var out = [UInt8](repeating: 0, count: 128), outLength = 128
            #expect(SecKeyDecrypt(privateKey, padding, cipher, cipherLength, &out, &outLength) == errSecSuccess)
            #expect(Array(out.prefix(outLength)) == plain)
            #expect(SecKeyDecrypt(publicKey, padding, cipher, cipherLength, &out, &outLength) == errSecParam)
        }
        // Raw PKCS #1 signing of data as it is (no DigestInfo) verifies with the same padding.
        let data = Array("raw".utf8)
        var signature = [UInt8](repeating: 0, count: 128), length = 128
        #expect(SecKeyRawSign(privateKey, .PKCS1, data, data.count, &signature, &length) == errSecSuccess)
        #expect(SecKeyRawVerify(publicKey, .PKCS1, data, data.count, signature, length) == errSecSuccess)
        #expect(SecKeyRawVerify(publicKey, .PKCS1, Array("raw!".utf8), 4, signature, length) == errSecVerifyFailed)
    }
}
