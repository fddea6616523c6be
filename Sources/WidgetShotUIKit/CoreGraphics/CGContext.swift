import Foundation
import WidgetShotCairo
import WidgetShotUI

/// A drawing destination — Core Graphics' `CGContext`, for bitmaps: 8-bit premultiplied pixels
/// drawn by Cairo.
///
/// Two kinds, as on iOS: a bitmap context made with
/// `CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`, whose user
/// space is Core Graphics' (origin bottom-left, y up, 1 unit = 1 pixel), and the context of a
/// UIKit image renderer (`UIGraphicsImageRendererContext.cgContext`,
/// `UIGraphicsGetCurrentContext()`), whose user space is UIKit's (origin top-left, y down, in
/// points). Images drawn with `draw(_:in:)` are placed in y-up image space, so they appear upside
/// down in a UIKit context unless the code flips it first (`scaleBy(x: 1, y: -1)`), as on iOS.
///
/// Bitmap contexts support 32-bit pixels with premultiplied alpha first or last (or alpha
/// skipped), the layouts iOS code creates; others answer `nil`, as Core Graphics does for
/// parameter combinations it does not support.
public final class CGContext: @unchecked Sendable {
    package let engine: QuartzBitmapContext
    /// The image renderer's canvas the context draws into (nil for bitmap contexts): UIKit's
    /// drawing calls draw into it directly (``uikitFill(_:evenOdd:)``).
    let canvas: BitmapCanvas?
    /// Pixels per user-space unit on the device (the renderer's scale; 1 for bitmap contexts).
    let deviceScale: CGFloat
    /// The pixel layout given at creation.
    public let bitmapInfo: UInt32
    /// The colour space given at creation (sRGB for renderer contexts).
    public let colorSpace: CGColorSpace?
    /// The interpolation used when images are scaled (`.default` draws with smoothing).
    public var interpolationQuality: CGInterpolationQuality = .default

    /// A bitmap context over `data` (or memory of its own when `data` is nil).
    public init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
                 space: CGColorSpace, bitmapInfo: UInt32) {
        let alpha = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue)
        let order = bitmapInfo & CGBitmapInfo.byteOrderMask.rawValue
        // 32-bit pixels only; the byte order is Cairo's native one (premultiplied BGRA in memory on
        // little-endian) for `premultipliedFirst | byteOrder32Little` and `noneSkipFirst`.
        guard bitsPerComponent == 8, let alpha,
              [.premultipliedFirst, .premultipliedLast, .noneSkipFirst, .noneSkipLast].contains(alpha),
              order == 0 || order == CGBitmapInfo.byteOrder32Little.rawValue || order == CGBitmapInfo.byteOrder32Big.rawValue else { return nil }
        let rowBytes = bytesPerRow == 0 ? width * 4 : bytesPerRow
        guard let engine = QuartzBitmapContext(width: width, height: height, data: data, bytesPerRow: rowBytes) else { return nil }
        self.engine = engine
        canvas = nil
        self.bitmapInfo = bitmapInfo
        colorSpace = space
        deviceScale = 1
        // Core Graphics' default user space for a bitmap: origin at the bottom left, y up.
        engine.transform = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
    }

    /// The context of a UIKit image renderer (UIKit's flipped user space, in points).
    init(canvas: BitmapCanvas) {
        engine = QuartzBitmapContext(canvas: canvas)
        self.canvas = canvas
        bitmapInfo = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        colorSpace = CGColorSpace(name: CGColorSpace.sRGB)
        deviceScale = canvas.scale
    }

    // MARK: Bitmap properties

    /// The pixels (premultiplied, Cairo's native 32-bit layout); writes are seen by later drawing.
    public var data: UnsafeMutableRawPointer? { engine.data }
    /// Width in pixels.
    public var width: Int { engine.width }
    /// Height in pixels.
    public var height: Int { engine.height }
    /// Bytes per row of ``data``.
    public var bytesPerRow: Int { engine.bytesPerRow }
    /// Bits per component (8).
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel (32).
    public var bitsPerPixel: Int { 32 }
    /// The alpha layout of ``bitmapInfo``.
    public var alphaInfo: CGImageAlphaInfo { CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue) ?? .premultipliedFirst }

    /// The pixels drawn so far as an image (`nil` if the context has none).
    public func makeImage() -> CGImage? {
        engine.makeBitmap(scale: 1).map(CGImage.init(bitmap:))
    }

    // MARK: Graphics state

    /// Saves the graphics state (transform, clip, colours, line attributes, alpha, blend mode).
    public func saveGState() { engine.save() }
    /// Restores the state saved by the matching `saveGState()`.
    public func restoreGState() { engine.restore() }

    /// The user-space to device transform.
    public var ctm: CGAffineTransform { engine.transform }
    /// Translates user space.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) { engine.concatenate(CGAffineTransform(translationX: tx, y: ty)) }
    /// Scales user space.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { engine.concatenate(CGAffineTransform(scaleX: sx, y: sy)) }
    /// Rotates user space by `angle` radians (counter-clockwise in Core Graphics' y-up space).
    public func rotate(by angle: CGFloat) { engine.concatenate(CGAffineTransform(rotationAngle: angle)) }
    /// Appends a transform to the current one.
    public func concatenate(_ transform: CGAffineTransform) { engine.concatenate(transform) }

    /// Global opacity for later drawing.
    public func setAlpha(_ alpha: CGFloat) { engine.alpha = alpha.isFinite ? min(max(alpha, 0), 1) : 1 }
    /// How later drawing composites with the pixels below.
    public func setBlendMode(_ mode: CGBlendMode) { engine.setBlendMode(mode.swiftUI) }
    /// Whether shapes are antialiased.
    public func setShouldAntialias(_ shouldAntialias: Bool) { engine.setAntialias(shouldAntialias) }
    /// Whether antialiasing is allowed (kept; `setShouldAntialias` decides).
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}

    /// The fill colour.
    public func setFillColor(_ color: CGColor) { engine.fill = color.rgba }
    /// The fill colour from sRGB components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { engine.fill = RGBA(red: red, green: green, blue: blue, alpha: alpha) }
    /// The fill colour as a grey level.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { engine.fill = RGBA(red: gray, green: gray, blue: gray, alpha: alpha) }
    /// The stroke colour.
    public func setStrokeColor(_ color: CGColor) { engine.stroke = color.rgba }
    /// The stroke colour from sRGB components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { engine.stroke = RGBA(red: red, green: green, blue: blue, alpha: alpha) }
    /// The stroke colour as a grey level.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { engine.stroke = RGBA(red: gray, green: gray, blue: gray, alpha: alpha) }
    /// The line width in user space.
    public func setLineWidth(_ width: CGFloat) { engine.lineWidth = width }
    /// The line cap.
    public func setLineCap(_ cap: CGLineCap) { engine.setLineCap(cap) }
    /// The line join.
    public func setLineJoin(_ join: CGLineJoin) { engine.setLineJoin(join) }
    /// The miter limit.
    public func setMiterLimit(_ limit: CGFloat) { engine.setMiterLimit(limit) }
    /// The dash pattern (empty: solid).
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) { engine.setDash(phase: phase, lengths: lengths) }

    var fillRGBA: RGBA {
        get { engine.fill }
        set { engine.fill = newValue }
    }
    var strokeRGBA: RGBA {
        get { engine.stroke }
        set { engine.stroke = newValue }
    }
}

/// How images are resampled when scaled — Core Graphics' `CGInterpolationQuality`.
public enum CGInterpolationQuality: Int32, Sendable {
    case `default` = 0, none = 1, low = 2, high = 3, medium = 4
}
