#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// Apple's `os_unfair_lock` (`os/lock.h`) on a pthread mutex. On iOS `os_unfair_lock` is a C struct
// the caller allocates (`os_unfair_lock_t` points at it, as CombineExt's `Lock` does with
// `.allocate(capacity: 1)` + `.initialize(to: os_unfair_lock())`). Here the struct holds a pointer
// to a heap mutex that it creates on first use, so a value-initialised `os_unfair_lock()` works
// and copies of an initialised one share its mutex.

/// A low-level lock (Apple's `struct os_unfair_lock_s`): create with `os_unfair_lock()`, use
/// through an `os_unfair_lock_t`. Code names it either way (`os/lock.h`:
/// `typedef struct os_unfair_lock_s os_unfair_lock`; CombineExt extends
/// `UnsafeMutablePointer where Pointee == os_unfair_lock_s`).
public struct os_unfair_lock_s {
    /// The mutex, created by the first lock operation (a zero `os_unfair_lock` is unlocked, as on iOS).
    var mutex: UnsafeMutablePointer<pthread_mutex_t>?
    /// The thread holding the lock, for the owner assertions (0: none).
    var owner: pthread_t = 0
    /// An unlocked lock (`OS_UNFAIR_LOCK_INIT`).
    public init() {}
}

/// The lock's C typedef name (Apple's `os_unfair_lock`).
public typealias os_unfair_lock = os_unfair_lock_s

/// A pointer to an `os_unfair_lock` (Apple's `os_unfair_lock_t`).
public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock>

/// The lock's mutex, created on first use. Concurrent first uses of one lock race as they would
/// on iOS only with an uninitialised struct; callers initialise before sharing (they must on iOS).
private func mutex(of lock: os_unfair_lock_t) -> UnsafeMutablePointer<pthread_mutex_t> {
    if let mutex = lock.pointee.mutex { return mutex }
    let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    pthread_mutex_init(mutex, nil)
    lock.pointee.mutex = mutex
    return mutex
}

/// Locks, waiting while another thread holds the lock (Apple's `os_unfair_lock_lock`).
public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) {
    pthread_mutex_lock(mutex(of: lock))
    lock.pointee.owner = pthread_self()
}

/// Unlocks (Apple's `os_unfair_lock_unlock`).
public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) {
    lock.pointee.owner = 0
    pthread_mutex_unlock(mutex(of: lock))
}

/// Locks when the lock is free and returns `true`; `false` when it is held (Apple's
/// `os_unfair_lock_trylock`).
public func os_unfair_lock_trylock(_ lock: os_unfair_lock_t) -> Bool {
    guard pthread_mutex_trylock(mutex(of: lock)) == 0 else { return false }
    lock.pointee.owner = pthread_self()
    return true
}

/// Stops the program unless the current thread holds the lock (Apple's `os_unfair_lock_assert_owner`).
public func os_unfair_lock_assert_owner(_ lock: os_unfair_lock_t) {
    precondition(pthread_equal(lock.pointee.owner, pthread_self()) != 0, "os_unfair_lock_assert_owner: the lock is not owned by the current thread")
}

/// Stops the program if the current thread holds the lock (Apple's `os_unfair_lock_assert_not_owner`).
public func os_unfair_lock_assert_not_owner(_ lock: os_unfair_lock_t) {
    precondition(pthread_equal(lock.pointee.owner, pthread_self()) == 0, "os_unfair_lock_assert_not_owner: the lock is owned by the current thread")
}
