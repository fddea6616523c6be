import Foundation
import WidgetShotCoreFoundation
import WidgetShotUIKit
import WidgetShotCairo

// ImageIO's image destinations: encode a `CGImage` as PNG or JPEG into data or a file, with
// WidgetShot's own codecs (the ones snapshots are written with). Other types (HEIC, TIFF, GIF)
// are not encoded: creating a destination for one answers `nil`, as ImageIO does for a type it
// cannot write.

/// Where encoded images go — ImageIO's `CGImageDestination`.
public final class CGImageDestination: @unchecked Sendable {
    enum Output {
        case data(NSMutableData)
        case url(URL)
    }
    let output: Output
    /// The type identifier (`public.png`, `public.jpeg`).
    let type: String
    /// How many images the caller declared.
    let capacity: Int
    var images: [(image: CGImage, properties: NSDictionary?)] = []
    var properties: NSDictionary?
    var finalized = false

    init?(output: Output, type: String, count: Int) {
        guard CGImageDestination.writableTypes.contains(type), count >= 1 else { return nil }
        self.output = output
        self.type = type
        capacity = count
    }

    /// The types WidgetShot encodes.
    static let writableTypes: [String] = ["public.png", "public.jpeg"]
}

/// The compression quality of a lossy format, 0…1 (JPEG; default 1: "maximum quality", ImageIO's
/// default when the key is absent is not documented — WidgetShot writes the best quality).
public let kCGImageDestinationLossyCompressionQuality: CFString = "kCGImageDestinationLossyCompressionQuality"
/// The background colour JPEG uses for transparent pixels (accepted; transparent pixels become black).
public let kCGImageDestinationBackgroundColor: CFString = "kCGImageDestinationBackgroundColor"

/// The type identifiers a destination can be made for.
public func CGImageDestinationCopyTypeIdentifiers() -> CFArray { CGImageDestination.writableTypes as NSArray }

/// A destination writing into `data` (ImageIO's `CGImageDestinationCreateWithData`); `nil` for a
/// type WidgetShot does not encode or a count below 1.
public func CGImageDestinationCreateWithData(_ data: NSMutableData, _ type: CFString, _ count: Int, _ options: CFDictionary?) -> CGImageDestination? {
    CGImageDestination(output: .data(data), type: type as String, count: count)
}

/// A destination writing a file (ImageIO's `CGImageDestinationCreateWithURL`).
public func CGImageDestinationCreateWithURL(_ url: CFURL, _ type: CFString, _ count: Int, _ options: CFDictionary?) -> CGImageDestination? {
    let url = url as URL
    guard url.isFileURL else { return nil }
    return CGImageDestination(output: .url(url), type: type as String, count: count)
}

/// Adds an image with its properties (ImageIO's `CGImageDestinationAddImage`). Images beyond the
/// declared count are ignored, as ImageIO logs and ignores them.
public func CGImageDestinationAddImage(_ idst: CGImageDestination, _ image: CGImage, _ properties: CFDictionary?) {
    guard !idst.finalized, idst.images.count < idst.capacity else { return }
    idst.images.append((image, properties))
}

/// Sets properties for the whole file (ImageIO's `CGImageDestinationSetProperties`).
public func CGImageDestinationSetProperties(_ idst: CGImageDestination, _ properties: CFDictionary?) { idst.properties = properties }

/// Encodes the image(s) and writes them (ImageIO's `CGImageDestinationFinalize`). False when no
/// image was added, the destination was already finalized, encoding failed or the file could not
/// be written. PNG and JPEG hold one image: the first is written. Metadata properties
/// (`kCGImagePropertyOrientation`, EXIF) are not written.
@discardableResult
public func CGImageDestinationFinalize(_ idst: CGImageDestination) -> Bool {
    guard !idst.finalized, let first = idst.images.first else { return false }
    idst.finalized = true
    let bitmap = first.image.bitmap
    guard bitmap.width > 0, bitmap.height > 0 else { return false }
    let encoded: Data?
    switch idst.type {
    case "public.png": encoded = BitmapCodec.pngData(bitmap)
    default:
        let options = first.properties ?? idst.properties
        let number = options?[kCGImageDestinationLossyCompressionQuality as String] ?? options?[kCGImageDestinationLossyCompressionQuality]
        let quality = (number as? NSNumber)?.doubleValue ?? (number as? Double) ?? 1
        encoded = try? BitmapCodec.jpegData(bitmap, quality: CGFloat(min(max(quality, 0), 1)))
    }
    guard let encoded else { return false }
    switch idst.output {
    case .data(let data):
        data.setData(encoded)
        return true
    case .url(let url):
        return (try? encoded.write(to: url, options: .atomic)) != nil
    }
}
