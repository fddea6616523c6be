import Foundation

/// The Swift packages of a ``BuildPlan`` turned into parts of the generated package.
///
/// A local package (or a `--override-package NAME=DIR`) is read with `swift package dump-package`;
/// the library targets the plan's products need, transitively, become targets of the generated
/// package with their files transformed like the extension's — not a path dependency, because
/// their `import SwiftUI` must become `import WidgetShot`. Their own remote dependencies, and the
/// plan's remote packages, become `.package(url:…)` dependencies of the generated manifest.
struct PackageTargets {
    /// A library target of a local package, to generate.
    struct LocalTarget {
        var target: PackageDump.Target
        var package: PackageDump
        /// Its dependencies in the generated package.
        var targetDependencies: [String]
        var productDependencies: [WorkspaceTarget.ProductDependency]
    }

    /// Local package targets, in dependency order.
    var localTargets: [LocalTarget] = []
    /// Remote packages a resolved product uses, by identity (the plan's own requirement wins over
    /// a package's). A package no product of the build uses is not listed: SwiftPM would fetch it.
    var remotePackages: [WorkspacePackage] = []
    /// Notes for the build log: package products left out of the build (``ObjectiveCTargetFound``).
    var notes: [String] = []
    /// Every remote package declared so far (the plan's and its local packages'), by identity.
    private var remoteDeclarations: [String: WorkspacePackage] = [:]

    /// Packages substituted by local folders (`--override-package NAME=DIR`), by identity.
    var overrides: [String: URL]
    /// Reads a local package (`swift package dump-package`; injectable for tests).
    var load: (URL) throws -> PackageDump
    private var dumps: [String: PackageDump] = [:]
    private var known: [String: PackageReference.Location] = [:]

    init(packages: [PackageReference], overrides: [String: URL], load: @escaping (URL) throws -> PackageDump) {
        self.overrides = overrides
        self.load = load
        for package in packages { register(identity: package.identity, location: package.location) }
    }

    /// Records a package (the first declaration of an identity wins; an override replaces it).
    private mutating func register(identity: String, location: PackageReference.Location) {
        let key = identity.lowercased()
        guard known[key] == nil else { return }
        if let folder = overrides[key] ?? overrides[identity] {
            known[key] = .local(folder)
            return
        }
        known[key] = location
        if case .remote(let url, let requirement) = location {
            remoteDeclarations[key] = WorkspacePackage(identity: key, declaration: WorkspaceManifest.declaration(url: url, requirement: requirement), url: url)
        }
    }

    /// The module names a product of a local package brings (its targets' c99 names, with what
    /// they depend on in the package, and the product's own name), or nil when the package is
    /// remote or unknown, or the product needs a binary target (``BinaryTargetFound`` decides).
    mutating func localModules(ofProduct product: String, package identity: String) throws -> Set<String>? {
        guard case .local(let folder)? = known[identity.lowercased()] else { return nil }
        let targets = try dump(identity.lowercased(), folder).targets(forProducts: [product])
        guard !targets.contains(where: { $0.type == "binary" }) else { return nil }
        return Set(targets.map { SwiftPMName.c99name($0.name) } + [product])
    }

    /// Whether the package `identity` is fetched by SwiftPM (a remote package, not overridden).
    func isRemote(package identity: String) -> Bool {
        if case .remote? = known[identity.lowercased()] { return true }
        return false
    }

    /// The dependencies in the generated package for `product` of the package `identity`: the
    /// product's targets (generated, with what they need) for a local package, the product itself
    /// for a remote one. An unknown package is an error naming it.
    ///
    /// A product needing an Objective-C target throws ``ObjectiveCTargetFound`` (the caller
    /// decides whether the module using it can do without it); one reached through a local
    /// package's target is left out when that target imports it only under `#if canImport`
    /// (``GuardedImports``), with a note in ``notes``, else it stops the build.
    mutating func resolve(product: String, package identity: String) throws -> (targets: [String], products: [WorkspaceTarget.ProductDependency]) {
        try resolveProduct(product, package: identity)
    }

