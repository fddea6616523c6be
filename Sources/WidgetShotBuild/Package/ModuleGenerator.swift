import Foundation

/// One Swift module of a ``BuildPlan`` turned into the files of a target of the generated package:
/// each Swift file transformed by ``SourceTransform`` (Apple imports → WidgetShot, the module's
/// compilation conditions known to be defined), the asset symbols Xcode generates for its
/// catalogs, the classes Xcode generates for its intent definitions and Core Data models, and its
/// previews' registry.
///
/// The extension's module holds the previews registry the entry point reads
/// (`__WidgetShotPreviewRegistry`); a library module has its own, internal, registry (so its
/// internal preview types stay in reach) and publishes it as `__WidgetShotPreviews_<Module>.all`.
struct ModuleGenerator {
    /// What a module becomes.
    struct Output {
        /// Files of the target, relative to its folder.
        var files: [String: String] = [:]
        /// Transform diagnostics (undecidable conditions, unavailable imports).
        var diagnostics: [BuildDiagnostic] = []
        /// The `@main` type, if a file has one.
        var mainType: String?
        /// The registry properties the files append (`file3`…).
        var registry: [String] = []
        var previewCount = 0
    }

    /// Module names whose sources are compiled into this module (`--include` folders): their
    /// imports are commented out and names qualified with them are re-qualified.
    var absorbedModules: Set<String> = []
    /// Whether the module's compilation conditions are all the conditions it has (a project).
    var knowsAllConditions = false
    /// Modules the generated package builds (the project's modules, the packages' targets and
    /// products): an import of one named like an Apple framework stays as it is
    /// (``SourceTransform/providedModules``).
    var providedModules: Set<String> = []
    /// The platform the modules are built for: decides their `os(…)` conditions.
    var platform = BuildPlatform.iOS
    /// Where transformed files are kept between runs (nil: transform every time).
    var transformCache: TransformCache?

    /// The transformed `import` lines of modules a module's files see implicitly (its umbrella
    /// header's), one per line, or "" when there are none.
    static func implicitImportLines(_ modules: [String]) -> String {
        // Apple's modules only: a header importing another framework of the app names a module
        // the plan may not build, and an Apple framework without a stand-in would be an error.
        let modules = modules.filter { AppleModules.isStandIn($0) || AppleModules.portable.contains($0) }
        guard !modules.isEmpty else { return "" }
        let transformed = SourceTransform(originalPath: "", fileIndex: 0).transform(modules.map { "import \($0)" }.joined(separator: "\n")).text
        let lines = transformed.components(separatedBy: "\n").filter { !$0.hasPrefix("#sourceLocation") && !$0.hasPrefix("//") && !$0.isEmpty }
        return lines.isEmpty ? "" : "// Imported by the target's umbrella or bridging header, as Xcode's build does.\n" + lines.joined(separator: "\n") + "\n"
    }

