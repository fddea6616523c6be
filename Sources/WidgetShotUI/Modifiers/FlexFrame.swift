import Foundation

/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`
/// (`swiftui-layout` §5.2).
///
/// Arguments are normalised as SwiftUI does: `min' = max(min, 0)`, `ideal' = max(min', ideal)`,
/// `max' = max(ideal', max)`. Per axis the frame reports the proposal clamped to min/max when both
/// are set; with only `min`, `max(min, min(P, child))`; with only `max`, `min(max, max(P, child))`;
/// otherwise the child's size. A `nil` proposal is replaced by the ideal. When placing (iOS 17
/// semantics) the child is proposed the frame's size, except `nil` on an axis with no ideal whose
/// own proposal was `nil` and whose size lies strictly between min and max.
struct FlexFrameLayout: UnaryLayoutBehavior {
    struct AxisBounds {
        var min: CGFloat?, ideal: CGFloat?, max: CGFloat?
        init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
            let mn = Sanitize.bound(min).map { Swift.max($0, 0) }
            let id = Sanitize.bound(ideal).map { Swift.max(mn ?? 0, $0) }
            let mx = Sanitize.bound(max).map { Swift.max(id ?? 0, $0) }
            self.min = mn
            self.ideal = id
            self.max = mx
        }
        /// Any of min, ideal or max set: the frame resets spacing on this axis (§3.2).
        var isConstrained: Bool { min != nil || ideal != nil || max != nil }

        func clamp(_ v: CGFloat) -> CGFloat { Swift.min(Swift.max(v, min ?? -.infinity), max ?? .infinity) }

        /// The size decided without the child, if any.
        func early(_ p: CGFloat?) -> CGFloat? {
            if let p {
                if let mn = min, let mx = max, mn <= mx { return clamp(p) }
                return nil
            }
            return ideal
        }

        func childProposal(_ p: CGFloat?) -> CGFloat? {
            // Not `.map(clamp)`: the method reference is a closure allocated at every call.
            guard let v = p ?? ideal else { return nil }
            return clamp(v)
        }

        func size(child c: CGFloat, childProposal cp: CGFloat?) -> CGFloat {
            switch (min, max) {
            case let (mn?, mx?) where mn <= mx: return clamp(c)
            case let (mn?, nil): return Swift.max(Swift.min(cp ?? .infinity, c), mn)
            case let (nil, mx?): return Swift.min(Swift.max(cp ?? -.infinity, c), mx)
            default: return c
            }
        }
    }

    let width: AxisBounds
    let height: AxisBounds
    let alignment: Alignment
    var kind: String { "frame" }

    func sizeThatFits(_ p: ProposedViewSize, children: [LayoutNode]) -> CGSize {
        let ew = width.early(p.width), eh = height.early(p.height)
        if let ew, let eh { return CGSize(width: ew, height: eh) }
        let cp = ProposedViewSize(width: width.childProposal(p.width), height: height.childProposal(p.height))
        let c = children.first?.sizeThatFits(cp) ?? .zero
        return CGSize(width: ew ?? width.size(child: c.width, childProposal: cp.width), height: eh ?? height.size(child: c.height, childProposal: cp.height))
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutNode) -> (origin: CGPoint, proposal: ProposedViewSize) {
        func axis(_ b: AxisBounds, _ own: CGFloat?, _ size: CGFloat) -> CGFloat? {
            if b.ideal == nil, own == nil, size > (b.min ?? -.infinity), size < (b.max ?? .infinity) { return nil }
            return size
        }
        let cp = ProposedViewSize(width: axis(width, proposal.width, bounds.width), height: axis(height, proposal.height, bounds.height))
        let size = child.sizeThatFits(cp)
        return (alignedOrigin(child: child, childSize: size, proposal: cp, in: bounds.size, alignment: alignment), cp)
    }

    func spacing(children: [LayoutNode]) -> ViewSpacing {
        guard let child = children.first else { return ViewSpacing() }
        if child.behavior is SpacerLayout { return child.spacing }
        var edges: Edge.Set = []
        if width.isConstrained { edges.formUnion(.horizontal) }
        if height.isConstrained { edges.formUnion(.vertical) }
        return child.spacing.resetting(edges)
    }
}

extension View {
    /// Positions this view within an invisible frame with the given size constraints.
    ///
    /// ```swift
    /// Color.blue.frame(maxWidth: .infinity, maxHeight: 40)
    /// Text("Title").frame(maxWidth: .infinity, alignment: .leading)
    /// ```
    /// (`@inlinable`: see `LayoutModifierBox`.)
    @inlinable
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        modifier(LayoutModifierBox.flexFrame(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
            minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }
}

extension LayoutModifierBox {
    /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    @usableFromInline
    static func flexFrame(minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?,
                          minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment) -> LayoutModifierBox {
        LayoutModifierBox(FlexFrameLayout(
            width: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
            height: .init(min: minHeight, ideal: idealHeight, max: maxHeight), alignment: alignment))
    }
}
