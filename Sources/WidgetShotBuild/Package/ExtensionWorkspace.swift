import Foundation

/// The generated package that builds users' widget extensions, kept in a cache folder (never in
/// the user's folders): one executable target per extension and one library per module it uses, all in one package so WidgetShot
/// itself is compiled once for every extension built on the machine.
///
/// ```
/// <cache>/workspace/Package.swift                 the targets of every extension seen that do not clash
/// <cache>/workspace/Extensions/<target>/…         an extension's module: transformed copies of its files
/// <cache>/workspace/Modules/<Module>/…            a framework module or package target, named as in the project
/// <cache>/workspace/extensions.json               each extension's targets and packages (``WorkspaceEntry``)
/// <cache>/bundles/<target>/                       the built program's bundle: executable, Resources/Info.plist…
/// ```
/// Module names are the project's (`import TravelKit` works), so two projects' modules may clash:
/// the manifest then lists only the newest extension's; WidgetShot's own modules stay compiled in
/// `.build`, so switching back only recompiles the user's modules.
/// Files are rewritten only when their content changes, so SwiftPM rebuilds incrementally.
public struct ExtensionWorkspace {
    /// The cache folder (`WIDGETSHOT_CACHE_DIR`, else `$XDG_CACHE_HOME/widgetshot`, else `~/.cache/widgetshot`).
    public var cacheRoot: URL
    /// The WidgetShot checkout the extensions are built against.
    public var widgetShotRoot: URL
    /// The CLI's own build of WidgetShot, when the extensions use it instead of compiling the
    /// checkout again (the prebuilt route; nil: the generated package depends on the checkout).
    public var prebuilt: PrebuiltWidgetShot?

    /// The compiler that builds the package (a cache another compiler built is compiled again).
    var compiler: CompilerIdentity

    public init(cacheRoot: URL = ExtensionWorkspace.defaultCacheRoot(), widgetShotRoot: URL, prebuilt: PrebuiltWidgetShot? = nil) {
        self.cacheRoot = cacheRoot
        self.widgetShotRoot = widgetShotRoot
        self.prebuilt = prebuilt
        self.compiler = CompilerIdentity(swift: ExtensionBuilder.findSwift())
    }

    /// The platform the package's modules are compiled for, when not iOS (``forPlatform(of:)``).
    var platform = BuildPlatform.iOS

    /// The target name for an extension: its folder name plus a hash of its paths.
    public static func targetName(for sources: ExtensionSources) -> String {
        let key = ([sources.root.path] + sources.includes.map(\.path)).joined(separator: "\n")
        return targetName(name: sources.root.lastPathComponent, key: key)
    }

    /// The executable target name for a plan's extension: its name plus a hash of the project's path.
    public static func targetName(for plan: BuildPlan) -> String {
        targetName(name: plan.extensionModule.name, key: plan.source.path + "\n" + plan.extensionModule.name)
    }

    static func targetName(name: String, key: String) -> String {
        let name = name.filter { $0.isASCII && ($0.isLetter || $0.isNumber) }
        return "Ext\(name.prefix(40))_\(String(fnv1a(key), radix: 16))"
    }

    /// Writes an extension folder's transformed sources and the package manifest (see
    /// ``prepare(_:options:)``); `--include`d folders compile into the extension's module.
    public func prepare(_ sources: ExtensionSources, generatedSources extra: [String: String] = [:],
                        options: GenerationOptions = GenerationOptions()) throws -> PreparedExtension {
        var options = options
        options.targetName = options.targetName ?? Self.targetName(for: sources)
        options.absorbedModules = sources.localModuleNames
        options.displayName = options.displayName ?? sources.root.lastPathComponent
        options.generatedSources.merge(extra) { _, new in new }
        return try prepare(sources.buildPlan(), options: options)
    }

