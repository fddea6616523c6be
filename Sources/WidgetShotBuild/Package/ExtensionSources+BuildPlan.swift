import Foundation

extension ExtensionSources {
    /// The `--extension` folder (and its `--include`s) as a ``BuildPlan`` with one module, the
    /// extension's: nothing describes the included folders' modules, so they keep compiling into
    /// the extension's module (``ExtensionWorkspace/prepare(_:generatedSources:options:)`` drops
    /// their imports). An `Info.plist` at the top of the extension folder is its info dictionary.
    public func buildPlan() -> BuildPlan {
        let module = ModulePlan(name: root.lastPathComponent, kind: .widgetExtension, swiftFiles: swiftFiles.map(\.file),
                                assetCatalogs: assetCatalogs, stringTables: stringTables, intentDefinitions: intentDefinitions)
        let plist = root.appendingPathComponent("Info.plist")
        let info = (try? Data(contentsOf: plist)).flatMap { try? PropertyListSerialization.propertyList(from: $0, format: nil) as? [String: Any] }
        return BuildPlan(source: root, extensionModule: module, infoDictionary: info)
    }
}
