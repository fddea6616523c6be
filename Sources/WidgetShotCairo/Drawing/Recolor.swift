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
        // Every output pixel depends on the input alpha alone: one table of 256 pixels.
        let r = color.red, g = color.green, b = color.blue, k = color.alpha
        var table = [UInt32](repeating: 0, count: 256)
        for alpha in 0..<256 {
            let a = Double(alpha) * k
            table[alpha] = UInt32(PixelRounding.byte(b * a)) | UInt32(PixelRounding.byte(g * a)) << 8
                | UInt32(PixelRounding.byte(r * a)) << 16 | UInt32(PixelRounding.byte(a)) << 24
        }
        table.withUnsafeBufferPointer { table in
            for y in 0..<s.height {
                var p = s.data + y * s.stride
                for _ in 0..<s.width {
                    let pixel = table[Int(p[3])]
                    p[0] = UInt8(truncatingIfNeeded: pixel)
                    p[1] = UInt8(truncatingIfNeeded: pixel >> 8)
                    p[2] = UInt8(truncatingIfNeeded: pixel >> 16)
                    p[3] = UInt8(truncatingIfNeeded: pixel >> 24)
                    p += 4
                }
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
                p[0] = PixelRounding.byte(b * a)
                p[1] = PixelRounding.byte(g * a)
                p[2] = PixelRounding.byte(r * a)
                p[3] = PixelRounding.byte(a)
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
                    let out = PixelRounding.byte(min(255, a * max(lum, 0.25)))
                    p[0] = out; p[1] = out; p[2] = out; p[3] = out
                }
                p += 4
            }
        }
    }
}
