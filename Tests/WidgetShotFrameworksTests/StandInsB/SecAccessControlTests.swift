import Foundation
import Testing
import WidgetShot

/// Security's access control and shared web credentials, as KeychainAccess (a real app's
/// package: iAugux/AppStore-Connect-Widget) uses them.
struct SecAccessControlTests {
    @Test func accessControlTakesAnAccessibilityAndRejectsOtherValues() throws {
        var error: Unmanaged<CFError>?
        let control = try #require(SecAccessControlCreateWithFlags(kCFAllocatorDefault, kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly,
                                                                   [.biometryCurrentSet, .or, .devicePasscode], &error))
        #expect(error == nil)
        #expect(control.flags.contains(.devicePasscode) && control.flags.rawValue == (1 << 3 | 1 << 14 | 1 << 4))
        #expect(SecAccessControlCreateFlags(rawValue: CFOptionFlags(1 << 1)) == .touchIDAny)
        // Stored with an item and read back as the same object.
        let service = "com.example.widgetshot.acl.\(UUID().uuidString)"
        let add: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service, kSecAttrAccount as String: "a",
                                  kSecValueData as String: Data("x".utf8), kSecAttrAccessControl as String: control]
        #expect(SecItemAdd(add as CFDictionary, nil) == errSecSuccess)
        defer { _ = SecItemDelete([kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service] as CFDictionary) }

        #expect(SecAccessControlCreateWithFlags(nil, "not-an-accessibility" as NSString, .userPresence, &error) == nil)
        let failure = try #require(error?.takeRetainedValue())
        #expect(failure.code == Int(errSecParam))
    }

    @Test func sharedWebCredentialsNeedTheEntitlementAndPasswordsHaveApplesForm() async throws {
        let code = await withCheckedContinuation { continuation in
            SecRequestSharedWebCredential("example.com" as NSString, nil) { credentials, error in
                continuation.resume(returning: (credentials?.count ?? -1, error?.code ?? 0))
            }
        }
        #expect(code.0 == 0 && code.1 == Int(errSecMissingEntitlement))
        for _ in 0..<50 {
            let password = String(try #require(SecCreateSharedWebCredentialPassword()))
            #expect(password.range(of: #"^[a-hkm-yA-HJ-NP-Z3-9]{3}(-[a-hkm-yA-HJ-NP-Z3-9]{3}){3}$"#, options: .regularExpression) != nil, "\(password)")
            #expect(password.contains { "abcdefghkmnopqrstuvwxy".contains($0) } && password.contains { "3456789".contains($0) }
                    && password.contains { "ABCDEFGHJKLMNPQRSTUVWXYZ".contains($0) })
        }
        #expect(String(kSecSharedPassword) == "spwd" && String(kSecAttrProtocolHTTPS) == "htps")
    }
}
