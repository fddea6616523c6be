import Foundation

/// Atomic file writes: the data goes to a temporary file beside the target, then is renamed over it.
/// Only regular files (or symbolic links, which are replaced, not followed) are ever replaced: a
/// FIFO, socket, device or folder at the target is refused, never overwritten.
///
/// ```swift
/// try AtomicFile.write(png, to: folder.appendingPathComponent("widget.png"))
/// ```
public enum AtomicFile {
    /// Writes `data` to `url` through a temporary file beside it.
    public static func write(_ data: Data, to url: URL) throws {
        try checkReplaceable(url)
        let temp = temporaryURL(beside: url)
        do {
            try data.write(to: temp)
        } catch {
            try? FileManager.default.removeItem(at: temp)
            throw RasterError.writeFailed(path: url.path, reason: (error as NSError).localizedDescription)
        }
        try move(temp, over: url)
    }

    /// Throws unless `url` can be written: its folder exists and it is absent, a regular file or
    /// a symbolic link.
    public static func checkReplaceable(_ url: URL) throws {
        var info = stat()
        if lstat(url.path, &info) == 0 {
            let type = info.st_mode & S_IFMT
            if type != S_IFREG && type != S_IFLNK {
                let kind = type == S_IFIFO ? "a FIFO" : type == S_IFSOCK ? "a socket" : type == S_IFCHR ? "a character device"
                    : type == S_IFBLK ? "a block device" : type == S_IFDIR ? "a folder" : "not a file"
                throw RasterError.writeFailed(path: url.path, reason: "it is \(kind), not a regular file; refusing to replace it")
            }
        }
        let dir = url.deletingLastPathComponent()
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dir.path, isDirectory: &isDir), isDir.boolValue else {
            throw RasterError.writeFailed(path: url.path, reason: "folder \(dir.path) does not exist")
        }
    }

    /// A hidden, unique file name beside `url` for the data on its way there.
    public static func temporaryURL(beside url: URL) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
    }

    /// Renames the finished `temporary` file over `url`; on failure the temporary file is removed.
    public static func move(_ temporary: URL, over url: URL) throws {
        if rename(temporary.path, url.path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw RasterError.writeFailed(path: url.path, reason: reason)
        }
    }
}
