import Foundation

/// `.frame(width:height:alignment:)` (`swiftui-layout` §5.1).
///
/// Proposes: `(width ?? P.w, height ?? P.h)`. Reports: `(width, height)` when both are set
/// (the child is not asked); otherwise the child's answer on the unset axis. The child is
/// aligned inside and may overflow. Negative or non-finite dimensions count as unset.
struct FrameLayout: UnaryLayoutBehavior {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment
    var kind: String { "frame" }

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? p.width, height: height ?? p.height)
    }

    func sizeThatFits(_ p: ProposedViewSize, children: [LayoutNode]) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let c = children.first?.sizeThatFits(childProposal(p)) ?? .zero
        return CGSize(width: width ?? c.width, height: height ?? c.height)
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutNode) -> (origin: CGPoint, proposal: ProposedViewSize) {
        let cp = childProposal(proposal)
        let size = child.sizeThatFits(cp)
        return (alignedOrigin(child: child, childSize: size, proposal: cp, in: bounds.size, alignment: alignment), cp)
    }

    func spacing(children: [LayoutNode]) -> ViewSpacing {
        guard let child = children.first else { return ViewSpacing() }
        if child.behavior is SpacerLayout { return child.spacing }
        var edges: Edge.Set = []
        if width != nil { edges.formUnion(.horizontal) }
        if height != nil { edges.formUnion(.vertical) }
        return child.spacing.resetting(edges)
    }
}

extension View {
    /// Positions this view within an invisible frame of the given size.
    ///
    /// ```swift
    /// Text("21°").frame(width: 44, height: 44, alignment: .topLeading)
    /// ```
    @inlinable
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(LayoutModifierBox.frame(width: width, height: height, alignment: alignment))
    }

    /// Deprecated in SwiftUI: a frame without arguments changes nothing.
    @inlinable
    public func frame() -> some View { modifier(LayoutModifierBox.frame(width: nil, height: nil, alignment: .center)) }
}

/// Wraps a layout behaviour as a modifier of the view it is applied to.
///
/// `@usableFromInline`, with the common modifiers that make it (`frame`, `padding`) `@inlinable`
/// one-liners: their `some View` is then `ModifiedContent<Self, LayoutModifierBox>` to the code
/// that calls them, known when it is compiled. Otherwise each call in widget code asks the runtime
/// for the opaque type's metadata and `View` conformance, demangling it every time (about 1,800
/// instructions a call: 7 M of the 1,000-view layout benchmark's 79 M, issue 21).
@usableFromInline
struct LayoutModifierBox: ViewModifier, LayoutModifier {
    @usableFromInline typealias Body = Never
    let behavior: any LayoutBehavior
    init(_ behavior: any LayoutBehavior) { self.behavior = behavior }
    func makeBehavior(_ context: ResolveContext) -> any LayoutBehavior { behavior }
    /// Its witness of `ViewModifier._makeWidgetShotNodes` (`@usableFromInline` as the type is).
    @usableFromInline
    nonisolated static func _makeWidgetShotNodes<Content: View>(modifier: Self, content: Content, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs {
        .primitiveModifier(modifier, content: content, inputs)
    }

    /// `.frame(width:height:alignment:)`.
    @usableFromInline
    static func frame(width: CGFloat?, height: CGFloat?, alignment: Alignment) -> LayoutModifierBox {
        LayoutModifierBox(FrameLayout(width: Sanitize.frameDimension(width), height: Sanitize.frameDimension(height), alignment: alignment))
    }
}
