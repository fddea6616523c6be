import Foundation

/// Products of local packages that a target links but that no compiled file imports
/// (eurofurence/ef-app_ios: the widget links EurofurenceKit, whose package depends on
/// firebase-ios-sdk, and none of its files imports EurofurenceKit). Xcode links them without
/// harm; on Linux their packages may not be fetchable or buildable, and nothing would use them.
/// They are left out of the generated package with a note — with the packages only they reach,
/// since remote packages are declared only for products a kept target uses (``PackageTargets``)
/// — as unimported binary frameworks are (``BinaryFrameworks``).
///
/// "Imports" is read over every file of the plan's modules (the extension and its frameworks),
/// not only the linking target's: a file may import a module another target of the build links.
/// Any `import` line counts, in an inactive `#if` branch too, so a product is kept when in doubt.
enum UnimportedProducts {
    /// The modules the `import` lines of `files` name (`import A`, `@testable import B`,
    /// `import struct C.D`).
    static func importedModules(in files: [URL]) -> Set<String> {
        let transform = SourceTransform(originalPath: "", fileIndex: 0)
        var modules: Set<String> = []
        for file in files {
            guard let text = try? SwiftSourceReader.read(file) else { continue }
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard trimmed.contains("import") else { continue }
                // `import A; import B` on one line: each statement.
                for statement in trimmed.split(separator: ";") {
                    if let module = transform.importedModule(statement.trimmingCharacters(in: .whitespaces)) { modules.insert(module) }
                }
            }
        }
        return modules
    }

    /// The note for a product left out.
    static func note(product: String, package: String, module: String, modules: Set<String>) -> String {
        "the target \(module) links the product \(product) of the package \(package), but no compiled file imports its modules "
            + "(\(modules.sorted().joined(separator: ", "))): left out of the Linux build, with the packages only it needs"
    }
}
