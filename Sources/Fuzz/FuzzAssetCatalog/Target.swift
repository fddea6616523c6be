import Foundation
import WidgetShotCairo

let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("widgetshot-fuzz-\(getpid()).xcassets")

/// Contents.json bytes → an asset catalog with that file in an image set and a colour set; then
/// every lookup. Invalid JSON throws; file names pointing outside the set are ignored with a warning.
func fuzzOne(_ bytes: [UInt8]) {
    for folder in ["x.imageset", "c.colorset"] {
        let dir = catalog.appendingPathComponent(folder)
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try? Data(bytes).write(to: dir.appendingPathComponent("Contents.json"))
    }
    guard let assets = try? AssetCatalog(url: catalog) else { return }
    for scale in [1, 2, 3, 0, -1, .nan, .infinity, 1e300] as [CGFloat] {
        if let hit = assets.imageFile(named: "x", scale: scale) {
            precondition(hit.url.standardizedFileURL.path.hasPrefix(catalog.standardizedFileURL.path + "/"), "escaped the catalog: \(hit.url.path)")
        }
    }
    _ = assets.colors["c"]
}
