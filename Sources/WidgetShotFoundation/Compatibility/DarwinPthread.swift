#if canImport(Glibc)
import Glibc

// Darwin's pthread mutex types and policies, as an iOS build of a package sees them with
// `import Foundation`. Darwin's `<pthread.h>` defines the types as `int` macros (Swift: `Int32`),
// where Glibc's enum imports as `Int`, and packages write both forms:
// `pthread_mutexattr_settype(attr, PTHREAD_MUTEX_RECURSIVE)` (Swinject's RecursiveLock) and
// `pthread_mutexattr_settype(attr, Int32(PTHREAD_MUTEX_RECURSIVE))` (Factory's RecursiveLock).
// Glibc's constants stay the only ones (a second, `Int32`, declaration made the conversion
// ambiguous), and `pthread_mutexattr_settype` also takes Glibc's `Int` type.

/// Sets a mutex attribute's type from Glibc's `Int`-typed constant (`PTHREAD_MUTEX_RECURSIVE`),
/// as Darwin's `int` macros let iOS code pass it directly. Disfavoured, so a call both
/// declarations accept takes Glibc's: swift-log's `pthread_mutexattr_settype(&attr,
/// .init(PTHREAD_MUTEX_ERRORCHECK))` (an implicit `.init` that makes `Int32` and `Int` alike) was
/// ambiguous.
@_disfavoredOverload
@discardableResult
public func pthread_mutexattr_settype(_ attr: UnsafeMutablePointer<pthread_mutexattr_t>, _ kind: Int) -> Int32 {
    Glibc.pthread_mutexattr_settype(attr, Int32(kind))
}

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