    /// Transforms `module` into the files of a target named `targetName`. Files are laid out
    /// under `Sources/` by their path relative to the folder holding them all.
    func generate(_ module: ModulePlan, targetName: String, isExecutable: Bool) throws -> Output {
        var output = Output()
        let texts = try module.swiftFiles.map(SwiftSourceReader.read)
        let base = Self.commonFolder(of: module.swiftFiles)
        // Same-named files in different folders get unique copy names (SwiftPM names object files
        // by base name: "multiple producers"); their #sourceLocation keeps the user's path.
        let copyPaths = SourceCopyNames.unique(module.swiftFiles.map { "Sources/" + SourceCopyNames.safe(Self.relativePath(of: $0, in: base)) },
                                               reserved: Self.generatedFileNames(of: module))
        // Prebuilt binary frameworks: an import is an error, an unused one a note (BinaryFrameworks).
        var binaries: [String: String] = [:]
        for framework in module.binaryFrameworks {
            binaries[BinaryFrameworks.moduleName(of: framework)] = BinaryFrameworks.explanation(framework: framework, target: module.name)
        }
        // Pods whose `pod install` has not run: an import is an error naming the pod (CocoaPodsStandIns).
        for pod in module.missingPods where binaries[pod.module] == nil && !providedModules.contains(pod.module) {
            binaries[pod.module] = CocoaPodsStandIns.explanation(pod, target: module.name)
        }
        var importedBinaries: Set<String> = []
        // What the framework's umbrella header imports, before the file's own lines (`#sourceLocation` keeps them).
        let implicitImports = Self.implicitImportLines(module.implicitImports)
        let results = transformedFiles(module, texts: texts, targetName: targetName, binaries: binaries)
        for (index, result) in results.enumerated() {
            for name in binaries.keys where result.diagnostics.contains(where: { $0.severity == .error && $0.message.hasPrefix("imports \(name), ") }) {
                importedBinaries.insert(name)
            }
            output.diagnostics += result.diagnostics
            if let m = result.mainType { output.mainType = output.mainType ?? m }
            if let r = result.registryProperty { output.registry.append(r) }
            output.previewCount += result.previewCount
            output.files[copyPaths[index]] = Self.importingWidgetShotIfUsed(implicitImports + result.text)
        }
        for framework in module.binaryFrameworks where !importedBinaries.contains(BinaryFrameworks.moduleName(of: framework)) {
            output.diagnostics.append(BuildDiagnostic(file: framework.path, line: 0, severity: .note,
                                                      message: BinaryFrameworks.unusedNote(framework: framework, target: module.name)))
        }
        if !module.assetCatalogs.isEmpty || isExecutable {
            output.files["Generated/AssetSymbols.swift"] = try AssetSymbolGenerator.swiftSource(for: module.assetCatalogs, declaredBy: texts)
        }
        // Xcode generates Swift classes from each .intentdefinition; so does the extension build.
        for definition in module.intentDefinitions {
            var generated = try IntentDefinitionCodegen.swiftSource(forIntentDefinitionAt: definition)
            if !generated.contains("import WidgetShot\n") { generated = "import WidgetShot\n" + generated }
            output.files["Generated/Intents/\(Self.intentsFileName(of: definition))"] = generated
        }
        // Xcode generates the NSManagedObject subclasses of a model's entities whose Codegen asks for it.
        for model in module.resourceFiles where ["xcdatamodeld", "xcdatamodel"].contains(model.pathExtension.lowercased()) {
            if let generated = try CoreDataModelCodegen.swiftSource(forModelAt: model) {
                output.files["Generated/CoreData/\(Self.coreDataFileName(of: model))"] = generated
            }
        }
        if !isExecutable {
            output.files["Generated/WidgetShotPreviews.swift"] = Self.libraryRegistrySource(module: module.name, registry: output.registry)
        }
        return output
    }

    /// Each of the module's Swift files through ``SourceTransform``, or the outputs the
    /// ``transformCache`` kept from a run with the same program, settings and files.
    private func transformedFiles(_ module: ModulePlan, texts: [String], targetName: String, binaries: [String: String]) -> [SourceTransform.Output] {
        let inputs = TransformCache.Inputs(
            program: TransformCache.programIdentity,
            settings: ["target=\(targetName)", "module=\(module.name)", "platform=\(platform.rawValue)",
                       "knowsAllConditions=\(knowsAllConditions)", "conditions=\(module.compilationConditions.sorted())",
                       "absorbed=\(absorbedModules.sorted())", "provided=\(providedModules.sorted())",
                       "binaries=\(binaries.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })"],
            paths: module.swiftFiles.map(\.path), texts: texts)
        if let cached = transformCache?.outputs(target: targetName, module: module.name, inputs: inputs) { return cached }
        let importsDarwin = ConditionRewriter.isWrittenForApplePlatformsOnly(texts)
        let optionalRequirementNames = ObjCOptionalRequirementRewrite.names(in: texts)
        let qualifiers = absorbedModules.isEmpty ? nil
            : LocalModuleQualifiers(modules: LocalModuleQualifiers.qualifiable(absorbedModules, declaredIn: texts), targetModule: targetName)
        var settings = SourceTransform(originalPath: "", fileIndex: 0)
        settings.importsDarwin = importsDarwin
        settings.definedConditions = Set(module.compilationConditions)
        settings.knowsAllConditions = knowsAllConditions
        settings.platform = platform
        let extensionOverrides = ExtensionOverridePlan(files: texts.map { $0.components(separatedBy: "\n") }, condition: settings.conditionValue)
        let outputs = module.swiftFiles.enumerated().map { index, file in
            var transform = SourceTransform(originalPath: file.path, fileIndex: index, localModules: absorbedModules)
            transform.importsDarwin = importsDarwin
            transform.optionalRequirementNames = optionalRequirementNames
            transform.extensionOverrides = extensionOverrides
            transform.localQualifiers = qualifiers
            transform.ownModule = module.name == targetName ? nil : module.name
            transform.definedConditions = Set(module.compilationConditions)
            transform.knowsAllConditions = knowsAllConditions
            transform.platform = platform
            transform.binaryFrameworks = binaries
            transform.providedModules = providedModules
            return transform.transform(texts[index])
        }
        transformCache?.store(target: targetName, module: module.name, inputs: inputs, outputs: outputs)
        return outputs
    }

