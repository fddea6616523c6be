import Foundation
import WidgetShotUI

/// Pixels of a cairo image surface (premultiplied ARGB32) to recolour in place.
struct RecolorSurface {
    let data: UnsafeMutablePointer<UInt8>
    let width: Int
    let height: Int
    let stride: Int
}

/// Rendering-mode recolouring (`widgetkit-facts` §4.1).
enum Recolor {
    /// Template rendering: every pixel becomes `color` at its own alpha.
    static func template(_ s: RecolorSurface, color: RGBA) {
        let r = color.red, g = color.green, b = color.blue, k = color.alpha
        for y in 0..<s.height {
            var p = s.data + y * s.stride
            for _ in 0..<s.width {
                let a = Double(p[3]) * k
                p[0] = UInt8((b * a).rounded())
                p[1] = UInt8((g * a).rounded())
                p[2] = UInt8((r * a).rounded())
                p[3] = UInt8(a.rounded())
                p += 4
            }
        }
    }

    /// Desaturation: every pixel becomes the grey of its luminance, keeping its alpha.
    static func desaturate(_ s: RecolorSurface) {
        for y in 0..<s.height {
            var p = s.data + y * s.stride
            for _ in 0..<s.width {
                let r: Double = 0.2126 * Double(p[2]), g: Double = 0.7152 * Double(p[1]), b: Double = 0.0722 * Double(p[0])
                let lum = UInt8(min(255, (r + g + b).rounded()))
                p[0] = lum; p[1] = lum; p[2] = lum
                p += 4
            }
        }
    }

    /// Vibrant rendering: desaturated, the luminance becoming the alpha of white.
    static func vibrant(_ s: RecolorSurface) {
        for y in 0..<s.height {
            var p = s.data + y * s.stride
            for _ in 0..<s.width {
                let a = Double(p[3])
                if a > 0 {
                    // Premultiplied luminance over alpha = the straight colour's luminance.
                    let r: Double = 0.2126 * Double(p[2]), g: Double = 0.7152 * Double(p[1]), b: Double = 0.0722 * Double(p[0])
                    let lum = (r + g + b) / a
                    let out = UInt8(min(255, (a * max(lum, 0.25)).rounded()))
                    p[0] = out; p[1] = out; p[2] = out; p[3] = out
                }
                p += 4
            }
        }
    }
}
