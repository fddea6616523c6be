import CCodecs
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

    /// Decoded pixels (premultiplied BGRA bytes) in the working space (`ws_linear_from_argb32`,
    /// CCodecs/linear_pixels.c: a debug build runs this at C speed).
    init(bitmap: BitmapImage) {
        self.init(width: bitmap.width, height: bitmap.height)
        let (width, height) = (self.width, self.height)
        guard width > 0, height > 0 else { return }
        bitmap.bytes.withUnsafeBufferPointer { bytes in
            Self.toLinear.withUnsafeBufferPointer { table in
                values.withUnsafeMutableBufferPointer { out in
                    ws_linear_from_argb32(bytes.baseAddress!, Int32(width), Int32(height), bitmap.stride, table.baseAddress!, out.baseAddress!)
                }
            }
        }
    }

    /// 8-bit sRGB premultiplied BGRA (Cairo's layout) at `scale` (`ws_linear_to_argb32`).
    func bitmap(scale: CGFloat, name: String) -> BitmapImage {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        if !bytes.isEmpty {
            values.withUnsafeBufferPointer { v in
                bytes.withUnsafeMutableBufferPointer { out in
                    ws_linear_to_argb32(v.baseAddress!, Int32(width), Int32(height), out.baseAddress!)
                }
            }
        }
        return BitmapImage(width: width, height: height, scale: scale, bytes: bytes, name: name)!
    }

    /// A copy padded by `pad` pixels on every side: edge pixels repeated, or transparent.
    func padded(by pad: Int, replicatingEdges: Bool) -> LinearPixels {
        region(x: -pad, y: -pad, width: width + 2 * pad, height: height + 2 * pad, replicatingEdges: replicatingEdges)
    }

    /// The sub-rectangle starting at (x, y) (top-left origin), transparent where outside unless
    /// `replicatingEdges` (`ws_linear_region`).
    func region(x: Int, y: Int, width w: Int, height h: Int, replicatingEdges: Bool) -> LinearPixels {
        var out = LinearPixels(width: w, height: h)
        guard out.width > 0, out.height > 0 else { return out }
        values.withUnsafeBufferPointer { source in
            out.values.withUnsafeMutableBufferPointer { target in
                ws_linear_region(source.baseAddress, Int32(width), Int32(height), Int32(x), Int32(y), Int32(out.width), Int32(out.height),
                                 replicatingEdges ? 1 : 0, target.baseAddress!)
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
