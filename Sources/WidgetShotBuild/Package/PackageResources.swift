import Foundation

/// A local package target's resources as SwiftPM finds them, for the target generated from it.
///
/// Besides the `resources:` a manifest declares, SwiftPM takes some files as resources on its own
/// (its `TargetSourcesBuilder` rules, tools-version 5.3 and later): asset catalogs (`.xcassets`),
/// string catalogs (`.xcstrings`), and every `<language>.lproj` folder (localized resources, which
/// need the package's `defaultLocalization`), and Core Data models (``PackageDataModels``). Apple's sample Food Truck's `FoodTruckKit` declares
/// none and reads `Sources/Resources/en.lproj/Localizable.strings` and an asset catalog through
/// `Bundle.module`, so the generated target must carry them the same way.
enum PackageResources {
    /// Folder and file extensions SwiftPM takes as resources without a `resources:` entry.
    static let implicitExtensions = Set(["xcassets", "xcstrings", "lproj"]).union(PackageDataModels.extensions)

    /// The target's undeclared resources, relative to its folder, sorted: the folders and files
    /// with an ``implicitExtensions`` extension that are not excluded, not declared, and not
    /// inside another resource.
    static func implicit(of target: PackageDump.Target) -> [String] {
        let fm = FileManager.default
        let root = target.folder.standardizedFileURL.path
        let skipped = (target.exclude + target.resources).map { target.folder.appendingPathComponent($0).standardizedFileURL.path }
        guard let walker = fm.enumerator(at: target.folder, includingPropertiesForKeys: nil) else { return [] }
        var found: [String] = []
        for case let url as URL in walker {
            let path = url.standardizedFileURL.path
            if skipped.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) {
                walker.skipDescendants()
                continue
            }
            guard implicitExtensions.contains(url.pathExtension.lowercased()) else { continue }
            walker.skipDescendants()
            found.append(String(path.dropFirst(root.count + 1)))
        }
        return found.sorted()
    }

    /// The declared resources (`rules[i]` for `paths[i]`, relative to `folder`) whose file or
    /// folder exists. SwiftPM builds a package declaring a missing one with a warning ("Invalid
    /// Resource … File not found"; Humidity 0.1.5 declares `Resources/Localizable.stringsdict`,
    /// which only its `.lproj` folders hold); declared in the generated target it would be a
    /// build input that cannot be made, failing the build.
    static func existing(rules: [String], paths: [String], in folder: URL) -> [(rule: String, path: String)] {
        zip(rules, paths).filter { FileManager.default.fileExists(atPath: folder.appendingPathComponent($0.1).path) }.map { ($0.0, $0.1) }
    }

    /// Whether any of `paths` (relative to `folder`) is localized — an `.lproj` folder, a string
    /// catalog, or a declared folder holding one: SwiftPM then needs a `defaultLocalization`.
    static func needsDefaultLocalization(_ paths: [String], in folder: URL) -> Bool {
        func localized(_ path: String) -> Bool {
            path.split(separator: "/").contains { $0.hasSuffix(".lproj") } || path.hasSuffix(".xcstrings")
        }
        return paths.contains { path in
            if localized(path) { return true }
            guard let walker = FileManager.default.enumerator(atPath: folder.appendingPathComponent(path).path) else { return false }
            for case let inner as String in walker where localized(inner) { return true }
            return false
        }
    }

    /// The asset catalogs among processed declared resources (relative to `folder`): a declared
    /// `.xcassets`, or the catalogs inside a declared folder. `.process("Resources")` compiles
    /// every catalog in `Resources/` into the bundle, so `Image("Wood", bundle: .module)` finds
    /// them (ChinChangYang/KataGo's `KataGoGameStore` keeps `Resources/Media.xcassets`); a
    /// `.copy` rule copies the folder as it is, uncompiled, and iOS finds no image in it.
    static func assetCatalogs(_ declared: [(rule: String, path: String)], in folder: URL) -> [URL] {
        var catalogs: [URL] = []
        for (rule, path) in declared where rule != "copy" {
            let url = folder.appendingPathComponent(path)
            if url.pathExtension.lowercased() == "xcassets" { catalogs.append(url); continue }
            guard let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { continue }
            var found: [URL] = []
            for case let inner as URL in walker where inner.pathExtension.lowercased() == "xcassets" {
                walker.skipDescendants()
                found.append(inner)
            }
            catalogs += found.sorted { $0.path < $1.path }
        }
        return catalogs
    }

    /// The string tables among `paths` (relative to `folder`; folders are searched): `.strings`,
    /// `.stringsdict` and `.xcstrings` files. WidgetShot reads strings from one set of tables
    /// (`LocalizedStrings`), so a package's `String(localized:bundle: .module)` finds its own
    /// table only when the entry point lists it with the extension's.
    static func stringTables(_ paths: [String], in folder: URL) -> [URL] {
        let extensions: Set<String> = ["strings", "stringsdict", "xcstrings"]
        var tables: [URL] = []
        for path in paths {
            let url = folder.appendingPathComponent(path)
            if extensions.contains(url.pathExtension) { tables.append(url); continue }
            guard let walker = FileManager.default.enumerator(atPath: url.path) else { continue }
            for inner in walker.compactMap({ $0 as? String }).sorted() where extensions.contains((inner as NSString).pathExtension) {
                tables.append(url.appendingPathComponent(inner))
            }
        }
        return tables
    }
}
