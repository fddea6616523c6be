import Foundation

/// `.position(x:y:)` (`swiftui-layout` §8.1).
///
/// Reports: the proposal (unspecified axes filled with the child's size). Places the child,
/// proposed the position view's own size, with its centre at `(x, y)` in the view's space.
struct PositionLayout: UnaryLayoutBehavior {
    let position: CGPoint
    var kind: String { "position" }

    func sizeThatFits(_ p: ProposedViewSize, children: [LayoutNode]) -> CGSize {
        if let w = p.width, let h = p.height { return CGSize(width: w, height: h) }
        let c = children.first?.sizeThatFits(p) ?? .zero
        return CGSize(width: p.width ?? c.width, height: p.height ?? c.height)
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutNode) -> (origin: CGPoint, proposal: ProposedViewSize) {
        let cp = ProposedViewSize(bounds.size)
        let s = child.sizeThatFits(cp)
        return (CGPoint(x: position.x - s.width / 2, y: position.y - s.height / 2), cp)
    }

    func spacing(children: [LayoutNode]) -> ViewSpacing { ViewSpacing() }
    func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, children: [LayoutNode]) -> CGFloat? { nil }
    func explicitGuides(children: [LayoutNode]) -> Set<AlignmentKey>? { [] }
}

/// `.offset(x:y:)` (`swiftui-layout` §8.2): the child keeps its size and the offset view's frame
/// stays where layout put it; only the child (and what is drawn) moves.
struct OffsetLayout: UnaryLayoutBehavior {
    let offset: CGSize
    var kind: String { "offset" }

    func sizeThatFits(_ p: ProposedViewSize, children: [LayoutNode]) -> CGSize { children.first?.sizeThatFits(p) ?? .zero }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutNode) -> (origin: CGPoint, proposal: ProposedViewSize) {
        (CGPoint(x: offset.width, y: offset.height), proposal)
    }

    func layoutPriority(children: [LayoutNode]) -> Double { children.first?.layoutPriority ?? 0 }
    func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, children: [LayoutNode]) -> CGFloat? {
        guard let child = children.first else { return nil }
        return child.explicitAlignment(key, size: bounds.size, proposal: proposal)
    }
}

extension View {
    /// Places the centre of this view at `(x, y)` in its parent's space; the view takes all the
    /// space it is offered.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(LayoutModifierBox(PositionLayout(position: CGPoint(x: Sanitize.finiteOrZero(x), y: Sanitize.finiteOrZero(y)))))
    }
    /// Places the centre of this view at `position`.
    public func position(_ position: CGPoint) -> some View { self.position(x: position.x, y: position.y) }

    /// Shifts this view when drawn without changing its layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        return modifier(LayoutModifierBox(OffsetLayout(offset: CGSize(width: clean(x), height: clean(y)))))
    }
    /// Shifts this view by `offset`.
    public func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }
}
