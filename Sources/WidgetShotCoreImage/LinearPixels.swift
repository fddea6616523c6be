import Foundation
import WidgetShotUI

/// Pixels in Core Image's working space: linear-light sRGB, premultiplied alpha, 32-bit floats,
/// RGBA, rows top to bottom. Core Image converts images into this space before filtering and back
/// to sRGB when a context renders (its default working colour space is linear sRGB:
/// https://developer.apple.com/documentation/coreimage/cicontextoption/workingcolorspace).
struct LinearPixels {
    var width: Int
    var height: Int
    var values: [Float]

    init(width: Int, height: Int, values: [Float]? = nil) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.values = values ?? [Float](repeating: 0, count: self.width * self.height * 4)
    }

    /// sRGB 8-bit → linear.
    static let toLinear: [Float] = (0..<256).map { i in
        let c = Float(i) / 255
        return c <= 0.04045 ? c / 12.92 : powf((c + 0.055) / 1.055, 2.4)
    }
    /// Linear → sRGB in 0…1.
    static func toSRGB(_ c: Float) -> Float {
        let v = min(max(c, 0), 1)
        return v <= 0.0031308 ? v * 12.92 : 1.055 * powf(v, 1 / 2.4) - 0.055
    }

    /// Decoded pixels (premultiplied BGRA bytes) in the working space.
    init(bitmap: BitmapImage) {
        self.init(width: bitmap.width, height: bitmap.height)
        values.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                for x in 0..<width {
                    let p = bitmap.pixel(x: x, y: y)
                    let a = Float(p.a) / 255
                    let o = (y * width + x) * 4
                    out[o] = Self.toLinear[Int(p.r)] * a
                    out[o + 1] = Self.toLinear[Int(p.g)] * a
                    out[o + 2] = Self.toLinear[Int(p.b)] * a
                    out[o + 3] = a
                }
            }
        }
    }

    /// 8-bit sRGB premultiplied BGRA (Cairo's layout) at `scale`.
    func bitmap(scale: CGFloat, name: String) -> BitmapImage {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        values.withUnsafeBufferPointer { v in
            for i in 0..<(width * height) {
                let a = min(max(v[i * 4 + 3], 0), 1)
                guard a > 0 else { continue }
                func channel(_ c: Float) -> UInt8 { UInt8((Self.toSRGB(c / a) * a * 255).rounded()) }
                bytes[i * 4] = channel(v[i * 4 + 2])
                bytes[i * 4 + 1] = channel(v[i * 4 + 1])
                bytes[i * 4 + 2] = channel(v[i * 4])
                bytes[i * 4 + 3] = UInt8((a * 255).rounded())
            }
        }
        return BitmapImage(width: width, height: height, scale: scale, bytes: bytes, name: name)!
    }

    /// The pixel at (x, y), clamped to the edges or transparent outside.
    @inline(__always) func index(_ x: Int, _ y: Int) -> Int { (y * width + x) * 4 }

    /// A copy padded by `pad` pixels on every side: edge pixels repeated, or transparent.
    func padded(by pad: Int, replicatingEdges: Bool) -> LinearPixels {
        var out = LinearPixels(width: width + 2 * pad, height: height + 2 * pad)
        guard width > 0, height > 0 else { return out }
        for y in 0..<out.height {
            let sy = y - pad
            if !replicatingEdges && (sy < 0 || sy >= height) { continue }
            let cy = min(max(sy, 0), height - 1)
            for x in 0..<out.width {
                let sx = x - pad
                if !replicatingEdges && (sx < 0 || sx >= width) { continue }
                let cx = min(max(sx, 0), width - 1)
                let s = index(cx, cy), d = out.index(x, y)
                out.values[d] = values[s]; out.values[d + 1] = values[s + 1]
                out.values[d + 2] = values[s + 2]; out.values[d + 3] = values[s + 3]
            }
        }
        return out
    }

    /// The sub-rectangle starting at (x, y) (top-left origin), transparent where outside.
    func region(x: Int, y: Int, width w: Int, height h: Int, replicatingEdges: Bool) -> LinearPixels {
        var out = LinearPixels(width: w, height: h)
        guard width > 0, height > 0 else { return out }
        for row in 0..<h {
            var sy = y + row
            if sy < 0 || sy >= height { if replicatingEdges { sy = min(max(sy, 0), height - 1) } else { continue } }
            for col in 0..<w {
                var sx = x + col
                if sx < 0 || sx >= width { if replicatingEdges { sx = min(max(sx, 0), width - 1) } else { continue } }
                let s = index(sx, sy), d = out.index(col, row)
                out.values[d] = values[s]; out.values[d + 1] = values[s + 1]
                out.values[d + 2] = values[s + 2]; out.values[d + 3] = values[s + 3]
            }
        }
        return out
    }

    /// Applies `transform` to each pixel's straight (un-premultiplied) linear RGB.
    func mappingColors(_ transform: (inout Float, inout Float, inout Float) -> Void) -> LinearPixels {
        var out = self
        out.values.withUnsafeMutableBufferPointer { v in
            for i in stride(from: 0, to: v.count, by: 4) {
                let a = v[i + 3]
                guard a > 0 else { continue }
                var r = v[i] / a, g = v[i + 1] / a, b = v[i + 2] / a
                transform(&r, &g, &b)
                v[i] = min(max(r, 0), 1) * a; v[i + 1] = min(max(g, 0), 1) * a; v[i + 2] = min(max(b, 0), 1) * a
            }
        }
        return out
    }
}
