import Foundation

/// Cleaning of user-supplied lengths, so NaN, infinite and negative values never reach layout
/// arithmetic in a form SwiftUI would not accept (`swiftui-layout` §5.1, §9.4).
enum Sanitize {
    /// A fixed frame dimension: negative or non-finite becomes `nil` ("Invalid frame dimension").
    static func frameDimension(_ v: CGFloat?) -> CGFloat? {
        guard let v, v.isFinite, v >= 0 else { return nil }
        return v
    }

    /// A length that must be finite: NaN becomes 0, ±∞ is kept (the caller decides).
    static func finiteOrZero(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : v }

    /// A flexible-frame bound: NaN becomes `nil`.
    static func bound(_ v: CGFloat?) -> CGFloat? {
        guard let v, !v.isNaN else { return nil }
        return v
    }
}
