import Foundation
import WidgetShot

extension PixelDiff {
    /// Colours used by `diffImage`, as straight RGB.
    public enum DiffColors {
        /// Counted differences.
        public static let differing: (r: UInt8, g: UInt8, b: UInt8) = (255, 0, 0)
        /// Differences ignored as anti-aliasing.
        public static let antialiased: (r: UInt8, g: UInt8, b: UInt8) = (255, 255, 0)
        /// Differences ignored as isolated specks (`DiffTolerance.density`).
        public static let isolated: (r: UInt8, g: UInt8, b: UInt8) = (255, 160, 0)
        /// Background of `sideBySide`.
        public static let stripBackground: UInt8 = 160
    }

    /// An opaque Cairo ARGB32 word (native-endian: alpha in the top byte).
    @inline(__always)
    static func opaqueWord(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt32 {
        0xFF00_0000 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
    }

    /// The grey ghost of a premultiplied word: its luma on white, faded towards white.
    @inline(__always)
    static func ghostWord(_ w: UInt32) -> UInt32 {
        let luma = PixelPlane.brightness(w)
        let v = UInt8(clamping: Int((255 + (luma - 255) * ghostContrast).rounded()))
        return opaqueWord(v, v, v)
    }

    /// Contrast of the grey ghost of the expected image in `diffImage` (pixelmatch uses 0.1).
    static let ghostContrast = 0.25

    /// The pixelmatch-style diff picture: a faded grey copy of `expected` (luma composited onto white,
    /// at ~25 % contrast) with counted differing pixels in red (255, 0, 0), pixels ignored as
    /// anti-aliasing in yellow (255, 255, 0) and pixels ignored as isolated specks in orange
    /// (255, 160, 0). Opaque, the size of `expected`.
    public static func diffImage(expected: RasterImage, actual: RasterImage, result: PixelDiffResult) -> RasterImage {
        let width = expected.width, height = expected.height
        let stride = width * 4
        let total = width * height
        let none = [Bool]()
        let counted = result.differenceMask.count == total ? result.differenceMask : none
        let antialiased = result.antialiasedMask.count == total ? result.antialiasedMask : none
        let isolated = result.isolatedMask.count == total ? result.isolatedMask : none
        let red = opaqueWord(DiffColors.differing.r, DiffColors.differing.g, DiffColors.differing.b)
        let yellow = opaqueWord(DiffColors.antialiased.r, DiffColors.antialiased.g, DiffColors.antialiased.b)
        let orange = opaqueWord(DiffColors.isolated.r, DiffColors.isolated.g, DiffColors.isolated.b)
        var out = [UInt8](repeating: 0, count: stride * height)
        expected.bytes.withUnsafeBytes { src in
            out.withUnsafeMutableBytes { dst in
                counted.withUnsafeBufferPointer { counted in
                    antialiased.withUnsafeBufferPointer { antialiased in
                        isolated.withUnsafeBufferPointer { isolated in
                            let plane = PixelPlane(base: src.baseAddress!, stride: expected.stride, width: width, height: height)
                            let d = dst.baseAddress!
                            // One-entry memo of the ghost colour: flat areas repeat it.
                            var lastWord: UInt32 = 0
                            var lastGhost = ghostWord(0)
                            for y in 0..<height {
                                for x in 0..<width {
                                    let i = y * width + x
                                    let word: UInt32
                                    if !counted.isEmpty && counted[i] {
                                        word = red
                                    } else if !antialiased.isEmpty && antialiased[i] {
                                        word = yellow
                                    } else if !isolated.isEmpty && isolated[i] {
                                        word = orange
                                    } else {
                                        let w = plane.word(x, y)
                                        if w != lastWord { lastWord = w; lastGhost = ghostWord(w) }
                                        word = lastGhost
                                    }
                                    d.storeBytes(of: word, toByteOffset: y * stride + x * 4, as: UInt32.self)
                                }
                            }
                        }
                    }
                }
            }
        }
        return RasterImage(width: width, height: height, stride: stride, scale: expected.scale, bytes: out)
    }

    /// One opaque strip: expected | diff | actual, 8 px apart, top-aligned on a neutral grey
    /// (160, 160, 160) background; translucent pixels are composited onto that grey. Width is the
    /// three widths + 16, height the tallest of the three.
    public static func sideBySide(expected: RasterImage, diff: RasterImage, actual: RasterImage) -> RasterImage {
        let gap = 8
        let parts = [expected, diff, actual]
        let width = parts.reduce(0) { $0 + $1.width } + 2 * gap
        let height = parts.map(\.height).max() ?? 0
        let stride = width * 4
        let grey = DiffColors.stripBackground
        var out = [UInt8](repeating: 0, count: stride * height)
        out.withUnsafeMutableBytes { dst in
            let d = dst.baseAddress!
            let background = opaqueWord(grey, grey, grey)
            for i in Swift.stride(from: 0, to: stride * height, by: 4) { d.storeBytes(of: background, toByteOffset: i, as: UInt32.self) }
            var left = 0
            for image in parts {
                image.bytes.withUnsafeBytes { src in
                    let plane = PixelPlane(base: src.baseAddress!, stride: image.stride, width: image.width, height: image.height)
                    for y in 0..<image.height {
                        for x in 0..<image.width {
                            let w = plane.word(x, y)
                            let a = Int(w >> 24)
                            let o = y * stride + (left + x) * 4
                            if a == 255 {
                                d.storeBytes(of: w, toByteOffset: o, as: UInt32.self)
                                continue
                            }
                            // Premultiplied "over": C + bg·(255 − A)/255.
                            let under = (Int(grey) * (255 - a) + 127) / 255
                            let word = opaqueWord(UInt8(clamping: Int((w >> 16) & 0xFF) + under),
                                                  UInt8(clamping: Int((w >> 8) & 0xFF) + under),
                                                  UInt8(clamping: Int(w & 0xFF) + under))
                            d.storeBytes(of: word, toByteOffset: o, as: UInt32.self)
                        }
                    }
                }
                left += image.width + gap
            }
        }
        return RasterImage(width: width, height: height, stride: stride, scale: expected.scale, bytes: out)
    }
}
