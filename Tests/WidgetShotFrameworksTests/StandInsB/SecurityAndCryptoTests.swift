import Foundation
import Testing
import WidgetShot

@Suite(.serialized) struct SecurityTests {
    let service = "com.example.widgetshot.tests.\(UUID().uuidString)"

    @Test func keychainStartsEmptyAndStoresGenericPasswords() {
        var item: CFTypeRef?
        let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
                                    kSecAttrAccount as String: "token", kSecReturnData as String: true,
                                    kSecMatchLimit as String: kSecMatchLimitOne]
        #expect(SecItemCopyMatching(query as CFDictionary, &item) == errSecItemNotFound)
        #expect(item == nil)

        let add: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
                                  kSecAttrAccount as String: "token", kSecValueData as String: Data("s3cret".utf8),
                                  kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlock]
        #expect(SecItemAdd(add as CFDictionary, nil) == errSecSuccess)
        #expect(SecItemAdd(add as CFDictionary, nil) == errSecDuplicateItem)
        #expect(SecItemCopyMatching(query as CFDictionary, &item) == errSecSuccess)
        #expect((item as? Data).map { String(decoding: $0, as: UTF8.self) } == "s3cret")

        let update: [String: Any] = [kSecValueData as String: Data("n3w".utf8)]
        let match: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service]
        #expect(SecItemUpdate(match as CFDictionary, update as CFDictionary) == errSecSuccess)
        var attributes: AnyObject?
        let withAttributes = query.merging([kSecReturnAttributes as String: true]) { $1 }
        #expect(SecItemCopyMatching(withAttributes as CFDictionary, &attributes) == errSecSuccess)
        let dictionary = attributes as? [String: Any]
        #expect(dictionary?[kSecAttrAccount as String] as? String == "token")
        #expect((dictionary?[kSecValueData as String] as? Data) == Data("n3w".utf8))

        #expect(SecItemDelete(match as CFDictionary) == errSecSuccess)
        #expect(SecItemDelete(match as CFDictionary) == errSecItemNotFound)
        #expect(SecItemCopyMatching(query as CFDictionary, &item) == errSecItemNotFound)
    }

    @Test func queriesNeedAClassAndMatchEveryAttribute() {
        #expect(SecItemAdd([kSecAttrAccount as String: "x"] as CFDictionary, nil) == errSecParam)
        for account in ["a", "b"] {
            let add: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
                                      kSecAttrAccount as String: account, kSecValueData as String: Data(account.utf8)]
            #expect(SecItemAdd(add as CFDictionary, nil) == errSecSuccess)
        }
        var result: CFTypeRef?
        let all: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
                                  kSecReturnAttributes as String: true, kSecMatchLimit as String: kSecMatchLimitAll]
        #expect(SecItemCopyMatching(all as CFDictionary, &result) == errSecSuccess)
        #expect((result as? [Any])?.count == 2)
        let other: [String: Any] = [kSecClass as String: kSecClassInternetPassword, kSecAttrService as String: service]
        #expect(SecItemCopyMatching(other as CFDictionary, &result) == errSecItemNotFound)
        #expect(SecItemDelete([kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service] as CFDictionary) == errSecSuccess)
        #expect(SecCopyErrorMessageString(errSecItemNotFound, nil) as String? == "The specified item could not be found in the keychain.")
    }

    @Test func randomBytesAreFilled() {
        var bytes = [UInt8](repeating: 0, count: 32)
        #expect(SecRandomCopyBytes(kSecRandomDefault, bytes.count, &bytes) == errSecSuccess)
        #expect(bytes.contains { $0 != 0 })
    }
}

@Suite struct CryptoKitTests {
    @Test func sha256OfABCIsTheFIPSVector() {
        // FIPS 180-2, appendix B.1.
        let digest = SHA256.hash(data: Data("abc".utf8))
        #expect(digest.map { String(format: "%02x", $0) }.joined() == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(Insecure.MD5.hash(data: Data("abc".utf8)).map { String(format: "%02x", $0) }.joined() == "900150983cd24fb0d6963f7d28e17f72")
    }

    @Test func hmacAndSealedBoxesRoundTrip() throws {
        let key = SymmetricKey(size: .bits256)
        let mac = HMAC<SHA256>.authenticationCode(for: Data("entry".utf8), using: key)
        #expect(HMAC<SHA256>.isValidAuthenticationCode(mac, authenticating: Data("entry".utf8), using: key))
        let box = try AES.GCM.seal(Data("cache".utf8), using: key)
        #expect(try AES.GCM.open(box, using: key) == Data("cache".utf8))
    }
}
