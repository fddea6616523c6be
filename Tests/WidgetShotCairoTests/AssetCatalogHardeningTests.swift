import Foundation
import Testing
@testable import WidgetShotCairo
import WidgetShot

/// Issue 23, item 1: one image set whose `Contents.json` is broken once made the whole catalog
/// unreadable, failing widgets that never use that image.
@Suite struct AssetCatalogHardeningTests {
    @Test("a broken Contents.json is a warning naming its file; the catalog's other sets load")
    func brokenSet() throws {
        let base = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: base) }
        let catalog = base.appendingPathComponent("A.xcassets")
        let good = catalog.appendingPathComponent("logo.imageset"), broken = catalog.appendingPathComponent("banner.imageset")
        let color = catalog.appendingPathComponent("brand.colorset"), badColor = catalog.appendingPathComponent("accent.colorset")
        for folder in [good, broken, color, badColor] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        try RasterImage.solid(4, 4, r: 10, g: 200, b: 10).writePNG(to: good.appendingPathComponent("logo.png"))
        try Data(#"{"images": [{"idiom": "universal", "filename": "logo.png", "scale": "1x"}]}"#.utf8).write(to: good.appendingPathComponent("Contents.json"))
        try Data(#"{"images": [{"idiom": "universal", "filename": "#.utf8).write(to: broken.appendingPathComponent("Contents.json"))
        try Data(#"{"colors": [{"idiom": "universal", "color": {"components": {"red": "1", "green": "0", "blue": "0", "alpha": "1"}}}]}"#.utf8)
            .write(to: color.appendingPathComponent("Contents.json"))
        try Data(#"{"colors": 7}"#.utf8).write(to: badColor.appendingPathComponent("Contents.json"))

        let assets = try AssetCatalog(url: catalog)
        #expect(assets.images["logo"] != nil)
        #expect(assets.colors["brand"] != nil)
        #expect(assets.images["banner"] == nil && assets.colors["accent"] == nil)
        let bannerFile = broken.appendingPathComponent("Contents.json").path, accentFile = badColor.appendingPathComponent("Contents.json").path
        #expect(assets.warnings.contains { $0.contains(bannerFile) && $0.hasSuffix("the imageset 'banner' is left out") }, "\(assets.warnings)")
        #expect(assets.warnings.contains { $0.contains(accentFile) && $0.hasSuffix("the colorset 'accent' is left out") }, "\(assets.warnings)")
    }
}
