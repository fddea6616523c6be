import Foundation

/// A proposal for the size of a view, per axis (`swiftui-layout` §1.2).
///
/// Each axis is one of: `nil` ("use your ideal size"), `0` ("report your minimum size"),
/// `.infinity` ("report your maximum size") or a finite length ("you have this much").
///
/// ```swift
/// let ideal = ProposedViewSize.unspecified
/// let fixed = ProposedViewSize(width: 170, height: 170)
/// fixed.replacingUnspecifiedDimensions() // CGSize(width: 170, height: 170)
/// ```
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    /// The proposed width, or `nil` for the ideal width.
    public var width: CGFloat?
    /// The proposed height, or `nil` for the ideal height.
    public var height: CGFloat?

    /// Creates a proposal from optional lengths.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Creates a proposal of a concrete size.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// The proposal that asks for a view's minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// The proposal that asks for a view's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// The proposal that asks for a view's maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// Replaces `nil` axes with the given size's axes (10×10 by default, as in SwiftUI).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    public var description: String {
        func text(_ v: CGFloat?) -> String { v.map { "\($0)" } ?? "nil" }
        return "(\(text(width)), \(text(height)))"
    }

    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(major: CGFloat?, minor: CGFloat?, axis: Axis) {
        if axis == .horizontal { self.init(width: major, height: minor) } else { self.init(width: minor, height: major) }
    }
}
