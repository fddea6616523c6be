import Foundation

/// The Swift packages an `.xcodeproj` names (`packageReferences` of the `PBXProject`:
/// `XCLocalSwiftPackageReference`, `XCRemoteSwiftPackageReference`) and the products its
/// targets link (`XCSwiftPackageProductDependency`).
struct ProjectPackages {
    /// Each package reference object's package.
    private(set) var references: [String: PackageReference] = [:]
    /// Local package folders referenced as plain folders in the group tree (Xcode before 15
    /// added a local package that way, and its product dependencies name no `package`), and the
    /// package folders of the workspace the project was opened in.
    private var folderPackages: [PackageReference] = []
    /// Product name → the package reference id of the project's product dependencies that name
    /// their package (``packageNaming(product:)``).
    private var namedProducts: [String: Set<String>] = [:]

    init(graph: PBXObjectGraph, tree: PBXGroupTree, workspacePackages: [URL] = [], warnings: inout [BuildDiagnostic]) throws {
        for reference in try graph.objects("packageReferences", of: graph.root) {
            switch reference.isa {
            case "XCLocalSwiftPackageReference":
                let path = try reference.requiredString("relativePath")
                let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : tree.projectFolder.appendingPathComponent(path).standardizedFileURL
                if !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                    warnings.append(BuildDiagnostic(file: graph.file.path, line: 0, severity: .warning,
                                                    message: "local package \(path) (\(reference.id)): no Package.swift in \(url.path)"))
                }
                references[reference.id] = PackageReference(identity: PackageIdentity.identity(of: url.path), location: .local(url))
            case "XCRemoteSwiftPackageReference":
                let url = try reference.requiredString("repositoryURL")
                let requirement = try Self.requirement(try reference.dictionary("requirement"), of: reference)
                references[reference.id] = PackageReference(identity: PackageIdentity.identity(of: url), location: .remote(url: url, requirement: requirement))
            default:
                continue
            }
        }
        for (id, object) in graph.objects where object["isa"] as? String == "PBXFileReference" {
            guard let url = tree.url(of: id), FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) else { continue }
            folderPackages.append(PackageReference(identity: PackageIdentity.identity(of: url.path), location: .local(url)))
        }
        // Packages inside an Xcode 16 synchronized folder: Xcode shows each folder holding a
        // Package.swift as a local package (NetNewsWire keeps its 17 module packages in a
        // synchronized `Modules/`, and its targets' product dependencies name no package).
        for (id, object) in graph.objects where object["isa"] as? String == "PBXFileSystemSynchronizedRootGroup" {
            guard let folder = tree.url(of: id) else { continue }
            for url in Self.packageFolders(in: CaseInsensitivePath.existing(folder) ?? folder) {
                folderPackages.append(PackageReference(identity: PackageIdentity.identity(of: url.path), location: .local(url.standardizedFileURL)))
            }
        }
        for (_, object) in graph.objects where object["isa"] as? String == "XCSwiftPackageProductDependency" {
            guard let name = object["productName"] as? String, let package = object["package"] as? String, references[package] != nil else { continue }
            namedProducts[name, default: []].insert(package)
        }
        folderPackages.sort { $0.identity < $1.identity }
        folderPackages += workspacePackages.map { PackageReference(identity: PackageIdentity.identity(of: $0.path), location: .local($0.standardizedFileURL)) }
    }

    /// The package folders in `folder`: itself when it holds a `Package.swift`, else those of its
    /// sub-folders, down to `depth` levels (a package's own folders are not searched; hidden and
    /// `.build` folders are skipped).
    static func packageFolders(in folder: URL, depth: Int = 3) -> [URL] {
        let fm = FileManager.default
        if fm.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return [folder] }
        guard depth > 0 else { return [] }
        let names = ((try? fm.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
        return names.flatMap { name -> [URL] in
            let child = folder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard fm.fileExists(atPath: child.path, isDirectory: &isFolder), isFolder.boolValue,
                  !["xcodeproj", "xcworkspace", "xcassets", "lproj", "bundle"].contains(child.pathExtension) else { return [] }
            return packageFolders(in: child, depth: depth - 1)
        }
    }

    /// The local package that declares product `name`, for a product dependency that names no
    /// package (Xcode before 15, or a package reference Xcode left out): the local packages
    /// (references, then package folders of the group tree) whose folder is named like the
    /// product, else whose manifest declares it (``ManifestProducts``).
    func localPackage(declaring name: String) -> PackageReference? {
        let locals = references.values.filter { if case .local = $0.location { return true } else { return false } }
            .sorted { $0.identity < $1.identity } + folderPackages
        if let named = locals.first(where: { $0.identity == name.lowercased() }) { return named }
        return locals.first { reference in
            guard case .local(let url) = reference.location,
                  let manifest = try? String(contentsOf: url.appendingPathComponent("Package.swift"), encoding: .utf8) else { return false }
            return ManifestProducts.declares(name, in: manifest)
        }
    }

    /// The package another product dependency of the project names for product `name`, when
    /// exactly one package is named for it. Xcode resolves a product dependency without `package`
    /// by its name among the packages of the project's graph, remote ones too: TelemetryDeck's
    /// TelemetryViewer widget links `DataTransferObjects` with no package (the product of a local
    /// package it once had), and its app targets link the same product of the remote `models`.
    func packageNaming(product name: String) -> PackageReference? {
        guard let ids = namedProducts[name], ids.count == 1, let id = ids.first else { return nil }
        return references[id]
    }

    /// The version rule of an `XCRemoteSwiftPackageReference`'s `requirement` (its `kind` and
    /// `minimumVersion`/`maximumVersion`/`version`/`branch`/`revision`, as Xcode writes them).
    static func requirement(_ fields: [String: Any], of reference: PBXObject) throws -> VersionRequirement {
        func value(_ key: String) throws -> String {
            guard let value = fields[key] as? String else {
                throw ProjectReadError(file: reference.file, message: "\(reference.isa) \(reference.id): requirement has no '\(key)'")
            }
            return value
        }
        switch fields["kind"] as? String {
        case "exactVersion": return .exact(try value("version"))
        case "upToNextMajorVersion": return .upToNextMajor(try value("minimumVersion"))
        case "upToNextMinorVersion": return .upToNextMinor(try value("minimumVersion"))
        case "versionRange": return .range(from: try value("minimumVersion"), to: try value("maximumVersion"))
        case "branch": return .branch(try value("branch"))
        case "revision": return .revision(try value("revision"))
        case let kind:
            throw ProjectReadError(file: reference.file, message: "\(reference.isa) \(reference.id): unknown requirement kind '\(kind ?? "none")'")
        }
    }

    /// The package and product an `XCSwiftPackageProductDependency` names; nil (with a warning)
    /// when its package cannot be found.
    func product(_ id: String, graph: PBXObjectGraph, warnings: inout [BuildDiagnostic]) throws -> (PackageReference, PackageProductReference)? {
        let dependency = try graph.object(id, referencedBy: "packageProductDependencies")
        var name = try dependency.requiredString("productName")
        // Xcode writes a plugin product as `plugin:Name`.
        if name.hasPrefix("plugin:") { name.removeFirst("plugin:".count) }
        let package: PackageReference?
        let packageID = try dependency.string("package")
        if let packageID {
            package = references[packageID]
        } else {
            package = localPackage(declaring: name) ?? packageNaming(product: name)
        }
        guard let package else {
            let why = packageID.map { "its package \($0) is not among the project's packages (packageReferences)" }
                ?? "it names no package, and no local package of the project or its workspace declares it, nor does another target's dependency name a package for it"
            // Opened alone, a project whose workspace holds the package: name the workspace (as Xcode, it is not taken on its own).
            let workspace = packageID == nil ? WorkspacePackageHint.workspace(listing: graph.projectBundle, declaring: name) : nil
            let hint = workspace.map { " (\($0.lastPathComponent) lists a package declaring it: pass the workspace, --project \($0.path))" } ?? ""
            warnings.append(BuildDiagnostic(file: graph.file.path, line: 0, severity: .warning,
                                            message: "package product \(name) (\(id)): \(why); targets linking it will not find its module\(hint)"))
            return nil
        }
        return (package, PackageProductReference(product: name, package: package.identity))
    }
}
