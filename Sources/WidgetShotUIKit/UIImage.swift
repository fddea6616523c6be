import Foundation
import WidgetShotCairo
import WidgetShotUI

/// An image — UIKit's `UIImage`: decoded pixels (from an asset catalog, a file or `Data`) or
/// an SF Symbol. `Image(uiImage:)` draws it in SwiftUI.
///
/// `UIImage(named:)` searches every asset catalog and image folder WidgetShot was given
/// (`ViewRenderer.images.addAssetCatalog`, the CLI's asset options: see `AssetRegistry`) and
/// picks the file for the current screen's scale (`UIScreen.main.scale`).
///
/// ```swift
/// let photo = UIImage(data: data)                       // PNG or JPEG
/// let logo = UIImage(named: "logo")?.withRenderingMode(.alwaysTemplate)
/// Image(uiImage: photo!).resizable().scaledToFill()
/// ```
open class UIImage: NSObject, @unchecked Sendable {
    enum Content {
        case bitmap(BitmapImage)
        case symbol(String, SymbolConfiguration?)
    }
    let content: Content
    /// How the image is drawn in views: its own colours or as a template tinted by the view.
    public let renderingMode: RenderingMode
    /// The colour set by `withTintColor(_:)`, baked into the pixels of bitmaps.
    let tint: UIColor?
    /// A variable symbol's value, 0…1 (`init(systemName:variableValue:configuration:)`).
    var variableValue: Double?
    /// The orientation given to `init(cgImage:scale:orientation:)` (`.up` otherwise); `content`
    /// holds the pixels turned upright, as UIKit draws them.
    var orientation: Orientation = .up
    /// The pixels as given, before `orientation` was applied (what `cgImage` returns, as on iOS).
    var unorientedBitmap: BitmapImage?
    /// The frames of an animated image (`animatedImage(with:duration:)`).
    var frames: [UIImage]?
    /// The length of one cycle of an animated image.
    var frameDuration: TimeInterval = 0
    /// The insets `withAlignmentRectInsets(_:)` gave.
    var alignmentInsets: UIEdgeInsets = .zero
    /// Whether the image mirrors in right-to-left layouts (`imageFlippedForRightToLeftLayoutDirection()`).
    var mirrorsForRightToLeft = false
    /// The asset of trait variants (`imageAsset`), once made.
    var asset: UIImageAsset?

    init(content: Content, renderingMode: RenderingMode = .automatic, tint: UIColor? = nil) {
        self.content = content
        self.renderingMode = renderingMode
        self.tint = tint
        super.init()
    }

