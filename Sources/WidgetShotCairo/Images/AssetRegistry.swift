import Foundation
import WidgetShotUI

/// Every asset catalog and image folder WidgetShot has been given, process-wide, so UIKit-style
/// look-ups that have no renderer at hand (`UIImage(named:)`, `UIColor(named:)`) see the same
/// assets as `Image("name")`. `ImageStore.addAssetCatalog` and `addFolder` register here (the
/// CLI's `--assets` and the snapshot helpers go through them). Thread-safe.
///
/// What an `ImageStore` registers lasts as long as that store (and so its renderer): when the
/// last store holding a catalog or folder goes away, the registry forgets it, so a renderer made
/// for one job — a test's temporary catalog that is deleted afterwards — never shadows the
/// catalogs of the renderers still alive. What is registered here directly (`addCatalog(at:)`,
/// `add(_:url:)` without an owner) stays for the life of the process.
///
/// ```swift
/// try AssetRegistry.shared.addCatalog(at: URL(fileURLWithPath: "Assets.xcassets"))
/// AssetRegistry.shared.imageFile(named: "cover", scale: 3)
/// ```
public final class AssetRegistry: @unchecked Sendable {
    /// The process-wide registry.
    public static let shared = AssetRegistry()

    /// A registered catalog or folder and who holds it: `owners` are the live stores that
    /// registered it; `permanent` when it was registered without an owner.
    private struct Holding<Value> {
        var path: String
        var value: Value
        var owners: [ObjectIdentifier] = []
        var permanent = false

        mutating func hold(_ owner: AnyObject?) {
            if let owner { owners.append(ObjectIdentifier(owner)) } else { permanent = true }
        }
        var isHeld: Bool { permanent || !owners.isEmpty }
    }

    private let lock = NSLock()
    private var catalogs: [Holding<AssetCatalog>] = []
    private var folders: [Holding<URL>] = []

    /// An empty registry (tests; everything else uses `shared`).
    public init() {}

    /// Registers an already-read catalog for as long as `owner` lives (for the process when
    /// `nil`); registering the same path again replaces the catalog (it may have changed on
    /// disk) and keeps its place in the look-up order.
    public func add(_ catalog: AssetCatalog, url: URL, owner: AnyObject? = nil) {
        let path = url.standardizedFileURL.path
        lock.lock()
        defer { lock.unlock() }
        if let i = catalogs.firstIndex(where: { $0.path == path }) {
            catalogs[i].value = catalog
            catalogs[i].hold(owner)
        } else {
            var entry = Holding(path: path, value: catalog)
            entry.hold(owner)
            catalogs.append(entry)
        }
    }

    /// Reads and registers the catalog at `url` (`*.xcassets`).
    public func addCatalog(at url: URL) throws { add(try AssetCatalog(url: url), url: url) }

    /// The registered catalogs and folders, in registration order (for an `ImageStore` that sees
    /// what the process registered: `SystemTypesetting.render`).
    func contents() -> (catalogs: [AssetCatalog], folders: [URL]) {
        lock.lock()
        defer { lock.unlock() }
        return (catalogs.map(\.value), folders.map(\.value))
    }

    /// Registers a folder of loose images (`name.png`, `name@2x.png`…) for as long as `owner`
    /// lives (for the process when `nil`).
    public func addFolder(_ url: URL, owner: AnyObject? = nil) {
        let folder = url.standardizedFileURL
        lock.lock()
        defer { lock.unlock() }
        if let i = folders.firstIndex(where: { $0.value == folder }) {
            folders[i].hold(owner)
        } else {
            var entry = Holding(path: folder.path, value: folder)
            entry.hold(owner)
            folders.append(entry)
        }
    }

    /// Lets go of everything `owner` registered; a catalog or folder nobody holds any more is
    /// forgotten. `ImageStore` calls this when it is released.
    func release(owner: AnyObject) {
        let id = ObjectIdentifier(owner)
        lock.lock()
        defer { lock.unlock() }
        for i in catalogs.indices { catalogs[i].owners.removeAll { $0 == id } }
        for i in folders.indices { folders[i].owners.removeAll { $0 == id } }
        catalogs.removeAll { !$0.isHeld }
        folders.removeAll { !$0.isHeld }
    }

    /// Forgets every catalog and folder.
    public func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        catalogs = []
        folders = []
    }

    /// The file of a named image at a display scale, with the file's own scale: catalogs first
    /// (in the order added; an image set's "Dark" variant in dark mode), then folders — the
    /// order `ImageStore` uses.
    public func imageFile(named name: String, scale: CGFloat, colorScheme: ColorScheme = .light) -> (url: URL, scale: CGFloat)? {
        lock.lock()
        let (catalogs, folders) = (self.catalogs, self.folders)
        lock.unlock()
        for entry in catalogs {
            if let hit = entry.value.imageFile(named: name, scale: scale, colorScheme: colorScheme) { return (hit.url, CGFloat(hit.scale)) }
        }
        let want = scale.isFinite ? Int(min(max(scale.rounded(), 1), 3)) : 3
        for folder in folders.map(\.value) {
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
        for entry in catalogs where entry.value.images[name] != nil { return entry.value.renderingIntents[name] }
        return nil
    }

    /// A colour set's light and (optional) dark colour.
    public func color(named name: String) -> (light: RGBA, dark: RGBA?)? {
        lock.lock()
        defer { lock.unlock() }
        for entry in catalogs { if let c = entry.value.colors[name] { return c } }
        return nil
    }
}
