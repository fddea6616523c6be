import Foundation
import Testing
import WidgetShot

/// Sweep 6 (ruuvi's widget links KeychainAccess and Swinject): internet passwords, access
/// control, shared web credentials nobody shared, CFError accessors, Darwin's pthread policy.
@Suite(.serialized) struct KeychainLibraryTests {
    @Test func anInternetPasswordWithItsProtocolAndAuthenticationTypeRoundTrips() {
        let server = "station-\(UUID().uuidString).ruuvi.com"
        let add: [String: Any] = [kSecClass as String: kSecClassInternetPassword, kSecAttrServer as String: server,
                                  kSecAttrProtocol as String: kSecAttrProtocolHTTPS, kSecAttrAuthenticationType as String: kSecAttrAuthenticationTypeHTMLForm,
                                  kSecAttrAccount as String: "user", kSecValueData as String: Data("pw".utf8)]
        #expect(SecItemAdd(add as CFDictionary, nil) == errSecSuccess)
        var item: CFTypeRef?
        let query: [String: Any] = [kSecClass as String: kSecClassInternetPassword, kSecAttrServer as String: server,
                                    kSecAttrProtocol as String: kSecAttrProtocolHTTPS, kSecReturnData as String: true]
        #expect(SecItemCopyMatching(query as CFDictionary, &item) == errSecSuccess)
        #expect((item as? Data) == Data("pw".utf8))
        // Security's four-character codes.
        #expect(String(kSecAttrProtocolHTTPS) == "htps" && String(kSecAttrProtocolFTP) == "ftp " && String(kSecAttrAuthenticationTypeHTTPBasic) == "http")
        SecItemDelete([kSecClass as String: kSecClassInternetPassword, kSecAttrServer as String: server] as CFDictionary)
    }

    @Test func anAccessControlNeedsAKnownAccessibility() {
        var error: Unmanaged<CFError>?
        let access = SecAccessControlCreateWithFlags(kCFAllocatorDefault, kSecAttrAccessibleWhenUnlockedThisDeviceOnly as CFTypeRef,
                                                     [.biometryCurrentSet, .or, .devicePasscode], &error)
        #expect(access?.flags.contains(.devicePasscode) == true && error == nil)
        #expect(SecAccessControlCreateWithFlags(nil, "nonsense" as CFTypeRef, .userPresence, &error) == nil)
        let failure = error?.takeRetainedValue()
        #expect(failure.map { CFErrorGetCode($0) } == Int(errSecParam))
        #expect(failure.map { CFErrorGetDomain($0) as String } == NSOSStatusErrorDomain)
    }

    @Test func noWebCredentialWasShared() async {
        let result: (Int?, Bool) = await withCheckedContinuation { done in
            SecRequestSharedWebCredential("ruuvi.com" as CFString, nil) { credentials, error in done.resume(returning: (error?.code, credentials == nil)) }
        }
        #expect(result.0 == Int(errSecItemNotFound) && result.1)
        let password = SecCreateSharedWebCredentialPassword().map { $0 as String } ?? ""
        #expect(password.range(of: #"^[A-Za-z0-9]{3}(-[A-Za-z0-9]{3}){3}$"#, options: .regularExpression) != nil, "\(password)")
    }

    @Test func aRecursiveMutexWithDarwinsPolicyLocksTwice() {
        var attr = pthread_mutexattr_t()
        pthread_mutexattr_init(&attr)
        #expect(pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_RECURSIVE) == 0)
        #expect(pthread_mutexattr_setpolicy_np(&attr, PTHREAD_MUTEX_POLICY_FIRSTFIT_NP) == 0)
        #expect(pthread_mutexattr_setpolicy_np(&attr, 42) == EINVAL)
        var mutex = pthread_mutex_t()
        pthread_mutex_init(&mutex, &attr)
        #expect(pthread_mutex_lock(&mutex) == 0 && pthread_mutex_lock(&mutex) == 0, "recursive: the owner locks again")
        pthread_mutex_unlock(&mutex)
        pthread_mutex_unlock(&mutex)
        pthread_mutex_destroy(&mutex)
        pthread_mutexattr_destroy(&attr)
        #expect(floor(NSFoundationVersionNumber) > floor(NSFoundationVersionNumber_iOS_8_0))
    }
}
