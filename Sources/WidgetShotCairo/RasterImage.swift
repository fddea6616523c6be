import CCodecs
import Foundation
import WidgetShotUI

/// Rendered pixels: `width × height` in Cairo's ARGB32 layout (premultiplied alpha, 32-bit native
/// words, i.e. B, G, R, A bytes on little-endian machines), rows `stride` bytes apart.
///
/// ```swift
/// let image = try renderer.render(tree)
/// let px = image.pixel(x: 10, y: 10)     // straight (non-premultiplied) RGBA8
/// let png = image.pngData()
/// ```
public struct RasterImage: Equatable {
    public let width: Int
    public let height: Int
    public let stride: Int
    /// Display scale the image was rendered at.
    public let scale: CGFloat
    /// The premultiplied ARGB32 words' bytes.
    public var bytes: [UInt8]
    /// Text metadata written into PNGs (renderer version, font and library fingerprint).
    public var metadata: [String: String]

    public init(width: Int, height: Int, stride: Int, scale: CGFloat, bytes: [UInt8], metadata: [String: String] = [:]) {
        self.width = width
        self.height = height
        self.stride = stride
        self.scale = scale
        self.bytes = bytes
        self.metadata = metadata
    }

    /// One pixel as straight-alpha 8-bit RGBA.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        precondition(x >= 0 && y >= 0 && x < width && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        return BitmapImage.straightRGBA(bytes, offset: y * stride + x * 4)
    }

    /// Whether every pixel is fully opaque.
    public var isOpaque: Bool {
        guard width > 0, height > 0 else { return true }
        return bytes.withUnsafeBufferPointer { ws_argb32_is_opaque($0.baseAddress, Int32(width), Int32(height), stride) != 0 }
    }

    /// A standard PNG of the image (see `PNGEncoder`).
    public func pngData(compressionLevel: Int32 = 1) -> Data {
        PNGEncoder.encode(self, level: compressionLevel)
    }

    /// Writes the PNG atomically (temporary file + rename): a reader never sees a partial file.
    public func writePNG(to url: URL, compressionLevel: Int32 = 1) throws {
        try AtomicFile.write(pngData(compressionLevel: compressionLevel), to: url)
    }
}
