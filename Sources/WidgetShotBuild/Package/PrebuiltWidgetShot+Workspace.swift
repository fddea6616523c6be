import Foundation

/// How the generated package uses a ``PrebuiltWidgetShot``: flags in its manifest, the object
/// list it links, and the record that tells when the CLI's build changed under it.
extension PrebuiltWidgetShot {
    /// The response file listing the objects the extension program links (beside the package).
    func objectListURL(packageRoot: URL) -> URL {
        packageRoot.deletingLastPathComponent().appendingPathComponent("prebuilt-\(configuration)-objects.rsp")
    }

    /// Writes the object list (only when it changed).
    func writeObjectList(packageRoot: URL) throws {
        let text = objects.map { object -> String in
            let p = object.path
            return p.contains(" ") || p.contains("\"") ? "\"" + p.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\"" : p
        }.joined(separator: "\n") + "\n"
        let url = objectListURL(packageRoot: packageRoot)
        if (try? String(contentsOf: url, encoding: .utf8)) == text { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
    }

    /// The `swiftSettings` flags of every generated target that imports WidgetShot.
    var manifestCompileFlags: [String] { compileFlags }

    /// The `linkerSettings` flags of an extension program: WidgetShot's objects, then its libraries.
    func manifestLinkFlags(packageRoot: URL) -> [String] {
        ["@" + objectListURL(packageRoot: packageRoot).path] + linkFlags
    }

    /// What the generated package's build folder records about the prebuilt WidgetShot it was
    /// built against.
    struct Record: Codable, Equatable {
        /// FNV-1a of the build folder's path and each object's and module's path, size and date.
        var products: String
    }

    /// FNV-1a over the build folder's path and the path, size and modification date of each
    /// object and each `.swiftmodule` the extension uses (a rebuild of the CLI changes them).
    func fingerprint() -> String {
        let fm = FileManager.default
        var hash = FNV1a()
        hash.add(Data(buildFolder.standardizedFileURL.path.utf8))
        let targets = Set(objects.map(Self.target(of:)))
        let modules = targets.sorted().map { buildFolder.appendingPathComponent("Modules/\($0).swiftmodule") }
        for url in objects + modules {
            guard let attributes = try? fm.attributesOfItem(atPath: url.path) else { continue }   // C targets have no .swiftmodule
            let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
            let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            hash.add(Data("\u{0}\(url.path)\u{0}\(size)\u{0}\(date)".utf8))
        }
        return String(hash.value, radix: 16)
    }

    /// Compares the CLI's build with the one the generated package was last built against; when
    /// it differs (the CLI was rebuilt), removes what compiling `userModules` made in the
    /// package's build folder — SwiftPM does not track files named by `unsafeFlags`, so it would
    /// keep modules compiled against the old `.swiftmodule`s and a program linked with old
    /// objects. SwiftPM's own plan files in a module's `.build` folder (`output-file-map.json`,
    /// `sources`) stay: SwiftPM does not plan again when only the CLI changed, and without them
    /// the next build failed ("unable to load output file map") and fell back to the slow route.
    /// Returns whether it removed anything.
    @discardableResult
    func refresh(packageRoot: URL, userModules: Set<String>) throws -> Bool {
        let fm = FileManager.default
        let buildFolder = packageRoot.appendingPathComponent(".build")
        let recordURL = buildFolder.appendingPathComponent("widgetshot-prebuilt.json")
        let record = Record(products: fingerprint())
        if let data = try? Data(contentsOf: recordURL), (try? JSONDecoder().decode(Record.self, from: data)) == record { return false }
        let identity = WidgetShotBuildIdentity(widgetShotRoot: packageRoot, packageRoot: packageRoot)
        for triple in (try? fm.contentsOfDirectory(at: buildFolder, includingPropertiesForKeys: nil)) ?? [] {
            for configuration in ["debug", "release"].map(triple.appendingPathComponent) {
                Self.removeCompiledOutputs(of: userModules, in: configuration)
                identity.removeProducts(of: userModules, in: configuration.appendingPathComponent("Modules"))
            }
        }
        try fm.createDirectory(at: buildFolder, withIntermediateDirectories: true)
        try JSONEncoder().encode(record).write(to: recordURL, options: .atomic)
        return true
    }

    /// SwiftPM's plan files in a module's `.build` folder, written when it plans, not when it compiles:
    /// the compile's file lists, and for a target with resources the bundle's `Info.plist` and
    /// `DerivedSources/resource_bundle_accessor.swift` (removing them made the next build stop with
    /// "couldn't build ….resources/Info.plist because of missing inputs" and fall back to the slow
    /// route: ChinChangYang/KataGo's KataGoGameStore, 301 s instead of about 60), and a C target's
    /// generated `module.modulemap`.
    static let planFiles: Set<String> = ["output-file-map.json", "sources", "Info.plist", "DerivedSources", "module.modulemap"]

    /// Removes, in a configuration folder, each of `modules`' compiled files (objects, dependency
    /// and diagnostic files in `<module>.build`, the linked program `<module>`), keeping the plan
    /// files and the `.product` folders SwiftPM writes its link lists in.
    static func removeCompiledOutputs(of modules: Set<String>, in configuration: URL) {
        let fm = FileManager.default
        for name in (try? fm.contentsOfDirectory(atPath: configuration.path)) ?? [] {
            let module = name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? name
            guard modules.contains(module), !name.hasSuffix(".product") else { continue }
            let url = configuration.appendingPathComponent(name)
            guard name.hasSuffix(".build") else { try? fm.removeItem(at: url); continue }
            for file in (try? fm.contentsOfDirectory(atPath: url.path)) ?? [] where !planFiles.contains(file) {
                try? fm.removeItem(at: url.appendingPathComponent(file))
            }
        }
    }

    /// Packages pinned both by the generated package and by WidgetShot (swift-crypto, OpenCombine…):
    /// one program cannot link WidgetShot's prebuilt copy and a second one, so such an extension
    /// takes the generated-package route, where SwiftPM unifies them.
    public static func sharedPackages(packageRoot: URL, widgetShotRoot: URL) -> [String] {
        func pins(_ url: URL) -> Set<String> {
            guard let data = try? Data(contentsOf: url.appendingPathComponent("Package.resolved")),
                  let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let list = (object["pins"] ?? (object["object"] as? [String: Any])?["pins"]) as? [[String: Any]] else { return [] }
            return Set(list.compactMap { (($0["identity"] ?? $0["package"]) as? String)?.lowercased() })
        }
        var ownNames = pins(widgetShotRoot)
        ownNames.insert(widgetShotRoot.lastPathComponent.lowercased())
        ownNames.insert("widgetshot")
        return pins(packageRoot).intersection(ownNames).sorted()
    }
}
