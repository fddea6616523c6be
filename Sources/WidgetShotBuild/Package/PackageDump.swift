import Foundation

/// A local Swift package as `swift package dump-package --package-path DIR` describes it (the
/// JSON form of its evaluated `Package.swift`): its targets with their folders, sources,
/// exclusions, resources and dependencies, its products, and its own package dependencies.
struct PackageDump {
    /// A target of the package.
    struct Target {
        var name: String
        /// `regular`, `executable`, `test`, `macro`, `plugin`, `system`, `binary`.
        var type: String
        /// The target's folder (absolute).
        var folder: URL
        /// `sources:` (relative to the folder), nil for all.
        var sources: [String]?
        /// `exclude:` (relative to the folder).
        var exclude: [String]
        /// `resources:` paths (relative to the folder).
        var resources: [String]
        /// Each resource's rule: `process`, `copy` or `embedInCode`.
        var resourceRules: [String] = []
        var dependencies: [Dependency]
        /// `swiftSettings: [.define(…)]` that apply to an iOS debug build (a `.when(platforms:)`
        /// naming iOS or none, no `.when(configuration: .release)`).
        var defines: [String]
        /// A system library target's `pkgConfig:` name.
        var pkgConfig: String? = nil
        /// A C-language target's `publicHeadersPath:` (relative to the folder; nil: `include`).
        var publicHeadersPath: String? = nil
        /// The target's `cSettings`, `cxxSettings` and `linkerSettings` (for a C-language target).
        var clangSettings: [ClangSetting] = []
        /// The target's `swiftSettings` (tool `swift`), every one with its condition
        /// (``SwiftCompilerSettings/init(packageTarget:of:platform:)`` reads them).
        var swiftSettings: [ClangSetting] = []
    }

    /// One Swift, C, C++ or linker setting of a target (`.headerSearchPath("inner")`, `.define("A", to: "1")`,
    /// `.linkedLibrary("z")`, `.unsafeFlags([…])`), as dump-package writes it.
    struct ClangSetting: Equatable, Codable {
        /// `swift`, `c`, `cxx` or `linker`.
        var tool: String
        /// `headerSearchPath`, `define`, `unsafeFlags`, `linkedLibrary`, `linkedFramework`.
        var kind: String
        /// The setting's values (one, or the flags of `unsafeFlags`).
        var values: [String]
        /// The platforms of its `.when(platforms:)` (empty: all).
        var platforms: [String] = []
        /// The configuration of its `.when(configuration:)` (nil: both).
        var configuration: String? = nil

        /// Whether the setting applies to a debug build for `platform` (dump-package's name:
        /// `ios`, `watchos`): no platform condition or one naming it, no release-only condition.
        func applies(to platform: String) -> Bool {
            (platforms.isEmpty || platforms.contains(platform)) && configuration != "release"
        }
    }

    /// A target's dependency.
    enum Dependency: Equatable {
        /// `"Name"`: a target of this package, else a product of a dependency.
        case byName(String)
        case target(String)
        case product(name: String, package: String)
    }

    /// A package this package depends on.
    enum PackageDependency: Equatable {
        case local(identity: String, path: URL)
        case remote(identity: String, url: String, requirement: VersionRequirement)

        var identity: String {
            switch self {
            case .local(let id, _), .remote(let id, _, _): return id
            }
        }
    }

    var name: String
    var folder: URL
    /// `defaultLocalization:` (needed by localized resources).
    var defaultLocalization: String?
    /// The manifest's `swift-tools-version` (`6.2.0`): its default language mode.
    var toolsVersion: String?
    /// `swiftLanguageModes:` / `swiftLanguageVersions:` (`["5", "6"]`), nil when not given.
    var swiftLanguageModes: [String]?
    var targets: [Target]
    /// Product name → its targets.
    var products: [String: [String]]
    var dependencies: [PackageDependency]
    /// The `name:` a dependency is declared with (`.package(name: "Tagged", url: …swift-tagged…)`,
    /// tools 5.2–5.5; dump-package's `nameForTargetDependencyResolutionOnly`), by identity: the
    /// package's targets name its products by that name, not by the identity.
    var dependencyNames: [String: String] = [:]

