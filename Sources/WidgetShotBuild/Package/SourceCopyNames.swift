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
}
