import Foundation

/// Rounding for per-pixel loops, with the results of `Double.rounded()` (to nearest, ties away
/// from zero) but without its cost: on the x86-64 baseline Swift targets (no SSE4.1),
/// `rounded()` is a call into libm's `round`, which was a third of an accented render's
/// instructions (issue 21, goal 5: 201 M of 883 M in a one-variant gallery).
enum PixelRounding {
    /// `UInt8(x.rounded())` for a channel value `x` in 0…255.5. Exact: for 0 ≤ x < 2⁵², `x − ⌊x⌋`
    /// is computed without error, so comparing it with ½ is the tie rule of `rounded()`.
    @inline(__always)
    static func byte(_ x: Double) -> UInt8 {
        guard x >= 0, x < 255.5 else { return UInt8(x.rounded()) }   // traps outside 0…255 as before
        let whole = Int(x)
        return UInt8(truncatingIfNeeded: x - Double(whole) >= 0.5 ? whole + 1 : whole)
    }
}
