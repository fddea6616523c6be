import Foundation

/// The generated package that builds users' widget extensions, kept in a cache folder (never in
/// the user's folders): one executable target per extension, all in one package so WidgetShot
/// itself is compiled once for every extension built on the machine.
///
/// ```
/// <cache>/workspace/Package.swift                 every extension seen, one target each
/// <cache>/workspace/Extensions/<target>/…         transformed copies of the user's files
/// <cache>/workspace/extensions.json               the extension folders behind the targets
/// ```
/// Files are rewritten only when their content changes, so SwiftPM rebuilds incrementally.
public struct ExtensionWorkspace {
    /// The cache folder (`WIDGETSHOT_CACHE_DIR`, else `$XDG_CACHE_HOME/widgetshot`, else `~/.cache/widgetshot`).
    public var cacheRoot: URL
    /// The WidgetShot checkout the extensions are built against.
    public var widgetShotRoot: URL

    public init(cacheRoot: URL = ExtensionWorkspace.defaultCacheRoot(), widgetShotRoot: URL) {
        self.cacheRoot = cacheRoot
        self.widgetShotRoot = widgetShotRoot
    }

    /// The folder of the generated package.
    public var packageRoot: URL { cacheRoot.appendingPathComponent("workspace") }

    /// The default cache folder.
    public static func defaultCacheRoot(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let dir = environment["WIDGETSHOT_CACHE_DIR"], !dir.isEmpty { return URL(fileURLWithPath: dir) }
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty { return URL(fileURLWithPath: xdg).appendingPathComponent("widgetshot") }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/widgetshot")
    }

    /// The WidgetShot checkout: `WIDGETSHOT_ROOT`, else the checkout this tool was built from.
    public static func locateWidgetShotRoot(environment: [String: String] = ProcessInfo.processInfo.environment,
                                            builtFrom: String = #filePath) throws -> URL {
        var candidates: [URL] = []
        if let root = environment["WIDGETSHOT_ROOT"], !root.isEmpty { candidates.append(URL(fileURLWithPath: root)) }
        // …/Sources/WidgetShotBuild/Package/ExtensionWorkspace.swift → the checkout
        candidates.append(URL(fileURLWithPath: builtFrom).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent())
        for candidate in candidates {
            let manifest = candidate.appendingPathComponent("Package.swift")
            if let text = try? String(contentsOf: manifest, encoding: .utf8), text.contains("\"WidgetShotBuild\"") {
                return candidate.standardizedFileURL
            }
        }
        throw ExtensionBuildError.noWidgetShotCheckout
    }

    /// The target name for an extension: its folder name plus a hash of its paths.
    public static func targetName(for sources: ExtensionSources) -> String {
        let key = ([sources.root.path] + sources.includes.map(\.path)).joined(separator: "\n")
        let name = sources.root.lastPathComponent.filter { $0.isASCII && ($0.isLetter || $0.isNumber) }
        return "Ext\(name.prefix(40))_\(String(fnv1a(key), radix: 16))"
    }

    /// Writes the extension's transformed sources and the package manifest; returns what a build
    /// needs. Errors in the user's files that the transform finds (an Apple-only import) are thrown
    /// as ``ExtensionBuildError/sourceErrors(_:)``; warnings are returned.
    public func prepare(_ sources: ExtensionSources, generatedSources extra: [String: String] = [:]) throws -> PreparedExtension {
        let target = Self.targetName(for: sources)
        let targetRoot = packageRoot.appendingPathComponent("Extensions").appendingPathComponent(target)
        var files: [String: String] = [:]
        var diagnostics: [BuildDiagnostic] = []
        var mainType: String?
        var registry: [String] = []
        var previewCount = 0
        let localModules = sources.localModuleNames
        let texts = try sources.swiftFiles.map { try String(contentsOf: $0.file, encoding: .utf8) }
        let qualifiers = LocalModuleQualifiers(modules: LocalModuleQualifiers.qualifiable(localModules, declaredIn: texts), targetModule: target)
        let copyPaths = SourceCopyNames.unique(sources.swiftFiles.map { entry in
            let relative = String(entry.file.path.dropFirst(entry.base.path.count)).trimmingCharacters(in: CharacterSet(charactersIn: "/"))
            return "Sources\(sources.includes.contains(entry.base) ? String(sources.includes.firstIndex(of: entry.base)!) : "")/\(relative)"
        }, reserved: Self.generatedFileNames(sources, extra: extra))
        for (index, entry) in sources.swiftFiles.enumerated() {
            let text = texts[index]
            var transform = SourceTransform(originalPath: entry.file.path, fileIndex: index, localModules: localModules)
            transform.localQualifiers = qualifiers
            let output = transform.transform(text)
            diagnostics += output.diagnostics
            if let m = output.mainType { mainType = mainType ?? m }
            if let r = output.registryProperty { registry.append(r) }
            previewCount += output.previewCount
            files[copyPaths[index]] = output.text   // same-named files get unique copy names (SourceCopyNames)
        }
        let errors = diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty { throw ExtensionBuildError.sourceErrors(errors) }
        files["Generated/AssetSymbols.swift"] = try AssetSymbolGenerator.swiftSource(for: sources.assetCatalogs, declaredBy: texts)
        // Xcode generates Swift classes from each .intentdefinition; so does the extension build.
        for definition in sources.intentDefinitions {
            var generated = try IntentDefinitionCodegen.swiftSource(forIntentDefinitionAt: definition)
            if !generated.contains("import WidgetShot\n") { generated = "import WidgetShot\n" + generated }
            files["Generated/Intents/\(definition.deletingPathExtension().lastPathComponent)Intents.swift"] = generated
        }
        files["Generated/WidgetShotExtensionMain.swift"] = Self.mainSource(sources: sources, mainType: mainType, registry: registry)
        for (name, text) in extra { files["Generated/\(name)"] = text }
        try sync(files, into: targetRoot)
        try writeManifest(adding: target, for: sources)
        return PreparedExtension(target: target, packageRoot: packageRoot, mainType: mainType, previewCount: previewCount,
                                 warnings: diagnostics, name: sources.root.lastPathComponent)
    }

