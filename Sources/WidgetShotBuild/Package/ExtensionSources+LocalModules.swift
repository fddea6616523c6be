import Foundation

extension ExtensionSources {
    /// The modules the `--include`d folders stand for: each included folder's own name
    /// (`--include App/FoodTruckKit`) and, for a Swift package among them, the names of the folders
    /// under its `Sources/` (`--include Packages/Shared` with `Sources/SharedModels`). Widget code
    /// imports these (`import FoodTruckKit`); the extension build compiles their files into the
    /// extension's own module instead, so ``SourceTransform`` drops those imports. Apple modules and
    /// modules that exist on Linux never count as local.
    public var localModuleNames: Set<String> {
        let fm = FileManager.default
        var names: Set<String> = []
        for include in includes {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: include.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            names.insert(include.lastPathComponent)
            let sourcesFolder = include.appendingPathComponent("Sources")
            if let children = try? fm.contentsOfDirectory(atPath: sourcesFolder.path) {
                names.formUnion(children.filter { !$0.hasPrefix(".") })
            }
        }
        let identifier = #"^[A-Za-z_][A-Za-z0-9_]*$"#
        return names.filter { $0.range(of: identifier, options: .regularExpression) != nil }
            .subtracting(AppleModules.standIns).subtracting(AppleModules.portable)
            .subtracting(AppleModules.unavailable).subtracting(AppleModules.otherPlatforms)
    }
}
