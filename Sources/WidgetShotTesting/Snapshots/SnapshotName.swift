import Foundation

/// Safe file-name parts: letters, digits, `-`, `_` and `.`-free; anything else (path separators,
/// `..`, spaces) becomes `-`. Names never escape the goldens folder.
enum SnapshotName {
    static func sanitize(_ s: String) -> String {
        let mapped = s.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" }
        let collapsed = String(mapped).split(separator: "-", omittingEmptySubsequences: true).joined(separator: "-")
        return collapsed.isEmpty ? "unnamed" : String(collapsed.prefix(120))
    }

    /// The suite name of a test file: its file name without `.swift`.
    static func suite(fileID: String) -> String {
        sanitize(URL(fileURLWithPath: fileID).deletingPathExtension().lastPathComponent)
    }

    /// The test name of a function: `renders()` → `renders`.
    static func test(function: String) -> String {
        sanitize(String(function.prefix { $0 != "(" }))
    }
}
