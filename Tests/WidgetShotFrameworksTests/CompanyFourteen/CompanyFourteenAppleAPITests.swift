import Foundation
import Testing
import WidgetShot

/// Apple APIs the company sweep of issue 20 (company-14) stopped on: Core Foundation's
/// `CFURLCreateWithString` (scinfu/SwiftSoup, which asuc-octo/berkeley-mobile-ios' widget links)
/// and Security's `SecKeyGeneratePair` (the TousAntiCovid widget's RobertSDK framework).
struct CompanyFourteenAppleAPITests {
    /// CFURL keeps existing escapes (SwiftSoup's reason to call it: `URL(string:)` double-escapes
    /// `%20` once another character needs escaping) and refuses an illegal string.
    @Test func cfURLCreateWithStringParsesAsCoreFoundationDoes() {
        let url = CFURLCreateWithString(nil, "https://example.com/a?b=abc%20def[" as CFString, nil) as URL?
        #expect(url?.absoluteString == "https://example.com/a?b=abc%20def%5B")
        #expect(CFURLCreateWithString(kCFAllocatorDefault, "https://example.com/a b" as CFString, nil) == nil)
        #expect(CFURLCreateWithString(nil, nil, nil) == nil)
        let base = CFURLCreateWithString(nil, "https://example.com/news/" as CFString, nil)
        let relative: CFURL? = CFURLCreateWithString(nil, "2026/story.html" as CFString, base)
        #expect(relative?.absoluteString == "https://example.com/news/2026/story.html")
        #expect(relative?.relativeString == "2026/story.html")
        #expect(relative?.baseURL?.absoluteString == "https://example.com/news/")
    }

    /// A P-256 pair as RobertSDK asks for it: the public key is the private key's, and both work
    /// together (a key exchange with a second pair agrees on one secret).
    @Test func secKeyGeneratePairMakesAMatchingP256Pair() throws {
        let parameters = [kSecAttrKeyType as String: kSecAttrKeyTypeECSECPrimeRandom, kSecAttrKeySizeInBits as String: 256] as CFDictionary
        var publicKey: SecKey?, privateKey: SecKey?
        #expect(SecKeyGeneratePair(parameters, &publicKey, &privateKey) == errSecSuccess)
        let pub = try #require(publicKey), priv = try #require(privateKey)
        let derived = try #require(SecKeyCopyPublicKey(priv))
        #expect(SecKeyCopyExternalRepresentation(derived, nil) as Data? == SecKeyCopyExternalRepresentation(pub, nil) as Data?)
        #expect((SecKeyCopyExternalRepresentation(pub, nil) as Data?)?.count == 65)
        var otherPublic: SecKey?, otherPrivate: SecKey?
        #expect(SecKeyGeneratePair(parameters, &otherPublic, &otherPrivate) == errSecSuccess)
        let mine = SecKeyCopyKeyExchangeResult(priv, .ecdhKeyExchangeStandard, try #require(otherPublic), [:] as CFDictionary, nil) as Data?
        let theirs = SecKeyCopyKeyExchangeResult(try #require(otherPrivate), .ecdhKeyExchangeStandard, pub, [:] as CFDictionary, nil) as Data?
        #expect(mine != nil && mine == theirs)
    }

    /// An unsupported request fails with its code and leaves the pointers alone.
    @Test func secKeyGeneratePairReportsAFailure() {
        var publicKey: SecKey?, privateKey: SecKey?
        let dsa = [kSecAttrKeyType as String: "42", kSecAttrKeySizeInBits as String: 1024] as CFDictionary
        #expect(SecKeyGeneratePair(dsa, &publicKey, &privateKey) == errSecParam)
        #expect(publicKey == nil && privateKey == nil)
        #expect(SecKeyGeneratePair([kSecAttrKeyType as String: kSecAttrKeyTypeECSECPrimeRandom] as CFDictionary, nil, nil) == errSecSuccess)
    }
}
