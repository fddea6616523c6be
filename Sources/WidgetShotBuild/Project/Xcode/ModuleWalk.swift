import Foundation

/// The library targets a widget extension depends on, transitively and across projects (its
/// project's, a referenced project's, a workspace sibling's), each planned once as a
/// ``ModulePlan`` after its own dependencies, with the packages they link.
final class ModuleWalk {
    private(set) var modules: [ModulePlan] = []
    private(set) var packages: [PackageReference] = []
    var warnings: [BuildDiagnostic]
    /// The Info.plists of the frameworks planned (``FrameworkInfoKeys`` merges their keys).
    private(set) var frameworkInfos: [[String: Any]] = []
    /// Per `project path#target id`: false while being visited, true when planned.
    private var state: [String: Bool] = [:]

    init(warnings: [BuildDiagnostic]) {
        self.warnings = warnings
    }

    /// Plans target `id` of `project` when it is a library (after its dependencies); returns its
    /// module name, or nil for a target of another kind (an app, an extension).
    func visit(_ id: String, in project: XcodeProject, from parent: String) throws -> String? {
        let target = try project.target(id)
        guard NativeTarget.libraryProductTypes.contains(target.productType) else { return nil }
        let key = project.graph.projectBundle.standardizedFileURL.path + "#" + id
        if let done = state[key] {
            if !done { throw ProjectReadError(file: project.graph.file.path, message: "targets \(parent) and \(target.name) depend on each other") }
            return target.moduleName
        }
        state[key] = false
        let dependencies = try self.dependencies(of: target, in: project)
        warnings += target.warnings
        modules.append(try modulePlan(target, of: project, kind: .framework, dependencies: dependencies))
        var ignored: [BuildDiagnostic] = []
        if let info = try? InfoPlistResolver.resolve(infoPlistFile: target.infoPlistFile, generated: project.generatedInfoPlists[id],
                                                     settings: target.settings.expander, projectFile: project.graph.file.path, warnings: &ignored) {
            frameworkInfos.append(info)
        }
        state[key] = true
        return target.moduleName
    }

    /// The module names of the library targets `target` of `project` depends on: its project's,
    /// then other projects' (``OtherProjectTarget``), each visited.
    func dependencies(of target: NativeTarget, in project: XcodeProject) throws -> [String] {
        var names = try target.dependencyIDs.compactMap { try visit($0, in: project, from: target.name) }
        for reference in target.otherProjectTargets {
            guard let (other, id) = try find(reference, from: target, in: project) else { continue }
            if let name = try visit(id, in: other, from: target.name), !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The plan of `target`'s module: its files, settings and the package products it links.
    func modulePlan(_ target: NativeTarget, of project: XcodeProject, kind: ModulePlan.Kind, dependencies: [String]) throws -> ModulePlan {
        var products: [PackageProductReference] = []
        for id in target.packageProductIDs {
            guard let (package, product) = try project.packages.product(id, graph: project.graph, warnings: &warnings) else { continue }
            if !products.contains(product) { products.append(product) }
            // Two projects may name one package; the first reference read is the one built.
            if !packages.contains(where: { $0.identity == package.identity }) { packages.append(package) }
        }
        let files = target.files
        for (package, product) in try SharedBuildFolderProducts.products(importedBy: files.swiftFiles, linked: products,
                                                                          modules: Set(dependencies + [target.moduleName]), in: project) {
            products.append(product)
            if !packages.contains(where: { $0.identity == package.identity }) { packages.append(package) }
            warnings.append(BuildDiagnostic(file: project.graph.file.path, line: 0, severity: .note,
                                            message: SharedBuildFolderProducts.note(product: product, module: target.moduleName)))
        }
        var plan = ModulePlan(name: target.moduleName, kind: kind, swiftFiles: files.swiftFiles, assetCatalogs: files.assetCatalogs,
                              stringTables: files.stringTables, intentDefinitions: files.intentDefinitions, resourceFiles: files.resourceFiles,
                              compilationConditions: target.compilationConditions, dependencies: dependencies, packageProducts: products)
        plan.binaryFrameworks = target.binaryFrameworks
        plan.missingPods = target.settings.missingPods
        plan.compilerSettings = SwiftCompilerSettings(xcodeSettings: target.settings.expander.value)
        // A framework's Swift files see what its umbrella header imports; every target's see
        // what its bridging header imports (Swift imports the bridging header into each file).
        plan.implicitImports = UmbrellaHeaderImports.modules(importedBy: (kind == .framework ? target.headers : []) + (target.bridgingHeader.map { [$0] } ?? []))
        return plan
    }

    /// The project and target id `reference` names; nil, with a warning, when it is not found.
    private func find(_ reference: OtherProjectTarget, from target: NativeTarget, in project: XcodeProject) throws -> (XcodeProject, String)? {
        let file = project.graph.file.path
        func warn(_ message: String) {
            warnings.append(BuildDiagnostic(file: file, line: 0, severity: .warning, message: "target \(target.name) \(message)"))
        }
        switch reference {
        case .target(let url, let id, let name):
            guard let other = try project.others.project(at: url) else {
                warn("depends on \(reference.displayName), a project that is not there (\(url.path)) and no XcodeGen spec beside it generates"); return nil
            }
            if let id, other.graph.objects[id]?["isa"] as? String == "PBXNativeTarget" { return (other, id) }
            guard let name, let found = try other.targetID(named: name) else {
                warn("depends on \(reference.displayName), which has no such target"); return nil
            }
            return (other, found)
        case .product(let url, let productID, _):
            guard let other = try project.others.project(at: url) else {
                warn("links \(reference.displayName), a project that is not there (\(url.path))"); return nil
            }
            guard let found = try other.targetID(producing: productID) else {
                warn("links \(reference.displayName), which no target of that project builds"); return nil
            }
            return (other, found)
        case .builtProduct(let fileName):
            if let (other, id) = try project.others.target(building: fileName, besides: project) {
                if let workspace = project.others.workspace {
                    warnings.append(BuildDiagnostic(file: file, line: 0, severity: .note,
                        message: "target \(target.name) links \(fileName) from the shared build folder: built from target \(try other.target(id).name) of "
                            + "\(other.graph.projectBundle.lastPathComponent), which the workspace \(workspace.lastPathComponent) lists beside this project"))
                }
                return (other, id)
            }
            // Only worth a word when the module is imported (Pods' `Pods_App.framework` is not).
            let module = (fileName as NSString).deletingPathExtension
            if UnimportedProducts.importedModules(in: target.files.swiftFiles).contains(module) {
                let searched = project.others.workspace.map { "nor does any project of the workspace \($0.lastPathComponent)" }
                    ?? "and no .xcworkspace beside the project lists it with the project that does"
                warn("links \(fileName) from the shared build folder, which no target of this project builds, \(searched); `import \(module)` will not be found")
            }
            return nil
        }
    }
}
