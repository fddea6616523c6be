import CCairo
import Foundation
import WidgetShotUI

/// `grayscale`, `saturation`, `brightness`, `contrast`, `hueRotation`, `colorInvert`,
/// `colorMultiply`, `luminanceToAlpha`: the subtree is drawn into a layer, each pixel is
/// unpremultiplied, multiplied by the `ColorMatrix`, premultiplied again, and the layer is painted.
enum ColorFilter {
    static func draw(on cr: OpaquePointer, matrix: ColorMatrix, content: (OpaquePointer) -> Void) {
        Offscreen.drawLayer(on: cr, content: content) { apply(matrix, to: $0.data, width: $0.width, height: $0.height, stride: $0.stride) }
    }

    /// Filters premultiplied ARGB32 pixels (native-endian words: B, G, R, A bytes on little-endian)
    /// in place. Fully transparent pixels stay transparent unless the alpha row adds a constant.
    static func apply(_ matrix: ColorMatrix, to data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
        let createsAlpha = matrix.rows[3][4] > 0
        for y in 0..<height {
            let row = (data + y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
            for x in 0..<width {
                let p = row[x]
                let a = Double(p >> 24) / 255
                if a == 0 && !createsAlpha { continue }
                let inv = a > 0 ? 1 / (a * 255) : 0
                let c = (r: Double((p >> 16) & 0xFF) * inv, g: Double((p >> 8) & 0xFF) * inv, b: Double(p & 0xFF) * inv, a: a)
                let o = matrix.apply(c)
                func byte(_ v: Double) -> UInt32 { UInt32((v * o.a * 255).rounded()) }
                row[x] = UInt32((o.a * 255).rounded()) << 24 | byte(o.r) << 16 | byte(o.g) << 8 | byte(o.b)
            }
        }
    }
}
