import Foundation

/// One `.xcodeproj` read: its object graph, group tree and packages, and its native targets read
/// on demand. Produces the ``BuildPlan`` of a widget extension target.
final class XcodeProject {
    /// What the plan was read from: the `.xcodeproj`, or the XcodeGen spec it stands for.
    let bundle: URL
    let graph: PBXObjectGraph
    let tree: PBXGroupTree
    let packages: ProjectPackages
    /// Info.plist contents a generator writes at build time (XcodeGen's `info: properties:`), by
    /// target id: read instead of the `INFOPLIST_FILE` on disk.
    let generatedInfoPlists: [String: [String: Any]]
    private var projectWarnings: [BuildDiagnostic] = []
    private var targets: [String: NativeTarget] = [:]

    /// The projects its targets reach beyond it (shared by every project of one read).
    let others: OtherProjects

    convenience init(bundle: URL, workspacePackages: [URL] = []) throws {
        try self.init(graph: try PBXObjectGraph(projectBundle: bundle), source: bundle, workspacePackages: workspacePackages)
    }

    init(graph: PBXObjectGraph, source: URL, generatedInfoPlists: [String: [String: Any]] = [:], warnings: [BuildDiagnostic] = [],
         workspacePackages: [URL] = [], others: OtherProjects? = nil) throws {
        self.bundle = source
        self.graph = graph
        self.generatedInfoPlists = generatedInfoPlists
        tree = try PBXGroupTree(graph: graph)
        var warnings = warnings
        packages = try ProjectPackages(graph: graph, tree: tree, workspacePackages: workspacePackages, warnings: &warnings)
        projectWarnings = warnings
        self.others = others ?? OtherProjects()
        self.others.register(self)
    }

    /// The native target `id`, read once.
    func target(_ id: String) throws -> NativeTarget {
        if let target = targets[id] { return target }
        let target = try NativeTarget(try graph.object(id, referencedBy: "a target list"), graph: graph, tree: tree)
        targets[id] = target
        return target
    }

    /// The id of the native target named `name`, if the project has one.
    func targetID(named name: String) throws -> String? {
        try graph.nativeTargets().first { try $0.requiredString("name") == name }?.id
    }

    /// The id of the native target whose product is the file reference `productID`.
    func targetID(producing productID: String) throws -> String? {
        try graph.nativeTargets().first { try $0.string("productReference") == productID }?.id
    }

    /// The id of the library target whose product is `fileName` (`DcCore.framework`): its product
    /// reference's file name, else (a generated project without product references) its module
    /// or target name with the product type's extension.
    func libraryTarget(producing fileName: String) throws -> String? {
        for object in try graph.nativeTargets() {
            let target = try target(object.id)
            guard NativeTarget.libraryProductTypes.contains(target.productType) else { continue }
            if let reference = try object.string("productReference"), let product = graph.objects[reference] {
                if ((product["path"] as? String).map { ($0 as NSString).lastPathComponent }) == fileName { return object.id }
                continue
            }
            let ext = target.productType.hasPrefix("com.apple.product-type.framework") ? "framework" : (target.productType.hasSuffix("static") ? "a" : "dylib")
            let names = ext == "framework" ? [target.moduleName, target.name] : ["lib\(target.moduleName)", "lib\(target.name)"]
            if names.contains(where: { "\($0).\(ext)" == fileName }) { return object.id }
        }
        return nil
    }

    /// The names of the project's native targets, in its order.
    func targetNames() throws -> [String] {
        try graph.nativeTargets().map { try $0.requiredString("name") }
    }

