import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive lock on the generated package, held while it is written and built, so parallel
/// `widgetshot --extension` runs (CI shards on one machine) never interleave their writes of the
/// shared manifest and registry. An advisory `flock` on `<workspace>/.lock`: released when the
/// holder exits, even if it crashes.
public final class WorkspaceLock {
    private let descriptor: Int32

    /// Waits for the lock of the package at `packageRoot` (created if missing).
    public init(packageRoot: URL) throws {
        try FileManager.default.createDirectory(at: packageRoot, withIntermediateDirectories: true)
        let path = packageRoot.appendingPathComponent(".lock").path
        descriptor = open(path, O_CREAT | O_RDWR, 0o644)
        guard descriptor >= 0 else {
            throw ExtensionBuildError.cannotRun("cannot open the lock file \(path) (\(String(cString: strerror(errno)))); the cache folder must be writable")
        }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                close(descriptor)
                throw ExtensionBuildError.cannotRun("cannot lock \(path)")
            }
        }
    }

    private var isHeld = true

    /// Releases the lock (also done when the lock is freed).
    public func release() {
        guard isHeld else { return }
        isHeld = false
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    deinit { release() }
}
