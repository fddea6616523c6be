import Foundation

/// `.layoutPriority(_:)` (`swiftui-layout` §9.3): transparent for sizing and placing; reports
/// the priority. Frames, padding, aspect ratio and position applied *after* it report 0 again,
/// as SwiftUI's unary layouts do; background, overlay, offset and fixedSize pass it through.
struct LayoutPriorityLayout: UnaryLayoutBehavior {
    let priority: Double
    var kind: String { "layoutPriority" }
    func sizeThatFits(_ p: ProposedViewSize, children: [LayoutNode]) -> CGSize { children.first?.sizeThatFits(p) ?? .zero }
    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutNode) -> (origin: CGPoint, proposal: ProposedViewSize) {
        (.zero, proposal)
    }
    func layoutPriority(children: [LayoutNode]) -> Double { priority }
}

/// `.fixedSize(horizontal:vertical:)` (`swiftui-layout` §9.1): proposes `nil` on the fixed
/// axes, reports the child's answer, centres the child, passes the priority through.
struct FixedSizeLayout: UnaryLayoutBehavior {
    let horizontal: Bool
    let vertical: Bool
    var kind: String { "fixedSize" }

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }
    func sizeThatFits(_ p: ProposedViewSize, children: [LayoutNode]) -> CGSize {
        children.first?.sizeThatFits(childProposal(p)) ?? .zero
    }
    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutNode) -> (origin: CGPoint, proposal: ProposedViewSize) {
        let cp = childProposal(proposal), s = child.sizeThatFits(cp)
        return (CGPoint(x: (bounds.width - s.width) / 2, y: (bounds.height - s.height) / 2), cp)
    }
    func layoutPriority(children: [LayoutNode]) -> Double { children.first?.layoutPriority ?? 0 }
}

/// Writes a value for the container's `Layout` to read through `LayoutSubview[key]`.
struct LayoutValueModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let key: ObjectIdentifier
    let value: Any
    func resolve(_ content: (ResolveContext) -> [LayoutNode], _ context: ResolveContext) -> [LayoutNode] {
        let nodes = content(context)
        for n in nodes { n.layoutValues[key] = value }
        return nodes
    }
}

extension View {
    /// Sets the priority by which a stack hands out space (higher first; default 0).
    public func layoutPriority(_ value: Double) -> some View {
        modifier(LayoutModifierBox(LayoutPriorityLayout(priority: value.isNaN ? 0 : value)))
    }
    /// Fixes this view at its ideal size on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(LayoutModifierBox(FixedSizeLayout(horizontal: horizontal, vertical: vertical)))
    }
    /// Fixes this view at its ideal size.
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }
    /// Hands a value to the container's custom `Layout`.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(LayoutValueModifier(key: ObjectIdentifier(key), value: value))
    }
}