    /// Whether the target is a widget extension: an app extension whose Info.plist's
    /// `NSExtension.NSExtensionPointIdentifier` is `com.apple.widgetkit-extension` (or whose
    /// `INFOPLIST_KEY_NSExtension…` settings say so); without an extension point, one that links
    /// `WidgetKit.framework` or whose Swift files `import WidgetKit`.
    func isWidgetExtension(_ id: String) throws -> Bool {
        let target = try target(id)
        guard target.productType == "com.apple.product-type.app-extension" else { return false }
        var ignored: [BuildDiagnostic] = []
        let info = try? InfoPlistResolver.resolve(infoPlistFile: target.infoPlistFile, generated: generatedInfoPlists[id], settings: target.settings.expander,
                                                  projectFile: graph.file.path, warnings: &ignored)
        if let point = (info?["NSExtension"] as? [String: Any])?["NSExtensionPointIdentifier"] as? String {
            return point == "com.apple.widgetkit-extension"
        }
        let expander = target.settings.expander
        let generated = expander.definedKeys.filter { $0.hasPrefix("INFOPLIST_KEY_NSExtension") }
        if !generated.isEmpty {
            return generated.contains { expander.value($0)?.contains("com.apple.widgetkit-extension") == true }
        }
        return target.linksWidgetKit || target.files.importsWidgetKit()
    }

    /// The widget extension targets' names, without those that build for macOS only
    /// (``leftOutWidgetExtensions()``).
    func widgetExtensionTargets() throws -> [String] {
        try graph.nativeTargets().filter { try isWidgetExtension($0.id) && !buildsForMacOnly($0.id) }.map { try $0.requiredString("name") }
    }

    /// The plan of the target named `name`.
    func plan(for name: String) throws -> BuildPlan {
        let natives = try graph.nativeTargets()
        guard let object = try natives.first(where: { try $0.requiredString("name") == name }) else {
            let names = try natives.map { try $0.requiredString("name") }
            throw ProjectReadError(file: bundle.path, message: "no target named '\(name)'; the project's targets: \(names.joined(separator: ", "))")
        }
        let extensionTarget = try target(object.id)
        // Library targets the extension depends on, transitively, each after its own dependencies.
        let walk = ModuleWalk(warnings: projectWarnings)
        var extensionDependencies = try walk.dependencies(of: extensionTarget, in: self)
        // A framework target of the project that the extension imports without depending on it or
        // linking it (x64alex/Gym-App: only the app links SharedFramework). Xcode builds it first in
        // the app's scheme, finds its module in the shared products folder and Swift's autolinking
        // links it, so the extension builds; here it is a module of the build too, with a note.
        let imported = UnimportedProducts.importedModules(in: extensionTarget.files.swiftFiles + walk.modules.flatMap(\.swiftFiles))
        for native in natives where native.id != object.id {
            guard let candidate = try? self.target(native.id), NativeTarget.libraryProductTypes.contains(candidate.productType),
                  imported.contains(candidate.moduleName), !walk.modules.contains(where: { $0.name == candidate.moduleName }),
                  let name = try walk.visit(native.id, in: self, from: extensionTarget.name) else { continue }
            extensionDependencies.append(name)
            walk.warnings.append(BuildDiagnostic(file: graph.file.path, line: 0, severity: .note,
                                                 message: "the target \(extensionTarget.name) imports \(name), a framework target of the project it does not depend on: "
                                                     + "built with it, as Xcode's shared build folder and Swift's autolinking make it work in the app's scheme"))
        }
        let extensionModule = try walk.modulePlan(extensionTarget, of: self, kind: .widgetExtension, dependencies: extensionDependencies)
        var warnings = walk.warnings
        warnings += extensionTarget.warnings

        let expander = extensionTarget.settings.expander
        let info = try InfoPlistResolver.resolve(infoPlistFile: extensionTarget.infoPlistFile, generated: generatedInfoPlists[object.id], settings: expander,
                                                 projectFile: graph.file.path, warnings: &warnings)
            .map { FrameworkInfoKeys.merging(walk.frameworkInfos, into: $0) }
        var settings: [String: String] = [:]
        for key in expander.definedKeys { settings[key] = expander.value(key) }
        for name in expander.undefinedReferences {
            warnings.append(BuildDiagnostic(file: graph.file.path, line: 0, severity: .warning,
                                            message: "build setting $(\(name)) used by target \(extensionTarget.name) is not defined; it reads as empty"))
        }
        var plan = BuildPlan(source: bundle, extensionModule: extensionModule, modules: walk.modules, packages: walk.packages,
                             infoDictionary: info, buildSettings: settings, warnings: warnings)
        plan.platform = try buildPlatform(object.id)
        return plan
    }
}
