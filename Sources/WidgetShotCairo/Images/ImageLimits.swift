import Foundation

/// The largest image WidgetShot decodes, checked from the file's header before any pixel memory
/// is allocated — for every PNG and JPEG read (images, asset catalogs, goldens, `widgetshot diff`).
///
/// The default is 50,000,000 pixels (200 MB decoded; a widget never needs more). Set
/// `WIDGETSHOT_MAX_PIXELS` to a positive integer to change it; any other value is ignored.
public enum ImageLimits {
    /// The default limit in pixels.
    public static let defaultMaxPixels = 50_000_000

    /// The longest side, in pixels, of a canvas WidgetShot draws into (the renderer's canvas,
    /// bitmap contexts, timeline filmstrips).
    public static let maxCanvasSide = 16_384

    /// Replaces the limit for the current task (tests only).
    @TaskLocal static var override: Int?

    /// The limit in effect: `WIDGETSHOT_MAX_PIXELS` if valid, else `defaultMaxPixels`.
    public static var maxPixels: Int {
        override ?? ProcessInfo.processInfo.environment["WIDGETSHOT_MAX_PIXELS"].flatMap(parse) ?? defaultMaxPixels
    }

    /// A positive integer, or `nil`.
    static func parse(_ s: String) -> Int? {
        guard let v = Int(s.trimmingCharacters(in: .whitespaces)), v > 0 else { return nil }
        return v
    }

    /// Throws `RasterError.imageTooLarge` when `width × height` is over the limit.
    public static func check(width: Int, height: Int, name: String) throws {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        if overflow || pixels > maxPixels { throw RasterError.imageTooLarge(path: name, pixels: overflow ? Int.max : pixels) }
    }

    /// The size a PNG's IHDR claims, if `data` starts like a PNG.
    static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        guard data.count >= 24 else { return nil }
        let b = [UInt8](data.prefix(24))
        guard b[12...15] == [0x49, 0x48, 0x44, 0x52] else { return nil }
        let w = b[16..<20].reduce(0) { $0 << 8 | Int($1) }, h = b[20..<24].reduce(0) { $0 << 8 | Int($1) }
        return (w, h)
    }
}
