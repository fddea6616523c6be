import Foundation
import WidgetShotUI

// The CGImage properties code reads to copy or re-create an image (Kingfisher's
// `CGImage.create(ref:)`): WidgetShot's images are 8-bit premultiplied BGRA in sRGB.
extension CGImage {
    /// The pixel layout: premultiplied alpha first, 32-bit little-endian (BGRA in memory).
    public var bitmapInfo: CGBitmapInfo {
        CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
    }
    /// The alpha layout of ``bitmapInfo``.
    public var alphaInfo: CGImageAlphaInfo { .premultipliedFirst }
    /// The colour space (sRGB).
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }
    /// The pixels' bytes, rows of ``bytesPerRow``.
    public var dataProvider: CGDataProvider? { CGDataProvider(data: Data(bitmap.bytes) as NSData) }
    /// The decode array (none).
    public var decode: UnsafePointer<CGFloat>? { nil }
    /// Whether the image is smoothed when scaled (true).
    public var shouldInterpolate: Bool { true }
    /// The rendering intent (the default).
    public var renderingIntent: CGColorRenderingIntent { .defaultIntent }
    /// Whether the image is a mask (never).
    public var isMask: Bool { false }
}

