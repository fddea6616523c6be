import Foundation
@_exported import WidgetShotCoreFoundation
import WidgetShotUI
import WidgetShotUIKit
import WidgetShotCairo

// ImageIO: image sources over PNG and JPEG data (the decoders WidgetShot draws photos with).

/// Decoded image data — ImageIO's `CGImageSource`.
public final class CGImageSource: @unchecked Sendable {
    let data: Data
    let type: String
    lazy var bitmap: BitmapImage? = try? BitmapCodec.decode(data, scale: 1)
    init?(data: Data) {
        self.data = data
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) { type = "public.png" }
        else if data.starts(with: [0xFF, 0xD8, 0xFF]) { type = "public.jpeg" }
        else { return nil }
    }
}

/// Option: make a thumbnail from the full image when the file has none.
public let kCGImageSourceCreateThumbnailFromImageIfAbsent: CFString = "kCGImageSourceCreateThumbnailFromImageIfAbsent"
/// Option: always make the thumbnail from the full image.
public let kCGImageSourceCreateThumbnailFromImageAlways: CFString = "kCGImageSourceCreateThumbnailFromImageAlways"
/// Option: the thumbnail's largest side in pixels.
public let kCGImageSourceThumbnailMaxPixelSize: CFString = "kCGImageSourceThumbnailMaxPixelSize"
/// Option: rotate the thumbnail by the EXIF orientation (WidgetShot's decoders already give upright pixels).
public let kCGImageSourceCreateThumbnailWithTransform: CFString = "kCGImageSourceCreateThumbnailWithTransform"
/// Option: cache the decoded image.
public let kCGImageSourceShouldCache: CFString = "kCGImageSourceShouldCache"
/// Option: decode at once.
public let kCGImageSourceShouldCacheImmediately: CFString = "kCGImageSourceShouldCacheImmediately"
/// Option: a type hint.
public let kCGImageSourceTypeIdentifierHint: CFString = "kCGImageSourceTypeIdentifierHint"
/// Property: width in pixels.
public let kCGImagePropertyPixelWidth: CFString = "PixelWidth"
/// Property: height in pixels.
public let kCGImagePropertyPixelHeight: CFString = "PixelHeight"
/// Property: EXIF orientation (1 = up).
public let kCGImagePropertyOrientation: CFString = "Orientation"
/// Property: whether the image has alpha.
public let kCGImagePropertyHasAlpha: CFString = "HasAlpha"
/// The GIF properties of a frame (`kCGImagePropertyGIFDictionary`, Apple's key `{GIF}`).
public let kCGImagePropertyGIFDictionary: CFString = "{GIF}"
/// A GIF frame's delay in seconds, clamped (`kCGImagePropertyGIFDelayTime`).
public let kCGImagePropertyGIFDelayTime: CFString = "DelayTime"
/// A GIF frame's delay in seconds as stored (`kCGImagePropertyGIFUnclampedDelayTime`).
public let kCGImagePropertyGIFUnclampedDelayTime: CFString = "UnclampedDelayTime"
/// How many times a GIF loops (`kCGImagePropertyGIFLoopCount`; 0: forever).
public let kCGImagePropertyGIFLoopCount: CFString = "LoopCount"
/// The PNG properties (`kCGImagePropertyPNGDictionary`, Apple's key `{PNG}`).
public let kCGImagePropertyPNGDictionary: CFString = "{PNG}"

/// An image source over PNG or JPEG data (`nil` for other formats).
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? { CGImageSource(data: Data(data)) }
/// An image source over a PNG or JPEG file.
public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? {
    guard let path = url.path, let data = FileManager.default.contents(atPath: path) else { return nil }
    return CGImageSource(data: data)
}
/// The number of images (1: PNG and JPEG hold one).
public func CGImageSourceGetCount(_ isrc: CGImageSource) -> Int { 1 }
/// The type identifier (`public.png`, `public.jpeg`).
public func CGImageSourceGetType(_ isrc: CGImageSource) -> CFString? { isrc.type as NSString }
/// The image at `index` (only 0), or `nil` if the data does not decode.
public func CGImageSourceCreateImageAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
    guard index == 0, let bitmap = isrc.bitmap else { return nil }
    return CGImage(bitmap: bitmap)
}
/// A thumbnail of the image at `index`. As in ImageIO, without `…FromImageIfAbsent` or
/// `…FromImageAlways` only an embedded thumbnail is returned — WidgetShot reads none, so `nil`;
/// with either, the full image scaled (never up) so its larger side is at most `MaxPixelSize`.
public func CGImageSourceCreateThumbnailAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
    let opts = (options as? [String: Any]) ?? [:]
    func flag(_ key: CFString) -> Bool { (opts[String(key)] as? NSNumber)?.boolValue ?? (opts[String(key)] as? Bool) ?? false }
    guard flag(kCGImageSourceCreateThumbnailFromImageAlways) || flag(kCGImageSourceCreateThumbnailFromImageIfAbsent),
          index == 0, let bitmap = isrc.bitmap, bitmap.width > 0, bitmap.height > 0 else { return nil }
    let maxSide = (opts[String(kCGImageSourceThumbnailMaxPixelSize)] as? NSNumber)?.doubleValue
        ?? (opts[String(kCGImageSourceThumbnailMaxPixelSize)] as? Int).map(Double.init) ?? .infinity
    let longest = Double(max(bitmap.width, bitmap.height))
    guard maxSide < longest, maxSide >= 1 else { return CGImage(bitmap: bitmap) }
    let factor = maxSide / longest
    let size = CGSize(width: max(1, (Double(bitmap.width) * factor).rounded()), height: max(1, (Double(bitmap.height) * factor).rounded()))
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: size, format: format).image { _ in
        UIImage(bitmap: bitmap).draw(in: CGRect(origin: .zero, size: size))
    }
    return image.cgImage
}
/// The image's properties: pixel width and height, orientation 1, alpha.
public func CGImageSourceCopyPropertiesAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CFDictionary? {
    guard index == 0, let bitmap = isrc.bitmap else { return nil }
    return [String(kCGImagePropertyPixelWidth): bitmap.width, String(kCGImagePropertyPixelHeight): bitmap.height,
            String(kCGImagePropertyOrientation): 1, String(kCGImagePropertyHasAlpha): isrc.type == "public.png"] as NSDictionary
}
