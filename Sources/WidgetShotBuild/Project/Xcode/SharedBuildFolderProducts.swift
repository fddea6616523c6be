import Foundation

/// Package products a target's files import but only other targets of its project link. Xcode
/// builds every target of a project into one shared build folder, so a file compiled into the
/// widget finds a package module the app links: Lovely-Development-Team/St-Jude-Widget-App's
/// widget compiles `Shared Widgets/HeadToHeadWidgetView.swift` (`import Kingfisher`, `KFImage`)
/// while only the iOS app target lists Kingfisher. On Linux the generated package declares what
/// each module uses, so such a product is linked to the importing target, with a note.
///
/// Only an `import` outside any `#if` counts: a conditional import (`#if canImport(Sparkle)`)
/// may be one the target never compiles, and adding its package could ask for a fetch the build
/// does not need. A product counts when its name (or its name as a module, `c99name`) is the
/// imported module's — a product whose module is named otherwise is not found — and the module is
/// not an Apple one (`import Charts` stays Swift Charts where the app links danielgindi's Charts).
enum SharedBuildFolderProducts {
    /// The package products `files` import unconditionally that the project declares for other
    /// targets, excluding `linked` (the target's own) and `modules` (names the build already has).
    static func products(importedBy files: [URL], linked: [PackageProductReference], modules: Set<String>,
                         in project: XcodeProject) throws -> [(PackageReference, PackageProductReference)] {
        // An Apple module is never taken for a package's (`import Charts` is Swift Charts, not danielgindi's).
        let imported = unconditionalImports(in: files).subtracting(modules).filter { module in
            !(AppleModules.isStandIn(module) || AppleModules.portable.contains(module) || AppleModules.unavailable.contains(module)
              || AppleModules.otherPlatforms.contains(module))
        }
        let own = Set(linked.flatMap { [$0.product, SwiftPMName.c99name($0.product)] })
        guard !imported.subtracting(own).isEmpty else { return [] }
        var found: [(PackageReference, PackageProductReference)] = []
        let dependencies = project.graph.objects.filter { $0.value["isa"] as? String == "XCSwiftPackageProductDependency" }
        for id in dependencies.keys.sorted() {
            guard let name = dependencies[id]?["productName"] as? String, !name.hasPrefix("plugin:"), !own.contains(name),
                  imported.contains(name) || imported.contains(SwiftPMName.c99name(name)) else { continue }
            var ignored: [BuildDiagnostic] = []
            guard let (package, product) = try project.packages.product(id, graph: project.graph, warnings: &ignored),
                  !found.contains(where: { $0.1 == product }) else { continue }
            found.append((package, product))
        }
        return found
    }

    /// The note for a product linked so.
    static func note(product: PackageProductReference, module: String) -> String {
        "the target \(module) compiles a file that imports \(product.product), a product of the package \(product.package) that only other targets "
            + "of the project link; Xcode finds its module in the shared build folder, so it is linked to \(module) here"
    }

    /// The modules `files` import outside `#if … #endif` blocks.
    static func unconditionalImports(in files: [URL]) -> Set<String> {
        let transform = SourceTransform(originalPath: "", fileIndex: 0)
        var modules: Set<String> = []
        for file in files {
            guard let text = try? SwiftSourceReader.read(file) else { continue }
            var depth = 0
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("#if") { depth += 1; continue }
                if trimmed.hasPrefix("#endif") { depth = max(0, depth - 1); continue }
                guard depth == 0, trimmed.contains("import") else { continue }
                for statement in trimmed.split(separator: ";") {
                    if let module = transform.importedModule(statement.trimmingCharacters(in: .whitespaces)) { modules.insert(module) }
                }
            }
        }
        return modules
    }
}
