import Foundation

/// The contract between the layout engine and one layout algorithm (a container, a modifier or a
/// leaf). Every node of the resolved tree has exactly one.
///
/// Sizing and placing are separate (`swiftui-layout` §1.3): `sizeThatFits` answers a proposal;
/// `placeChildren` is called once the node's own frame is known and must place each child with
/// `LayoutNode.place(at:proposal:)` (children it leaves unplaced are centred, as in SwiftUI).
protocol LayoutBehavior {
    /// A short name for geometry output ("HStack", "padding", "Text").
    var kind: String { get }
    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize
    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [LayoutNode])
    func spacing(children: [LayoutNode]) -> ViewSpacing
    func layoutPriority(children: [LayoutNode]) -> Double
    func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, children: [LayoutNode]) -> CGFloat?
    /// The guides this node may have explicit values for (`nil`: it cannot tell, ask it).
    /// Lets the engine skip explicit look-ups for the common case of none.
    func explicitGuides(children: [LayoutNode]) -> Set<AlignmentKey>?
    /// Whether children are made at placement (`DeferredChildrenLayout`, e.g. GeometryReader).
    var defersChildren: Bool { get }
}

extension LayoutBehavior {
    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [LayoutNode]) {}
    func spacing(children: [LayoutNode]) -> ViewSpacing { ViewSpacing() }
    func layoutPriority(children: [LayoutNode]) -> Double { 0 }
    func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, children: [LayoutNode]) -> CGFloat? { nil }
    /// Containers: the children's guides that propagate out of containers (not frame guides).
    func explicitGuides(children: [LayoutNode]) -> Set<AlignmentKey>? { containerGuides(children) }
    var defersChildren: Bool { false }
}

/// The union of the children's explicit guides that a container combines (§1.5).
func containerGuides(_ children: [LayoutNode]) -> Set<AlignmentKey>? {
    var result: Set<AlignmentKey> = []
    for child in children {
        if child.setsNoGuides { continue }
        guard let g = child.explicitGuides else { return nil }
        for key in g where key.combiner != .none { result.insert(key) }
    }
    return result
}

/// A modifier-style layout with exactly one child, which by default is transparent for spacing
/// and explicit alignment guides (the child's guides are shifted into this node's space).
protocol UnaryLayoutBehavior: LayoutBehavior {
    /// The child's proposal and origin (relative to `bounds.origin`) for a final size.
    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutNode) -> (origin: CGPoint, proposal: ProposedViewSize)
}

extension UnaryLayoutBehavior {
    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [LayoutNode]) {
        guard let child = children.first else { return }
        let p = childPlacement(in: bounds, proposal: proposal, child: child)
        child.place(at: CGPoint(x: bounds.minX + p.origin.x, y: bounds.minY + p.origin.y), proposal: p.proposal)
    }

    func spacing(children: [LayoutNode]) -> ViewSpacing { children.first?.spacing ?? ViewSpacing() }

    func explicitGuides(children: [LayoutNode]) -> Set<AlignmentKey>? { children.first.map { $0.explicitGuides } ?? [] }

    func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, children: [LayoutNode]) -> CGFloat? {
        guard let child = children.first else { return nil }
        let p = childPlacement(in: CGRect(origin: .zero, size: bounds.size), proposal: proposal, child: child)
        let size = child.sizeThatFits(p.proposal)
        guard let v = child.explicitAlignment(key, size: size, proposal: p.proposal) else { return nil }
        return v + (key.axis == .horizontal ? p.origin.x : p.origin.y)
    }
}

/// Aligns a child of `childSize` inside `size` by `alignment`: `origin = d[align] − child.d[align]`.
func alignedOrigin(child: LayoutNode, childSize: CGSize, proposal: ProposedViewSize, in size: CGSize, alignment: Alignment) -> CGPoint {
    let frame = ViewDimensions(size: size)
    let h = alignment.horizontal.key, v = alignment.vertical.key
    return CGPoint(
        x: frame[h] - child.alignmentValue(h, size: childSize, proposal: proposal),
        y: frame[v] - child.alignmentValue(v, size: childSize, proposal: proposal))
}
