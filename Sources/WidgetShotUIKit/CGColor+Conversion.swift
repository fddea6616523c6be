import Foundation
import WidgetShotUI

extension CGColorSpace {
    /// `components` (sRGB red, green, blue, without alpha) expressed in this space — the inverse
    /// of `sRGBComponents(_:)`.
    func components(fromSRGB c: (CGFloat, CGFloat, CGFloat)) -> [CGFloat] {
        switch name {
        case Self.genericGrayGamma2_2:
            // Relative luminance of linear sRGB (ITU-R BT.709 weights, sRGB's primaries), then
            // the space's 2.2 gamma.
            let y = 0.2126 * Self.decode(c.0) + 0.7152 * Self.decode(c.1) + 0.0722 * Self.decode(c.2)
            return [pow(max(y, 0), 1 / 2.2)]
        case Self.linearSRGB:
            return [Self.decode(c.0), Self.decode(c.1), Self.decode(c.2)]
        case Self.displayP3:
            // Linear sRGB → linear P3 (both D65): the inverse of the matrix in `sRGBComponents`
            // (CSS Color 4's conversion code), then sRGB's transfer curve, which P3 shares.
            let r = Self.decode(c.0), g = Self.decode(c.1), b = Self.decode(c.2)
            return [Self.encode(0.8224621 * r + 0.1775380 * g),
                    Self.encode(0.0331941 * r + 0.9668058 * g),
                    Self.encode(0.0170827 * r + 0.0723974 * g + 0.9105199 * b)]
        default:
            return [c.0, c.1, c.2]
        }
    }
}

extension CGColor {
    /// The same colour in another colour space — Core Graphics' `converted(to:intent:options:)`.
    ///
    /// Its `colorSpace` is `space` and its `components` are that space's (plus alpha): a grey for
    /// `genericGrayGamma2_2`, linear values for `linearSRGB`, Display P3 values for `displayP3`.
    /// WidgetShot's colours are within sRGB, so every `intent` maps the same way (no colour is out
    /// of the target's gamut except for grey, where only luminance is kept); `options` are
    /// accepted and unused, as Apple documents none (`CFDictionary` is `NSDictionary` here). `nil` for a space without a name, as Core
    /// Graphics answers `nil` when it cannot convert.
    public func converted(to space: CGColorSpace, intent: CGColorRenderingIntent, options: NSDictionary?) -> CGColor? {
        guard space.name != nil else { return nil }
        if space.name == CGColorSpace.sRGB || space.name == CGColorSpace.extendedSRGB { return CGColor(rgba: rgba) }
        let native = space.components(fromSRGB: (rgba.red, rgba.green, rgba.blue)) + [rgba.alpha]
        // Drawn from the sRGB it came from (converting back would round-trip to the same colour).
        return CGColor(rgba: rgba, converted: (space, native))
    }
}
