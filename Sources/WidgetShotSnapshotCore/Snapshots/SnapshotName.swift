import Foundation

/// Safe file-name parts: letters, digits, `-`, `_` and `.`-free; anything else (path separators,
/// `..`, spaces) becomes `-`. Names never escape the goldens folder.
///
/// Long names: a file-name component longer than `maxComponentBytes` UTF-8 bytes (or a part over
/// 120 characters) becomes a readable prefix, `~` and a 12-digit hexadecimal FNV-1a hash of the
/// full, unsanitised name, so it fits every file system's 255-byte limit (with room for `.json`)
/// and two names that differ anywhere never share a file. Shorter names are unchanged.
package enum SnapshotName {
    /// The longest file-name component (in UTF-8 bytes) kept as is.
    static let maxComponentBytes = 180
    /// The longest part (suite, test or variant), in characters, kept as is.
    static let maxPartCharacters = 120

    static func sanitize(_ s: String) -> String {
        let mapped = s.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" }
        let collapsed = String(mapped).split(separator: "-", omittingEmptySubsequences: true).joined(separator: "-")
        return collapsed.isEmpty ? "unnamed" : collapsed
    }

    /// One file-name component from parts (sanitised, joined with `.`), shortened when too long.
    static func component(_ parts: [String]) -> String {
        let clean = parts.map(sanitize)
        let joined = clean.joined(separator: ".")
        guard joined.utf8.count > maxComponentBytes || clean.contains(where: { $0.count > maxPartCharacters }) else { return joined }
        let hash = String(fnv1a(parts.joined(separator: "\u{0}")), radix: 16)
        let tag = "~" + String(repeating: "0", count: max(0, 12 - hash.count)) + hash.suffix(12)
        var prefix = ""
        for c in joined {
            if prefix.utf8.count + String(c).utf8.count + tag.utf8.count > maxComponentBytes { break }
            prefix.append(c)
        }
        return prefix + tag
    }

    /// FNV-1a, 64 bits: stable across runs and platforms (unlike `Hasher`).
    static func fnv1a(_ s: String) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in s.utf8 {
            h ^= UInt64(byte)
            h = h &* 0x100_0000_01b3
        }
        return h
    }

    /// The suite name of a test file: its file name without `.swift`.
    package static func suite(fileID: String) -> String {
        sanitize(URL(fileURLWithPath: fileID).deletingPathExtension().lastPathComponent)
    }

    /// The test name of a function: `renders()` → `renders`.
    package static func test(function: String) -> String {
        sanitize(String(function.prefix { $0 != "(" }))
    }
}
