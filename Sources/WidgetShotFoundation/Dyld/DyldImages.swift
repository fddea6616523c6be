import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// dyld's image list (`_dyld_image_count`, `_dyld_get_image_name`, `_dyld_get_image_header`,
// `_dyld_get_image_vmaddr_slide`; MachO, re-exported by Foundation on iOS). Libraries walk it to
// find a loaded framework's image, most often to pass its header to `os_log(dso:)` as the token
// of "the image that logged". On Linux the images are the loaded ELF objects, read from
// `/proc/self/maps` (the executable first, as dyld lists the main executable first). Names are paths; a header points at the image's ELF header in memory, typed
// `mach_header` as the signature demands — it identifies the image, its fields are ELF's, not
// Mach-O's. A framework that only iOS has (`/SwiftUI`) is not among them, as on any process that
// did not load it.

/// The header of a Mach-O image — MachO's `mach_header` (the fields code reads; see above for
/// what a header pointer addresses on Linux).
public struct mach_header {
    public var magic: UInt32
    public var cputype: Int32
    public var cpusubtype: Int32
    public var filetype: UInt32
    public var ncmds: UInt32
    public var sizeofcmds: UInt32
    public var flags: UInt32
    public init(magic: UInt32, cputype: Int32, cpusubtype: Int32, filetype: UInt32, ncmds: UInt32, sizeofcmds: UInt32, flags: UInt32) {
        self.magic = magic
        self.cputype = cputype
        self.cpusubtype = cpusubtype
        self.filetype = filetype
        self.ncmds = ncmds
        self.sizeofcmds = sizeofcmds
        self.flags = flags
    }
}

/// One loaded image: its path (a C string kept for the process's lifetime), the address of its
/// ELF header and its load bias.
private struct LoadedImage {
    let name: UnsafePointer<CChar>
    let header: UnsafeRawPointer?
    let slide: Int
}

private enum LoadedImages {
    static let lock = NSLock()
    /// Paths handed out, interned so every pointer stays valid (dyld's stay valid while loaded).
    nonisolated(unsafe) static var names: [String: UnsafePointer<CChar>] = [:]
    /// Whether each mapped file seen so far is an ELF object (read once per path: callers walk
    /// the list by index, and every call reads the maps again).
    nonisolated(unsafe) static var elfFiles: [String: Bool] = [:]

    static func interned(_ path: String) -> UnsafePointer<CChar> {
        if let p = names[path] { return p }
        let p = UnsafePointer(strdup(path)!)
        names[path] = p
        return p
    }

    /// The images loaded now (read fresh each call: libraries load and unload): every file
    /// mapped from its start (offset 0) in `/proc/self/maps`, in address order — the executable
    /// (mapped low) first, as dyld lists the main executable first. The mapping's start is the
    /// ELF header; the slide is that address for position-independent objects (`ET_DYN`, whose
    /// linked base is 0) and 0 for fixed-address executables.
    static func current() -> [LoadedImage] {
        guard let maps = readProcFile("/proc/self/maps") else { return [] }
        var seen = Set<String>()
        var found: [(path: String, start: UInt)] = []
        for line in maps.split(separator: "\n") {
            let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
            guard fields.count == 6, UInt(fields[2], radix: 16) == 0, fields[1].hasPrefix("r") else { continue }
            let path = fields[5].trimmingCharacters(in: .whitespaces)
            guard path.hasPrefix("/"), !path.hasSuffix("(deleted)"), !seen.contains(path),
                  let start = fields[0].split(separator: "-").first.flatMap({ UInt($0, radix: 16) }) else { continue }
            seen.insert(path)
            found.append((path, start))
        }
        lock.lock()
        defer { lock.unlock() }
        return found.compactMap { image in
            // Only ELF objects: the file's first bytes are checked on disk before the mapping is
            // read, because a data file mapped by another thread (a font, fontconfig's cache) may
            // be unmapped between reading the maps and reading its memory.
            guard isELF(image.path), let header = UnsafeRawPointer(bitPattern: image.start),
                  header.load(as: UInt32.self) == 0x464C_457F else { return nil }   // "\u{7F}ELF": an object, not a data file
            let isPositionIndependent = header.load(fromByteOffset: 16, as: UInt16.self) == 3   // e_type ET_DYN
            return LoadedImage(name: interned(image.path), header: header, slide: isPositionIndependent ? Int(bitPattern: image.start) : 0)
        }
    }

    /// Whether the file at `path` starts with the ELF magic number (remembered per path; the
    /// caller holds `lock`).
    static func isELF(_ path: String) -> Bool {
        if let known = elfFiles[path] { return known }
        let answer = readsELFMagic(path)
        elfFiles[path] = answer
        return answer
    }

    private static func readsELFMagic(_ path: String) -> Bool {
        guard let file = fopen(path, "r") else { return false }
        defer { fclose(file) }
        var magic: [UInt8] = [0, 0, 0, 0]
        return fread(&magic, 1, 4, file) == 4 && magic == [0x7F, 0x45, 0x4C, 0x46]
    }

    /// A `/proc` file's whole text: such files report size 0, so they are read until end of file
    /// (Foundation's `String(contentsOfFile:)` stops after the first page).
    static func readProcFile(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if n <= 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func image(_ index: UInt32) -> LoadedImage? {
        let all = current()
        return Int(index) < all.count ? all[Int(index)] : nil
    }
}

/// The number of loaded images — dyld's `_dyld_image_count`.
public func _dyld_image_count() -> UInt32 { UInt32(LoadedImages.current().count) }

/// The path of the image at `image_index`, or `nil` past the end — dyld's `_dyld_get_image_name`.
public func _dyld_get_image_name(_ image_index: UInt32) -> UnsafePointer<CChar>! { LoadedImages.image(image_index)?.name }

/// The header of the image at `image_index`, or `nil` past the end — dyld's
/// `_dyld_get_image_header` (on Linux the image's ELF header; see above).
public func _dyld_get_image_header(_ image_index: UInt32) -> UnsafePointer<mach_header>! {
    LoadedImages.image(image_index)?.header?.assumingMemoryBound(to: mach_header.self)
}

/// How far the image at `image_index` was moved from its linked address (its load bias), 0 past
/// the end — dyld's `_dyld_get_image_vmaddr_slide`.
public func _dyld_get_image_vmaddr_slide(_ image_index: UInt32) -> Int { LoadedImages.image(image_index)?.slide ?? 0 }
