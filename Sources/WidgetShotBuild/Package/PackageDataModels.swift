import Foundation

/// The Core Data models of a local package target, built as Xcode builds a package on iOS.
///
/// SwiftPM takes a target's `.xcdatamodeld` (and lone `.xcdatamodel`) as a resource without a
/// `resources:` entry, as it does asset catalogs; Xcode then generates the classes of the entities
/// whose Codegen asks for it into the target's module, and compiles the model into the target's
/// bundle (`Bundle.module`), `<Name>.momd`. rrroyal/vulcan's `Modules/Vulcan` declares no
/// resources and uses `StoredNote`, `DictionarySubject`… from `VulcanStore.xcdatamodeld` and
/// `Bundle.module.url(forResource: "VulcanStore", withExtension: "momd")`; LoopKit/LoopCaregiver's
/// `LoopCaregiverKit` keeps `Resources/LoopCaregiver.xcdatamodeld` and its `LooperCD` class.
///
/// The generated target gets what an Xcode target gets (``ModuleGenerator`` generates the
/// classes from the models in ``ModulePlan/resourceFiles``; ``CompiledDataModels`` lays out the
/// compiled model), the compiled model written under ``folder`` and declared `.copy`, so the
/// package's bundle holds `<Name>.momd` at its top, as iOS's does.
enum PackageDataModels {
    /// Model file extensions SwiftPM takes as resources on its own.
    static let extensions: Set<String> = ["xcdatamodeld", "xcdatamodel"]
    /// The folder of the generated target holding the compiled models.
    static let folder = "CompiledDataModels"

    /// Whether `path` names a model (`Store.xcdatamodeld`, `Resources/Model.xcdatamodel`).
    static func isModel(_ path: String) -> Bool { extensions.contains((path as NSString).pathExtension.lowercased()) }

    /// The models among the target's resources (relative to `root`): models found implicitly or
    /// declared by path, and models inside a declared folder (`.process("Resources")`, which
    /// Xcode compiles too). A model inside another model's folder (a version) does not count.
    static func models(in paths: [String], root: URL) -> [URL] {
        var found: [URL] = []
        for path in paths {
            let url = root.appendingPathComponent(path)
            if isModel(path) { found.append(url); continue }
            guard let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { continue }
            var inner: [URL] = []
            for case let file as URL in walker where isModel(file.lastPathComponent) {
                walker.skipDescendants()
                inner.append(file)
            }
            found += inner.sorted { $0.path < $1.path }
        }
        return found
    }

    /// Writes the compiled form of `models` (``CompiledDataModels``) under `target`'s
    /// ``folder`` (anew) and returns the paths to declare `.copy` (`CompiledDataModels/Store.momd`).
    /// A model whose compiled name another model took already is left out (SwiftPM would refuse
    /// two resources of one name).
    static func writeCompiled(_ models: [URL], into target: URL) throws -> [String] {
        let fm = FileManager.default
        let root = target.appendingPathComponent(folder)
        try? fm.removeItem(at: root)
        var declared: [String] = []
        for model in models {
            guard let compiled = CompiledDataModels.files(of: model) else { continue }
            var files = compiled.generated
            for (path, source) in compiled.linked {
                guard let data = fm.contents(atPath: source.path) else {
                    throw ExtensionBuildError.unreadableSource(source.path, "a version of the Core Data model \(model.lastPathComponent) cannot be read")
                }
                files[path] = data
            }
            // `Store.momd/…` or `Store.mom`: the top-level name the bundle gets.
            guard let top = files.keys.map({ String($0.split(separator: "/")[0]) }).min(),
                  !declared.contains("\(folder)/\(top)") else { continue }
            for (path, data) in files {
                let url = root.appendingPathComponent(path)
                try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: url, options: .atomic)
            }
            declared.append("\(folder)/\(top)")
        }
        return declared
    }
}
