import Foundation

/// Helpers of ``ExtensionSources/scan(extension:includes:)`` for folders as found in the wild.
enum ExtensionScan {
    /// `root` with symbolic links resolved when it is (or passes through) one: Foundation lists a
    /// link to a folder as a file, so `--extension link` found no Swift files. Relative links are
    /// resolved from the link's folder; a link that leads nowhere keeps its path (the scan then
    /// says there is no such folder).
    static func resolvedRoot(_ root: URL) -> URL {
        let resolved = root.resolvingSymlinksInPath()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolved.path, isDirectory: &isDirectory), isDirectory.boolValue else { return root }
        return resolved.standardizedFileURL
    }

    /// The warning for a symbolic link inside the folder `base` (the extension's, or an
    /// `--include`d one) that leads outside it, nil for a link that stays inside. Such a link is
    /// left out: a pull request could otherwise point `Secrets.swift` at any file on the CI
    /// machine and have it compiled (and its text shown in the compiler's errors) — the rule
    /// linked folders follow too (they are never entered).
    static func escapingLink(_ link: URL, base: URL) -> String? {
        let target = link.resolvingSymlinksInPath().standardizedFileURL.path
        let folder = base.resolvingSymlinksInPath().standardizedFileURL.path
        if target.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") { return nil }
        return "\(link.path): a link to \(target), outside \(folder); left out (links may not leave the folder)"
    }

    /// Why a file or folder could not be read, without the path (the message names it).
    static func reason(_ error: Error) -> String { SwiftSourceReader.reason(error) }

    /// Whether a file of this name would have been used (a source, a table, a catalog…).
    static func isInteresting(_ name: String) -> Bool {
        ["swift", "strings", "stringsdict", "xcstrings", "intentdefinition", "xcassets", "lproj"].contains((name as NSString).pathExtension)
    }

    /// The warning for a listed entry that cannot be opened under its name.
    static func unopenable(_ url: URL) -> String {
        if url.lastPathComponent.contains("\u{FFFD}") {
            return "\(url.path): the file name is not UTF-8 (shown with �), so it cannot be built; rename it; left out"
        }
        return "\(url.path): the file is gone (removed during the scan, or a link to nothing); left out"
    }

    /// The largest string table used: 64 MiB (a catalog of 10,000 keys in 40 languages is about
    /// 20 MiB of JSON).
    static let maximumTableSize = 64 << 20

    /// A file's size in bytes (nil when it cannot be read).
    static func size(of file: URL) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber)?.intValue
    }
}
