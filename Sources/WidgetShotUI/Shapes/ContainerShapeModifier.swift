import Foundation

/// Where a container shape declared with `containerShape(_:)` lies: the frame of the view it was
/// declared on, recorded when that view is placed (before anything inside it is drawn).
final class ContainerShapeAnchor {
    var frame: CGRect?
}

/// Lays its child out unchanged and records the frame it is placed in.
struct ContainerShapeLayout: UnaryLayoutBehavior {
    let anchor: ContainerShapeAnchor
    var kind: String { "containerShape" }
    func sizeThatFits(_ p: ProposedViewSize, children: [LayoutNode]) -> CGSize { children.first?.sizeThatFits(p) ?? .zero }
    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutNode) -> (origin: CGPoint, proposal: ProposedViewSize) {
        (.zero, proposal)
    }
    // The frame is recorded only at the real placement (alignment queries call
    // `childPlacement` with a zero origin).
    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [LayoutNode]) {
        anchor.frame = bounds
        children.first?.place(at: bounds.origin, proposal: proposal)
    }
    func layoutPriority(children: [LayoutNode]) -> Double { children.first?.layoutPriority ?? 0 }
}

/// Declares the container shape for the content (`View.containerShape(_:)`).
struct ContainerShapeModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    /// The shape inset by an amount in a rectangle; nil keeps the enclosing container.
    let outline: ((CGRect, CGFloat) -> Path)?
    func resolve(_ content: (ResolveContext) -> [LayoutNode], _ context: ResolveContext) -> [LayoutNode] {
        guard let outline else { return content(context) }
        let anchor = ContainerShapeAnchor()
        var inner = context
        inner.environment.declaredContainerShape = DeclaredContainerShape(anchor: anchor, outline: outline)
        return content(inner).map { LayoutNode(ContainerShapeLayout(anchor: anchor), children: [$0]) }
    }
}

extension View {
    /// Sets the container shape to use for any container relative shape within this view
    /// (iOS 15, https://developer.apple.com/documentation/swiftui/view/containershape(_:)-qn9q).
    ///
    /// The shape takes this view's frame once it is placed; a `ContainerRelativeShape` inside
    /// (`.clipShape(.containerRelative)`, `ContainerRelativeShape().strokeBorder(…)`) is this
    /// shape inset by its distance from the view's edge:
    ///
    /// ```swift
    /// Image("bird").padding(6)
    ///     .background { Color.blue.clipShape(.containerRelative) }   // a circle
    ///     .containerShape(.circle)
    /// ```
    ///
    /// Applied to a group of views, the views share one container (the last one placed).
    /// `ContainerRelativeShape` itself keeps the enclosing container.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        if shape is ContainerRelativeShape { return modifier(ContainerShapeModifier(outline: nil)) }
        return modifier(ContainerShapeModifier(outline: { rect, amount in shape.inset(by: amount).path(in: rect) }))
    }
}
