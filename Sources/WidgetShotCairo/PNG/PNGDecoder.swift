import CCairo
import Foundation

extension RasterImage {
    /// Decodes a PNG (through cairo/libpng) into premultiplied ARGB32 pixels, keeping its `tEXt`
    /// metadata. Throws `RasterError.imageUnreadable` naming `name` for data that is not a PNG.
    public init(pngData data: Data, scale: CGFloat = 1, name: String = "PNG data") throws {
        guard data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw RasterError.imageUnreadable(path: name, reason: "not a PNG file")
        }
        // The size the header claims, checked before libpng allocates anything.
        if let size = ImageLimits.pngSize(data) { try ImageLimits.check(width: size.width, height: size.height, name: name) }
        guard let surface = PNGDecoding.surface(from: data) else { throw RasterError.imageUnreadable(path: name, reason: "cairo could not read it") }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RasterError.imageUnreadable(path: name, reason: String(cString: cairo_status_to_string(status)))
        }
        cairo_surface_flush(surface)
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        var bytes = Array(UnsafeBufferPointer(start: cairo_image_surface_get_data(surface), count: stride * h))
        if cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24 {
            for i in Swift.stride(from: 3, to: bytes.count, by: 4) { bytes[i] = 255 }
        }
        self.init(width: w, height: h, stride: stride, scale: scale, bytes: bytes, metadata: Self.textChunks(data))
    }

    /// The `tEXt` chunks of a PNG.
    static func textChunks(_ data: Data) -> [String: String] {
        var result: [String: String] = [:]
        let b = [UInt8](data)
        var i = 8
        while i + 12 <= b.count {
            let length = Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3])
            let type = String(decoding: b[(i + 4)..<(i + 8)], as: UTF8.self)
            guard i + 12 + length <= b.count else { break }
            if type == "tEXt", let zero = b[(i + 8)..<(i + 8 + length)].firstIndex(of: 0) {
                result[String(decoding: b[(i + 8)..<zero], as: UTF8.self)] = String(decoding: b[(zero + 1)..<(i + 8 + length)], as: UTF8.self)
            }
            if type == "IEND" { break }
            i += 12 + length
        }
        return result
    }
}
