import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Room on the stack for deep recursions (resolving, laying out and drawing a view tree recurse
/// once per nesting level): runs work on the calling thread when enough of its stack is left, else
/// on a new thread with a big enough stack, so the result does not depend on which thread calls
/// (8 MB main threads, 512 KB secondary threads).
public enum StackSpace {
    /// Bytes of stack left below the caller on this thread, or `nil` when unknown.
    public static func remaining() -> Int? {
        #if os(Linux)
        guard let low = stackLowEnd() else { return nil }
        var marker = 0
        let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        return here > low ? Int(here - low) : 0
        #else
        return nil
        #endif
    }

    #if os(Linux)
    nonisolated(unsafe) private static let getAttrSymbol: UnsafeMutableRawPointer? = dlsym(dlopen(nil, RTLD_LAZY), "pthread_getattr_np")

    /// Each thread's lowest stack address, asked of glibc once per thread: on the main thread
    /// `pthread_getattr_np` reads `/proc/self/maps` (about 1.3 M instructions with the ~110
    /// libraries the CLI maps), and every layout and render asks. The address is the key's
    /// value itself (no allocation; a new thread starts with none).
    private static let lowEndKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    private static func stackLowEnd() -> UInt? {
        if let cached = pthread_getspecific(lowEndKey) { return UInt(bitPattern: cached) }
        // pthread_getattr_np is a GNU extension Swift's Glibc module does not import.
        typealias GetAttr = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
        guard let symbol = getAttrSymbol else { return nil }
        let getattr = unsafeBitCast(symbol, to: GetAttr.self)
        var attr = pthread_attr_t()
        guard getattr(pthread_self(), &attr) == 0 else { return nil }
        defer { pthread_attr_destroy(&attr) }
        var base: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attr, &base, &size) == 0, let base else { return nil }
        pthread_setspecific(lowEndKey, base)
        return UInt(bitPattern: base)
    }
    #endif

    /// Runs `body` on this thread when at least `bytes` of stack are left (or that cannot be
    /// known), else on a new thread with `bytes` of stack, waiting for it.
    public static func run<R>(needing bytes: Int, _ body: () throws -> R) throws -> R {
        guard let left = remaining(), left < bytes else { return try body() }
        return try withoutActuallyEscaping(body) { escapable -> R in
            // The thread holds the job, and the job the closure only until it has run: the
            // closure must not outlive this call (the Thread object lives a little longer).
            let job = Job(escapable)
            let done = DispatchSemaphore(value: 0)
            // Task-local values do not follow work onto a new thread: the render's screen
            // (`UIScreen.main`, `WKInterfaceDevice.current()`) and locale are bound again there,
            // so a view body reads the rendered device's whichever thread lays it out.
            let screen = DeviceScreen.bound, region = RenderRegion.bound
            let thread = Thread {
                DeviceScreen.$bound.withValue(screen) {
                    RenderRegion.$bound.withValue(region) { job.run() }
                }
                done.signal()
            }
            thread.stackSize = bytes + (1 << 20)
            thread.start()
            done.wait()
            job.body = nil
            return try job.result!.get()
        }
    }

    private final class Job<R> {
        var body: (() throws -> R)?
        var result: Result<R, Error>?
        init(_ body: @escaping () throws -> R) { self.body = body }
        func run() { result = Result { try body!() } }
    }
}