    private mutating func resolveProduct(_ product: String, package identity: String) throws -> (targets: [String], products: [WorkspaceTarget.ProductDependency]) {
        let key = identity.lowercased()
        guard let location = known[key] else {
            throw ExtensionBuildError.packageError(identity, "the product \(product) names a package the project does not list")
        }
        switch location {
        case .remote:
            if let package = remoteDeclarations[key], !remotePackages.contains(where: { $0.identity == key }) { remotePackages.append(package) }
            return ([], [WorkspaceTarget.ProductDependency(product: product, package: key)])
        case .local(let folder):
            let dump = try dump(key, folder)
            let targets = try dump.targets(forProducts: [product])
            if let binary = targets.first(where: { $0.type == "binary" }) {
                throw BinaryTargetFound(package: dump.name, identity: key, product: product, target: binary.name,
                                        modules: Set(targets.map(\.name) + [product]))
            }
            for target in targets where target.type == "regular" && CLanguageTarget.isCLanguage(target, in: dump) {
                let objectiveC = CLanguageTarget.objectiveCFiles(of: target)
                if !objectiveC.isEmpty {
                    throw ObjectiveCTargetFound(package: dump.name, identity: key, product: product, target: target.name, files: objectiveC,
                                                modules: Set(targets.map { SwiftPMName.c99name($0.name) } + [product]))
                }
            }
            for target in targets where !localTargets.contains(where: { $0.target.name == target.name && $0.package.folder == dump.folder }) {
                if let other = localTargets.first(where: { $0.target.name == target.name }) {
                    throw ExtensionBuildError.moduleClash("the packages \(other.package.name) and \(dump.name) both have a target named \(target.name); one module name can be built once")
                }
                // A system library target (a module map over a C library, as GRDB's SQLite) is
                // declared as it is; regular targets are generated from their sources.
                guard ["regular", "executable", "system"].contains(target.type) else {
                    throw ExtensionBuildError.packageError(dump.name, "the target \(target.name) is a \(target.type) target, which WidgetShot cannot build from source")
                }
                var generated = LocalTarget(target: target, package: dump, targetDependencies: [], productDependencies: [])
                for dependency in target.dependencies {
                    let t: [String], p: [WorkspaceTarget.ProductDependency]
                    do {
                        (t, p) = try resolve(dependency, in: dump)
                    } catch let objectiveC as ObjectiveCTargetFound {
                        let use = GuardedImports.guardedUse(of: objectiveC.modules, in: dump.swiftFiles(of: target))
                        guard use.guarded else { throw objectiveC.error }
                        notes.append(objectiveC.droppedNote(dependent: target.name, imported: use.imported))
                        continue
                    }
                    generated.targetDependencies += t
                    generated.productDependencies += p
                }
                localTargets.append(generated)
            }
            let names = dump.products[product] ?? [product]
            return (names, [])
        }
    }

    /// A target dependency inside the local package `dump`.
    private mutating func resolve(_ dependency: PackageDump.Dependency, in dump: PackageDump) throws -> ([String], [WorkspaceTarget.ProductDependency]) {
        switch dependency {
        case .target(let name):
            return ([name], [])
        case .byName(let name) where dump.targets.contains { $0.name == name }:
            return ([name], [])
        case .byName(let name):
            // A product of a dependency named like its package (SwiftPM's rule for a bare name),
            // or like the `name:` the package was declared with.
            guard let package = try dump.dependency(named: name) ?? packageVending(product: name, in: dump) else {
                throw ExtensionBuildError.packageError(dump.name, "a target depends on \(name), which is neither a target nor a package of \(dump.name)")
            }
            try registerDependency(package)
            return try resolveProduct(name, package: package.identity)
        case .product(let name, let packageName):
            guard let package = dump.dependency(named: packageName)
                    ?? dump.dependencies.first(where: { dependency in
                        if case .local(_, let path) = dependency { return path.lastPathComponent.lowercased() == packageName.lowercased() }
                        return false
                    }) else {
                throw ExtensionBuildError.packageError(dump.name, "a target uses the product \(name) of \(packageName), which \(dump.name) does not depend on")
            }
            try registerDependency(package)
            return try resolveProduct(name, package: package.identity)
        }
    }

    /// The dependency of `dump` whose package has a product named `product`: a bare name in a
    /// target's dependencies that is neither a target nor a package names a product of any
    /// dependency (SwiftPM's lookup for manifests before tools 5.2, as swift-extensions/swiftui-charts'
    /// `dependencies: ["Shapes"]` on the package swiftui-shapes). A local (or overridden)
    /// dependency is read to see its products; a remote one cannot be, so it is taken only when it
    /// is the one dependency left. Nil when none or several could be meant.
    private mutating func packageVending(product: String, in dump: PackageDump) throws -> PackageDump.PackageDependency? {
        var unread: [PackageDump.PackageDependency] = []
        for candidate in dump.dependencies {
            try registerDependency(candidate)
            let key = candidate.identity.lowercased()
            guard case .local(let folder)? = known[key] else {
                unread.append(candidate)
                continue
            }
            if try self.dump(key, folder).products[product] != nil { return candidate }
        }
        return unread.count == 1 ? unread[0] : nil
    }

    private mutating func registerDependency(_ dependency: PackageDump.PackageDependency) throws {
        switch dependency {
        case .local(let identity, let path): register(identity: identity, location: .local(path))
        case .remote(let identity, let url, let requirement): register(identity: identity, location: .remote(url: url, requirement: requirement))
        }
    }

    private mutating func dump(_ key: String, _ folder: URL) throws -> PackageDump {
        if let dump = dumps[key] { return dump }
        let dump = try load(folder)
        dumps[key] = dump
        return dump
    }
}

/// A package product that needs a `binaryTarget` (a prebuilt framework for Apple platforms):
/// thrown by ``PackageTargets/resolve(product:package:)`` before anything of the product is
/// generated, so the caller can tell whether the module using it imports it (an error there) or
/// not (left out with a note; see ``BinaryFrameworks``).
struct BinaryTargetFound: Error {
    var package: String
    var identity: String
    var product: String
    var target: String
    /// The module names an import of the product can use (its targets', and the product's own).
    var modules: Set<String>

    /// What the error at the import says after "imports NAME, ".
    func explanation(module: String) -> String {
        "which the product \(product) of the package \(package) (linked by the target \(module)) builds from the binary target \(target): "
            + "a prebuilt framework for Apple platforms, which cannot be built on Linux. Give a source package that stands in for it: "
            + "--override-package \(identity)=DIR"
    }

    /// The note when no compiled file of `module` imports it.
    func unusedNote(module: String) -> String {
        "the target \(module) links the product \(product) of the package \(package), built from the binary target \(target) "
            + "(a prebuilt framework for Apple platforms), but none of its compiled files imports it: left out of the Linux build"
    }
}