    /// The dependency a target names as `package` (or as a bare product name): by identity, or by
    /// the `name:` it was declared with, as SwiftPM resolves it (both without regard to case).
    func dependency(named package: String) -> PackageDependency? {
        let key = package.lowercased()
        return dependencies.first { $0.identity.lowercased() == key }
            ?? dependencies.first { dependencyNames[$0.identity]?.lowercased() == key }
    }

    /// Runs `swift package dump-package` on the package at `folder`; with `scratchPath`, SwiftPM
    /// works there instead of the package's `.build` (whose lock a running `swift build`/`swift
    /// test` of that package holds).
    static func load(packageAt folder: URL, scratchPath: URL? = nil, swift: String = ExtensionBuilder.findSwift()) throws -> PackageDump {
        let manifest = folder.appendingPathComponent("Package.swift")
        // A CocoaPods pod's own folder (a `--override-package` for a pod): its podspec says the package.
        if !FileManager.default.fileExists(atPath: manifest.path), let podspec = PodspecPackage.podspec(in: folder) {
            return try PodspecPackage.dump(folder: folder, podspec: podspec)
        }
        guard FileManager.default.fileExists(atPath: manifest.path) else {
            // A local package in a submodule that was never checked out (SideStore's AltSign).
            if let submodule = GitSubmodule.containing(folder) {
                throw ExtensionBuildError.packageError(folder.lastPathComponent, "\(manifest.path): no such file; \(submodule.advice), "
                    + "or build the package from a checkout of it: --override-package \(folder.lastPathComponent.lowercased())=DIR")
            }
            throw ExtensionBuildError.packageError(folder.lastPathComponent, "\(manifest.path): no such file")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swift)
        process.arguments = ["package", "dump-package", "--package-path", folder.path] + (scratchPath.map { ["--scratch-path", $0.path] } ?? [])
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do { try process.run() } catch { throw ExtensionBuildError.cannotRun("\(swift): \(error)") }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ExtensionBuildError.packageError(folder.lastPathComponent, "swift package dump-package failed: \(errors.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        return try parse(data, folder: folder)
    }

    /// Reads dump-package's JSON for the package at `folder`.
    static func parse(_ data: Data, folder: URL) throws -> PackageDump {
        let name = folder.lastPathComponent
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw ExtensionBuildError.packageError(name, "swift package dump-package printed no JSON object")
        }
        var dump = PackageDump(name: json["name"] as? String ?? name, folder: folder, targets: [], products: [:], dependencies: [])
        dump.defaultLocalization = json["defaultLocalization"] as? String
        dump.toolsVersion = (json["toolsVersion"] as? [String: Any])?["_version"] as? String
        dump.swiftLanguageModes = (json["swiftLanguageModes"] ?? json["swiftLanguageVersions"]) as? [String]
        let declared = json["targets"] as? [Any] ?? []
        // SwiftPM takes a package's only (non-test) target from `Sources/` itself when no
        // `Sources/<name>` exists (sparcs-kaist/app-ios' BuddyDomain keeps its code in `Sources/Model`…).
        let nonTestTargets = declared.compactMap { $0 as? [String: Any] }.filter { ($0["type"] as? String ?? "regular") != "test" }
        for case let target as [String: Any] in declared {
            guard let targetName = target["name"] as? String else { continue }
            let type = target["type"] as? String ?? "regular"
            let path = target["path"] as? String
                ?? defaultTargetFolder(named: targetName, isTest: type == "test", in: folder, isOnlyTarget: type != "test" && nonTestTargets.count == 1)
            var dependencies: [Dependency] = []
            for case let dependency as [String: Any] in target["dependencies"] as? [Any] ?? [] {
                if let values = dependency["byName"] as? [Any], let n = values.first as? String { dependencies.append(.byName(n)) }
                if let values = dependency["target"] as? [Any], let n = values.first as? String { dependencies.append(.target(n)) }
                if let values = dependency["product"] as? [Any], let n = values.first as? String {
                    dependencies.append(.product(name: n, package: values.count > 1 ? (values[1] as? String ?? n) : n))
                }
            }
            let resourceList = (target["resources"] as? [[String: Any]] ?? []).filter { $0["path"] is String }
            let resources = resourceList.map { $0["path"] as! String }
            let rules = resourceList.map { ($0["rule"] as? [String: Any])?.keys.first ?? "process" }
            var defines: [String] = []
            var clangSettings: [ClangSetting] = []
            var swiftSettings: [ClangSetting] = []
            for case let setting as [String: Any] in target["settings"] as? [Any] ?? [] {
                guard let tool = setting["tool"] as? String, let kind = setting["kind"] as? [String: Any],
                      let parsed = Self.clangSetting(tool: tool, kind: kind, condition: setting["condition"] as? [String: Any]) else { continue }
                if tool == "swift" {
                    swiftSettings.append(parsed)
                    if parsed.kind == "define", parsed.applies(to: "ios") { defines += parsed.values }
                } else {
                    clangSettings.append(parsed)
                }
            }
            dump.targets.append(Target(name: targetName, type: type, folder: folder.appendingPathComponent(path).standardizedFileURL,
                                       sources: target["sources"] as? [String], exclude: target["exclude"] as? [String] ?? [],
                                       resources: resources, resourceRules: rules, dependencies: dependencies, defines: defines,
                                       pkgConfig: target["pkgConfig"] as? String, publicHeadersPath: target["publicHeadersPath"] as? String,
                                       clangSettings: clangSettings, swiftSettings: swiftSettings))
        }
        for case let product as [String: Any] in json["products"] as? [Any] ?? [] {
            if let productName = product["name"] as? String { dump.products[productName] = product["targets"] as? [String] ?? [] }
        }
        for case let dependency as [String: Any] in json["dependencies"] as? [Any] ?? [] {
            if let fileSystem = (dependency["fileSystem"] as? [Any])?.first as? [String: Any],
               let identity = fileSystem["identity"] as? String, let path = fileSystem["path"] as? String {
                // A Mac's file system ignores case: sleexyz/parachute's `../proxyservice` is the folder `ProxyService`.
                let declared = URL(fileURLWithPath: path, relativeTo: folder).standardizedFileURL
                dump.dependencies.append(.local(identity: identity, path: CaseInsensitivePath.existing(declared) ?? declared))
                if let declared = fileSystem["nameForTargetDependencyResolutionOnly"] as? String { dump.dependencyNames[identity] = declared }
            }
            if let control = (dependency["sourceControl"] as? [Any])?.first as? [String: Any],
               let identity = control["identity"] as? String {
                let location = control["location"] as? [String: Any]
                let remote = (location?["remote"] as? [Any])?.first
                let url = (remote as? [String: Any])?["urlString"] as? String ?? remote as? String
                guard let url, let requirement = Self.requirement(control["requirement"] as? [String: Any]) else {
                    throw ExtensionBuildError.packageError(dump.name, "the dependency \(identity) has no URL or version rule WidgetShot reads")
                }
                dump.dependencies.append(.remote(identity: identity, url: url, requirement: requirement))
                if let declared = control["nameForTargetDependencyResolutionOnly"] as? String { dump.dependencyNames[identity] = declared }
            }
        }
        return dump
    }

