import Foundation

/// `.alignmentGuide(_:computeValue:)`: an explicit value for one guide, computed from the view's
/// dimensions; transparent for sizing, placement, spacing and priority.
struct AlignmentGuideLayout: UnaryLayoutBehavior {
    let key: AlignmentKey
    let compute: (ViewDimensions) -> CGFloat
    var kind: String { "alignmentGuide" }

    func sizeThatFits(_ p: ProposedViewSize, children: [LayoutNode]) -> CGSize { children.first?.sizeThatFits(p) ?? .zero }
    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutNode) -> (origin: CGPoint, proposal: ProposedViewSize) {
        (.zero, proposal)
    }
    func layoutPriority(children: [LayoutNode]) -> Double { children.first?.layoutPriority ?? 0 }
    func explicitGuides(children: [LayoutNode]) -> Set<AlignmentKey>? {
        children.first.map { $0.explicitGuides?.union([key]) } ?? [key]
    }
    func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, children: [LayoutNode]) -> CGFloat? {
        guard let child = children.first else { return nil }
        let dims = child.dimensions(size: bounds.size, proposal: proposal)
        if key == self.key {
            let v = compute(dims)
            return v.isFinite ? v : nil
        }
        return child.explicitAlignment(key, size: bounds.size, proposal: proposal)
    }
}

extension View {
    /// Sets an explicit value for a horizontal alignment guide.
    ///
    /// ```swift
    /// Text("Gate").alignmentGuide(.leading) { d in d[.trailing] }
    /// ```
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(LayoutModifierBox(AlignmentGuideLayout(key: g.key, compute: computeValue)))
    }
    /// Sets an explicit value for a vertical alignment guide.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(LayoutModifierBox(AlignmentGuideLayout(key: g.key, compute: computeValue)))
    }
}
