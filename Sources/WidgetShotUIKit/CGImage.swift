import Foundation
import WidgetShotUI

/// A bitmap image — Core Graphics' `CGImage`: 8-bit RGBA pixels (Core Graphics itself does not
/// exist on Linux; this is the image type Core Image, ImageIO and `UIImage(cgImage:)` exchange).
///
/// ```swift
/// let cgImage = CIContext().createCGImage(blurred, from: blurred.extent)!
/// Image(uiImage: UIImage(cgImage: cgImage))
/// ```
public final class CGImage: Hashable, @unchecked Sendable {
    /// The pixels.
    public let bitmap: BitmapImage
    /// Wraps decoded pixels (WidgetShot's own initialiser).
    public init(bitmap: BitmapImage) { self.bitmap = bitmap }
    /// Width in pixels.
    public var width: Int { bitmap.width }
    /// Height in pixels.
    public var height: Int { bitmap.height }
    /// Bits per colour component (8).
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel (32).
    public var bitsPerPixel: Int { 32 }
    /// Bytes per row.
    public var bytesPerRow: Int { bitmap.stride }
    /// The pixels inside `rect` (in pixels, top-left origin), or `nil` when the rectangles do not
    /// overlap — as `cropping(to:)`.
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, r.width > 0, r.height > 0 else { return nil }
        let x0 = Int(r.minX), y0 = Int(r.minY), w = Int(r.width), h = Int(r.height)
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        for row in 0..<h {
            let from = (y0 + row) * bitmap.stride + x0 * 4
            bytes.replaceSubrange(row * w * 4..<(row + 1) * w * 4, with: bitmap.bytes[from..<from + w * 4])
        }
        return BitmapImage(width: w, height: h, scale: 1, bytes: bytes, name: bitmap.name).map(CGImage.init)
    }
    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs.bitmap == rhs.bitmap }
    public func hash(into hasher: inout Hasher) { hasher.combine(bitmap) }
}

extension UIImage {
    /// An image of a `CGImage`'s pixels at scale 1.
    public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1, orientation: .up) }
    /// An image of a `CGImage`'s pixels at a scale, displayed turned by `orientation` as UIKit
    /// does: `size` and drawing are upright (`.left`/`.right` swap width and height), `cgImage`
    /// stays the pixels as given and `imageOrientation` reports the orientation.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        let b = cgImage.bitmap
        let s = scale.isFinite && scale > 0 ? scale : 1
        self.init(bitmap: b.oriented(exif: orientation.exif, scale: s))
        self.orientation = orientation
        if orientation != .up { unorientedBitmap = b }
    }
    /// The pixels as a `CGImage` (`nil` for SF Symbols, which are drawn, not decoded).
    public var cgImage: CGImage? {
        isSymbolImage ? nil : CGImage(bitmap: unorientedBitmap ?? bitmap)
    }
}
