import Foundation

/// `.padding` (`swiftui-layout` §6).
///
/// Proposes: the padding's own proposal minus the insets, never below 0 (nil stays nil).
/// Reports: the child's size plus the insets. Negative insets are allowed (the child grows past
/// the padding's bounds); NaN insets count as 0. The default amount is 16 on each edge.
struct PaddingLayout: UnaryLayoutBehavior {
    let insets: EdgeInsets
    var kind: String { "padding" }

    func inset(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: p.width.map { max(0, $0 - insets.horizontal) }, height: p.height.map { max(0, $0 - insets.vertical) })
    }

    func sizeThatFits(_ p: ProposedViewSize, children: [LayoutNode]) -> CGSize {
        let c = children.first?.sizeThatFits(inset(p)) ?? .zero
        return CGSize(width: c.width + insets.horizontal, height: c.height + insets.vertical)
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutNode) -> (origin: CGPoint, proposal: ProposedViewSize) {
        (CGPoint(x: insets.leading, y: insets.top), inset(proposal))
    }

    func spacing(children: [LayoutNode]) -> ViewSpacing {
        var edges: Edge.Set = []
        if insets.top != 0 { edges.insert(.top) }
        if insets.bottom != 0 { edges.insert(.bottom) }
        if insets.leading != 0 { edges.insert(.leading) }
        if insets.trailing != 0 { edges.insert(.trailing) }
        return (children.first?.spacing ?? ViewSpacing()).resetting(edges)
    }
}

extension View {
    /// Adds padding to the given edges (16 pt when `length` is nil).
    ///
    /// ```swift
    /// Text("Hi").padding()                 // 16 on every edge
    /// Text("Hi").padding(.horizontal, 14)
    /// Color.red.padding(-16)              // grows past the widget's content margins
    /// ```
    /// (`@inlinable`: see `LayoutModifierBox`.)
    @inlinable
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(LayoutModifierBox.padding(edges, length))
    }
    /// Adds the same padding to every edge.
    @inlinable
    public func padding(_ length: CGFloat) -> some View { modifier(LayoutModifierBox.padding(.all, length)) }
    /// Adds per-edge padding.
    @inlinable
    public func padding(_ insets: EdgeInsets) -> some View { modifier(LayoutModifierBox.padding(insets)) }
}

extension LayoutModifierBox {
    /// `.padding(_:_:)`: `length` nil is 16 pt; NaN and ±∞ are 0.
    @usableFromInline
    static func padding(_ edges: Edge.Set, _ length: CGFloat?) -> LayoutModifierBox {
        let l = length.map(Sanitize.finiteOrZero) ?? 16
        return LayoutModifierBox(PaddingLayout(insets: EdgeInsets(l.isFinite ? l : 0, edges: edges)))
    }

    /// `.padding(_ insets:)`: NaN and ±∞ insets are 0.
    @usableFromInline
    static func padding(_ insets: EdgeInsets) -> LayoutModifierBox {
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        let e = EdgeInsets(top: clean(insets.top), leading: clean(insets.leading), bottom: clean(insets.bottom), trailing: clean(insets.trailing))
        return LayoutModifierBox(PaddingLayout(insets: e))
    }
}
