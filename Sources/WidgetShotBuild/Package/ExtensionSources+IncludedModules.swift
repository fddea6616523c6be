import Foundation

extension ExtensionSources {
    /// The module names the `--include`d folders stand for. Real extensions share app code through
    /// a framework or a local Swift package target (`import SharedModels`, `import AppCore`); the
    /// extension build compiles the included files into the extension's own module, so an import
    /// of the folder's name — or, for a package target folder `…/Sources/<Target>`, of one of its targets —
    /// names code that is already in scope and is dropped by ``SourceTransform``.
    /// Apple modules and modules that exist on Linux are never dropped.
    public var includedModuleNames: Set<String> {
        var names: Set<String> = []
        for include in includes {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: include.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            let name = include.lastPathComponent
            // `--include App/Shared/Sources` names the package folder one level up.
            var candidates = name == "Sources" ? [include.deletingLastPathComponent().lastPathComponent] : [name]
            // A local package folder (`--include Packages/Core`) holds one folder per target.
            let targets = name == "Sources" ? include : include.appendingPathComponent("Sources")
            if FileManager.default.fileExists(atPath: include.appendingPathComponent("Package.swift").path) || name == "Sources" {
                candidates += ((try? FileManager.default.contentsOfDirectory(atPath: targets.path)) ?? []).sorted()
            }
            for candidate in candidates {
                let identifier = String(candidate.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
                guard let first = identifier.first, !first.isNumber, !identifier.isEmpty else { continue }
                if AppleModules.standIns.contains(identifier) || AppleModules.portable.contains(identifier) { continue }
                names.insert(identifier)
            }
        }
        return names
    }
}
