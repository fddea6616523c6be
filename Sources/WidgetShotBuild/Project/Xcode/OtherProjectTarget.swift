import Foundation

/// A target of another project that a target depends on or links, as the project file names it.
/// ``ModuleWalk`` finds the target through ``OtherProjects`` and plans it as a module.
enum OtherProjectTarget: Equatable {
    /// A target of the project at `project`: a `PBXTargetDependency` whose `PBXContainerItemProxy`'s
    /// `containerPortal` is a file reference to that `.xcodeproj` (a sub-project, or an XcodeGen
    /// `projectReferences` entry), named by its id in that project (`remoteGlobalIDString`) and its
    /// name (`remoteInfo`).
    case target(project: URL, id: String?, name: String?)
    /// The product of a target of the project at `project`: a `PBXReferenceProxy` in the Frameworks
    /// phase, whose proxy names the product's file reference in that project.
    case product(project: URL, productID: String, name: String?)
    /// A framework or library in the shared build folder (`BUILT_PRODUCTS_DIR`) that no target of
    /// the project builds (`DcCore.framework`): Xcode finds its target among the other projects of
    /// the workspace ("implicit dependencies"; XcodeGen's `framework: … implicit: true`).
    case builtProduct(String)

    /// Extensions of the products a library target of another project builds.
    static let libraryExtensions: Set<String> = ["framework", "a", "dylib"]

    /// What a message calls the reference.
    var displayName: String {
        switch self {
        case .target(let project, let id, let name): return "\(name ?? id ?? "a target") of \(project.lastPathComponent)"
        case .product(let project, let productID, let name): return "\(name ?? productID) of \(project.lastPathComponent)"
        case .builtProduct(let file): return file
        }
    }

    /// The reference a `PBXContainerItemProxy` makes, when its `containerPortal` is another project
    /// of the disk (a file reference ending in `.xcodeproj`); nil for a proxy of the project itself
    /// or one that names no project file.
    static func proxied(_ proxy: PBXObject, graph: PBXObjectGraph, tree: PBXGroupTree, product: Bool) -> OtherProjectTarget? {
        guard let portal = proxy.optionalString("containerPortal"), portal != graph.rootID,
              let project = tree.url(of: portal), project.pathExtension == "xcodeproj" else { return nil }
        let remote = proxy.optionalString("remoteGlobalIDString")
        if product {
            guard let remote else { return nil }
            return .product(project: project, productID: remote, name: proxy.optionalString("remoteInfo"))
        }
        return .target(project: project, id: remote, name: proxy.optionalString("remoteInfo"))
    }
}