    /// Writes the plan's modules as targets of the generated package — the extension an
    /// executable, each framework module and each package target it needs a library named as the
    /// module — the extension's bundle (Info.plist and resources) and the manifest; returns what
    /// a build needs. Errors in the user's files that the transform finds (an Apple-only import)
    /// are thrown as ``ExtensionBuildError/sourceErrors(_:)``, after the plan's warnings; warnings are returned.
    public func prepare(_ plan: BuildPlan, options: GenerationOptions = GenerationOptions()) throws -> PreparedExtension {
        let plan = CocoaPodsStandIns.substituting(BinaryFrameworks.substituting(plan, overrides: options.packageOverrides), overrides: options.packageOverrides)
        let target = options.targetName ?? Self.targetName(for: plan)
        let reserved = reservedModuleNames()
        var names: Set<String> = [target]
        for module in plan.modules {
            if reserved.contains(module.name) { throw ExtensionBuildError.moduleClash("the module \(module.name) is named like one of WidgetShot's own modules; rename it (PRODUCT_MODULE_NAME) to build it with WidgetShot") }
            guard names.insert(module.name).inserted else { throw ExtensionBuildError.moduleClash("the plan has two modules named \(module.name)") }
        }
        var packages = PackageTargets(packages: plan.packages, overrides: options.packageOverrides, load: options.loadPackage ?? { try PackageDump.load(packageAt: $0) })
        var entryTargets: [WorkspaceTarget] = []
        var allFiles: [(folder: URL, files: [String: String])] = []
        var diagnostics = plan.warnings
        var mainType: String?
        var registry: [String] = []
        var previewCount = 0
        var libraryModules: [String] = []
        var ownership = ModuleOwnership()

        // What the plan's files import: a linked local product none of them imports is left out.
        let imported = UnimportedProducts.importedModules(in: (plan.modules + [plan.extensionModule]).flatMap(\.swiftFiles))
        var knownModules = Set(plan.modules.map(\.name) + [plan.extensionModule.name])
        var remoteProducts: [(product: String, package: String)] = []
        for product in (plan.modules + [plan.extensionModule]).flatMap(\.packageProducts) {
            if let modules = try? packages.localModules(ofProduct: product.product, package: product.package) {
                knownModules.formUnion(modules)
            } else if packages.isRemote(package: product.package) {
                remoteProducts.append((product.product, product.package))
            }
        }
        let unusedRemote = UnimportedProducts.unusedRemoteProducts(remoteProducts, imported: imported, known: knownModules)
        func dependencies(of module: ModulePlan) throws -> ([String], [WorkspaceTarget.ProductDependency]) {
            var targets = module.dependencies.filter { name in plan.modules.contains { $0.name == name } }
            var products: [WorkspaceTarget.ProductDependency] = []
            for product in module.packageProducts {
                if let modules = try packages.localModules(ofProduct: product.product, package: product.package), imported.isDisjoint(with: modules) {
                    diagnostics.append(BuildDiagnostic(file: plan.source.path, line: 0, severity: .note,
                                                       message: UnimportedProducts.note(product: product.product, package: product.package, module: module.name, modules: modules)))
                    continue
                }
                if unusedRemote.contains(product.product), packages.isRemote(package: product.package) {
                    diagnostics.append(BuildDiagnostic(file: plan.source.path, line: 0, severity: .note,
                                                       message: UnimportedProducts.remoteNote(product: product.product, package: product.package, module: module.name)))
                    continue
                }
                let t: [String], p: [WorkspaceTarget.ProductDependency]
                do {
                    (t, p) = try packages.resolve(product: product.product, package: product.package)
                } catch let binary as BinaryTargetFound {
                    // A prebuilt binary: an error at the file that imports it, else left out.
                    guard let use = BinaryFrameworks.firstImport(of: binary.modules, in: module.swiftFiles) else {
                        diagnostics.append(BuildDiagnostic(file: plan.source.path, line: 0, severity: .note, message: binary.unusedNote(module: module.name)))
                        continue
                    }
                    let line = (try? String(contentsOf: use.file, encoding: .utf8))?.split(separator: "\n", omittingEmptySubsequences: false)[use.line - 1] ?? ""
                    let name = SourceTransform(originalPath: "", fileIndex: 0).importedModule(line.trimmingCharacters(in: .whitespaces)) ?? binary.product
                    throw ExtensionBuildError.sourceErrors([BuildDiagnostic(file: use.file.path, line: use.line, severity: .error,
                                                                            message: "imports \(name), \(binary.explanation(module: module.name))")])
                } catch let objectiveC as ObjectiveCTargetFound {
                    // Objective-C: left out when the module imports it only under `#if canImport`.
                    let use = GuardedImports.guardedUse(of: objectiveC.modules, in: module.swiftFiles)
                    guard use.guarded else { throw objectiveC.error }
                    diagnostics.append(BuildDiagnostic(file: plan.source.path, line: 0, severity: .note,
                                                       message: objectiveC.droppedNote(dependent: module.name, imported: use.imported)))
                    continue
                }
                targets += t.filter { !targets.contains($0) }
                products += p.filter { !products.contains($0) }
            }
            return (targets, products)
        }

        // Every module's packages first: the modules they bring are known before any file is
        // transformed (a package module named like an Apple framework keeps its import).
        let moduleDependencies = try plan.modules.map(dependencies(of:))
        let (extensionTargets, extensionProducts) = try dependencies(of: plan.extensionModule)
        diagnostics += packages.notes.map { BuildDiagnostic(file: plan.source.path, line: 0, severity: .note, message: $0) }
        let provided = Set(plan.modules.map(\.name) + packages.localTargets.map(\.target.name)
                           + (moduleDependencies.flatMap(\.1) + extensionProducts).map(\.product))

        var generator = ModuleGenerator(knowsAllConditions: options.knowsAllConditions, providedModules: provided)
        generator.platform = plan.platform
        generator.transformCache = transformCache
        for (module, (targets, products)) in zip(plan.modules, moduleDependencies) {
            let output = try generator.generate(module, targetName: module.name, isExecutable: false)
            diagnostics += output.diagnostics
            previewCount += output.previewCount
            libraryModules.append(module.name)
            ownership.record(module: module.name, files: module.swiftFiles)
            var moduleTarget = WorkspaceTarget(name: module.name, isExecutable: false, path: "Modules/\(module.name)",
                                               targetDependencies: targets, productDependencies: products, defines: module.compilationConditions)
            moduleTarget.compiler = module.compilerSettings
            entryTargets.append(moduleTarget)
            allFiles.append((packageRoot.appendingPathComponent("Modules/\(module.name)"), output.files))
        }
        generator.absorbedModules = options.absorbedModules
        let extensionOutput = try generator.generate(plan.extensionModule, targetName: target, isExecutable: true)
        diagnostics += extensionOutput.diagnostics
        mainType = extensionOutput.mainType
        registry = extensionOutput.registry
        previewCount += extensionOutput.previewCount
        ownership.record(module: target, files: plan.extensionModule.swiftFiles)

        // The local packages' targets the products need (resolved above), generated like modules.
        // A package's conditions are its manifest's defines and SwiftPM's SWIFT_PACKAGE.
        var packageGenerator = ModuleGenerator(knowsAllConditions: true, providedModules: provided)
        packageGenerator.platform = plan.platform
        packageGenerator.transformCache = transformCache
        var defaultLocalization: String?
        var packageCatalogs: [URL] = []
        var packageTables: [URL] = []
        for local in packages.localTargets {
            if reserved.contains(local.target.name) || names.contains(local.target.name) {
                throw ExtensionBuildError.moduleClash("the package \(local.package.name) has a target named \(local.target.name), like "
                    + (reserved.contains(local.target.name) ? "one of WidgetShot's own modules" : "a module of the project") + "; one module name can be built once")
            }
            names.insert(local.target.name)
            if local.target.type == "system" {
                allFiles.append((packageRoot.appendingPathComponent("Modules/\(local.target.name)"), try systemLibraryFiles(of: local.target)))
                entryTargets.insert(WorkspaceTarget(name: local.target.name, isExecutable: false, path: "Modules/\(local.target.name)",
                                                    targetDependencies: [], productDependencies: [], defines: [],
                                                    isSystemLibrary: true, pkgConfig: local.target.pkgConfig), at: 0)
                continue
            }
            if CLanguageTarget.isCLanguage(local.target, in: local.package) {
                // C, C++, Objective-C: its files as they are, compiled by Clang; no Swift file.
                let cFiles = CLanguageTarget.files(of: local.target)
                let cFolder = packageRoot.appendingPathComponent("Modules/\(local.target.name)")
                try syncCopies(cFiles, into: cFolder)
                ownership.record(module: local.target.name, package: local.package.name, files: cFiles.keys.map { cFolder.appendingPathComponent($0) })
                entryTargets.insert(WorkspaceTarget(name: local.target.name, isExecutable: false, path: "Modules/\(local.target.name)",
                                                    targetDependencies: local.targetDependencies, productDependencies: local.productDependencies,
                                                    defines: [], clang: CLanguageTarget.declaration(of: local.target)), at: 0)
                continue
            }
            let defines = local.target.defines(for: plan.platform.packageName)
            // Declared resources, and those SwiftPM finds itself (.lproj, .xcassets, .xcstrings, Core Data models).
            let implicitAll = PackageResources.implicit(of: local.target)
            let implicit = implicitAll.filter { !PackageDataModels.isModel($0) }
            let declaredAll = PackageResources.existing(rules: local.target.resourceRules, paths: local.target.resources, in: local.target.folder)
            let declared = declaredAll.filter { !PackageDataModels.isModel($0.path) }
            // Core Data models: classes generated into the module, the model compiled into `Bundle.module`
            // (a `.copy` folder stays as it is, uncompiled).
            let models = PackageDataModels.models(in: (implicitAll + declaredAll.filter { $0.rule != "copy" }.map(\.path)).sorted(),
                                                  root: local.target.folder)
            // SwiftPM defines SWIFT_PACKAGE and SWIFT_MODULE_RESOURCE_BUNDLE_(UN)AVAILABLE itself; the
            // transform needs them to decide `#if` and `#bundle` (BundleMacroRewrite).
            // Xcode generates asset symbols for a package's catalogs too (`ImageResource.floor1` in
            // Apple's Backyard Birds' LayeredArtworkLibrary, which declares none of them).
            let catalogs = implicit.filter { $0.hasSuffix(".xcassets") }.map { local.target.folder.appendingPathComponent($0) }
                + PackageResources.assetCatalogs(declared, in: local.target.folder)
            let module = ModulePlan(name: local.target.name, kind: .framework, swiftFiles: local.package.swiftFiles(of: local.target),
                                    assetCatalogs: catalogs, resourceFiles: models,
                                    compilationConditions: defines + ["SWIFT_PACKAGE"]
                                        + BundleMacroRewrite.conditions(hasResources: !declaredAll.isEmpty || !implicitAll.isEmpty))
            let output = try packageGenerator.generate(module, targetName: module.name, isExecutable: false)
            diagnostics += output.diagnostics
            libraryModules.append(module.name)
            ownership.record(module: module.name, package: local.package.name, files: module.swiftFiles)
            let folder = packageRoot.appendingPathComponent("Modules/\(module.name)")
            try copyResources(declared.map(\.path) + implicit, of: local.target, into: folder)
            let compiledModels = try PackageDataModels.writeCompiled(models, into: folder)
            let resources = declared.map { rule, path in
                rule == "copy" ? ".copy(\(swiftLiteral(path)))" : ".process(\(swiftLiteral(path)))"
            } + implicit.map { ".process(\(swiftLiteral($0)))" } + compiledModels.map { ".copy(\(swiftLiteral($0)))" }
            if defaultLocalization == nil, PackageResources.needsDefaultLocalization(declared.map(\.path) + implicit, in: local.target.folder) {
                defaultLocalization = local.package.defaultLocalization ?? "en"
            }
            // Image("donut", bundle: .module) finds the package's catalog among the bundle's.
            packageCatalogs += catalogs
            // String(localized:bundle: .module) reads WidgetShot's tables: the package's join them.
            packageTables += PackageResources.stringTables(declared.map(\.path) + implicit, in: local.target.folder)
            var packageTarget = WorkspaceTarget(name: module.name, isExecutable: false, path: "Modules/\(module.name)",
                                                targetDependencies: local.targetDependencies, productDependencies: local.productDependencies,
                                                defines: defines, resources: resources)
            // As SwiftPM compiles it: the package's language mode, features and flags.
            packageTarget.compiler = SwiftCompilerSettings(packageTarget: local.target, of: local.package, platform: plan.platform.packageName)
            entryTargets.insert(packageTarget, at: 0)
            allFiles.append((folder, output.files))
        }

        let errors = diagnostics.filter { $0.severity == .error }
        // The project's warnings go with the errors: they often name the cause (pods never
        // installed, Objective-C sources, a missing file), and a build that stops here prints nothing else.
        if !errors.isEmpty { throw ExtensionBuildError.sourceErrors(plan.warnings.filter { $0.severity == .warning } + errors) }

        let allModules = plan.modules + [plan.extensionModule]
        let name = options.displayName ?? plan.extensionModule.name
        var extensionFiles = extensionOutput.files
        extensionFiles["Generated/WidgetShotExtensionMain.swift"] = Self.mainSource(
            name: name, mainType: mainType, registry: registry, libraryModules: libraryModules, platform: plan.platform,
            assetCatalogs: allModules.flatMap(\.assetCatalogs) + packageCatalogs, stringTables: packageTables + allModules.flatMap(\.stringTables))   // later tables win a key: the targets' own
        for (file, text) in options.generatedSources { extensionFiles["Generated/\(file)"] = text }
        let extensionFolder = packageRoot.appendingPathComponent("Extensions").appendingPathComponent(target)
        allFiles.append((extensionFolder, extensionFiles))
        var executable = WorkspaceTarget(name: target, isExecutable: true, path: "Extensions/\(target)",
                                         targetDependencies: libraryModules.filter { !extensionTargets.contains($0) } + extensionTargets,
                                         productDependencies: extensionProducts, defines: plan.extensionModule.compilationConditions)
        executable.compiler = plan.extensionModule.compilerSettings
        entryTargets.append(executable)
        for (folder, files) in allFiles { try sync(files, into: folder) }

        var entry = WorkspaceEntry(key: target, source: plan.source.path, targets: entryTargets, packages: packages.remotePackages)
        entry.defaultLocalization = defaultLocalization
        var cacheNotes: [String] = []
        try prebuilt?.writeObjectList(packageRoot: packageRoot)
        if let note = try writeManifest(adding: entry) { cacheNotes.append(note) }
        if let note = try CacheLocation.refresh(packageRoot: packageRoot) { cacheNotes.append(note) }   // a moved cache
        if let note = try compiler.refresh(packageRoot: packageRoot) { cacheNotes.append(note) }
        try WorkspaceMirrors.merge(projectAt: plan.source, into: packageRoot)
        let widgetShotChanged: Bool
        if let prebuilt {
            // WidgetShot is the CLI's build: nothing of it compiles here; the user's modules do
            // again when that build changed.
            try prebuilt.refresh(packageRoot: packageRoot, userModules: generatedModuleNames())
            widgetShotChanged = false
        } else {
            widgetShotChanged = try WidgetShotBuildIdentity(widgetShotRoot: widgetShotRoot, packageRoot: packageRoot)
                .refresh(userModules: generatedModuleNames())
        }
        let bundle = try ExtensionBundle(plan: plan, infoOverrides: options.infoOverrides)
        let layout = HostAppLayout(plan: plan)
        let bundlesRoot = bundlesFolder(for: target)
        layout.removeOthers(in: bundlesRoot)
        try bundle.write(into: layout.extensionFolder(in: bundlesRoot))
        if let flutter = FlutterAssets.projectRoot(of: plan) {
            try FlutterAssets.write(try FlutterAssets.files(projectRoot: flutter), into: layout.appFolder(in: bundlesRoot))
        }
        return PreparedExtension(target: target, packageRoot: packageRoot, mainType: mainType, previewCount: previewCount,
                                 warnings: diagnostics, name: name, bundleFolder: layout.extensionFolder(in: bundlesRoot),
                                 fileCount: allModules.reduce(0) { $0 + $1.swiftFiles.count },
                                 remotePackages: Dictionary(packages.remotePackages.map { ($0.identity, $0.url) }, uniquingKeysWith: { a, _ in a }),
                                 recompilesWidgetShot: widgetShotChanged, ownership: ownership, prebuilt: prebuilt,
                                 configuration: prebuilt?.configuration ?? options.configuration, cacheNotes: cacheNotes,
                                 platform: plan.platform)
    }

