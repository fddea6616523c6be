import Foundation
import WidgetShotCairo
import WidgetShotUI

extension UIImage {
    /// A named image from the registered asset catalogs and folders, at the current screen's
    /// scale, in the rendering mode of the set's "Render As" setting; `nil` if none has it or
    /// its file cannot be decoded. A PDF or SVG image set is drawn at the screen's scale, its
    /// size in points being the page's (as Xcode's build of a vector set gives it).
    public convenience init?(named name: String) { self.init(named: name, scale: nil) }

    /// A named image; the bundle is ignored (WidgetShot has one set of catalogs) and the trait
    /// collection's display scale, when given, picks the file.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        self.init(named: name, scale: configuration?.traitCollection?.displayScale)
    }
    /// A named image for a trait collection (its display scale picks the file, its
    /// `userInterfaceStyle` `.dark` the image set's "Dark" variant).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name, scale: traitCollection?.displayScale,
                  colorScheme: traitCollection?.userInterfaceStyle == .dark ? .dark : .light)
    }

    private convenience init?(named name: String, scale: CGFloat?, colorScheme: ColorScheme = .light) {
        let want = scale.flatMap { $0 > 0 ? $0 : nil } ?? DeviceScreen.current.scale
        guard let (url, fileScale) = AssetRegistry.shared.imageFile(named: name, scale: want, colorScheme: colorScheme),
              let bitmap = NamedImageCache.shared.bitmap(url, scale: fileScale, displayScale: want, name: name) else { return nil }
        // The set's "Render As" (template-rendering-intent) gives the rendering mode, as in UIKit.
        let mode: RenderingMode
        switch AssetRegistry.shared.renderingIntent(named: name) {
        case "template": mode = .alwaysTemplate
        case "original": mode = .alwaysOriginal
        default: mode = .automatic
        }
        self.init(content: .bitmap(bitmap), renderingMode: mode)
    }
}

/// Decoded asset images, so `UIImage(named:)` in a view's body does not decode the file on every
/// render. Keyed by path, scale, size and modification date (an edited file is decoded again);
/// emptied when it holds more than 64 images. Thread-safe.
///
/// A PDF or SVG file (a vector image set) is drawn at the display scale: Xcode's build turns a
/// single-scale vector set into a bitmap per device scale (and keeps the vector with "Preserve
/// Vector Data", which a `UIImage` drawn at its own size renders the same), so `UIImage(named:)`
/// on an @3x screen is a 3x bitmap of the page's size in points.
final class NamedImageCache: @unchecked Sendable {
    static let shared = NamedImageCache()
    private let lock = NSLock()
    private var bitmaps: [String: BitmapImage] = [:]

    /// The decoded file, named `name` in geometry output (as `Image("name")` is); `scale` is the
    /// file's own scale, `displayScale` the scale a vector file is drawn at.
    func bitmap(_ url: URL, scale: CGFloat, displayScale: CGFloat, name: String) -> BitmapImage? {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        let stamp = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        let key = "\(name)|\(url.path)|\(scale)|\(displayScale)|\(attributes?[.size] ?? 0)|\(stamp)"
        lock.lock()
        if let hit = bitmaps[key] {
            lock.unlock()
            return hit
        }
        lock.unlock()
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        let decoded: BitmapImage?
        if BitmapCodec.isVector(data, path: url.path) {
            decoded = try? BitmapCodec.rasterizeVector(data, scale: displayScale, name: name, fileScale: scale)
        } else {
            decoded = try? BitmapCodec.decode(data, scale: scale, name: name)
        }
        guard let bitmap = decoded else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if bitmaps.count >= 64 { bitmaps = [:] }
        bitmaps[key] = bitmap
        return bitmap
    }
}
