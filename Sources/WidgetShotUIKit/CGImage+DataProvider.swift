import Foundation
import WidgetShotUI

// Core Graphics' raw-pixel image creation: `CGImage(width:height:bitsPerComponent:bitsPerPixel:
// bytesPerRow:space:bitmapInfo:provider:decode:shouldInterpolate:intent:)` over a
// `CGDataProvider`, as widget code makes noise textures and generated tiles. The pixels are
// converted into WidgetShot's premultiplied BGRA bitmap, so the image draws.

/// Where an image's bytes come from — Core Graphics' `CGDataProvider`.
public final class CGDataProvider: @unchecked Sendable {
    /// The bytes.
    public let data: NSData?
    /// A provider over data (`CFData` is `NSData`).
    public init?(data: NSData) { self.data = data }
    /// A provider over a file's bytes; `nil` when it cannot be read.
    public init?(url: NSURL) {
        guard let bytes = try? Data(contentsOf: url as URL) else { return nil }
        data = bytes as NSData
    }
}

/// The device RGB space (`CGColorSpaceCreateDeviceRGB`): sRGB on iOS.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(name: CGColorSpace.sRGB)! }
/// The device grey space (`CGColorSpaceCreateDeviceGray`).
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)! }

/// Where alpha is in a pixel and whether colours are premultiplied — Core Graphics'
/// `CGImageAlphaInfo` (raw values as Apple's).
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

/// Pixel layout flags — Core Graphics' `CGBitmapInfo` (raw values as Apple's).
public struct CGBitmapInfo: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrderDefault = CGBitmapInfo([])
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
    /// The alpha layout.
    public var alphaInfo: CGImageAlphaInfo { CGImageAlphaInfo(rawValue: rawValue & Self.alphaInfoMask.rawValue) ?? .none }
}

/// How colours outside the destination's gamut map — Core Graphics' `CGColorRenderingIntent`.
public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent = 0, absoluteColorimetric, relativeColorimetric, perceptual, saturation
}

extension CGImage {
    /// An image over raw pixels (Core Graphics' initialiser). Supported: 8 bits per component,
    /// 32 bits per pixel RGB with any alpha layout and either 32-bit byte order, 8-bit grey and
    /// 8-bit alpha-only; `nil` for other layouts, a provider too short for `bytesPerRow × height`,
    /// or sizes that do not add up — as Core Graphics answers `nil` for invalid parameters.
    /// `decode` arrays are not applied; the colour space is read as sRGB (or grey).
    public convenience init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int, space: CGColorSpace,
                             bitmapInfo: CGBitmapInfo, provider: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool,
                             intent: CGColorRenderingIntent) {
        guard width > 0, height > 0, bitsPerComponent == 8, [8, 32].contains(bitsPerPixel), bytesPerRow >= width * bitsPerPixel / 8,
              let data = provider.data, data.length >= bytesPerRow * (height - 1) + width * bitsPerPixel / 8 else { return nil }
        let source = [UInt8](data as Data)
        var out = [UInt8](repeating: 0, count: width * height * 4)
        let alpha = bitmapInfo.alphaInfo
        let little = bitmapInfo.intersection(.byteOrderMask) == .byteOrder32Little
        for y in 0..<height {
            for x in 0..<width {
                let o = (y * width + x) * 4
                var r = 0, g = 0, b = 0, a = 255
                if bitsPerPixel == 8 {
                    let v = Int(source[y * bytesPerRow + x])
                    if alpha == .alphaOnly { a = v } else { (r, g, b) = (v, v, v) }
                } else {
                    let i = y * bytesPerRow + x * 4
                    // Bytes in memory, most significant first for big-endian (default) order.
                    var p = [Int(source[i]), Int(source[i + 1]), Int(source[i + 2]), Int(source[i + 3])]
                    if little { p.reverse() }
                    switch alpha {
                    case .premultipliedLast, .last, .noneSkipLast: (r, g, b, a) = (p[0], p[1], p[2], p[3])
                    case .premultipliedFirst, .first, .noneSkipFirst: (a, r, g, b) = (p[0], p[1], p[2], p[3])
                    case .none: (r, g, b) = (p[0], p[1], p[2])
                    case .alphaOnly: return nil
                    }
                    if alpha == .none || alpha == .noneSkipLast || alpha == .noneSkipFirst { a = 255 }
                    if alpha == .last || alpha == .first {   // straight alpha: premultiply
                        (r, g, b) = (r * a / 255, g * a / 255, b * a / 255)
                    }
                }
                // WidgetShot's bitmaps are premultiplied BGRA in memory.
                out[o] = UInt8(min(b, a)); out[o + 1] = UInt8(min(g, a)); out[o + 2] = UInt8(min(r, a)); out[o + 3] = UInt8(a)
            }
        }
        guard let bitmap = BitmapImage(width: width, height: height, scale: 1, bytes: out, name: "CGImage") else { return nil }
        self.init(bitmap: bitmap)
    }
}
