import Foundation

/// The targets one ``BuildPlan`` adds to the generated package: the extension's executable, its
/// framework modules and the package targets they use, and the remote packages those need.
/// Stored in `<workspace>/extensions.json`; the manifest lists the targets of every entry.
struct WorkspaceEntry: Codable, Equatable {
    /// The extension's executable target (unique per extension: its name and a hash of its source).
    var key: String
    /// The project or folder the entry was built from (an entry whose source is gone is dropped).
    var source: String
    var targets: [WorkspaceTarget]
    var packages: [WorkspacePackage]
    /// The `defaultLocalization` its local packages' localized resources need (nil: none).
    var defaultLocalization: String?

    /// The names the entry puts in the package graph (its targets').
    var moduleNames: Set<String> { Set(targets.map(\.name)) }
}

/// One target of the generated package.
struct WorkspaceTarget: Codable, Equatable {
    var name: String
    var isExecutable: Bool
    /// The folder, relative to the package root.
    var path: String
    /// Targets of the package it depends on.
    var targetDependencies: [String]
    /// Products of remote packages (`product`, `package` identity).
    var productDependencies: [ProductDependency]
    /// `-D` conditions.
    var defines: [String]
    /// Resource files and folders (relative to the target's folder) SwiftPM puts into the
    /// target's resource bundle (`Bundle.module`), as `.process(path)` or `.copy(path)` expressions.
    var resources: [String] = []
    /// A system library target (`.systemLibrary`): its folder holds the package's module map.
    var isSystemLibrary: Bool? = nil
    /// The system library's `pkgConfig:` name.
    var pkgConfig: String? = nil
    /// A C-language target (``CLanguageTarget``): its sources, public headers and settings.
    var clang: ClangTargetDeclaration? = nil
    /// A Swift target's language mode, features and flags (nil: Swift 5, nothing more).
    var compiler: SwiftCompilerSettings? = nil

    struct ProductDependency: Codable, Equatable, Hashable {
        var product: String
        var package: String
    }
}

/// A remote package dependency of the generated package.
struct WorkspacePackage: Codable, Equatable {
    var identity: String
    /// The `.package(…)` expression.
    var declaration: String
    /// The repository URL.
    var url: String = ""
}

/// Writes `Package.swift` from the registry of entries.
enum WorkspaceManifest {
    /// The registry with `entry` added: entries with the same key are replaced; entries with a
    /// module named like one of the new one's but defined differently (another project's
    /// `TravelKit`; the same framework of a sibling extension is shared), or that declare one of its packages differently,
    /// are dropped (they come back, rebuilt, when their extension is built again); entries whose
    /// source or target folders are gone are dropped.
    static func merge(_ entry: WorkspaceEntry, into known: [WorkspaceEntry], stillExists: (WorkspaceEntry) -> Bool) -> [WorkspaceEntry] {
        let names = entry.moduleNames
        let packages = Dictionary(entry.packages.map { ($0.identity, $0.declaration) }, uniquingKeysWith: { a, _ in a })
        let kept = known.filter { other in
            guard other.key != entry.key, stillExists(other) else { return false }
            // Two extensions of one project share its frameworks: the same target is no clash.
            let shared = other.moduleNames.intersection(names)
            if shared.contains(where: { name in other.targets.first { $0.name == name } != entry.targets.first { $0.name == name } }) { return false }
            return !other.packages.contains { package in
                guard let declaration = packages[package.identity] else { return false }
                return declaration != package.declaration
            }
        }
        return (kept + [entry]).sorted { $0.key < $1.key }
    }

