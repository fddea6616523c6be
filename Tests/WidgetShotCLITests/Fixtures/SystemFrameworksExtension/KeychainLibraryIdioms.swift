// Sweep 6 (ruuvi's widget links Swinject and KeychainAccess): a recursive pthread lock with
// Darwin's first-fit policy, internet passwords with protocol and authentication types, an
// access control, Safari's shared web credentials, CFError accessors, a Foundation version check.
// Compile-only: nothing here is drawn.
import Foundation
import Security

final class FairRecursiveLock {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        let attr = UnsafeMutablePointer<pthread_mutexattr_t>.allocate(capacity: 1)
        attr.initialize(to: pthread_mutexattr_t())
        pthread_mutexattr_init(attr)
        pthread_mutexattr_settype(attr, PTHREAD_MUTEX_RECURSIVE)
        pthread_mutexattr_setpolicy_np(attr, PTHREAD_MUTEX_POLICY_FIRSTFIT_NP)
        defer {
            pthread_mutexattr_destroy(attr)
            attr.deinitialize(count: 1)
            attr.deallocate()
        }
        pthread_mutex_init(mutex, attr)
    }

    func sync<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }
}

enum WebAccount {
    static func query(server: String) -> [String: Any] {
        [String(kSecClass): kSecClassInternetPassword, String(kSecAttrServer): server,
         String(kSecAttrProtocol): kSecAttrProtocolHTTPS, String(kSecAttrAuthenticationType): kSecAttrAuthenticationTypeHTMLForm,
         String(kSecAttrIsNegative): false, String(kSecAttrCreator): "rvst", String(kSecAttrType): "webp"]
    }

    static func protected(_ query: [String: Any]) -> [String: Any]? {
        var error: Unmanaged<CFError>?
        guard let access = SecAccessControlCreateWithFlags(kCFAllocatorDefault, kSecAttrAccessibleWhenUnlocked as CFTypeRef,
                                                           SecAccessControlCreateFlags(rawValue: CFOptionFlags(SecAccessControlCreateFlags.userPresence.rawValue)), &error) else {
            if let error = error?.takeRetainedValue() {
                _ = (CFErrorGetDomain(error) as String, CFErrorGetCode(error), CFErrorCopyUserInfo(error) as? [String: Any])
            }
            return nil
        }
        var protected = query
        protected[String(kSecAttrAccessControl)] = access
        protected[String(kSecUseAuthenticationUI)] = kSecUseAuthenticationUIAllow
        return protected
    }

    static func shared(domain: String, completion: @escaping (Bool) -> Void) {
        SecRequestSharedWebCredential(domain as CFString?, nil) { credentials, error in
            completion(error == nil && (credentials as? [[String: Any]])?.isEmpty == false)
        }
        _ = SecCreateSharedWebCredentialPassword() as String?
        if floor(NSFoundationVersionNumber) <= floor(NSFoundationVersionNumber_iOS_8_0) { completion(false) }
    }
}
