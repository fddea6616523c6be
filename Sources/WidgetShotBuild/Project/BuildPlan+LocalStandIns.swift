import Foundation

extension BuildPlan {
    /// The plan with some of each module's unbuildable dependencies — the items at `items`
    /// (binary frameworks, pods never installed) — replaced by a local package's product:
    /// `standIn` gives the product's name and the package's folder for an item `--override-package`
    /// names, or `nil` to keep the item. Each package joins the plan once; its identity is the
    /// product's name, lowercased, as SwiftPM's identities compare.
    ///
    /// ```swift
    /// plan.standingIn(for: \.binaryFrameworks) { framework in
    ///     overrides[name(of: framework).lowercased()].map { (name(of: framework), $0) }
    /// }
    /// ```
    func standingIn<Item>(for items: WritableKeyPath<ModulePlan, [Item]>,
                          _ standIn: (Item) -> (product: String, folder: URL)?) -> BuildPlan {
        var plan = self
        var packages = plan.packages
        func substitute(_ module: inout ModulePlan) {
            var kept: [Item] = []
            for item in module[keyPath: items] {
                guard let (name, folder) = standIn(item) else {
                    kept.append(item)
                    continue
                }
                let identity = name.lowercased()
                let product = PackageProductReference(product: name, package: identity)
                if !module.packageProducts.contains(product) { module.packageProducts.append(product) }
                if !packages.contains(where: { $0.identity.lowercased() == identity }) {
                    packages.append(PackageReference(identity: identity, location: .local(folder)))
                }
            }
            module[keyPath: items] = kept
        }
        substitute(&plan.extensionModule)
        for index in plan.modules.indices { substitute(&plan.modules[index]) }
        plan.packages = packages
        return plan
    }
}