    /// The targets the generated package has ever held (its `Extensions/` and `Modules/`
    /// folders, listed in the manifest or not): their build products go when WidgetShot changes.
    func generatedModuleNames() -> Set<String> {
        let fm = FileManager.default
        return Set(["Extensions", "Modules"].flatMap { folder in
            ((try? fm.contentsOfDirectory(atPath: packageRoot.appendingPathComponent(folder).path)) ?? []).filter { !$0.hasPrefix(".") }
        })
    }

    /// The folder of the target's containing app (``HostAppLayout``): the built extension runs from
    /// its `PlugIns/<Extension>.appex`, with its executable and `Resources/` (``ExtensionBundle``).
    public func bundlesFolder(for target: String) -> URL {
        cacheRoot.appendingPathComponent("bundles").appendingPathComponent(target)
    }

    /// The generated entry point: runs the `widgetshot` commands over the `@main` bundle. A
    /// watchOS target's entry point first sets `ExtensionPlatform.current` (its widgets render
    /// on Apple Watches by default).
    static func mainSource(name: String, mainType: String?, registry: [String], libraryModules: [String] = [],
                           platform: BuildPlatform = .iOS, assetCatalogs: [URL], stringTables: [URL]) -> String {
        let catalogs = assetCatalogs.map { "URL(fileURLWithPath: \(swiftLiteral($0.path)))" }.joined(separator: ", ")
        let tables = stringTables.map { "URL(fileURLWithPath: \(swiftLiteral($0.path)))" }.joined(separator: ", ")
        let sources = registry.map { "__WidgetShotPreviewRegistry.\($0)" } + libraryModules.map { "\(ModuleGenerator.previewAccessor(for: $0)).all" }
        let previews = sources.isEmpty ? "[]" : sources.joined(separator: " + ")
        let imports = libraryModules.map { "import \(SwiftPMName.c99name($0))\n" }.joined()   // a target's module name
        let call = mainType.map { "ExtensionMain.run(\($0).self, " } ?? "ExtensionMain.runWithoutBundle("
        let platformLine = platform == .watchOS ? "WidgetShotCLI.ExtensionPlatform.current = .watchOS\n        " : ""
        return """
        // Generated by WidgetShot: the entry point of the widget extension \(name).
        import WidgetShot
        import WidgetShotCLI
        \(imports)
        /// The previews the extension's files declare (each file adds a property) and its modules'.
        enum __WidgetShotPreviewRegistry {
            static var all: [WidgetShotPreviews.Preview] { \(previews) }
        }

        @main
        enum __WidgetShotExtensionMain {
            static func main() {
                \(platformLine)\(call)name: \(swiftLiteral(name)), previews: { __WidgetShotPreviewRegistry.all },
                                  assetCatalogs: [\(catalogs)], stringTables: [\(tables)])
            }
        }

        """
    }

