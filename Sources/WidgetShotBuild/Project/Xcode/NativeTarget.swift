import Foundation

/// One `PBXNativeTarget` read: its Debug settings, the files its build phases and synchronized
/// folders give it, the targets it depends on and the package products it links.
struct NativeTarget {
    let object: PBXObject
    let name: String
    let productType: String
    let settings: TargetBuildSettings
    var files = ModuleFiles()
    /// `WidgetKit.framework` is in its Frameworks phase.
    var linksWidgetKit = false
    /// Native targets of the same project it depends on (`PBXTargetDependency`, and products of
    /// other targets in its Frameworks phase), in the order named.
    var dependencyIDs: [String] = []
    /// Targets of other projects it depends on or links (``OtherProjectTarget``), in the order named.
    var otherProjectTargets: [OtherProjectTarget] = []
    /// Prebuilt `.xcframework`/`.framework` bundles of the repository in its Frameworks phase
    /// (not the SDK's, not products of the project's targets): binaries for Apple platforms.
    var binaryFrameworks: [URL] = []
    /// `XCSwiftPackageProductDependency` objects it links.
    var packageProductIDs: [String] = []
    /// Header files of its Headers phase (a framework's umbrella and other public headers).
    var headers: [URL] = []
    /// The Objective-C bridging header (`SWIFT_OBJC_BRIDGING_HEADER`), if the target has one.
    var bridgingHeader: URL?
    /// The resolved `INFOPLIST_FILE`, when set.
    var infoPlistFile: URL?
    var warnings: [BuildDiagnostic] = []

    /// Product types whose targets become library modules of a plan when the extension depends on them.
    static let libraryProductTypes: Set<String> = [
        "com.apple.product-type.framework", "com.apple.product-type.framework.static",
        "com.apple.product-type.library.static", "com.apple.product-type.library.dynamic",
    ]

    init(_ target: PBXObject, graph: PBXObjectGraph, tree: PBXGroupTree) throws {
        object = target
        name = try target.requiredString("name")
        productType = try target.string("productType") ?? ""
        settings = try TargetBuildSettings(target: target, graph: graph, tree: tree)
        warnings = settings.warnings
        if let plist = settings.expander.value("INFOPLIST_FILE"), !plist.isEmpty {
            let named = plist.hasPrefix("/") ? URL(fileURLWithPath: plist) : tree.projectFolder.appendingPathComponent(plist).standardizedFileURL
            infoPlistFile = CaseInsensitivePath.existing(named) ?? named
        }
        if let header = settings.expander.value("SWIFT_OBJC_BRIDGING_HEADER"), !header.isEmpty {
            let named = header.hasPrefix("/") ? URL(fileURLWithPath: header) : tree.projectFolder.appendingPathComponent(header).standardizedFileURL
            bridgingHeader = CaseInsensitivePath.existing(named) ?? named
        }
        let productOwners = Dictionary(try graph.nativeTargets().compactMap { other -> (String, String)? in
            guard let product = try other.string("productReference") else { return nil }
            return (product, other.id)
        }, uniquingKeysWith: { first, _ in first })

        for phase in try graph.objects("buildPhases", of: target) {
            let origin: ModuleFiles.Origin
            switch phase.isa {
            case "PBXSourcesBuildPhase": origin = .sources
            case "PBXResourcesBuildPhase": origin = .resources
            case "PBXFrameworksBuildPhase":
                try readFrameworks(phase, graph: graph, tree: tree, productOwners: productOwners)
                continue
            case "PBXHeadersBuildPhase":
                for buildFile in try buildFiles(of: phase, graph: graph) {
                    guard let reference = try buildFile.string("fileRef"), let url = tree.url(of: reference),
                          let existing = CaseInsensitivePath.existing(url) else { continue }
                    headers.append(existing)
                }
                continue
            default: continue
            }
            for buildFile in try buildFiles(of: phase, graph: graph) {
                guard let reference = try buildFile.string("fileRef") else { continue }
                let item = try graph.object(reference, referencedBy: "PBXBuildFile \(buildFile.id) 'fileRef'")
                try add(item, origin: origin, graph: graph, tree: tree)
            }
        }
        for (url, origin) in try SynchronizedFolders.members(of: target, graph: graph, tree: tree, infoPlist: infoPlistFile, warnings: &warnings) {
            files.add(url, from: origin)
        }
        headers += try SynchronizedFolders.publicHeaders(of: target, graph: graph, tree: tree)
        for dependency in try graph.objects("dependencies", of: target) {
            if let id = try dependency.string("target") {
                appendDependency(id)
            } else if let proxyID = try dependency.string("targetProxy") {
                let proxy = try graph.object(proxyID, referencedBy: "PBXTargetDependency \(dependency.id) 'targetProxy'")
                if try proxy.string("containerPortal") == graph.rootID, let id = try proxy.string("remoteGlobalIDString") {
                    appendDependency(id)
                } else if let other = OtherProjectTarget.proxied(proxy, graph: graph, tree: tree, product: false) {
                    appendOther(other)
                } else {
                    warnings.append(warning(graph, "target \(name) depends on \(proxy.optionalString("remoteInfo") ?? proxyID) of another project, which is not read"))
                }
            } else if let productID = try dependency.string("productRef") {
                try notePlugin(productID, graph: graph)
            }
        }
        if let message = ObjCSourcesNotice.message(target: name, sources: files.foreignSources, bridgingHeader: bridgingHeader,
                                                   projectFolder: tree.projectFolder) {
            warnings.append(warning(graph, message))
        }
        packageProductIDs = (try target.ids("packageProductDependencies")).reduce(into: packageProductIDs) { ids, id in
            if !ids.contains(id) { ids.append(id) }
        }
    }