    /// The manifest for `entries`, built against the WidgetShot checkout at `widgetShotRoot` — or,
    /// with `prebuilt`, against the CLI's build products (``PrebuiltWidgetShot``): no dependency on
    /// the checkout, its modules and objects through `unsafeFlags` (`packageRoot` places the object list).
    static func text(entries: [WorkspaceEntry], widgetShotRoot: URL, prebuilt: PrebuiltWidgetShot? = nil, packageRoot: URL? = nil) -> String {
        let widgetShot = widgetShotRoot.lastPathComponent
        var packages = prebuilt == nil ? [".package(path: \(swiftLiteral(widgetShotRoot.path)))"] : []
        var seen: Set<String> = []
        for package in entries.flatMap(\.packages) where seen.insert(package.identity).inserted {
            packages.append(package.declaration)
        }
        var listed: Set<String> = []
        let targets = entries.flatMap(\.targets).filter { listed.insert($0.name).inserted }.map { target -> String in
            if target.isSystemLibrary == true {
                let pkgConfig = target.pkgConfig.map { ",\n            pkgConfig: \(swiftLiteral($0))" } ?? ""
                return """
                        .systemLibrary(
                            name: \(swiftLiteral(target.name)),
                            path: \(swiftLiteral(target.path))\(pkgConfig)),
                """
            }
            if let clang = target.clang { return clangTargetText(target, clang) }
            var dependencies: [String] = []
            if prebuilt == nil {
                dependencies.append(".product(name: \"WidgetShot\", package: \(swiftLiteral(widgetShot)))")
                if target.isExecutable { dependencies.append(".product(name: \"WidgetShotCLI\", package: \(swiftLiteral(widgetShot)))") }
            }
            dependencies += target.targetDependencies.map { ".target(name: \(swiftLiteral($0)))" }
            dependencies += target.productDependencies.map { ".product(name: \(swiftLiteral($0.product)), package: \(swiftLiteral($0.package)))" }
            let compiler = target.compiler ?? SwiftCompilerSettings()
            let unsafeFlags = ["-suppress-warnings"] + compiler.compilerFlags + (prebuilt?.manifestCompileFlags ?? [])
            let settings = compiler.manifestSettings + [".unsafeFlags([\(unsafeFlags.map(swiftLiteral).joined(separator: ", "))])"]
                + target.defines.map { ".define(\(swiftLiteral($0)))" }
            var linker = ""
            if let prebuilt, target.isExecutable {
                let flags = prebuilt.manifestLinkFlags(packageRoot: packageRoot ?? widgetShotRoot)
                linker = ",\n                linkerSettings: [.unsafeFlags([\(flags.map(swiftLiteral).joined(separator: ", "))])]"
            }
            let resources = target.resources.isEmpty ? "" : "\n                resources: [\(target.resources.joined(separator: ", "))],"
            return """
                    .\(target.isExecutable ? "executableTarget" : "target")(
                        name: \(swiftLiteral(target.name)),
                        dependencies: [\(dependencies.joined(separator: ",\n                               "))],
                        path: \(swiftLiteral(target.path)),\(resources)
                        swiftSettings: [\(settings.joined(separator: ", "))]\(linker)),
            """
        }.joined(separator: "\n")
        // One package, so one default localization: the first entry's that needs one.
        let localization = entries.compactMap(\.defaultLocalization).first.map { "\n    defaultLocalization: \(swiftLiteral($0))," } ?? ""
        return """
        // swift-tools-version:6.0
        // Generated by WidgetShot: builds widget extensions against WidgetShot. Do not edit.
        import PackageDescription

        let package = Package(
            name: "WidgetShotExtensions",\(localization)
            platforms: [.macOS(.v13)],
            dependencies: [
                \(packages.joined(separator: ",\n        "))
            ],
            targets: [
        \(targets)
            ]
        )

        """
    }

    /// A C-language target's declaration: no WidgetShot, no Swift settings.
    static func clangTargetText(_ target: WorkspaceTarget, _ clang: ClangTargetDeclaration) -> String {
        let dependencies = target.targetDependencies.map { ".target(name: \(swiftLiteral($0)))" }
            + target.productDependencies.map { ".product(name: \(swiftLiteral($0.product)), package: \(swiftLiteral($0.package)))" }
        var arguments = ["name: \(swiftLiteral(target.name))",
                         "dependencies: [\(dependencies.joined(separator: ", "))]",
                         "path: \(swiftLiteral(target.path))"]
        if let sources = clang.sources { arguments.append("sources: [\(sources.map(swiftLiteral).joined(separator: ", "))]") }
        if let headers = clang.publicHeadersPath { arguments.append("publicHeadersPath: \(swiftLiteral(headers))") }
        for (label, settings) in [("cSettings", clang.cSettings), ("cxxSettings", clang.cxxSettings), ("linkerSettings", clang.linkerSettings)] where !settings.isEmpty {
            arguments.append("\(label): [\(settings.joined(separator: ", "))]")
        }
        return """
                .target(
                    \(arguments.joined(separator: ",\n            "))),
        """
    }

    /// The `.package(url:…)` expression for a remote package at `requirement`.
    static func declaration(url: String, requirement: VersionRequirement) -> String {
        let rule: String
        switch requirement {
        case .exact(let v): rule = "exact: \(swiftLiteral(v))"
        case .upToNextMajor(let v): rule = "from: \(swiftLiteral(v))"
        case .upToNextMinor(let v): rule = ".upToNextMinor(from: \(swiftLiteral(v)))"
        case .range(let from, let to): rule = "\(swiftLiteral(from))..<\(swiftLiteral(to))"
        case .branch(let b): rule = "branch: \(swiftLiteral(b))"
        case .revision(let r): rule = "revision: \(swiftLiteral(r))"
        }
        return ".package(url: \(swiftLiteral(url)), \(rule))"
    }
}