    /// A file that imports only Foundation (SwiftGen's `Strings.swift`, a model file) but whose
    /// rewrites now name WidgetShot's API (`Locale.current` → `WidgetShotLocale.current`,
    /// `NSLocalizedString` → `WidgetShotNSLocalizedString`) gets `import WidgetShotSDK` appended
    /// after its last line (Swift accepts an import anywhere at file scope), so no line moves.
    /// A file importing `WidgetShotSDK` (an Apple import) or the umbrella already has them. A file
    /// whose only WidgetShot name is `_widgetShotAvailable` (``AvailabilityRewrite``) gets that
    /// function's scoped import instead.
    ///
    /// What the transform adds to every Foundation import (``FoundationRewrites/addedImports``) and
    /// WidgetShotFoundation's own names do not count: appending an import to every file that
    /// imports Foundation made all of SwiftUI (and, with the umbrella, Combine) visible there, which Apple's Foundation
    /// does not (apollo-ios' `Cancellable` became ambiguous with Combine's in lfroms/clouds'
    /// `import Apollo; import Foundation` file).
    static func importingWidgetShotIfUsed(_ text: String) -> String {
        let own = text.replacingOccurrences(of: FoundationRewrites.addedImports, with: "")
            .replacingOccurrences(of: "_WidgetShotAnyObject(", with: "(")
        guard own.contains("WidgetShot") || own.contains("widgetShot"),
              // `import WidgetShotSDK` alone, or first of the line's imports (`import WidgetShotSDK; import WidgetShotCombine`).
              text.range(of: #"(?m)^\s*(@[A-Za-z_]+(\([^)]*\))?\s+)*import\s+WidgetShot(SDK)?\s*(;|$)"#, options: .regularExpression) == nil else { return text }
        // The preview registry may have closed the file's `#sourceLocation` already: a second
        // closing directive is an error ("without prior opening").
        let close = text.contains("\n#sourceLocation()\n") ? "" : "\n#sourceLocation()"
        // A file whose only WidgetShot name is the `#available` rewrite's `_widgetShotAvailable`
        // imports that function alone: all of WidgetShotSDK made SwiftUI's `Transaction`
        // ambiguous with StoreKit's in TelemetryDeck's `import StoreKit` file (IceCubes).
        // (Import lines name stand-in modules, `import WidgetShotStoreKit`: not a use.)
        // Names qualified with such a module (`WidgetShotStoreKit.Transaction`) are not either.
        var uses = own.replacingOccurrences(of: #"(?m)^[ \t]*(@[A-Za-z_]+(\([^)]*\))?\s+)*import\s[^\n]*$"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: "_widgetShotAvailable(", with: "(")
        let importPattern = try? NSRegularExpression(pattern: #"\bimport\s+(WidgetShot[A-Za-z]*)\b"#)
        let range = NSRange(own.startIndex..., in: own)
        for match in importPattern?.matches(in: own, range: range) ?? [] {
            if let name = Range(match.range(at: 1), in: own) { uses = uses.replacingOccurrences(of: "\(own[name]).", with: "") }
        }
        let availabilityOnly = own.contains("_widgetShotAvailable(") && !uses.contains("WidgetShot") && !uses.contains("widgetShot")
        // Apple's frameworks re-export Foundation, which WidgetShotSDK brought before.
        let added = availabilityOnly ? "import Foundation; import func WidgetShotFoundation._widgetShotAvailable" : "import WidgetShotSDK"
        return text + close + "\n// Generated by WidgetShot: the rewrites above name WidgetShot's API.\n\(added)\n"
    }

    /// The base names of the files the generator writes into a target (user files avoid them).
    static func generatedFileNames(of module: ModulePlan) -> Set<String> {
        Set(["AssetSymbols.swift", "WidgetShotExtensionMain.swift", "WidgetShotPreviews.swift"]
            + module.intentDefinitions.map(intentsFileName)
            + module.resourceFiles.filter { ["xcdatamodeld", "xcdatamodel"].contains($0.pathExtension.lowercased()) }.map(coreDataFileName))
    }

    /// The generated file of a Core Data model: `<name>+CoreDataClasses.swift`.
    static func coreDataFileName(of model: URL) -> String {
        SourceCopyNames.safe("\(model.deletingPathExtension().lastPathComponent)+CoreDataClasses.swift")
    }

    /// The generated file of an `.intentdefinition`: `<name>Intents.swift`, a name every tool
    /// takes (``SourceCopyNames/safe(_:)``: the definition's own name may hold quotes or newlines).
    static func intentsFileName(of definition: URL) -> String {
        SourceCopyNames.safe("\(definition.deletingPathExtension().lastPathComponent)Intents.swift")
    }

    /// The registry of a library module's previews, and its public accessor.
    static func libraryRegistrySource(module: String, registry: [String]) -> String {
        let previews = registry.isEmpty ? "[]" : registry.map { "__WidgetShotPreviewRegistry.\($0)" }.joined(separator: " + ")
        return """
        // Generated by WidgetShot: the previews the module \(module) declares.
        import WidgetShot

        /// The previews this module's files declare (each file adds a property).
        enum __WidgetShotPreviewRegistry {
            static var all: [WidgetShotPreviews.Preview] { \(previews) }
        }

        /// The module's previews, for the extension's entry point.
        public enum \(previewAccessor(for: module)) {
            public static var all: [WidgetShotPreviews.Preview] { __WidgetShotPreviewRegistry.all }
        }

        """
    }

    /// The public type that lists a library module's previews.
    /// A package target's module is SwiftPM's c99 name of the target (`my-kit` → `my_kit`).
    static func previewAccessor(for module: String) -> String { "__WidgetShotPreviews_\(SwiftPMName.c99name(module))" }

    /// The deepest folder holding every file (`/` at worst).
    static func commonFolder(of files: [URL]) -> URL {
        guard let first = files.first else { return URL(fileURLWithPath: "/") }
        var common = first.deletingLastPathComponent().standardizedFileURL.pathComponents
        for file in files.dropFirst() {
            let components = file.deletingLastPathComponent().standardizedFileURL.pathComponents
            var length = 0
            while length < min(common.count, components.count) && common[length] == components[length] { length += 1 }
            common = Array(common.prefix(length))
        }
        return URL(fileURLWithPath: "/" + common.dropFirst().joined(separator: "/"))
    }

    /// `file`'s path below `base`.
    static func relativePath(of file: URL, in base: URL) -> String {
        let path = file.standardizedFileURL.path
        let prefix = base.standardizedFileURL.path
        guard path.hasPrefix(prefix) else { return file.lastPathComponent }
        return String(path.dropFirst(prefix.count)).trimmingCharacters(in: CharacterSet(charactersIn: "/"))
    }
}
