import Foundation

/// Decoded pixels held in memory — the image source behind `Image(uiImage:)` and any image made
/// from `Data` rather than a file or an asset name.
///
/// Pixels are Cairo's ARGB32 layout (premultiplied alpha, native-endian 32-bit words: B, G, R, A
/// bytes on little-endian machines), `stride` bytes per row, so the raster backend can draw them
/// without conversion. Two bitmaps are equal only if they are the same object (hashing a photo's
/// bytes on every layout would be wasteful).
///
/// ```swift
/// let bitmap = BitmapImage(width: 2, height: 1, scale: 1, bytes: [0, 0, 255, 255, 255, 0, 0, 255])
/// Image(bitmap: bitmap)   // a red and a blue pixel
/// ```
public final class BitmapImage: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Bytes per row (at least `width × 4`).
    public let stride: Int
    /// Pixels per point (`UIImage.scale`): the image is `width / scale` points wide.
    public let scale: CGFloat
    /// The premultiplied ARGB32 words' bytes, `stride × height` of them.
    public let bytes: [UInt8]
    /// A name for messages and the placed tree (`"data"` unless given).
    public let name: String

    /// Wraps pixels; returns `nil` when the sizes are negative or do not match `bytes`, or the
    /// scale is not a positive finite number.
    public init?(width: Int, height: Int, stride: Int? = nil, scale: CGFloat, bytes: [UInt8], name: String = "data") {
        let rowBytes = stride ?? width * 4
        guard width >= 0, height >= 0, rowBytes >= width * 4, scale.isFinite, scale > 0,
              bytes.count >= rowBytes * height else { return nil }
        self.width = width
        self.height = height
        self.stride = rowBytes
        self.scale = scale
        self.bytes = bytes
        self.name = name
    }

    /// The size in points: pixels ÷ scale.
    public var pointSize: CGSize { CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale) }

    /// One pixel as straight-alpha 8-bit RGBA.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        precondition(x >= 0 && y >= 0 && x < width && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        return Self.straightRGBA(bytes, offset: y * stride + x * 4)
    }

    /// The premultiplied BGRA pixel at `offset` (cairo's ARGB32 in memory) as straight RGBA.
    public static func straightRGBA(_ bytes: [UInt8], offset i: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let b = bytes[i], g = bytes[i + 1], r = bytes[i + 2], a = bytes[i + 3]
        guard a != 0 else { return (0, 0, 0, 0) }
        func un(_ c: UInt8) -> UInt8 { UInt8(min(255, (Int(c) * 255 + Int(a) / 2) / Int(a))) }
        return a == 255 ? (r, g, b, a) : (un(r), un(g), un(b), a)
    }

    public static func == (lhs: BitmapImage, rhs: BitmapImage) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { "\(name) (\(width)×\(height) px @\(scale)x)" }
}

extension Image {
    /// An image drawn from decoded pixels in memory (what `Image(uiImage:)` uses).
    public init(bitmap: BitmapImage) { self.init(source: .bitmap(bitmap)) }
    /// An image of decoded pixels with an accessibility label (`Image(_:scale:orientation:label:)`).
    package init(bitmap: BitmapImage, label: Text?) {
        self.init(source: .bitmap(bitmap))
        self.label = label?.plainString
    }
}
