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

    /// WidgetKit's desaturated image modes: "Maps the luminance of the Image in to the alpha
    /// channel, replacing color channels with" `color`
    /// (https://developer.apple.com/documentation/widgetkit/widgetaccentedrenderingmode/accenteddesaturated).
    /// The new alpha is the pixel's alpha × its luminance (Rec. 709), i.e. its premultiplied luminance.
    static func luminanceToAlpha(_ s: RecolorSurface, color: RGBA) {
        let r = color.red, g = color.green, b = color.blue, k = color.alpha
        for y in 0..<s.height {
            var p = s.data + y * s.stride
            for _ in 0..<s.width {
                let lum = (0.2126 * Double(p[2]) + 0.7152 * Double(p[1]) + 0.0722 * Double(p[0])) * k
                let a = min(255, lum)
                p[0] = UInt8((b * a).rounded())
                p[1] = UInt8((g * a).rounded())
                p[2] = UInt8((r * a).rounded())
                p[3] = UInt8(a.rounded())
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
