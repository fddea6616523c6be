import Foundation

// Constraints measured in multiples of the system spacing between sibling views: 8 points, the
// standard spacing Auto Layout uses for Interface Builder's "standard" constraints.

extension NSLayoutAnchor {
    /// The system spacing between sibling views, in points.
    static var systemSpacing: CGFloat { 8 }
}

extension NSLayoutXAxisAnchor {
    /// `self = anchor + multiplier × system spacing` (this anchor after `anchor`).
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: multiplier * Self.systemSpacing)
    }
    /// `self ≥ anchor + multiplier × system spacing`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: multiplier * Self.systemSpacing)
    }
    /// `self ≤ anchor + multiplier × system spacing`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: multiplier * Self.systemSpacing)
    }
}

extension NSLayoutYAxisAnchor {
    /// `self = anchor + multiplier × system spacing` (this anchor below `anchor`).
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: multiplier * Self.systemSpacing)
    }
    /// `self ≥ anchor + multiplier × system spacing`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: multiplier * Self.systemSpacing)
    }
    /// `self ≤ anchor + multiplier × system spacing`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: multiplier * Self.systemSpacing)
    }
}
