import Foundation
import WidgetShot

/// The demo widgets' bundled images (an asset catalog in `Sources/DemoWidgets/Assets.xcassets`).
public enum DemoAssets {
    /// The asset catalog's location in the package.
    public static var catalog: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Assets.xcassets")
    }

    /// Adds the demo asset catalog to an image store.
    public static func register(in images: ImageStore) throws {
        try images.addAssetCatalog(catalog)
    }
}
