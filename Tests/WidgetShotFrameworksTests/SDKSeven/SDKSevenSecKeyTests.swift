import Foundation
import Testing
import WidgetShot

/// Security's `SecKey` on swift-crypto (the App Store Connect SDK signs its JWT with it):
/// RFC 6979's P-256 test key and signature (appendix A.2.5, message "sample", SHA-256) check
/// verification against numbers nobody here computed; round trips check signing.
struct SDKSevenSecKeyTests {
    static func hex(_ string: String) -> Data {
        var data = Data()
        var index = string.startIndex
        while index < string.endIndex {
            let next = string.index(index, offsetBy: 2)
            data.append(UInt8(string[index..<next], radix: 16)!)
            index = next
        }
        return data
    }
    // RFC 6979, A.2.5: the private key x and the public key (Ux, Uy).
    static let d = hex("C9AFA9D845BA75166B5C215767B1D6934E50C3DB36E89B127B8A622B120F6721")
    static let ux = hex("60FED4BA255A9D31C961EB74C6356D68C049B8923B61FA6CE669622E60F29FB6")
    static let uy = hex("7903FE1008B8BC99A41AE9E95628BC64F2F1B20C2D7E9F5177A3C294D4462299")
    // Its deterministic signature of "sample" with SHA-256.
    static let r = hex("EFD48B2AACB6A8FD1140DD9CD45E81D69D2C877B56AAF991C34D0EA84EAF3716")
    static let s = hex("F7CB1C942D657C41D436C7A1B6E29F65F3E900DBB9AFF4064DC4AB2F843ACDA8")
    /// The signature in DER, as Apple returns X9.62 signatures: both integers have their high bit
    /// set, so each gets a leading zero (33 bytes).
    static let der = Data([0x30, 0x46, 0x02, 0x21, 0x00]) + r + Data([0x02, 0x21, 0x00]) + s

    static func key(_ data: Data, _ keyClass: CFString) -> SecKey? {
        var error: Unmanaged<CFError>?
        return SecKeyCreateWithData(data as CFData, [kSecAttrKeyType: kSecAttrKeyTypeECSECPrimeRandom, kSecAttrKeyClass: keyClass,
                                                     kSecAttrKeySizeInBits: 256] as CFDictionary, &error)
    }

    @Test func rfc6979sSignatureVerifiesAsMessageAndAsDigest() throws {
        let publicKey = try #require(Self.key(Data([4]) + Self.ux + Self.uy, kSecAttrKeyClassPublic))
        let message = Data("sample".utf8)
        var error: Unmanaged<CFError>?
        #expect(SecKeyVerifySignature(publicKey, .ecdsaSignatureMessageX962SHA256, message as CFData, Self.der as CFData, &error))
        #expect(SecKeyVerifySignature(publicKey, .ecdsaSignatureRFC4754, Data(SHA256.hash(data: message)) as CFData, (Self.r + Self.s) as CFData, &error))
        #expect(SecKeyVerifySignature(publicKey, .ecdsaSignatureDigestX962SHA256, Data(SHA256.hash(data: message)) as CFData, Self.der as CFData, &error))
        #expect(error == nil)
        #expect(!SecKeyVerifySignature(publicKey, .ecdsaSignatureMessageX962SHA256, Data("samplf".utf8) as CFData, Self.der as CFData, &error))
        let failure = try #require(error?.takeRetainedValue())
        #expect(failure.domain == NSOSStatusErrorDomain && failure.code == Int(errSecVerifyFailed))
    }

