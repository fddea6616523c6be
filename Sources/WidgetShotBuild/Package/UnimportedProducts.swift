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

    /// Products of remote packages that no compiled file can use (riscait/Graphidget: the widget
    /// links the product `Charts` of danielgindi/Charts, which only the app imports; without a
    /// network SwiftPM cannot fetch it, and nothing would call it). A remote package's modules are
    /// unknown until it is fetched, so a product is taken as unused only when it is safe to say:
    /// no file imports a module named like it, and every module the files import is accounted for
    /// by name — an Apple or system module, a module of the plan, a module of a linked local
    /// package, a linked remote product imported by its own name. An import of anything else (a
    /// remote product's module named unlike the product, as `SnapKit` of `SnapKit-Dynamic`) keeps
    /// every remote product.
    ///
    /// - Parameters:
    ///   - remote: the linked products of remote packages, as (product, package identity).
    ///   - imported: the modules the plan's files import (``importedModules(in:)``).
    ///   - known: the plan's module names and the modules of its linked local products.
    static func unusedRemoteProducts(_ remote: [(product: String, package: String)], imported: Set<String>,
                                     known: Set<String>) -> Set<String> {
        let named = Set(remote.flatMap { [$0.product, SwiftPMName.c99name($0.product)] })
        let accounted = imported.allSatisfy { module in
            known.contains(module) || named.contains(module) || AppleModules.isStandIn(module) || AppleModules.portable.contains(module)
                || AppleModules.unavailable.contains(module) || AppleModules.otherPlatforms.contains(module)
        }
        guard accounted else { return [] }
        return Set(remote.map(\.product).filter { !imported.contains($0) && !imported.contains(SwiftPMName.c99name($0)) })
    }

    /// The note for a remote product left out.
    static func remoteNote(product: String, package: String, module: String) -> String {
        "the target \(module) links the product \(product) of the remote package \(package), but no compiled file imports it "
            + "and every import is accounted for without it: left out of the Linux build (it is not fetched)"
    }

    /// The note for a product left out.
    static func note(product: String, package: String, module: String, modules: Set<String>) -> String {
        "the target \(module) links the product \(product) of the package \(package), but no compiled file imports its modules "
            + "(\(modules.sorted().joined(separator: ", "))): left out of the Linux build, with the packages only it needs"
    }
}
