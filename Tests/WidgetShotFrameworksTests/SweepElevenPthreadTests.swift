import Foundation
import Testing
import WidgetShot

/// Sweep 11 (Ritualist's widget links Factory): Factory's RecursiveLock converts the mutex type
/// with `Int32(PTHREAD_MUTEX_RECURSIVE)`, Swinject's passes it bare; both compile and both locks
/// are recursive.
@Suite struct SweepElevenPthreadTests {
    private func locksTwice(_ attr: UnsafeMutablePointer<pthread_mutexattr_t>) -> Bool {
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        defer { mutex.deallocate() }
        pthread_mutex_init(mutex, attr)
        defer { pthread_mutex_destroy(mutex) }
        guard pthread_mutex_lock(mutex) == 0 else { return false }
        let again = pthread_mutex_trylock(mutex) == 0
        if again { pthread_mutex_unlock(mutex) }
        pthread_mutex_unlock(mutex)
        return again
    }

    @Test("Int32(PTHREAD_MUTEX_RECURSIVE) (Factory) and the bare constant (Swinject) both make a recursive mutex")
    func bothIdiomsMakeARecursiveMutex() {
        let attr = UnsafeMutablePointer<pthread_mutexattr_t>.allocate(capacity: 1)
        defer { attr.deallocate() }
        pthread_mutexattr_init(attr)
        #expect(pthread_mutexattr_settype(attr, Int32(PTHREAD_MUTEX_RECURSIVE)) == 0)
        #expect(locksTwice(attr))
        pthread_mutexattr_destroy(attr)

        pthread_mutexattr_init(attr)
        #expect(pthread_mutexattr_settype(attr, PTHREAD_MUTEX_RECURSIVE) == 0)
        #expect(locksTwice(attr))
        pthread_mutexattr_destroy(attr)

        // A normal mutex is not recursive: the second lock attempt is refused.
        pthread_mutexattr_init(attr)
        #expect(pthread_mutexattr_settype(attr, Int32(PTHREAD_MUTEX_NORMAL)) == 0)
        #expect(!locksTwice(attr))
        pthread_mutexattr_destroy(attr)
    }
}
