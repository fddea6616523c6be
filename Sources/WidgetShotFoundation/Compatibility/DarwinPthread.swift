#if canImport(Glibc)
import Glibc

// Darwin's pthread mutex types and policies, as an iOS build of a package sees them with
// `import Foundation` (Swinject's RecursiveLock: `pthread_mutexattr_settype(attr, PTHREAD_MUTEX_RECURSIVE)`,
// then `pthread_mutexattr_setpolicy_np(attr, PTHREAD_MUTEX_POLICY_FIRSTFIT_NP)`). Darwin's
// `<pthread.h>` defines the types as `int` macros (Swift: `Int32`), where Glibc's enum imports as
// `Int`; these declarations shadow Glibc's with Glibc's own values, so both libraries' calls
// type-check and lock as asked.

/// A mutex that does no checks.
public let PTHREAD_MUTEX_NORMAL = Int32(Glibc.PTHREAD_MUTEX_NORMAL)
/// A mutex that reports relocking and foreign unlocking.
public let PTHREAD_MUTEX_ERRORCHECK = Int32(Glibc.PTHREAD_MUTEX_ERRORCHECK)
/// A mutex its owner may lock again.
public let PTHREAD_MUTEX_RECURSIVE = Int32(Glibc.PTHREAD_MUTEX_RECURSIVE)
/// The default mutex type.
public let PTHREAD_MUTEX_DEFAULT = Int32(Glibc.PTHREAD_MUTEX_DEFAULT)

/// Darwin's fair-share mutex policy (macOS 10.14 / iOS 12 `<pthread.h>`: 1).
public let PTHREAD_MUTEX_POLICY_FAIRSHARE_NP: Int32 = 1
/// Darwin's first-fit mutex policy (`<pthread.h>`: 3).
public let PTHREAD_MUTEX_POLICY_FIRSTFIT_NP: Int32 = 3

/// Sets a mutex attribute's Darwin wake-up policy. Glibc's mutexes have one policy, so a known
/// policy is accepted (0) and nothing changes; an unknown one is `EINVAL`, as on Darwin.
@discardableResult
public func pthread_mutexattr_setpolicy_np(_ attr: UnsafeMutablePointer<pthread_mutexattr_t>, _ policy: Int32) -> Int32 {
    policy == PTHREAD_MUTEX_POLICY_FAIRSHARE_NP || policy == PTHREAD_MUTEX_POLICY_FIRSTFIT_NP ? 0 : EINVAL
}
#endif