    /// A `c`, `cxx` or `linker` setting of dump-package (`{"headerSearchPath": {"_0": "inner"}}`,
    /// `{"unsafeFlags": {"_0": ["-O2"]}}`), with its `condition` (`platformNames`, `config`).
    static func clangSetting(tool: String, kind: [String: Any], condition: [String: Any]?) -> ClangSetting? {
        guard let (name, value) = kind.first, let payload = value as? [String: Any] else { return nil }
        let values: [String]
        if let one = payload["_0"] as? String { values = [one] } else if let many = payload["_0"] as? [String] { values = many } else { return nil }
        return ClangSetting(tool: tool, kind: name, values: values, platforms: condition?["platformNames"] as? [String] ?? [],
                            configuration: condition?["config"] as? String)
    }

    /// dump-package's `requirement` object.
    static func requirement(_ json: [String: Any]?) -> VersionRequirement? {
        guard let json else { return nil }
        if let range = (json["range"] as? [Any])?.first as? [String: Any], let lower = range["lowerBound"] as? String,
           let upper = range["upperBound"] as? String {
            // `from: "1.2.3"` is stored as 1.2.3..<2.0.0; upToNextMinor as 1.2.3..<1.3.0.
            let parts = lower.split(separator: ".").compactMap { Int($0) }
            if parts.count == 3, upper == "\(parts[0] + 1).0.0" { return .upToNextMajor(lower) }
            if parts.count == 3, upper == "\(parts[0]).\(parts[1] + 1).0" { return .upToNextMinor(lower) }
            return .range(from: lower, to: upper)
        }
        if let exact = (json["exact"] as? [Any])?.first as? String { return .exact(exact) }
        if let branch = (json["branch"] as? [Any])?.first as? String { return .branch(branch) }
        if let revision = (json["revision"] as? [Any])?.first as? String { return .revision(revision) }
        return nil
    }

