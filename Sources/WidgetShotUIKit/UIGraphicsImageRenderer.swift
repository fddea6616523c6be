import Foundation
import WidgetShotCairo
import WidgetShotUI

/// Draws images offscreen — UIKit's `UIGraphicsImageRenderer`, backed by a Cairo canvas.
/// Inside `image { ctx in … }`: `ctx.fill(_:)`, `UIColor.setFill()`/`setStroke()`,
/// `UIImage.draw(in:)`, `UIBezierPath.fill()`/`stroke()`/`addClip()`.
///
/// ```swift
/// let thumb = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { ctx in
///     UIColor.systemBlue.setFill()
///     ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
///     photo.draw(in: CGRect(x: 4, y: 4, width: 32, height: 32))
/// }
/// ```
/// There is no `cgContext` (Core Graphics does not exist on Linux).
open class UIGraphicsImageRenderer: NSObject, @unchecked Sendable {
    /// The format: scale and opacity.
    public let format: UIGraphicsImageRendererFormat
    /// The drawing bounds in points.
    public let bounds: CGRect

    /// A renderer of `size` points with the default format (the current screen's scale).
    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }
    /// A renderer of `size` points with a format.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) { self.init(bounds: CGRect(origin: .zero, size: size), format: format) }
    /// A renderer of `bounds` with the default format.
    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }
    /// A renderer of `bounds` (drawing coordinates start at its origin) with a format.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
        super.init()
    }

    /// The image drawn by `actions` (an empty image if the size is too large or not finite).
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        UIImage(content: .bitmap(bitmap(actions: actions)))
    }
    /// A PNG of the image drawn by `actions` (empty data when the image is empty).
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        let b = bitmap(actions: actions)
        return b.width > 0 && b.height > 0 ? BitmapCodec.pngData(b) : Data()
    }
    /// A JPEG of the image drawn by `actions` (empty data when the image is empty).
    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        (try? BitmapCodec.jpegData(bitmap(actions: actions), quality: compressionQuality)) ?? Data()
    }

    func bitmap(actions: (UIGraphicsImageRendererContext) -> Void) -> BitmapImage {
        guard let canvas = try? BitmapCanvas(size: bounds.size, scale: format.scale, opaque: format.opaque) else {
            return BitmapImage(width: 0, height: 0, scale: format.scale, bytes: [])!
        }
        canvas.translate(x: -bounds.minX, y: -bounds.minY)
        let context = UIGraphicsImageRendererContext(canvas: canvas, format: format)
        GraphicsContextStack.drawing(in: context) { actions(context) }
        return canvas.makeBitmap()
    }
}

/// The format of a `UIGraphicsImageRenderer` — UIKit's `UIGraphicsImageRendererFormat`.
open class UIGraphicsImageRendererFormat: NSObject, @unchecked Sendable {
    /// Pixels per point (default: the current screen's scale).
    open var scale: CGFloat
    /// Whether the image is opaque (starts black, no alpha).
    open var opaque: Bool = false
    /// Accepted for source compatibility; WidgetShot draws in sRGB.
    open var preferredRange: Range = .automatic

    /// The colour range of the image — UIKit's `UIGraphicsImageRendererFormat.Range`.
    public enum Range: Int, Sendable { case unspecified = -1, automatic = 0, extended = 1, standard = 2 }

    /// The default format: the current screen's scale, transparent.
    public override init() {
        scale = DeviceScreen.current.scale
        super.init()
    }
    convenience init(scale: CGFloat) {
        self.init()
        self.scale = scale
    }
    /// The default format.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// The preferred format (the same as the default).
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

extension UIImage {
    /// The preferred image renderer format for the image — UIKit's `imageRendererFormat`
    /// (iOS 10): a new format at the image's scale, so a renderer made from it draws a copy at the
    /// same pixel density (resizing helpers do `let format = image.imageRendererFormat;
    /// format.opaque = …`). Apple's page does not say how `opaque` is chosen; it stays `false`
    /// (WidgetShot's images keep their alpha).
    public var imageRendererFormat: UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat(scale: scale) }
}

/// The drawing context inside `UIGraphicsImageRenderer.image(actions:)` — UIKit's
/// `UIGraphicsImageRendererContext`. Holds the current fill and stroke colours.
open class UIGraphicsImageRendererContext: NSObject, @unchecked Sendable {
    let canvas: BitmapCanvas
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat
    /// The Core Graphics context over the canvas (its fill and stroke colours are UIKit's).
    lazy var quartzContext = CGContext(canvas: canvas)
    /// The colour `UIColor.setFill()` set (black by default): the Core Graphics context's.
    var fillColor: RGBA {
        get { quartzContext.fillRGBA }
        set { quartzContext.fillRGBA = newValue }
    }
    /// The colour `UIColor.setStroke()` set (black by default).
    var strokeColor: RGBA {
        get { quartzContext.strokeRGBA }
        set { quartzContext.strokeRGBA = newValue }
    }

    init(canvas: BitmapCanvas, format: UIGraphicsImageRendererFormat) {
        self.canvas = canvas
        self.format = format
        super.init()
    }

    /// The image drawn so far.
    open var currentImage: UIImage { UIImage(content: .bitmap(canvas.makeBitmap())) }

    /// Fills a rectangle with the current fill colour (`UIColor.setFill()`; black by default).
    open func fill(_ rect: CGRect) { canvas.fill(Path(rect), color: fillColor) }
    /// Strokes a rectangle's outline, 1 point wide, with the current stroke colour.
    open func stroke(_ rect: CGRect) {
        canvas.stroke(Path(rect), color: strokeColor, style: StrokeStyle(lineWidth: 1))
    }
    /// Intersects the clip with a rectangle.
    open func clip(to rect: CGRect) { canvas.clip(to: Path(rect)) }
}

/// Starts an offscreen image context of `size` points at the screen's scale (legacy UIKit API;
/// pair with `UIGraphicsEndImageContext()`).
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 0) }

/// Starts an offscreen image context; `scale` 0 means the current screen's scale.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let format = UIGraphicsImageRendererFormat()
    if scale > 0, scale.isFinite { format.scale = scale }
    format.opaque = opaque
    // An impossible size still pushes a context (so the matching End pops it); drawing into it does nothing.
    let canvas = (try? BitmapCanvas(size: size, scale: format.scale, opaque: opaque)) ?? (try! BitmapCanvas(size: .zero, scale: 1))
    GraphicsContextStack.entries.append(.begun(UIGraphicsImageRendererContext(canvas: canvas, format: format)))
}

/// The image drawn so far in the innermost `UIGraphicsBeginImageContext` context of this thread.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? { GraphicsContextStack.begun?.currentImage }

/// Ends the innermost `UIGraphicsBeginImageContext` context of this thread.
public func UIGraphicsEndImageContext() {
    var entries = GraphicsContextStack.entries
    if let index = entries.lastIndex(where: { if case .begun = $0 { true } else { false } }) { entries.remove(at: index) }
    GraphicsContextStack.entries = entries
}
