import Foundation
import Testing
import WidgetShot
import WidgetShotCommonCrypto

/// The JWT flow of the `SystemFrameworksExtension` fixture's `APIKeySigning.swift` (in the style
/// of appstoreconnect-swift-sdk 1.7): `CC_SHA256` → digest signature in DER → raw `r || s` →
/// back to DER → verified as a message signature with the public key. The hash reads the bytes as
/// an extension build rewrites `(message as NSData).bytes` (``RuntimeRewrites``): the plain form
/// reads freed memory on Linux.
struct SDKSevenJWTFlowTests {
    @Test func aDigestSignatureVerifiesAsAMessageSignature() throws {
        let keyData = SDKSevenSecKeyTests.hex("04") + SDKSevenSecKeyTests.ux + SDKSevenSecKeyTests.uy + SDKSevenSecKeyTests.d
        let key = try #require(SDKSevenSecKeyTests.key(keyData, kSecAttrKeyClassPrivate))
        let input = "eyJhbGciOiJFUzI1NiJ9.eyJpc3MiOiJ3aWRnZXQifQ"
        let message = Data(input.utf8)
        var hash = [UInt8](repeating: 0, count: Int(CC_SHA256_DIGEST_LENGTH))
        CC_SHA256((message as NSData)._widgetShotLiveBytes, CC_LONG(message.count), &hash)
        #expect(Data(hash) == Data(SHA256.hash(data: message)))
        var error: Unmanaged<CFError>?
        let der = try #require(SecKeyCreateSignature(key, .ecdsaSignatureDigestX962SHA256, Data(hash) as CFData, &error) as Data?)
        let publicKey = try #require(SecKeyCopyPublicKey(key))
        #expect(SecKeyVerifySignature(publicKey, .ecdsaSignatureDigestX962SHA256, Data(hash) as CFData, der as CFData, &error))
        #expect(SecKeyVerifySignature(publicKey, .ecdsaSignatureMessageX962SHA256, message as CFData, der as CFData, &error))
    }
}
