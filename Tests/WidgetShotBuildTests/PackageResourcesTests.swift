import Foundation
import Testing
@testable import WidgetShotBuild

/// A local package laid out as Apple's Food Truck sample's `FoodTruckKit` (`path: "Sources"`,
/// `defaultLocalization: "en"`, no `resources:`; `Resources/<language>.lproj` tables and an asset
/// catalog that SwiftPM finds itself) becomes a generated target that carries those resources,
/// and the generated package gets the default localization they need.
struct PackageResourcesTests {
    static let kitDump = """
        {"name": "FoodTruckKit", "defaultLocalization": "en", "products": [{"name": "FoodTruckKit", "targets": ["FoodTruckKit"]}], "dependencies": [],
         "targets": [{"name": "FoodTruckKit", "type": "regular", "path": "Sources", "dependencies": [], "exclude": ["Notes"], "resources": [], "settings": []}]}
        """

    @Test func implicitResourcesAndTheDefaultLocalizationComeAlong() throws {
        let project = try BuildPlanGeneratorTests.Project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let kit = project.root.appendingPathComponent("FoodTruckKit")
        for (path, text) in ["Sources/City/City.swift": "import SwiftUI\nlet name = String(localized: \"San Francisco\", bundle: .module)\n",
                             "Sources/Resources/en.lproj/Localizable.strings": "\"San Francisco\" = \"San Francisco\";\n",
                             "Sources/Resources/ar.lproj/Localizable.strings": "\"San Francisco\" = \"سان فرانسيسكو\";\n",
                             "Sources/Assets.xcassets/Contents.json": "{}\n",
                             "Sources/Assets.xcassets/donut.imageset/Contents.json": "{}\n",
                             "Sources/Notes/old.lproj/Skipped.strings": "\n"] {
            let url = kit.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let dump = try PackageDump.parse(Data(Self.kitDump.utf8), folder: kit)
        #expect(dump.defaultLocalization == "en")
        #expect(PackageResources.implicit(of: dump.targets[0]) == ["Assets.xcassets", "Resources/ar.lproj", "Resources/en.lproj"])

        var options = GenerationOptions(knowsAllConditions: true)
        options.loadPackage = { folder in try PackageDump.parse(Data(Self.kitDump.utf8), folder: folder) }
        let plan = project.plan(packages: [PackageReference(identity: "foodtruckkit", location: .local(kit))],
                                products: [PackageProductReference(product: "FoodTruckKit", package: "foodtruckkit")])
        let prepared = try project.workspace.prepare(plan, options: options)
        let manifest = try String(contentsOf: prepared.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains("defaultLocalization: \"en\","), "\(manifest)")
        #expect(manifest.contains(#"resources: [.process("Assets.xcassets"), .process("Resources/ar.lproj"), .process("Resources/en.lproj")]"#), "\(manifest)")
        let copied = prepared.packageRoot.appendingPathComponent("Modules/FoodTruckKit/Resources/en.lproj/Localizable.strings")
        #expect(FileManager.default.fileExists(atPath: copied.path))
        #expect(!FileManager.default.fileExists(atPath: prepared.packageRoot.appendingPathComponent("Modules/FoodTruckKit/Notes").path))
        // Image("donut", bundle: .module) finds the package's catalog: the entry point lists it.
        let main = try String(contentsOf: prepared.packageRoot.appendingPathComponent("Extensions/\(prepared.target)/Generated/WidgetShotExtensionMain.swift"), encoding: .utf8)
        #expect(main.contains(kit.appendingPathComponent("Sources/Assets.xcassets").path), "\(main)")
        // String(localized:bundle: .module) reads WidgetShot's one set of tables: the package's are
        // listed first, so the extension's own win a key both have.
        let tables = main.components(separatedBy: "stringTables: [").last ?? ""
        #expect(tables.hasPrefix("URL(fileURLWithPath: \"\(kit.appendingPathComponent("Sources/Resources/ar.lproj/Localizable.strings").path)\")"), "\(tables)")
        #expect(tables.contains("en.lproj/Localizable.strings"))
    }

    /// Humidity 0.1.5 (ruuvi's app, sweep 6) declares `.process("Resources/Localizable.stringsdict")`,
    /// a file only its `.lproj` folders hold: SwiftPM warns and builds it; the generated target
    /// leaves the missing path out instead of making it a build input that cannot be made.
    @Test func aDeclaredResourceThePackageLacksIsLeftOut() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("package-resources-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Resources/en.lproj"), withIntermediateDirectories: true)
        try "x".write(to: folder.appendingPathComponent("Resources/en.lproj/Localizable.stringsdict"), atomically: true, encoding: .utf8)
        try "{}".write(to: folder.appendingPathComponent("Resources/data.json"), atomically: true, encoding: .utf8)
        let kept = PackageResources.existing(rules: ["process", "copy", "process"],
                                             paths: ["Resources/Localizable.stringsdict", "Resources/data.json", "Resources/en.lproj"], in: folder)
        #expect(kept.map(\.rule) == ["copy", "process"])
        #expect(kept.map(\.path) == ["Resources/data.json", "Resources/en.lproj"])
    }

    /// ChinChangYang/KataGo's `KataGoGameStore` declares `.process("Resources")`, a folder holding
    /// `Media.xcassets`: SwiftPM compiles that catalog into the bundle, and the board's
    /// `Image(decorative: "Wood", bundle: .module)` draws from it. A `.copy` folder's catalog stays
    /// uncompiled, so iOS finds no image there.
    @Test func catalogsInsideProcessedFoldersAreTheBundlesToo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("package-catalogs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for path in ["Resources/Media.xcassets/Wood.imageset", "Resources/Nested/Icons.xcassets/Inner.xcassets", "Raw/Copied.xcassets", "Top.xcassets"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(path), withIntermediateDirectories: true)
        }
        let catalogs = PackageResources.assetCatalogs([("process", "Resources"), ("copy", "Raw"), ("process", "Top.xcassets")], in: folder)
        #expect(catalogs.map { String($0.path.dropFirst(folder.path.count + 1)) } == ["Resources/Media.xcassets", "Resources/Nested/Icons.xcassets", "Top.xcassets"])
    }
}