    /// Module names a plan cannot use: WidgetShot's targets (its `Sources/` and `Tests/` folders),
    /// the targets of the packages SwiftPM checked out for the generated package, and WidgetShot's
    /// dependencies': on the generated-package route every target of WidgetShot's checkouts (they
    /// are in the same package graph), on the prebuilt route only the modules the program compiles
    /// against or links (``PrebuiltWidgetShot/visibleModuleNames()``). So a package WidgetShot
    /// depends on without linking it into extensions (xctest-dynamic-overlay, through
    /// swift-snapshot-testing) can be the app's own version on the prebuilt route (caaaption/caaaption
    /// overrides it with the 0.8 its swift-dependencies needs).
    public func reservedModuleNames() -> Set<String> {
        let fm = FileManager.default
        var names: Set<String> = []
        func folders(_ url: URL) -> [String] { ((try? fm.contentsOfDirectory(atPath: url.path)) ?? []).filter { !$0.hasPrefix(".") } }
        names.formUnion(folders(widgetShotRoot.appendingPathComponent("Sources")))
        names.formUnion(folders(widgetShotRoot.appendingPathComponent("Tests")))
        var checkoutFolders = [packageRoot.appendingPathComponent(".build/checkouts")]
        if let prebuilt {
            names.formUnion(prebuilt.visibleModuleNames())
        } else {
            checkoutFolders.append(widgetShotRoot.appendingPathComponent(".build/checkouts"))
        }
        for checkouts in checkoutFolders {
            for checkout in folders(checkouts) { names.formUnion(folders(checkouts.appendingPathComponent(checkout).appendingPathComponent("Sources"))) }
        }
        return names
    }
}
