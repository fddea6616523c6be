import Foundation

extension ExtensionWorkspace {
    /// Resolves the remote packages of the shared package before `prepared` is built.
    ///
    /// Every extension built with this cache lives in one package, so a package that cannot be
    /// resolved would stop the builds of all of them — even of extensions that use no package at
    /// all (SwiftPM resolves the whole graph before building one product). So a failure takes the
    /// entries that declare the blamed packages out of the registry (their extensions come back
    /// when they are built again) and rewrites the manifest: when one of them is `prepared`'s, the
    /// failure is its error; when they belong only to other extensions (left by an older WidgetShot,
    /// or a mirror that has gone), the resolution is tried once more without them.
    public func resolvePackages(of prepared: PreparedExtension, resolver: PackageResolver = PackageResolver()) throws {
        for attempt in 0..<2 {
            let registered = Dictionary(registeredEntries().flatMap(\.packages).map { ($0.identity.lowercased(), $0.url) },
                                        uniquingKeysWith: { a, _ in a })
            let own = Dictionary(prepared.remotePackages.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { a, _ in a })
            let missing = PackageResolver.unpinned(registered.merging(own) { a, _ in a }, packageRoot: packageRoot)
            guard !missing.isEmpty, let output = try resolver.run(packageRoot: packageRoot) else { return }
            let blamed = PackageResolver.culprits(in: output, among: missing)
            let ownBlamed = blamed.filter { own[$0.key] != nil }
            try removeEntries { entry in entry.packages.contains { blamed[$0.identity.lowercased()] != nil } }
            if !ownBlamed.isEmpty || attempt == 1 {
                throw PackageResolver.failure(output: output, culprits: ownBlamed.isEmpty ? blamed : ownBlamed)
            }
        }
    }

    /// The registry's entries (none when it is missing or from an older WidgetShot).
    func registeredEntries() -> [WorkspaceEntry] {
        let url = packageRoot.appendingPathComponent("extensions.json")
        return (try? JSONDecoder().decode([WorkspaceEntry].self, from: Data(contentsOf: url))) ?? []
    }

    /// Takes the entries matching `shouldRemove` out of the registry and rewrites the manifest.
    func removeEntries(where shouldRemove: (WorkspaceEntry) -> Bool) throws {
        let entries = registeredEntries()
        let kept = entries.filter { !shouldRemove($0) }
        guard kept.count != entries.count else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(kept).write(to: packageRoot.appendingPathComponent("extensions.json"), options: .atomic)
        let manifest = WorkspaceManifest.text(entries: kept, widgetShotRoot: widgetShotRoot, prebuilt: prebuilt, packageRoot: packageRoot)
        try Data(manifest.utf8).write(to: packageRoot.appendingPathComponent("Package.swift"), options: .atomic)
    }
}
