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
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        stack.sizeThatFits(proposal, subviews: subviews)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        stack.place(in: bounds, proposal: proposal, subviews: subviews)
    }
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { stack.spacing(subviews: subviews) }
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
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        stack.sizeThatFits(proposal, subviews: subviews)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        stack.place(in: bounds, proposal: proposal, subviews: subviews)
    }
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { stack.spacing(subviews: subviews) }
}
