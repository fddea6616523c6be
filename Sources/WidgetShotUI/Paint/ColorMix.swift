import Foundation

extension Gradient {
    /// The space colours are interpolated in — SwiftUI's `Gradient.ColorSpace` (iOS 18), used by
    /// ``Color/mix(with:by:in:)``.
    public struct ColorSpace: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case device, perceptual }
        let kind: Kind

        /// Interpolation of the colours' device (sRGB) components.
        public static let device = ColorSpace(kind: .device)
        /// Interpolation in a perceptual space. Apple does not name the space; this is Oklab
        /// (Björn Ottosson, "A perceptual color space for image processing", 2020 — the space
        /// CSS Color 4 mixes in by default), a guess written down here.
        public static let perceptual = ColorSpace(kind: .perceptual)
    }
}

extension Color {
    /// This colour mixed with `rhs`: `fraction` 0 is this colour, 1 is `rhs` (clamped to 0…1) —
    /// SwiftUI's `mix(with:by:in:)` (iOS 18). Both colours are resolved in the environment the
    /// result is drawn in (a system or asset colour mixes its light or dark value); opacity is
    /// interpolated linearly.
    ///
    /// ```swift
    /// let tint = config.backgroundColor.mix(with: .background, by: 0.7)
    /// ```
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        let t = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        let lhs = self
        let provider = ColorProvider(name: "\(lhs).mix(with: \(rhs), by: \(t))") { env in
            ColorMixing.mix(lhs.resolve(in: env) as RGBA, rhs.resolve(in: env) as RGBA, t, colorSpace.kind)
        }
        return Color(provider: provider)
    }
}

/// Colour interpolation in sRGB or Oklab.
enum ColorMixing {
    static func mix(_ a: RGBA, _ b: RGBA, _ t: Double, _ space: Gradient.ColorSpace.Kind) -> RGBA {
        func lerp(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        let alpha = lerp(a.alpha, b.alpha)
        switch space {
        case .device:
            return RGBA(red: lerp(a.red, b.red), green: lerp(a.green, b.green), blue: lerp(a.blue, b.blue), alpha: alpha)
        case .perceptual:
            let p = oklab(a), q = oklab(b)
            return rgb(fromOklab: (lerp(p.0, q.0), lerp(p.1, q.1), lerp(p.2, q.2)), alpha: alpha)
        }
    }

    static func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
    static func encoded(_ v: Double) -> Double { v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055 }

    /// sRGB → Oklab (Ottosson's published matrices).
    static func oklab(_ c: RGBA) -> (Double, Double, Double) {
        let r = linear(c.red), g = linear(c.green), b = linear(c.blue)
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        return (0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
                1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
                0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
    }

    /// Oklab → sRGB, clamped to the gamut.
    static func rgb(fromOklab lab: (Double, Double, Double), alpha: Double) -> RGBA {
        let l = pow(lab.0 + 0.3963377774 * lab.1 + 0.2158037573 * lab.2, 3)
        let m = pow(lab.0 - 0.1055613458 * lab.1 - 0.0638541728 * lab.2, 3)
        let s = pow(lab.0 - 0.0894841775 * lab.1 - 1.2914855480 * lab.2, 3)
        let r = 4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s
        let g = -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s
        let b = -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s
        return RGBA(red: encoded(max(r, 0)), green: encoded(max(g, 0)), blue: encoded(max(b, 0)), alpha: alpha)
    }
}
