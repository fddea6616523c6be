import Foundation

/// `.containerRelativeFrame(_:…)` (iOS 17): a frame whose size on the given axes is computed from
/// the size of the nearest container. In a widget the container is the widget itself (the
/// `containerShape` the chrome sets: the whole widget canvas); outside a widget, where no
/// container is known, the size proposed to the modifier stands in for it (documented guess).
///
/// With `count`/`span`/`spacing`: length = (container − spacing × (count − 1)) / count × span +
/// spacing × (span − 1), as Apple documents.
struct ContainerRelativeFrameLayout: UnaryLayoutBehavior {
    let axes: Axis.Set
    let alignment: Alignment
    let container: CGSize?
    let length: (CGFloat, Axis) -> CGFloat
    var kind: String { "containerRelativeFrame" }

    private func frame(for p: ProposedViewSize) -> FrameLayout {
        func size(_ axis: Axis) -> CGFloat? {
            let base = axis == .horizontal ? (container?.width ?? p.width) : (container?.height ?? p.height)
            guard let base, base.isFinite else { return nil }
            let v = length(base, axis)
            return v.isFinite ? max(v, 0) : nil
        }
        return FrameLayout(width: axes.contains(.horizontal) ? size(.horizontal) : nil,
                           height: axes.contains(.vertical) ? size(.vertical) : nil, alignment: alignment)
    }

    func sizeThatFits(_ p: ProposedViewSize, children: [LayoutNode]) -> CGSize { frame(for: p).sizeThatFits(p, children: children) }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutNode) -> (origin: CGPoint, proposal: ProposedViewSize) {
        frame(for: proposal).childPlacement(in: bounds, proposal: proposal, child: child)
    }
}

/// Resolves the container size from the environment, then wraps each content node.
struct ContainerRelativeFrameModifier: ViewModifier, LayoutModifier {
    typealias Body = Never
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat
    func makeBehavior(_ context: ResolveContext) -> any LayoutBehavior {
        ContainerRelativeFrameLayout(axes: axes, alignment: alignment, container: context.environment.containerShape?.rect.size, length: length)
    }
}

extension View {
    /// Sizes this view to its container on `axes`.
    ///
    /// ```swift
    /// Color.blue.containerRelativeFrame(.horizontal)          // as wide as the widget
    /// ```
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: { v, _ in v }))
    }

    /// Sizes this view to `span` of `count` equal columns (or rows) of its container, with
    /// `spacing` between them.
    ///
    /// ```swift
    /// Text("1/3").containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 8)
    /// ```
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center) -> some View {
        let n = CGFloat(max(count, 1)), s = CGFloat(min(max(span, 1), max(count, 1))), gap = spacing.isFinite ? spacing : 0
        return modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: { v, _ in
            (v - gap * (n - 1)) / n * s + gap * (s - 1)
        }))
    }

    /// Sizes this view on `axes` with a function of the container's length on each axis.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
    }
}
