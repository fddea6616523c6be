import Foundation

/// What Xcode's model compiler (momc) puts in a bundle for a Core Data model resource:
/// `<Name>.momd/` for a versioned `.xcdatamodeld` — one `<version>.mom` per version and a
/// `VersionInfo.plist` naming the current one — and `<Name>.mom` for a lone `.xcdatamodel`
/// (Core Data Model Editor help, "Compiling a data model"), so that
/// `Bundle(for: Store.self).url(forResource: "Model", withExtension: "momd")!` finds it
/// (alexisakers/metrobuddy's MetroKit). The `.mom` files are the model's XML `contents`, not
/// Apple's binary format: WidgetShot's `NSManagedObjectModel(contentsOf:)` does not read them.
enum CompiledDataModels {
    /// The bundle files of the model at `model`: bundle path → source file (linked), and the
    /// generated files (bundle path → data).
    static func files(of model: URL) -> (linked: [String: URL], generated: [String: Data])? {
        let name = model.deletingPathExtension().lastPathComponent
        let fm = FileManager.default
        switch model.pathExtension.lowercased() {
        case "xcdatamodel":
            return (["\(name).mom": model.appendingPathComponent("contents")], [:])
        case "xcdatamodeld":
            let versions = ((try? fm.contentsOfDirectory(atPath: model.path)) ?? []).filter { $0.hasSuffix(".xcdatamodel") }.sorted()
            var linked: [String: URL] = [:]
            // A version saved by Xcode 3 (`elements` and `layout`, binary, no `contents`; the
            // oldest versions of Simplenote's model) is only there for migrations: it has no
            // `.mom` here, as WidgetShot reads models from their XML.
            for version in versions where fm.fileExists(atPath: model.appendingPathComponent(version).appendingPathComponent("contents").path) {
                linked["\(name).momd/\((version as NSString).deletingPathExtension).mom"] = model.appendingPathComponent(version).appendingPathComponent("contents")
            }
            let current = (NSDictionary(contentsOf: model.appendingPathComponent(".xccurrentversion"))?["_XCCurrentVersionName"] as? String)
                ?? versions.last ?? "\(name).xcdatamodel"
            let info: [String: Any] = ["NSManagedObjectModel_CurrentVersionName": (current as NSString).deletingPathExtension]
            let plist = (try? PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0)) ?? Data()
            return (linked, ["\(name).momd/VersionInfo.plist": plist])
        default:
            return nil
        }
    }
}
