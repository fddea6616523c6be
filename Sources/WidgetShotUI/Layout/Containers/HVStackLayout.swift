import Foundation

/// The layout of `HStack`, usable on its own (`HStackLayout(spacing: 4) { … }`).
public struct HStackLayout: Layout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    var stack: StackLayout { StackLayout(axis: .horizontal, alignment: alignment.key, spacing: spacing) }
    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .horizontal
        return p
    }
    public func makeCache(subviews: Subviews) -> StackLayoutCache { StackLayoutCache(gaps: stack.gaps(subviews)) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache) -> CGSize {
        stack.sizeThatFits(proposal, subviews: subviews, cache: &cache)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache) {
        stack.place(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
    public func spacing(subviews: Subviews, cache: inout StackLayoutCache) -> ViewSpacing { stack.spacing(subviews: subviews) }
}

/// The layout of `VStack`, usable on its own (`VStackLayout(alignment: .leading) { … }`).
public struct VStackLayout: Layout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    var stack: StackLayout { StackLayout(axis: .vertical, alignment: alignment.key, spacing: spacing) }
    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .vertical
        return p
    }
    public func makeCache(subviews: Subviews) -> StackLayoutCache { StackLayoutCache(gaps: stack.gaps(subviews)) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache) -> CGSize {
        stack.sizeThatFits(proposal, subviews: subviews, cache: &cache)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache) {
        stack.place(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
    public func spacing(subviews: Subviews, cache: inout StackLayoutCache) -> ViewSpacing { stack.spacing(subviews: subviews) }
}

/// The cache of `HStackLayout` and `VStackLayout`: the gaps between adjacent subviews, which
/// depend only on the subviews' spacing preferences, the order the stack last offered its
/// children space in, with the flexibilities it was sorted by, and its last few solutions.
public struct StackLayoutCache {
    var gaps: [CGFloat]
    var lastOrder: (flex: [StackLayout.Flexibility], order: [Int])?
    /// The stack's last solutions (newest last), by proposal: placing a stack solves it again for
    /// the proposal it was last sized for, which asked every child the same questions (issue 21).
    var solutions: [StackLayout.RememberedSolution] = []

    init(gaps: [CGFloat]) { self.gaps = gaps }
}
