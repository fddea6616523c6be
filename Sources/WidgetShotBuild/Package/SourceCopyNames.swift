import Foundation

/// Names for the transformed copies of the user's files that SwiftPM can build together.
///
/// SwiftPM writes a target's object files flat, one per source named after its base name
/// (`<target>.build/Constants.swift.o`), so two `Constants.swift` in different folders — which
/// Xcode builds (it names objects per file reference) — stop the build with "multiple producers".
/// The first file of a name keeps it; each later one (case-insensitively the same) is copied as
/// `Constants_2.swift`, `Constants_3.swift`… (the first suffix no other copy uses). Diagnostics,
/// `#file` and preview names still show the user's path: the copy starts with `#sourceLocation`.
enum SourceCopyNames {
    /// `relativePaths` (folders kept) with base names made unique across the list, in order, and
    /// different from `reserved` (the base names of the files WidgetShot generates in the target).
    static func unique(_ relativePaths: [String], reserved: Set<String> = []) -> [String] {
        func base(_ path: String) -> String { (path as NSString).lastPathComponent.lowercased() }
        let reserved = Set(reserved.map { $0.lowercased() })
        var taken = Set(relativePaths.map(base)).union(reserved)
        var seen = reserved
        return relativePaths.map { path in
            let name = base(path)
            guard seen.contains(name) else { seen.insert(name); return path }
            let folder = (path as NSString).deletingLastPathComponent
            let file = (path as NSString).lastPathComponent
            let stem = (file as NSString).deletingPathExtension
            let ext = (file as NSString).pathExtension
            var counter = 2
            var candidate = "\(stem)_\(counter).\(ext)"
            while taken.contains(candidate.lowercased()) {
                counter += 1
                candidate = "\(stem)_\(counter).\(ext)"
            }
            taken.insert(candidate.lowercased())
            seen.insert(candidate.lowercased())
            return folder.isEmpty ? candidate : "\(folder)/\(candidate)"
        }
    }

    /// A relative path whose every component SwiftPM, the driver's file lists (one path per line)
    /// and a shell take as written: characters other than ASCII letters, digits, `.`, `_`, `-` and
    /// `+` become `_` (quotes, `$()`, spaces, newlines, non-ASCII), and a leading `-` or `.`
    /// (an option, a hidden file) becomes `_`. The user's own path stays in the copy's
    /// `#sourceLocation`; copies made alike are told apart by ``unique(_:reserved:)``.
    static func safe(_ relativePath: String) -> String {
        relativePath.split(separator: "/", omittingEmptySubsequences: true).map { component -> String in
            var scalars = String.UnicodeScalarView()
            for scalar in component.unicodeScalars {
                let v = scalar.value
                let allowed = (v >= 0x30 && v <= 0x39) || (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A) || "._-+".unicodeScalars.contains(scalar)
                scalars.append(allowed ? scalar : "_")
            }
            var name = String(scalars)
            if name.hasPrefix("-") || name.hasPrefix(".") { name = "_" + name.dropFirst() }
            return name.isEmpty ? "_" : name
        }.joined(separator: "/")
    }
}