    /// The library targets `products` need, with every target of this package they depend on
    /// (transitively), in dependency order. An unknown product is an error naming it.
    func targets(forProducts products: [String]) throws -> [Target] {
        let byName = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        var ordered: [Target] = []
        var visiting: Set<String> = []
        func visit(_ name: String) {
            guard let target = byName[name], !ordered.contains(where: { $0.name == name }), visiting.insert(name).inserted else { return }
            for dependency in target.dependencies {
                switch dependency {
                case .byName(let n), .target(let n): visit(n)
                case .product: break
                }
            }
            ordered.append(target)
        }
        for product in products {
            guard let productTargets = self.products[product] ?? (byName[product].map { [$0.name] }) else {
                throw ExtensionBuildError.packageError(name, "the package has no product named \(product) (it has \(self.products.keys.sorted().joined(separator: ", ")))")
            }
            productTargets.forEach(visit)
        }
        return ordered
    }

    /// The Swift files of `target`: its `sources:` (files or folders) or its whole folder, less
    /// `exclude:` and resources, sorted.
    /// Whether `name` is a package manifest: `Package.swift` or a version-specific
    /// `Package@swift-5.9.swift` (SwiftPM reads these, never compiles them into a target).
    static func isManifest(_ name: String) -> Bool {
        name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
    }

    func swiftFiles(of target: Target) -> [URL] {
        let fm = FileManager.default
        let roots = (target.sources ?? [""]).map { $0.isEmpty ? target.folder : target.folder.appendingPathComponent($0) }
        let skipped = (target.exclude + target.resources).map { target.folder.appendingPathComponent($0).standardizedFileURL.path }
        var files: [URL] = []
        for root in roots {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: root.path, isDirectory: &isDirectory) else { continue }
            if !isDirectory.boolValue {
                if root.pathExtension == "swift" { files.append(root.standardizedFileURL) }
                continue
            }
            // SwiftPM ignores hidden files and folders, and the manifests in the package's root
            // (a target at `path: "."` would otherwise compile Package.swift — seen in a real app).
            guard let walker = fm.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]) else { continue }
            let packageRoot = folder.standardizedFileURL.path
            for case let url as URL in walker {
                let path = url.standardizedFileURL.path
                if skipped.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) {
                    walker.skipDescendants()
                    continue
                }
                if url.deletingLastPathComponent().standardizedFileURL.path == packageRoot, Self.isManifest(url.lastPathComponent) { continue }
                if url.pathExtension == "swift" { files.append(url.standardizedFileURL) }
            }
        }
        return files.sorted { $0.path < $1.path }
    }
}

extension PackageDump {
    /// The folder SwiftPM takes a target's sources from when its manifest gives no `path:`: the
    /// first of `Sources`, `Source`, `src`, `srcs` (tests: `Tests`) that holds a folder of the
    /// target's name (SwiftPM's `predefinedSourceDirectories`; SwiftyJSON keeps its code in
    /// `Source/SwiftyJSON`). When none does and the target is the package's only non-test one,
    /// the first of those folders itself, as SwiftPM (5.9 and later) takes it. `Sources/<name>`
    /// otherwise, so the error names the usual place.
    static func defaultTargetFolder(named name: String, isTest: Bool, in package: URL, isOnlyTarget: Bool = false) -> String {
        let roots = isTest ? ["Tests"] : ["Sources", "Source", "src", "srcs"]
        var isFolder: ObjCBool = false
        for root in roots where FileManager.default.fileExists(atPath: package.appendingPathComponent(root).appendingPathComponent(name).path, isDirectory: &isFolder) && isFolder.boolValue {
            return "\(root)/\(name)"
        }
        if isOnlyTarget {
            for root in roots where FileManager.default.fileExists(atPath: package.appendingPathComponent(root).path, isDirectory: &isFolder) && isFolder.boolValue {
                return root
            }
        }
        return "\(roots[0])/\(name)"
    }
}
