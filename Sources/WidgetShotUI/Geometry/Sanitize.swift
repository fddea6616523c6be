import Foundation

/// Cleaning of user-supplied lengths, so NaN, infinite and negative values never reach layout
/// arithmetic in a form SwiftUI would not accept (`swiftui-layout` §5.1, §9.4), and numbers that
/// reach integer conversions (pixels, Pango units) are finite and in range first.
public enum Sanitize {
    /// A fixed frame dimension: negative or non-finite becomes `nil` ("Invalid frame dimension").
    static func frameDimension(_ v: CGFloat?) -> CGFloat? {
        guard let v, v.isFinite, v >= 0 else { return nil }
        return v
    }

    /// A length that must be finite: NaN becomes 0, ±∞ is kept (the caller decides).
    static func finiteOrZero(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : v }

    /// A 0…1 quantity (colour component, opacity): clamped, NaN becomes 0.
    static func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }

    /// A length that reaches integer or fixed-point arithmetic (font sizes, line spacing, blur
    /// radii): NaN becomes `fallback`, the rest is clamped to ±`limit`.
    public static func clamp(_ v: CGFloat, to limit: CGFloat, nan fallback: CGFloat = 0) -> CGFloat {
        v.isNaN ? fallback : min(max(v, -limit), limit)
    }

    /// A flexible-frame bound: NaN becomes `nil`.
    static func bound(_ v: CGFloat?) -> CGFloat? {
        guard let v, !v.isNaN else { return nil }
        return v
    }
}
