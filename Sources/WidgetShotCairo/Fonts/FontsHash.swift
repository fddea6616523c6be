import CCodecs
import Foundation

/// The fonts part of the determinism fingerprint every PNG carries (``FontSystem/fingerprint``):
/// FNV-1a over the configuration rules and each font file's name, size and CRC-32.
///
/// Hashing reads every byte of every font: 19 MB for the bundled set, about 12 M instructions and
/// 19 MB of page reads in each cold `widgetshot render` (issue 21, goal 4). So the hash is kept in
/// the font cache folder (``FontScanCache/folder(environment:)``, where fontconfig's cache lives)
/// under the files' identities: path, device, inode, size, and the modification and
/// status-change times to the nanosecond. A write to a file moves its status-change time, which
/// cannot be set back, so a changed file is hashed again; a file that cannot be read leaves the
/// hash uncached.
enum FontsHash {
    /// The hash of `files` under `rules`, from `cacheFolder`'s record when the files are unchanged
    /// since it was written (`nil` folder: always computed).
    static func value(files: [URL], rules: String, cacheFolder: URL?) -> String {
        guard let cacheFolder, let identity = identity(files: files, rules: rules) else { return compute(files: files, rules: rules) }
        let record = cacheFolder.appendingPathComponent("fingerprint-\(identity)")
        if let data = FileManager.default.contents(atPath: record.path), data.count == 16,
           let text = String(data: data, encoding: .utf8), text.allSatisfy(\.isHexDigit) {
            return text
        }
        let value = compute(files: files, rules: rules)
        guard value.utf8.count == 16, (try? FileManager.default.createDirectory(at: cacheFolder, withIntermediateDirectories: true)) != nil else { return value }
        // Written aside and renamed, so a concurrent render never reads half a record.
        let temporary = cacheFolder.appendingPathComponent(".fingerprint-\(identity)-\(getpid())")
        if (try? Data(value.utf8).write(to: temporary)) != nil, rename(temporary.path, record.path) != 0 {
            try? FileManager.default.removeItem(at: temporary)
        }
        return value
    }

    /// The hash itself: every file read (libdeflate's CRC-32, SIMD-fast).
    static func compute(files: [URL], rules: String) -> String {
        var hasher = FNV1a()
        hasher.add(rules)
        for file in files {
            guard let data = try? Data(contentsOf: file, options: .alwaysMapped) else { continue }
            let crc = data.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, data.count) }
            hasher.add("\(file.lastPathComponent):\(data.count):\(String(crc, radix: 16));")
        }
        return hasher.hex
    }

    /// A hash of the files' identities (and the rules); `nil` when a file cannot be examined.
    static func identity(files: [URL], rules: String) -> String? {
        var hasher = FNV1a()
        hasher.add(rules)
        for file in files {
            var info = stat()
            guard stat(file.path, &info) == 0 else { return nil }
            hasher.add("\(file.path)\u{0}\(info.st_dev):\(info.st_ino):\(info.st_size):"
                + "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec):\(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec);")
        }
        return hasher.hex
    }
}

/// 64-bit FNV-1a, for fingerprints (stable across runs and machines, unlike `Hasher`).
struct FNV1a {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    mutating func add(_ string: String) {
        for byte in string.utf8 {
            value ^= UInt64(byte)
            value &*= 0x100_0000_01b3
        }
    }
    /// Sixteen lowercase hex digits (what `%016llx` prints, without Foundation's formatter).
    var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
