import CCairo
import CCodecs
import Foundation
import WidgetShotUI

/// Decodes PNG and JPEG data into `BitmapImage`s and encodes them back (PNG through
/// `PNGEncoder`, JPEG through libjpeg-turbo) — what `UIImage(data:)`, `pngData()` and
/// `jpegData(compressionQuality:)` run on.
///
/// ```swift
/// let bitmap = try BitmapCodec.decode(pngData, scale: 1)
/// let jpeg = try BitmapCodec.jpegData(bitmap, quality: 0.8)
/// ```
public enum BitmapCodec {
    /// Decodes PNG or JPEG data. Throws `RasterError.imageUnreadable` naming `name` for anything
    /// else, corrupt data, or images over `ImageStore.maxPixels`.
    public static func decode(_ data: Data, scale: CGFloat = 1, name: String = "data") throws -> BitmapImage {
        let surface: OpaquePointer
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            if data.count >= 24 {
                let b = [UInt8](data.prefix(24))
                let w = b[16..<20].reduce(0) { $0 << 8 | UInt64($1) }, h = b[20..<24].reduce(0) { $0 << 8 | UInt64($1) }
                if w * h > UInt64(ImageStore.maxPixels) {
                    throw RasterError.imageTooLarge(path: name, pixels: Int(clamping: w * h))
                }
            }
            surface = try ImageStore.decodePNG(data, path: name)
        } else if data.starts(with: [0xFF, 0xD8]) {
            var warning: String?   // a truncated JPEG still decodes: UIImage(data:) takes it, as UIKit does
            surface = try ImageStore.decodeJPEG(data, path: name, warning: &warning)
        } else {
            throw RasterError.imageUnreadable(path: name, reason: "not PNG or JPEG data")
        }
        defer { cairo_surface_destroy(surface) }
        return try bitmap(from: surface, scale: scale, name: name)
    }

    /// Draws PDF (first page) or SVG data at its size in points × `scale` — what Xcode's build
    /// makes of a vector image set for one scale. Throws `RasterError.imageUnreadable` naming
    /// `name` for data that is neither, cannot be parsed or has no drawable size, and
    /// `imageTooLarge` past the pixel limit.
    ///
    /// `fileScale` is the slot the file fills in its image set (1 for a single-scale vector; a
    /// PDF in a `2x` slot is half its page size in points): the bitmap is `scale` pixels per
    /// point of that size.
    public static func rasterizeVector(_ data: Data, scale: CGFloat = 1, name: String = "data", fileScale: CGFloat = 1) throws -> BitmapImage {
        let vector = try VectorImage(data: data, path: name)
        let store = ImageStore()
        let pointScale = Sanitize.clamp(scale, to: 16, nan: 1)
        let perUnit = fileScale.isFinite && fileScale > 0 ? pointScale / fileScale : pointScale
        let surface = try store.rasterized(vector, scale: perUnit)   // owned (and freed) by the store
        return try withExtendedLifetime(store) { try bitmap(from: surface, scale: pointScale, name: name) }
    }

    /// Whether `data` is a PDF or an SVG document (what `rasterizeVector` draws); `path` lets an
    /// SVG without an `<svg` tag in its first 4 KiB be recognised by its extension.
    public static func isVector(_ data: Data, path: String = "") -> Bool {
        VectorImage.format(of: data, path: path) != nil
    }

    /// Decodes a PNG or JPEG file; the scale is the `@2x`/`@3x` suffix of its name unless given.
    public static func decode(contentsOf url: URL, scale: CGFloat? = nil) throws -> BitmapImage {
        guard let data = FileManager.default.contents(atPath: url.path) else { throw RasterError.imageNotFound(url.path) }
        return try decode(data, scale: scale ?? ImageHeaderSizer.scaleSuffix(url), name: url.lastPathComponent)
    }

    /// A PNG of the bitmap (straight alpha, as `UIImage.pngData()`).
    public static func pngData(_ bitmap: BitmapImage) -> Data {
        RasterImage(width: bitmap.width, height: bitmap.height, stride: bitmap.stride, scale: bitmap.scale, bytes: bitmap.bytes).pngData(compressionLevel: 6)
    }

    /// A baseline JPEG of the bitmap at `quality` (0…1, clamped; NaN is treated as 0.5). JPEG
    /// has no alpha: the premultiplied colour is written, i.e. the image over black, which is
    /// what `UIImage.jpegData(compressionQuality:)` produces for transparent pixels.
    public static func jpegData(_ bitmap: BitmapImage, quality: CGFloat) throws -> Data {
        guard bitmap.width > 0, bitmap.height > 0 else {
            throw RasterError.imageUnreadable(path: bitmap.name, reason: "cannot encode an empty image as JPEG")
        }
        var rgb = [UInt8](repeating: 0, count: bitmap.width * bitmap.height * 3)
        bitmap.bytes.withUnsafeBufferPointer { pixels in
            rgb.withUnsafeMutableBufferPointer { out in
                ws_argb32_to_rgb(pixels.baseAddress!, Int32(bitmap.width), Int32(bitmap.height), bitmap.stride, out.baseAddress!)
            }
        }
        let q = quality.isNaN ? 0.5 : min(max(quality, 0), 1)
        var out: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        var message = [CChar](repeating: 0, count: 256)
        let rc = ws_jpeg_encode(rgb, Int32(bitmap.width), Int32(bitmap.height), Int32((q * 100).rounded()), &out, &size, &message, message.count)
        guard rc == 0, let out else { throw RasterError.imageUnreadable(path: bitmap.name, reason: String(cString: message)) }
        defer { free(out) }
        return Data(bytes: out, count: Int(size))
    }

    /// Copies an ARGB32/RGB24 image surface into a bitmap (RGB24 gets opaque alpha).
    static func bitmap(from surface: OpaquePointer, scale: CGFloat, name: String) throws -> BitmapImage {
        cairo_surface_flush(surface)
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { throw RasterError.imageUnreadable(path: name, reason: "no pixels") }
        var bytes = Array(UnsafeBufferPointer(start: data, count: stride * h))
        if cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24 {
            for i in Swift.stride(from: 3, to: bytes.count, by: 4) { bytes[i] = 255 }
        }
        guard let bitmap = BitmapImage(width: w, height: h, stride: stride, scale: scale.isFinite && scale > 0 ? scale : 1, bytes: bytes, name: name) else {
            throw RasterError.imageUnreadable(path: name, reason: "invalid pixel buffer")
        }
        return bitmap
    }

    /// A new ARGB32 surface holding a copy of the bitmap's pixels (the caller destroys it).
    static func surface(for bitmap: BitmapImage) -> OpaquePointer? {
        guard bitmap.width > 0, bitmap.height > 0,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(bitmap.width), Int32(bitmap.height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let dst = cairo_image_surface_get_data(surface) else { return nil }
        cairo_surface_flush(surface)
        let dstStride = Int(cairo_image_surface_get_stride(surface)), rowBytes = bitmap.width * 4
        bitmap.bytes.withUnsafeBufferPointer { src in
            for y in 0..<bitmap.height { memcpy(dst + y * dstStride, src.baseAddress! + y * bitmap.stride, rowBytes) }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
