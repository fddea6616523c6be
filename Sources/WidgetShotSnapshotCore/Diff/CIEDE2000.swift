import Foundation

/// A CIELAB colour (D65 white point): `L` 0…100, `a` and `b` roughly −128…127.
public struct LabColor: Hashable, Sendable, CustomStringConvertible {
    public var L: Double
    public var a: Double
    public var b: Double

    public init(L: Double, a: Double, b: Double) {
        self.L = L
        self.a = a
        self.b = b
    }

    public var description: String {
        "Lab(\(String(format: "%.4f", L)), \(String(format: "%.4f", a)), \(String(format: "%.4f", b)))"
    }
}

/// Colour difference in the CIEDE2000 formula (ΔE00), and the sRGB → CIELAB conversion it is used with.
///
/// Conversion: 8-bit sRGB → linear (IEC 61966-2-1 transfer curve) → XYZ (D65, the sRGB matrix rounded
/// to four places, as in Playwright and Paparazzi) → CIELAB with the D65 white (0.950489, 1, 1.088840).
///
/// **Alpha:** CIELAB has no alpha, so a translucent pixel is first *composited onto white*
/// (`c′ = c·α + 255·(1 − α)`, for a premultiplied channel simply `C + 255 − A`), the way pixelmatch
/// treats alpha. Consequence: changes that are invisible over white (e.g. transparent ↔ opaque white)
/// have ΔE00 0; `PixelDiff` still counts them under a strict (0) per-pixel threshold, because their
/// bytes differ.
///
/// ΔE00 follows Sharma, Wu & Dalal, "The CIEDE2000 Color-Difference Formula: Implementation Notes,
/// Supplementary Test Data, and Mathematical Observations" (2005), with kL = kC = kH = 1. It is checked
/// against their 34 test pairs. About 1.0 is a just-noticeable difference.
///
/// ```swift
/// let e = CIEDE2000.deltaE(CIEDE2000.lab(red: 255, green: 0, blue: 0), CIEDE2000.lab(red: 250, green: 0, blue: 0))
/// ```
public enum CIEDE2000 {
    /// sRGB 8-bit channel value → linear light (0…1); an immutable table.
    static let linear: [Double] = (0...255).map { v in
        let c = Double(v) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    private static let epsilon = pow(6.0 / 29.0, 3)        // (6/29)³
    private static let kappaInverse = 1.0 / (3 * pow(6.0 / 29.0, 2))

    @inline(__always)
    private static func f(_ t: Double) -> Double {
        t > epsilon ? cbrt(t) : t * kappaInverse + 4.0 / 29.0
    }

    /// CIELAB of an opaque 8-bit sRGB colour.
    public static func lab(red: UInt8, green: UInt8, blue: UInt8) -> LabColor {
        lab(linearRed: linear[Int(red)], green: linear[Int(green)], blue: linear[Int(blue)])
    }

    /// CIELAB of linear-light sRGB components (0…1).
    public static func lab(linearRed r: Double, green g: Double, blue b: Double) -> LabColor {
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.950489
        let y = (0.2126 * r + 0.7152 * g + 0.0722 * b) / 1.0
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.088840
        let fx = f(x), fy = f(y), fz = f(z)
        return LabColor(L: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// CIELAB of a straight-alpha 8-bit sRGB colour after compositing it onto white.
    public static func lab(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) -> LabColor {
        if alpha == 255 { return lab(red: red, green: green, blue: blue) }
        let a = Double(alpha) / 255
        func onWhite(_ c: UInt8) -> Double {
            let v = (255 + (Double(c) - 255) * a) / 255
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        return lab(linearRed: onWhite(red), green: onWhite(green), blue: onWhite(blue))
    }

    /// CIELAB of a premultiplied 8-bit colour (Cairo's layout) composited onto white: `C + 255 − A`,
    /// exact in integers because a premultiplied channel never exceeds its alpha.
    public static func lab(premultipliedRed r: UInt8, green g: UInt8, blue b: UInt8, alpha a: UInt8) -> LabColor {
        let lift = 255 - Int(a)
        return lab(red: UInt8(clamping: Int(r) + lift), green: UInt8(clamping: Int(g) + lift), blue: UInt8(clamping: Int(b) + lift))
    }

    private static let pow25to7 = 6_103_515_625.0                // 25⁷
    private static let degrees = 180.0 / Double.pi
    private static let radians = Double.pi / 180.0

    /// ΔE00 between two CIELAB colours (kL = kC = kH = 1).
    public static func deltaE(_ lab1: LabColor, _ lab2: LabColor) -> Double {
        let (L1, a1, b1) = (lab1.L, lab1.a, lab1.b)
        let (L2, a2, b2) = (lab2.L, lab2.a, lab2.b)

        // 1. Chroma-adjusted a′, C′, h′.
        let C1 = (a1 * a1 + b1 * b1).squareRoot()
        let C2 = (a2 * a2 + b2 * b2).squareRoot()
        let Cbar = (C1 + C2) / 2
        let Cbar2 = Cbar * Cbar, Cbar7 = Cbar2 * Cbar2 * Cbar2 * Cbar
        let G = 0.5 * (1 - (Cbar7 / (Cbar7 + pow25to7)).squareRoot())
        let a1p = (1 + G) * a1
        let a2p = (1 + G) * a2
        let C1p = (a1p * a1p + b1 * b1).squareRoot()
        let C2p = (a2p * a2p + b2 * b2).squareRoot()
        func hue(_ b: Double, _ ap: Double) -> Double {
            if ap == 0 && b == 0 { return 0 }
            let h = atan2(b, ap) * degrees
            return h < 0 ? h + 360 : h
        }
        let h1p = hue(b1, a1p)
        let h2p = hue(b2, a2p)

        // 2. Differences.
        let dLp = L2 - L1
        let dCp = C2p - C1p
        let chromaProduct = C1p * C2p
        var dhp = 0.0
        if chromaProduct != 0 {
            dhp = h2p - h1p
            if dhp > 180 { dhp -= 360 } else if dhp <= -180 { dhp += 360 }   // into (−180°, 180°]
        }
        let dHp = 2 * chromaProduct.squareRoot() * sin(dhp * radians / 2)

        // 3. Means.
        let Lbarp = (L1 + L2) / 2
        let Cbarp = (C1p + C2p) / 2
        let hbarp: Double
        if chromaProduct == 0 {
            hbarp = h1p + h2p
        } else if abs(h1p - h2p) <= 180 {
            hbarp = (h1p + h2p) / 2
        } else if h1p + h2p < 360 {
            hbarp = (h1p + h2p + 360) / 2
        } else {
            hbarp = (h1p + h2p - 360) / 2
        }

        // 4. Weighting functions.
        let T = 1
            - 0.17 * cos((hbarp - 30) * radians)
            + 0.24 * cos((2 * hbarp) * radians)
            + 0.32 * cos((3 * hbarp + 6) * radians)
            - 0.20 * cos((4 * hbarp - 63) * radians)
        let hd = (hbarp - 275) / 25
        let dTheta = 30 * exp(-(hd * hd))
        let Cbarp2 = Cbarp * Cbarp, Cbarp7 = Cbarp2 * Cbarp2 * Cbarp2 * Cbarp
        let RC = 2 * (Cbarp7 / (Cbarp7 + pow25to7)).squareRoot()
        let Lm = (Lbarp - 50) * (Lbarp - 50)
        let SL = 1 + 0.015 * Lm / (20 + Lm).squareRoot()
        let SC = 1 + 0.045 * Cbarp
        let SH = 1 + 0.015 * Cbarp * T
        let RT = -sin(2 * dTheta * radians) * RC

        // 5. ΔE00.
        let l = dLp / SL
        let c = dCp / SC
        let h = dHp / SH
        return (l * l + c * c + h * h + RT * c * h).squareRoot()
    }

    /// ΔE00 between two opaque 8-bit sRGB colours.
    public static func deltaE(red r1: UInt8, green g1: UInt8, blue b1: UInt8,
                              red r2: UInt8, green g2: UInt8, blue b2: UInt8) -> Double {
        deltaE(lab(red: r1, green: g1, blue: b1), lab(red: r2, green: g2, blue: b2))
    }
}
