#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A lock that owns the state it protects (Apple's `OSAllocatedUnfairLock`, iOS 16), on a pthread
/// mutex. `withLock` runs a closure with exclusive access to the state.
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
    private let storage: LockedStorage<State>

    /// A lock protecting `initialState` (Apple's `init(initialState:)`).
    public init(initialState: State) { storage = LockedStorage(initialState) }

    /// Runs `body` with the state while holding the lock (Apple's `withLock(_:)`).
    public func withLock<R>(_ body: @Sendable (inout State) throws -> R) rethrows -> R where R: Sendable {
        try withLockUnchecked(body)
    }

    /// Runs `body` with the state while holding the lock, without checking sendability (Apple's
    /// `withLockUnchecked(_:)`).
    public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
        pthread_mutex_lock(storage.mutex)
        defer { pthread_mutex_unlock(storage.mutex) }
        return try body(&storage.state)
    }

    /// Locks (Apple's `lock()`); pair with ``unlock()``.
    public func lock() { pthread_mutex_lock(storage.mutex) }
    /// Unlocks (Apple's `unlock()`).
    public func unlock() { pthread_mutex_unlock(storage.mutex) }
    /// Locks when free and returns `true` (Apple's `lockIfAvailable()`).
    public func lockIfAvailable() -> Bool { pthread_mutex_trylock(storage.mutex) == 0 }
}

extension OSAllocatedUnfairLock where State == Void {
    /// A lock protecting no state (Apple's `init()`).
    public init() { self.init(initialState: ()) }

    /// Runs `body` while holding the lock (Apple's `withLock(_:)` for a lock without state).
    public func withLock<R>(_ body: @Sendable () throws -> R) rethrows -> R where R: Sendable {
        try withLockUnchecked { _ in try body() }
    }
}

/// The heap cell of an ``OSAllocatedUnfairLock``: its mutex and state.
final class LockedStorage<State> {
    let mutex: UnsafeMutablePointer<pthread_mutex_t>
    var state: State

    init(_ state: State) {
        self.state = state
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }
}
