import Foundation
import Testing
@testable import WidgetShotCairo

/// The process-wide registry holds what live image stores registered, and no more: a store made
/// for one job (a temporary catalog deleted afterwards) must not shadow other renderers' images.
@Suite struct AssetRegistryTests {
    /// A catalog with one image set of a name no other test uses.
    private func probeCatalog() throws -> (url: URL, name: String) {
        let name = "registryProbe\(UUID().uuidString.prefix(8))"
        let catalog = try temporaryFolder("registry").appendingPathComponent("R.xcassets")
        let set = catalog.appendingPathComponent("\(name).imageset")
        try write(#"{"images": [{"idiom": "universal", "filename": "p.png"}], "info": {"author": "xcode", "version": 1}}"#,
                  to: set.appendingPathComponent("Contents.json"))
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: set.appendingPathComponent("p.png"))
        return (catalog, name)
    }

    @Test("a catalog lasts as long as the last store that added it")
    func storesOwnTheirCatalogs() throws {
        let (catalog, name) = try probeCatalog()
        defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
        var first: ImageStore? = ImageStore()
        var second: ImageStore? = ImageStore()
        try first!.addAssetCatalog(catalog)
        try second!.addAssetCatalog(catalog)
        #expect(AssetRegistry.shared.imageFile(named: name, scale: 3) != nil)
        first = nil
        #expect(AssetRegistry.shared.imageFile(named: name, scale: 3) != nil, "the second store still holds it")
        second = nil
        #expect(AssetRegistry.shared.imageFile(named: name, scale: 3) == nil, "nobody holds it any more")
        withExtendedLifetime((first, second)) {}
    }

    @Test("a folder registered by a store goes with it; one registered without an owner stays")
    func foldersAndPermanentEntries() throws {
        let folder = try temporaryFolder("registry-folder")
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = "registryLoose\(UUID().uuidString.prefix(8))"
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: folder.appendingPathComponent("\(name)@2x.png"))
        let registry = AssetRegistry()
        let owner = ImageStore()
        registry.addFolder(folder, owner: owner)
        #expect(registry.imageFile(named: name, scale: 2)?.scale == 2)
        registry.release(owner: owner)
        #expect(registry.imageFile(named: name, scale: 2) == nil)
        registry.addFolder(folder)
        registry.release(owner: owner)
        #expect(registry.imageFile(named: name, scale: 2) != nil, "registered for the process")
    }
}
