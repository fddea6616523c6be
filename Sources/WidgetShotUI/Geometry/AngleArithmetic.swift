import Foundation

/// Angle arithmetic, as in SwiftUI (`Angle` is `AdditiveArithmetic` there through
/// `VectorArithmetic`): `a + b`, `a - b`, `-a`, `a * 2`, `a / 2`, `+=`, `-=`.
///
/// ```swift
/// let sweep = end - start
/// let half = sweep / 2
/// ```
extension Angle: AdditiveArithmetic {
    /// The sum of two angles.
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    /// The difference of two angles.
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    /// Adds `rhs` to `lhs`.
    public static func += (lhs: inout Angle, rhs: Angle) { lhs.radians += rhs.radians }
    /// Subtracts `rhs` from `lhs`.
    public static func -= (lhs: inout Angle, rhs: Angle) { lhs.radians -= rhs.radians }
    /// The opposite angle.
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
    /// An angle scaled by a factor.
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
    /// An angle scaled by a factor.
    public static func * (lhs: Double, rhs: Angle) -> Angle { Angle(radians: lhs * rhs.radians) }
    /// Scales an angle in place.
    public static func *= (lhs: inout Angle, rhs: Double) { lhs.radians *= rhs }
    /// An angle divided by a factor (dividing by zero gives an infinite or NaN angle, as in SwiftUI).
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
    /// Divides an angle in place.
    public static func /= (lhs: inout Angle, rhs: Double) { lhs.radians /= rhs }
    /// The data an animation interpolates: the angle in radians.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}