    private mutating func readFrameworks(_ phase: PBXObject, graph: PBXObjectGraph, tree: PBXGroupTree, productOwners: [String: String]) throws {
        for buildFile in try buildFiles(of: phase, graph: graph) {
            if let product = try buildFile.string("productRef") {
                if !packageProductIDs.contains(product) { packageProductIDs.append(product) }
                continue
            }
            guard let reference = try buildFile.string("fileRef") else { continue }
            if let owner = productOwners[reference] {
                appendDependency(owner)
                continue
            }
            let item = graph.objectIfPresent(reference)
            let path = item?.optionalString("path") ?? item?.optionalString("name") ?? ""
            // A product of another project: a reference proxy (sub-project), or a library in the
            // shared build folder that no target of this project builds (a workspace sibling's).
            if item?.isa == "PBXReferenceProxy" {
                if let proxy = item?.optionalString("remoteRef").flatMap(graph.objectIfPresent),
                   let other = OtherProjectTarget.proxied(proxy, graph: graph, tree: tree, product: true) {
                    appendOther(other)
                }
                continue
            }
            if item?.optionalString("sourceTree") == "BUILT_PRODUCTS_DIR",
               OtherProjectTarget.libraryExtensions.contains((path as NSString).pathExtension) {
                appendOther(.builtProduct((path as NSString).lastPathComponent))
                continue
            }
            if (path as NSString).lastPathComponent == "WidgetKit.framework" { linksWidgetKit = true }
            // The SDK's frameworks have no URL in the tree (SDKROOT); a bundle in the repository has.
            if ["xcframework", "framework"].contains((path as NSString).pathExtension), let url = tree.url(of: reference),
               !binaryFrameworks.contains(url) {
                binaryFrameworks.append(url)
            }
        }
    }

    /// A `PBXTargetDependency` on a package product is how Xcode writes a build tool plugin the
    /// target runs (`productName = "plugin:Name"`). WidgetShot does not run build tool plugins, so
    /// the Swift they generate (XCStrings Tool's string accessors, SwiftGen's, …) is missing: say
    /// so before the compiler's errors about the missing names.
    private mutating func notePlugin(_ productID: String, graph: PBXObjectGraph) throws {
        guard let product = graph.objectIfPresent(productID),
              let productName = product.optionalString("productName"), productName.hasPrefix("plugin:") else { return }
        let plugin = productName.dropFirst("plugin:".count)
        let reference = product.optionalString("package").flatMap { graph.objectIfPresent($0) }
        let package = reference?.optionalString("repositoryURL") ?? reference?.optionalString("relativePath")
        warnings.append(warning(graph, "target \(name) runs the build tool plugin \(plugin)\(package.map { " of package \($0)" } ?? ""); "
            + "WidgetShot does not run build tool plugins, so the code it generates is missing and names it declares will not be found"))
    }

