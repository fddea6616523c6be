import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Recognises a write that failed because the disk (or the user's quota) is full, in the errors
/// a build meets on the way: Foundation's (`CocoaError.fileWriteOutOfSpace`, a POSIX `ENOSPC` or
/// `EDQUOT` underneath) and the text of the tools it runs ("No space left on device" from
/// SwiftPM, the compiler or the linker).
///
/// Everything WidgetShot writes into the cache is written whole or not at all (atomic writes; the
/// bundle and the registry are rewritten on each run; SwiftPM runs again what did not finish),
/// so a full disk costs the run, never the cache: ``ExtensionBuildError/cacheDiskFull(_:)`` says
/// so in one line and the next run, with space, goes on from what is there.
public enum DiskFull {
    /// The phrase the C library gives `ENOSPC` (and tools print).
    static let phrases = ["No space left on device", "Disk quota exceeded"]

    /// The path the failed write named (else `fallback`) when `error` is a full disk; nil otherwise.
    public static func path(of error: Error, fallback: String) -> String? {
        var current: NSError? = error as NSError
        var depth = 0
        while let nsError = current, depth < 8 {
            let full = (nsError.domain == NSCocoaErrorDomain && nsError.code == CocoaError.fileWriteOutOfSpace.rawValue)
                || (nsError.domain == NSPOSIXErrorDomain && (nsError.code == Int(ENOSPC) || nsError.code == Int(EDQUOT)))
            if full { return (nsError.userInfo[NSFilePathErrorKey] as? String) ?? path(in: error) ?? fallback }
            current = nsError.userInfo[NSUnderlyingErrorKey] as? NSError
            depth += 1
        }
        let text = "\(error)"
        return phrases.contains(where: text.contains) ? fallback : nil
    }

    /// The path of the first ``NSError`` in the chain that names one.
    private static func path(in error: Error) -> String? {
        var current: NSError? = error as NSError
        while let nsError = current {
            if let path = nsError.userInfo[NSFilePathErrorKey] as? String { return path }
            current = nsError.userInfo[NSUnderlyingErrorKey] as? NSError
        }
        return nil
    }

    /// Whether a line of a tool's output reports a full disk.
    public static func isReported(in line: String) -> Bool { phrases.contains(where: line.contains) }
}
