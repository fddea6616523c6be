import Foundation
import Testing
import WidgetShot

/// One font system and renderer for the whole test target, made on first use. Swift Testing runs
/// tests in parallel, and a renderer keeps per-render state (warnings, the current scale) and
/// shares Pango contexts, so every render goes through one lock.
enum Shared {
    static let lock = NSLock()
    private static let made = Result { try ViewRenderer() }
    static func renderer() throws -> ViewRenderer { try made.get() }

    /// A renderer over `images` that shares the fonts of the shared renderer.
    static func renderer(images: ImageStore) throws -> ViewRenderer {
        try ViewRenderer(fonts: renderer().fonts, images: images)
    }
}

/// Renders `view` on a `width × height` point canvas (serialised; see `Shared`).
func render<V: View>(_ view: V, _ width: CGFloat, _ height: CGFloat, scale: CGFloat = 3,
                     with renderer: ViewRenderer? = nil) throws -> RenderResult {
    let r = try renderer ?? Shared.renderer()
    Shared.lock.lock()
    defer { Shared.lock.unlock() }
    return try r.render(view, size: CGSize(width: width, height: height), scale: scale)
}

/// A straight-alpha RGBA8 pixel that prints readably in failures.
struct Px: Equatable, CustomStringConvertible {
    var r, g, b, a: Int
    init(_ r: Int, _ g: Int, _ b: Int, _ a: Int) { (self.r, self.g, self.b, self.a) = (r, g, b, a) }
    var description: String { "(\(r), \(g), \(b), \(a))" }
    /// Every channel within `tolerance` of `other`.
    func near(_ other: Px, _ tolerance: Int) -> Bool {
        abs(r - other.r) <= tolerance && abs(g - other.g) <= tolerance && abs(b - other.b) <= tolerance && abs(a - other.a) <= tolerance
    }
    var isColorful: Bool { a == 255 && !(r == g && g == b) }
}

/// A pixel-space rectangle, inclusive bounds.
struct PixelBox: Equatable, CustomStringConvertible {
    var minX, minY, maxX, maxY: Int
    var width: Int { maxX - minX + 1 }
    var height: Int { maxY - minY + 1 }
    var description: String { "x \(minX)…\(maxX), y \(minY)…\(maxY)" }
}

extension RasterImage {
    func px(_ x: Int, _ y: Int) -> Px {
        let p = pixel(x: x, y: y)
        return Px(Int(p.r), Int(p.g), Int(p.b), Int(p.a))
    }

    func alpha(_ x: Int, _ y: Int) -> Int { px(x, y).a }

    /// The box around every pixel whose alpha is above `threshold`, or nil when there is none.
    func inkBounds(above threshold: Int = 0) -> PixelBox? {
        var box: PixelBox?
        for y in 0..<height {
            for x in 0..<width where Int(bytes[y * stride + x * 4 + 3]) > threshold {
                if var b = box {
                    b.minX = min(b.minX, x); b.maxX = max(b.maxX, x)
                    b.minY = min(b.minY, y); b.maxY = max(b.maxY, y)
                    box = b
                } else {
                    box = PixelBox(minX: x, minY: y, maxX: x, maxY: y)
                }
            }
        }
        return box
    }

    /// How many pixels satisfy `test`.
    func count(where test: (Px) -> Bool) -> Int {
        var n = 0
        for y in 0..<height { for x in 0..<width where test(px(x, y)) { n += 1 } }
        return n
    }

    /// The set of pixels with alpha above `threshold`, as positions.
    func inkMask(above threshold: Int = 128) -> Set<Int> {
        var s = Set<Int>()
        for y in 0..<height { for x in 0..<width where Int(bytes[y * stride + x * 4 + 3]) > threshold { s.insert(y * width + x) } }
        return s
    }

    /// Every pixel as straight RGBA, row by row (stride padding dropped).
    var allPixels: [Px] {
        var out: [Px] = []
        out.reserveCapacity(width * height)
        for y in 0..<height { for x in 0..<width { out.append(px(x, y)) } }
        return out
    }

    /// A solid image of straight colour (r, g, b, a) in ARGB32 premultiplied bytes.
    static func solid(_ width: Int, _ height: Int, r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255, scale: CGFloat = 1) -> RasterImage {
        func pm(_ c: UInt8) -> UInt8 { UInt8((Int(c) * Int(a) + 127) / 255) }
        var bytes: [UInt8] = []
        for _ in 0..<(width * height) { bytes += [pm(b), pm(g), pm(r), a] }
        return RasterImage(width: width, height: height, stride: width * 4, scale: scale, bytes: bytes)
    }
}

/// Pixels differing between two same-size masks, over their union (0 = identical, 1 = disjoint).
func maskDistance(_ a: Set<Int>, _ b: Set<Int>) -> Double {
    let union = a.union(b).count
    guard union > 0 else { return 0 }
    return Double(a.symmetricDifference(b).count) / Double(union)
}

/// A new empty folder under the temporary directory.
func temporaryFolder(_ label: String = #function) throws -> URL {
    let safe = label.filter { $0.isLetter || $0.isNumber }
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("widgetshot-pix-\(safe)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Writes `text` as UTF-8 to `url`, creating parent folders.
func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
}

/// Deterministic pseudo-random bytes (xorshift), so corrupt files are the same on every run.
func noise(_ count: Int, seed: UInt64 = 0x9E37_79B9_7F4A_7C15) -> [UInt8] {
    var s = seed
    return (0..<count).map { _ in
        s ^= s << 13; s ^= s >> 7; s ^= s << 17
        return UInt8(truncatingIfNeeded: s)
    }
}

/// Big-endian bytes of a 32-bit value.
func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }

let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

/// Apple's light-mode system colours as 8-bit sRGB.
enum Apple {
    static let red = Px(255, 59, 48, 255)
    static let blue = Px(0, 122, 255, 255)
    static let green = Px(52, 199, 89, 255)
}
