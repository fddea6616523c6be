import Foundation

extension ExtensionSources {
    /// The modules the `--include`d folders stand for. Real extensions share app code through a
    /// framework or a local Swift package (`import FoodTruckKit`, `import SharedModels`); the
    /// extension build compiles the included files into the extension's own module instead, so
    /// ``SourceTransform`` drops those imports. A folder counts by its own name
    /// (`--include App/FoodTruckKit`); a package folder (`--include Packages/Shared`, with a
    /// `Package.swift` or a `Sources/` folder) also by each target under `Sources/`, and
    /// `--include Packages/Shared/Sources` by the package's name and its targets. Names are made
    /// identifiers (`App-Core` → `App_Core`); Apple modules and modules that exist on Linux never count.
    public var localModuleNames: Set<String> {
        let fm = FileManager.default
        var names: Set<String> = []
        for include in includes {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: include.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            let name = include.lastPathComponent
            var candidates = name == "Sources" ? [include.deletingLastPathComponent().lastPathComponent] : [name]
            let targets = name == "Sources" ? include : include.appendingPathComponent("Sources")
            candidates += ((try? fm.contentsOfDirectory(atPath: targets.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
            for candidate in candidates {
                let identifier = String(candidate.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
                guard let first = identifier.first, !first.isNumber else { continue }
                names.insert(identifier)
            }
        }
        return names.subtracting(AppleModules.standIns).subtracting(AppleModules.portable)
            .subtracting(AppleModules.unavailable).subtracting(AppleModules.otherPlatforms)
            .subtracting(FrameworkStandIns.modules.keys)
    }
}
