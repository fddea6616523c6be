import Foundation
import WidgetShotUI

/// Every asset catalog and image folder WidgetShot has been given, process-wide, so UIKit-style
/// look-ups that have no renderer at hand (`UIImage(named:)`, `UIColor(named:)`) see the same
/// assets as `Image("name")`. `ImageStore.addAssetCatalog` and `addFolder` register here (the
/// CLI's `--assets` and the snapshot helpers go through them). Thread-safe.
///
/// ```swift
/// try AssetRegistry.shared.addCatalog(at: URL(fileURLWithPath: "Assets.xcassets"))
/// AssetRegistry.shared.imageFile(named: "cover", scale: 3)
/// ```
public final class AssetRegistry: @unchecked Sendable {
    /// The process-wide registry.
    public static let shared = AssetRegistry()

    private let lock = NSLock()
    private var catalogs: [(path: String, catalog: AssetCatalog)] = []
    private var folders: [URL] = []

    /// An empty registry (tests; everything else uses `shared`).
    public init() {}

    /// Registers an already-read catalog; registering the same path again replaces it (the
    /// catalog may have changed on disk).
    public func add(_ catalog: AssetCatalog, url: URL) {
        let path = url.standardizedFileURL.path
        lock.lock()
        defer { lock.unlock() }
        if let i = catalogs.firstIndex(where: { $0.path == path }) { catalogs[i].catalog = catalog } else { catalogs.append((path, catalog)) }
    }

    /// Reads and registers the catalog at `url` (`*.xcassets`).
    public func addCatalog(at url: URL) throws { add(try AssetCatalog(url: url), url: url) }

    /// The registered catalogs and folders, in registration order (for an `ImageStore` that sees
    /// what the process registered: `SystemTypesetting.render`).
    func contents() -> (catalogs: [AssetCatalog], folders: [URL]) {
        lock.lock()
        defer { lock.unlock() }
        return (catalogs.map(\.catalog), folders)
    }

    /// Registers a folder of loose images (`name.png`, `name@2x.png`…).
    public func addFolder(_ url: URL) {
        lock.lock()
        defer { lock.unlock() }
        if !folders.contains(url.standardizedFileURL) { folders.append(url.standardizedFileURL) }
    }

    /// Forgets every catalog and folder.
    public func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        catalogs = []
        folders = []
    }

    /// The file of a named image at a display scale, with the file's own scale: catalogs first
    /// (in the order added), then folders — the order `ImageStore` uses.
    public func imageFile(named name: String, scale: CGFloat) -> (url: URL, scale: CGFloat)? {
        lock.lock()
        let (catalogs, folders) = (self.catalogs, self.folders)
        lock.unlock()
        for entry in catalogs {
            if let hit = entry.catalog.imageFile(named: name, scale: scale) { return (hit.url, CGFloat(hit.scale)) }
        }
        let want = scale.isFinite ? Int(min(max(scale.rounded(), 1), 3)) : 3
        for folder in folders {
            for s in [want, 3, 2, 1] {
                for ext in ["png", "jpg", "jpeg"] {
                    let url = folder.appendingPathComponent(s == 1 ? "\(name).\(ext)" : "\(name)@\(s)x.\(ext)")
                    if FileManager.default.fileExists(atPath: url.path) { return (url, CGFloat(s)) }
                }
            }
        }
        return nil
    }

    /// An image set's "Render As" setting (`"template"` or `"original"`), if it has one.
    public func renderingIntent(named name: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        for entry in catalogs where entry.catalog.images[name] != nil { return entry.catalog.renderingIntents[name] }
        return nil
    }

    /// A colour set's light and (optional) dark colour.
    public func color(named name: String) -> (light: RGBA, dark: RGBA?)? {
        lock.lock()
        defer { lock.unlock() }
        for entry in catalogs { if let c = entry.catalog.colors[name] { return c } }
        return nil
    }
}
