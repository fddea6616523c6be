import Foundation
import WidgetShot

/// A read-only view of Cairo ARGB32 pixels (premultiplied, native-endian 32-bit words: alpha in the
/// top byte, then red, green, blue), rows `stride` bytes apart. Valid only inside the
/// `withUnsafeBytes` call that made it.
struct PixelPlane {
    let base: UnsafeRawPointer
    let stride: Int
    let width: Int
    let height: Int

    @inline(__always)
    func word(_ x: Int, _ y: Int) -> UInt32 {
        base.loadUnaligned(fromByteOffset: y &* stride &+ x &* 4, as: UInt32.self)
    }

    /// Rec.601 luma (pixelmatch's YIQ `Y` weights) of a premultiplied word composited onto white:
    /// each channel becomes `C + 255 − A`, which equals pixelmatch's `255 + (c − 255)·α` for the
    /// straight colour `c`.
    @inline(__always)
    static func brightness(_ w: UInt32) -> Double {
        let lift = 255 - Int(w >> 24)
        let r = Int((w >> 16) & 0xFF) + lift
        let g = Int((w >> 8) & 0xFF) + lift
        let b = Int(w & 0xFF) + lift
        return Double(r) * 0.29889531 + Double(g) * 0.58662247 + Double(b) * 0.11448223
    }
}

/// pixelmatch's anti-aliasing detector (V. Vyšniauskas, "Anti-aliased Pixel and Intensity Slope
/// Detector", 2009), as in pixelmatch ≤ 7.2 and Playwright's vendored copy.
///
/// A pixel of `image` counts as anti-aliasing when, in its 3×3 neighbourhood,
/// * at most two neighbours have exactly its brightness (a pixel on the image border gets one of
///   those two for free), and
/// * it has both a darker and a brighter neighbour, and
/// * the darkest or the brightest neighbour lies in a flat area — at least three identical
///   neighbours (`hasManySiblings`) — in **both** images.
///
/// Brightness is the Rec.601 luma of the pixel composited onto white; "identical" compares whole
/// 32-bit words. Neighbours are visited column by column (x outer, y inner) like pixelmatch, so ties
/// for darkest/brightest resolve the same way. `PixelDiff` asks this of both images at a differing
/// pixel (`isAntialiased(expected, …, actual) || isAntialiased(actual, …, expected)`).
public enum AntialiasingDetector {
    /// Whether pixel (x, y) of `image` looks like an anti-aliased edge pixel, judged with `other` (the
    /// image it is compared with, of the same size).
    public static func isAntialiased(_ image: RasterImage, x: Int, y: Int, comparedWith other: RasterImage) -> Bool {
        precondition(image.width == other.width && image.height == other.height, "images differ in size")
        precondition(x >= 0 && y >= 0 && x < image.width && y < image.height, "pixel (\(x), \(y)) outside the image")
        return image.bytes.withUnsafeBytes { a in
            other.bytes.withUnsafeBytes { b in
                isAntialiased(PixelPlane(base: a.baseAddress!, stride: image.stride, width: image.width, height: image.height), x, y,
                              PixelPlane(base: b.baseAddress!, stride: other.stride, width: other.width, height: other.height))
            }
        }
    }

    /// Whether pixel (x, y) has at least three neighbours with exactly its RGBA (a border pixel
    /// counts one extra).
    public static func hasManySiblings(_ image: RasterImage, x: Int, y: Int) -> Bool {
        precondition(x >= 0 && y >= 0 && x < image.width && y < image.height, "pixel (\(x), \(y)) outside the image")
        return image.bytes.withUnsafeBytes { a in
            hasManySiblings(PixelPlane(base: a.baseAddress!, stride: image.stride, width: image.width, height: image.height), x, y)
        }
    }

    static func isAntialiased(_ img: PixelPlane, _ x1: Int, _ y1: Int, _ other: PixelPlane) -> Bool {
        let x0 = max(x1 - 1, 0), x2 = min(x1 + 1, img.width - 1)
        let y0 = max(y1 - 1, 0), y2 = min(y1 + 1, img.height - 1)
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        let centre = img.word(x1, y1)
        let centreY = PixelPlane.brightness(centre)

        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                let n = img.word(x, y)
                // Brightness delta between the centre and this neighbour (0 when the words are equal).
                let delta = n == centre ? 0 : centreY - PixelPlane.brightness(n)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }     // ≥ 3 equal neighbours: flat, not anti-aliasing
                } else if delta < minDelta {
                    minDelta = delta; minX = x; minY = y
                } else if delta > maxDelta {
                    maxDelta = delta; maxX = x; maxY = y
                }
            }
        }
        // Needs both a darker and a brighter neighbour.
        if minDelta == 0 || maxDelta == 0 { return false }
        // Anti-aliased iff the darkest or the brightest neighbour sits in a flat area in both images.
        return (hasManySiblings(img, minX, minY) && hasManySiblings(other, minX, minY))
            || (hasManySiblings(img, maxX, maxY) && hasManySiblings(other, maxX, maxY))
    }

    static func hasManySiblings(_ img: PixelPlane, _ x1: Int, _ y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0), x2 = min(x1 + 1, img.width - 1)
        let y0 = max(y1 - 1, 0), y2 = min(y1 + 1, img.height - 1)
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        let value = img.word(x1, y1)
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                if img.word(x, y) == value { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}
