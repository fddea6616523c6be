import Foundation
import Testing
@testable import WidgetShotBuild

/// Xcode generates asset symbols for a local package's catalogs as for the app's: Apple's Backyard
/// Birds sample's `LayeredArtworkLibrary` (`path: "."`, no `resources:`) writes
/// `ImageResource.floor1` and `ImageResource.Fountain.terracotta` and declares neither. The
/// generated package target gets the same `Generated/AssetSymbols.swift` as a project module.
struct CompanyTwelvePackageAssetSymbolsTests {
    static let dump = """
        {"name": "ArtworkLibrary", "products": [{"name": "ArtworkLibrary", "targets": ["ArtworkLibrary"]}], "dependencies": [],
         "targets": [{"name": "ArtworkLibrary", "type": "regular", "path": ".", "dependencies": [], "exclude": [], "resources": [], "settings": []}]}
        """

    @Test func aPackagesCatalogGetsItsAssetSymbols() throws {
        let project = try BuildPlanGeneratorTests.Project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let library = project.root.appendingPathComponent("ArtworkLibrary")
        for (path, text) in ["Floors.swift": "import SwiftUI\nlet floors = [ImageResource.floor1, .Fountain.terracotta]\n",
                             "Assets.xcassets/Contents.json": "{}\n",
                             "Assets.xcassets/Floors/Contents.json": "{}\n",
                             "Assets.xcassets/Floors/floor1.imageset/Contents.json": "{}\n",
                             "Assets.xcassets/Fountain/Contents.json": #"{"properties": {"provides-namespace": true}}"# + "\n",
                             "Assets.xcassets/Fountain/terracotta.imageset/Contents.json": "{}\n",
                             "Assets.xcassets/Leaf.colorset/Contents.json": "{}\n"] {
            let url = library.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        var options = GenerationOptions(knowsAllConditions: true)
        options.loadPackage = { folder in try PackageDump.parse(Data(Self.dump.utf8), folder: folder) }
        let plan = project.plan(packages: [PackageReference(identity: "artworklibrary", location: .local(library))],
                                products: [PackageProductReference(product: "ArtworkLibrary", package: "artworklibrary")])
        let prepared = try project.workspace.prepare(plan, options: options)
        let symbols = try String(contentsOf: prepared.packageRoot.appendingPathComponent("Modules/ArtworkLibrary/Generated/AssetSymbols.swift"), encoding: .utf8)
        #expect(symbols.contains(#"static let floor1 = ImageResource(name: "floor1", bundle: .main)"#), "\(symbols)")
        #expect(symbols.contains("enum Fountain {"), "\(symbols)")
        #expect(symbols.contains(#"static let terracotta = ImageResource(name: "Fountain/terracotta", bundle: .main)"#), "\(symbols)")
        #expect(symbols.contains(#"static let leaf = ColorResource(name: "Leaf", bundle: .main)"#), "\(symbols)")
    }
}