    /// How an image is drawn — UIKit's `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable {
        case automatic = 0, alwaysOriginal = 1, alwaysTemplate = 2
    }
    /// How the pixels are turned for display — UIKit's `UIImage.Orientation`.
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored

        /// The EXIF orientation (1…8) of the same turn (`CGImagePropertyOrientation`'s raw value;
        /// Apple's mapping: up 1, upMirrored 2, down 3, downMirrored 4, leftMirrored 5, right 6,
        /// rightMirrored 7, left 8).
        var exif: Int {
            switch self {
            case .up: return 1
            case .upMirrored: return 2
            case .down: return 3
            case .downMirrored: return 4
            case .leftMirrored: return 5
            case .right: return 6
            case .rightMirrored: return 7
            case .left: return 8
            }
        }
    }

    /// An image from PNG or JPEG data at scale 1; `nil` for anything else or corrupt data.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    /// An image from PNG or JPEG data at a scale (pixels per point).
    public convenience init?(data: Data, scale: CGFloat) {
        guard let bitmap = try? BitmapCodec.decode(data, scale: scale.isFinite && scale > 0 ? scale : 1) else { return nil }
        self.init(content: .bitmap(bitmap))
    }

    /// An image from a PNG or JPEG file (scale from an `@2x`/`@3x` suffix, else 1).
    public convenience init?(contentsOfFile path: String) {
        guard let bitmap = try? BitmapCodec.decode(contentsOf: URL(fileURLWithPath: path)) else { return nil }
        self.init(content: .bitmap(bitmap))
    }

    /// An SF Symbol; `nil` for names WidgetShot cannot draw (as iOS returns `nil` for unknown names).
    public convenience init?(systemName name: String) { self.init(systemName: name, withConfiguration: nil) }

    /// An SF Symbol with a configuration (point size, weight).
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        guard SystemTypesetting.knowsSymbol(named: name) else { return nil }
        self.init(content: .symbol(name, configuration as? SymbolConfiguration))
    }

    /// `#imageLiteral(resourceName: "name")`: the named image of the asset catalogs, as UIKit's
    /// `_ExpressibleByImageLiteral` conformance gives it (`init!(named:)` behind a non-optional
    /// initialiser: a missing image traps, as it does on iOS). Required (in the class, not an
    /// extension) because the literal protocol's initialiser must be, as in UIKit's overlay.
    public required convenience init(imageLiteralResourceName name: String) {
        guard let image = UIImage(named: name) else {
            fatalError("#imageLiteral(resourceName: \"\(name)\"): no image named \(name) in the extension's asset catalogs")
        }
        self.init(content: image.content, renderingMode: image.renderingMode, tint: image.tint)
    }

    /// An empty image (0×0 points), as `UIImage()`.
    public override convenience init() { self.init(content: .bitmap(BitmapImage(width: 0, height: 0, scale: 1, bytes: [], name: "empty")!)) }

    /// Decoded pixels as an image (WidgetShot's own initialiser).
    public convenience init(bitmap: BitmapImage) { self.init(content: .bitmap(bitmap)) }

    /// The size in points.
    open var size: CGSize {
        switch content {
        case .bitmap(let b): return b.pointSize
        case .symbol(let name, let config):
            let font = config?.font ?? UIFont.preferredFont(forTextStyle: .body)
            return SystemTypesetting.symbolSize(named: name, font: Font(font).resolve()) ?? CGSize(width: font.pointSize, height: font.pointSize)
        }
    }
    /// Pixels per point (symbols: the current screen's scale).
    open var scale: CGFloat {
        if case .bitmap(let b) = content { return b.scale }
        return DeviceScreen.current.scale
    }
    /// Whether this is an SF Symbol.
    open var isSymbolImage: Bool { if case .symbol = content { return true } else { return false } }
    /// The orientation the image was made with (`init(cgImage:scale:orientation:)`), else `.up`.
    open var imageOrientation: Orientation { orientation }
    /// The symbol's configuration, if any.
    open var symbolConfiguration: SymbolConfiguration? { if case .symbol(_, let c) = content { return c } else { return nil } }

    /// The pixels (symbols are drawn at their size and the screen's scale).
    public var bitmap: BitmapImage {
        switch content {
        case .bitmap(let b): return b
        case .symbol:
            let renderer = UIGraphicsImageRenderer(size: size, format: .init(scale: scale))
            return renderer.bitmap { _ in self.draw(in: CGRect(origin: .zero, size: self.size)) }
        }
    }

    /// The same image drawn in views with another rendering mode.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        let image = UIImage(content: content, renderingMode: renderingMode, tint: tint)
        image.variableValue = variableValue
        return image
    }

    /// The image tinted: bitmaps become the colour where they are opaque (their alpha masks it,
    /// resolved with `UITraitCollection.current`); symbols draw in the colour. The rendering mode
    /// is kept, as in UIKit.
    open func withTintColor(_ color: UIColor) -> UIImage { withTintColor(color, renderingMode: renderingMode) }

    /// The image tinted, with a rendering mode.
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        switch content {
        case .symbol:
            let image = UIImage(content: content, renderingMode: renderingMode, tint: color)
            image.variableValue = variableValue
            return image
        case .bitmap(let b):
            let format = UIGraphicsImageRendererFormat(scale: b.scale)
            let tinted = UIGraphicsImageRenderer(size: b.pointSize, format: format).bitmap { ctx in
                ctx.canvas.draw(b, in: CGRect(origin: .zero, size: b.pointSize), tint: color.rgba())
            }
            return UIImage(content: .bitmap(tinted), renderingMode: renderingMode, tint: color)
        }
    }

    /// A PNG of the image (`nil` for an empty image).
    open func pngData() -> Data? {
        let b = bitmap
        return b.width > 0 && b.height > 0 ? BitmapCodec.pngData(b) : nil
    }

    /// A JPEG of the image at a quality (0…1); transparent pixels become black.
    open func jpegData(compressionQuality: CGFloat) -> Data? { try? BitmapCodec.jpegData(bitmap, quality: compressionQuality) }

    /// A copy drawn at `size` points (stretched to it) at the image's scale, or `nil` for an
    /// empty or non-finite size. Apple does not say whether the aspect ratio is kept; WidgetShot
    /// fills the size exactly, like `draw(in:)`.
    open func preparingThumbnail(of size: CGSize) -> UIImage? {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
        let renderer = UIGraphicsImageRenderer(size: size, format: .init(scale: scale))
        return renderer.image { _ in self.draw(in: CGRect(origin: .zero, size: size)) }
    }
    /// `preparingThumbnail(of:)`, asynchronously.
    open func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? { preparingThumbnail(of: size) }
    /// `preparingThumbnail(of:)` with a completion handler (called at once).
    open func prepareThumbnail(of size: CGSize, completionHandler: @escaping (UIImage?) -> Void) { completionHandler(preparingThumbnail(of: size)) }
    /// The image itself (WidgetShot's images are always decoded).
    open func preparingForDisplay() -> UIImage? { self }

    /// Draws the image into the current `UIGraphicsImageRenderer` context, stretched over `rect`.
    open func draw(in rect: CGRect) { draw(in: rect, alpha: 1) }
    /// Draws the image at its size with its top-left corner at `point`.
    open func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }
    /// Draws the image over `rect` with an opacity.
    open func draw(in rect: CGRect, alpha: CGFloat) {
        guard let context = GraphicsContextStack.current else { return }
        switch content {
        case .bitmap(let b): context.uikitDraw(b, in: rect, alpha: alpha)
        case .symbol(let name, _):
            let color = (tint ?? .black).rgba()
            context.uikitDrawSymbol(named: name, in: rect, color: RGBA(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * Double(alpha)),
                                    variableValue: variableValue)
        }
    }

    open override var description: String {
        switch content {
        case .bitmap(let b): return "<UIImage: \(b), mode \(renderingMode)>"
        case .symbol(let n, _): return "<UIImage: symbol \(n)>"
        }
    }
}