    /// The base names of the files `prepare` generates into the target (user files avoid them).
    static func generatedFileNames(_ sources: ExtensionSources, extra: [String: String]) -> Set<String> {
        Set(["AssetSymbols.swift", "WidgetShotExtensionMain.swift"]
            + sources.intentDefinitions.map { "\($0.deletingPathExtension().lastPathComponent)Intents.swift" }
            + extra.keys.map { ($0 as NSString).lastPathComponent })
    }

    /// The generated entry point: runs the `widgetshot` commands over the `@main` bundle.
    static func mainSource(sources: ExtensionSources, mainType: String?, registry: [String]) -> String {
        let catalogs = sources.assetCatalogs.map { "URL(fileURLWithPath: \(swiftLiteral($0.path)))" }.joined(separator: ", ")
        let tables = sources.stringTables.map { "URL(fileURLWithPath: \(swiftLiteral($0.path)))" }.joined(separator: ", ")
        let previews = registry.isEmpty ? "[]" : registry.map { "__WidgetShotPreviewRegistry.\($0)" }.joined(separator: " + ")
        let call = mainType.map { "ExtensionMain.run(\($0).self, " } ?? "ExtensionMain.runWithoutBundle("
        return """
        // Generated by WidgetShot: the entry point of the widget extension \(sources.root.lastPathComponent).
        import WidgetShot
        import WidgetShotCLI

        /// The previews the extension's files declare (each file adds a property).
        enum __WidgetShotPreviewRegistry {
            static var all: [WidgetShotPreviews.Preview] { \(previews) }
        }

        @main
        enum __WidgetShotExtensionMain {
            static func main() {
                \(call)name: \(swiftLiteral(sources.root.lastPathComponent)), previews: { __WidgetShotPreviewRegistry.all },
                                  assetCatalogs: [\(catalogs)], stringTables: [\(tables)])
            }
        }

        """
    }

    /// Writes `files` under `folder`, touching only files whose content changed, and removes
    /// files of earlier runs that are gone (the folder is WidgetShot's own, in the cache).
    func sync(_ files: [String: String], into folder: URL) throws {
        let fm = FileManager.default
        try fm.createDirectory(at: folder, withIntermediateDirectories: true)
        for (relative, text) in files {
            let url = folder.appendingPathComponent(relative)
            if let old = try? String(contentsOf: url, encoding: .utf8), old == text { continue }
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
        }
        let wanted = Set(files.keys)
        if let walker = fm.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) {
            for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
                let relative = String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
                if !wanted.contains(relative) && url.pathExtension == "swift" { try fm.removeItem(at: url) }
            }
        }
    }

    /// Adds `target` to the registry of extensions and rewrites `Package.swift` when it changes.
    /// Extensions whose folders are gone are dropped.
    func writeManifest(adding target: String, for sources: ExtensionSources) throws {
        let fm = FileManager.default
        try fm.createDirectory(at: packageRoot, withIntermediateDirectories: true)
        let registryURL = packageRoot.appendingPathComponent("extensions.json")
        var known = (try? JSONDecoder().decode([String: String].self, from: Data(contentsOf: registryURL))) ?? [:]
        known[target] = sources.root.path
        known = known.filter { name, path in
            fm.fileExists(atPath: path) && fm.fileExists(atPath: packageRoot.appendingPathComponent("Extensions/\(name)").path)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let registryData = try encoder.encode(known)
        if (try? Data(contentsOf: registryURL)) != registryData { try registryData.write(to: registryURL, options: .atomic) }

        let dependency = widgetShotRoot.lastPathComponent
        let targets = known.keys.sorted().map { name in
            """
                    .executableTarget(
                        name: \(swiftLiteral(name)),
                        dependencies: [.product(name: "WidgetShot", package: \(swiftLiteral(dependency))),
                                       .product(name: "WidgetShotCLI", package: \(swiftLiteral(dependency)))],
                        path: "Extensions/\(name)",
                        swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-suppress-warnings"])]),
            """
        }.joined(separator: "\n")
        let manifest = """
        // swift-tools-version:6.0
        // Generated by WidgetShot: builds widget extensions against WidgetShot. Do not edit.
        import PackageDescription

        let package = Package(
            name: "WidgetShotExtensions",
            platforms: [.macOS(.v13)],
            dependencies: [.package(path: \(swiftLiteral(widgetShotRoot.path)))],
            targets: [
        \(targets)
            ]
        )

        """
        let url = packageRoot.appendingPathComponent("Package.swift")
        if (try? String(contentsOf: url, encoding: .utf8)) != manifest { try Data(manifest.utf8).write(to: url, options: .atomic) }
    }
}

/// An extension ready to build.
public struct PreparedExtension {
    /// The executable target (and product) name.
    public var target: String
    /// The generated package.
    public var packageRoot: URL
    /// The `@main` type, if the files have one.
    public var mainType: String?
    /// How many previews the files declare.
    public var previewCount: Int
    /// Conditions the transform could not decide, as warnings.
    public var warnings: [BuildDiagnostic]
    /// The extension folder's name.
    public var name: String
}

/// 64-bit FNV-1a of a string (stable across runs and machines).
func fnv1a(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x100_0000_01b3
    }
    return hash
}