    /// The build files of a phase that the project defines; each dangling id (one Xcode skips)
    /// becomes a warning naming the phase and the target.
    private mutating func buildFiles(of phase: PBXObject, graph: PBXObjectGraph) throws -> [PBXObject] {
        let (present, dangling) = try graph.buildFiles(of: phase)
        for id in dangling {
            warnings.append(warning(graph, "\(phase.isa) \(phase.id) of target \(name) lists build file \(id), which the project does not define: skipped, as Xcode does"))
        }
        return present
    }

    private mutating func appendDependency(_ id: String) {
        if id != object.id, !dependencyIDs.contains(id) { dependencyIDs.append(id) }
    }

    private mutating func appendOther(_ other: OtherProjectTarget) {
        if !otherProjectTargets.contains(other) { otherProjectTargets.append(other) }
    }

    /// Adds a build file's reference: a file, a `PBXVariantGroup` (each localization's file), an
    /// `XCVersionGroup` (a Core Data model), or a group/folder reference (copied whole).
    private mutating func add(_ item: PBXObject, origin: ModuleFiles.Origin, graph: PBXObjectGraph, tree: PBXGroupTree, depth: Int = 0) throws {
        switch item.isa {
        case "PBXVariantGroup":
            // A variant group holds files; one holding a variant group (or itself) is malformed.
            guard depth == 0 else { throw ProjectReadError(file: graph.file.path, message: "PBXVariantGroup \(item.id) holds another variant group") }
            for child in try graph.objects("children", of: item) {
                try add(child, origin: origin, graph: graph, tree: tree, depth: depth + 1)
            }
        case "PBXFileReference", "XCVersionGroup", "PBXGroup", "PBXReferenceProxy", "PBXFileSystemSynchronizedRootGroup":
            guard let named = tree.url(of: item.id) else { return }
            guard let url = CaseInsensitivePath.existing(named) else {
                warnings.append(warning(graph, "\(tree.displayName(of: item.id)) (\(item.id)) of target \(name): no file at \(named.path)"))
                return
            }
            if let infoPlistFile, origin == .resources, url == infoPlistFile { return }
            files.add(url, from: origin)
        default:
            warnings.append(warning(graph, "build file of target \(name) refers to \(item.isa) \(item.id), which is not a file"))
        }
    }

    private func warning(_ graph: PBXObjectGraph, _ message: String) -> BuildDiagnostic {
        BuildDiagnostic(file: graph.file.path, line: 0, severity: .warning, message: message)
    }

    /// Conditions for `#if`: `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and `OTHER_SWIFT_FLAGS`' `-D NAME`/`-DNAME`.
    var compilationConditions: [String] {
        var conditions: [String] = []
        func add(_ condition: String) { if !condition.isEmpty, !conditions.contains(condition) { conditions.append(condition) } }
        for word in Self.words(settings.expander.value("SWIFT_ACTIVE_COMPILATION_CONDITIONS") ?? "") { add(word) }
        let flags = Self.words(settings.expander.value("OTHER_SWIFT_FLAGS") ?? "")
        var index = 0
        while index < flags.count {
            if flags[index] == "-D", index + 1 < flags.count {
                add(flags[index + 1]); index += 2; continue
            }
            if flags[index].hasPrefix("-D") { add(String(flags[index].dropFirst(2))) }
            index += 1
        }
        return conditions
    }

    /// The module name Swift imports: `PRODUCT_MODULE_NAME` (by default `PRODUCT_NAME` made a C99 identifier).
    var moduleName: String {
        let name = settings.expander.value("PRODUCT_MODULE_NAME") ?? ""
        return name.isEmpty ? BuildSettingExpander.c99Identifier(self.name) : name
    }

    /// A setting value split into words as a shell does (quotes group, backslash escapes).
    static func words(_ value: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        var escaped = false
        var inWord = false
        for character in value {
            if escaped { current.append(character); escaped = false; continue }
            if character == "\\" { escaped = true; inWord = true; continue }
            if let q = quote {
                if character == q { quote = nil } else { current.append(character) }
                continue
            }
            if character == "\"" || character == "'" { quote = character; inWord = true; continue }
            if character == " " || character == "\t" || character == "\n" {
                if inWord { words.append(current); current = ""; inWord = false }
                continue
            }
            current.append(character)
            inWord = true
        }
        if inWord { words.append(current) }
        return words
    }
}