    @Test func aPrivateKeyInX963FormSignsWhatItsPublicKeyVerifies() throws {
        let privateKey = try #require(Self.key(Data([4]) + Self.ux + Self.uy + Self.d, kSecAttrKeyClassPrivate))
        let publicKey = try #require(SecKeyCopyPublicKey(privateKey))
        var error: Unmanaged<CFError>?
        #expect(SecKeyCopyExternalRepresentation(publicKey, &error) as Data? == Data([4]) + Self.ux + Self.uy)
        #expect(SecKeyGetBlockSize(privateKey) == 32)
        #expect(SecKeyIsAlgorithmSupported(privateKey, .sign, .ecdsaSignatureDigestX962SHA256))
        #expect(!SecKeyIsAlgorithmSupported(publicKey, .sign, .ecdsaSignatureDigestX962SHA256))
        #expect(!SecKeyIsAlgorithmSupported(privateKey, .sign, .rsaSignatureMessagePKCS1v15SHA256))
        let digest = Data(SHA256.hash(data: Data("header.payload".utf8)))
        let signature = try #require(SecKeyCreateSignature(privateKey, .ecdsaSignatureDigestX962SHA256, digest as CFData, &error) as Data?)
        // DER: SEQUENCE of two INTEGERs, 8 to 72 bytes for P-256.
        #expect(signature.first == 0x30 && Int(signature[1]) == signature.count - 2 && signature[2] == 0x02)
        #expect(SecKeyVerifySignature(publicKey, .ecdsaSignatureDigestX962SHA256, digest as CFData, signature as CFData, &error))
        // A digest of the wrong length is refused, as on iOS.
        #expect(SecKeyCreateSignature(privateKey, .ecdsaSignatureDigestX962SHA256, Data(count: 20) as CFData, &error) == nil)
        #expect(error?.takeRetainedValue().code == Int(errSecParam))
    }

    @Test func randomKeysOfEachCurveSignAndAgreeOnASecret() throws {
        for bits in [256, 384, 521] {
            var error: Unmanaged<CFError>?
            let parameters = [kSecAttrKeyType: kSecAttrKeyTypeECSECPrimeRandom, kSecAttrKeySizeInBits: bits] as CFDictionary
            let alice = try #require(SecKeyCreateRandomKey(parameters, &error)), bob = try #require(SecKeyCreateRandomKey(parameters, &error))
            let alicePublic = try #require(SecKeyCopyPublicKey(alice)), bobPublic = try #require(SecKeyCopyPublicKey(bob))
            let message = Data("widget \(bits)".utf8) as CFData
            let signature = try #require(SecKeyCreateSignature(alice, .ecdsaSignatureMessageX962SHA512, message, &error))
            #expect(SecKeyVerifySignature(alicePublic, .ecdsaSignatureMessageX962SHA512, message, signature, &error))
            #expect(!SecKeyVerifySignature(bobPublic, .ecdsaSignatureMessageX962SHA512, message, signature, &error))
            let shared1 = SecKeyCopyKeyExchangeResult(alice, .ecdhKeyExchangeStandard, bobPublic, [:] as CFDictionary, &error) as Data?
            let shared2 = SecKeyCopyKeyExchangeResult(bob, .ecdhKeyExchangeStandard, alicePublic, [:] as CFDictionary, &error) as Data?
            #expect(shared1 != nil && shared1 == shared2 && shared1?.count == (bits + 7) / 8)
            // The external representation reads back as the same key.
            let bytes = try #require(SecKeyCopyExternalRepresentation(alice, &error))
            let again = SecKeyCreateWithData(bytes, [kSecAttrKeyType: kSecAttrKeyTypeEC, kSecAttrKeyClass: kSecAttrKeyClassPrivate] as CFDictionary, &error)
            #expect(again == alice)
        }
    }

    @Test func unsupportedKeysAndAlgorithmsFailWithApplesErrors() throws {
        var error: Unmanaged<CFError>?
        #expect(SecKeyCreateWithData(Data(count: 10) as CFData, [kSecAttrKeyType: kSecAttrKeyTypeECSECPrimeRandom, kSecAttrKeyClass: kSecAttrKeyClassPrivate] as CFDictionary, &error) == nil)
        #expect(error?.takeRetainedValue().localizedDescription == "EC private key creation from data failed")
        let key = try #require(SecKeyCreateRandomKey([kSecAttrKeyType: kSecAttrKeyTypeECSECPrimeRandom] as CFDictionary, &error))
        #expect(SecKeyCreateSignature(key, .rsaSignatureMessagePKCS1v15SHA256, Data("x".utf8) as CFData, &error) == nil)
        let failure = try #require(error?.takeRetainedValue())
        #expect(failure.domain == NSOSStatusErrorDomain && failure.code == Int(errSecParam))
        #expect(failure.localizedDescription.hasPrefix("algid:sign:RSA:message-PKCS1v15:SHA256: algorithm not supported by the key"))
        #expect(SecKeyCreateRandomKey([kSecAttrKeyType: kSecAttrKeyTypeECSECPrimeRandom, kSecAttrTokenID: kSecAttrTokenIDSecureEnclave] as CFDictionary, &error) == nil)
        #expect(error?.takeRetainedValue().code == Int(errSecUnimplemented))
    }
}
