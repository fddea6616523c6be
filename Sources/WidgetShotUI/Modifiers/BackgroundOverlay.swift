import Foundation

/// `.background`, `.overlay` and `.mask` (`swiftui-layout` §7).
///
/// The modified view lays out exactly as its primary child (size, spacing, priority, guides).
/// The secondary child is proposed the primary's final size and aligned on it; it never affects
/// layout. Several secondary views are combined by an implicit `ZStack` with the same alignment.
struct SecondaryLayerLayout: LayoutBehavior {
    enum Role: String { case background, overlay, mask }
    let role: Role
    let alignment: Alignment
    var kind: String { role.rawValue }

    func sizeThatFits(_ p: ProposedViewSize, children: [LayoutNode]) -> CGSize { children[0].sizeThatFits(p) }

    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [LayoutNode]) {
        children[0].place(at: bounds.origin, proposal: proposal)
        let secondary = children[1], sp = ProposedViewSize(bounds.size)
        let size = secondary.sizeThatFits(sp)
        let o = alignedOrigin(child: secondary, childSize: size, proposal: sp, in: bounds.size, alignment: alignment)
        secondary.place(at: CGPoint(x: bounds.minX + o.x, y: bounds.minY + o.y), proposal: sp)
    }

    func spacing(children: [LayoutNode]) -> ViewSpacing { children[0].spacing }
    func layoutPriority(children: [LayoutNode]) -> Double { children[0].layoutPriority }
    func explicitGuides(children: [LayoutNode]) -> Set<AlignmentKey>? { children[0].explicitGuides }
    func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, children: [LayoutNode]) -> CGFloat? {
        children[0].explicitAlignment(key, size: bounds.size, proposal: proposal)
    }
}

/// Resolves primary + secondary content into one secondary-layer node.
struct SecondaryLayerModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let role: SecondaryLayerLayout.Role
    let alignment: Alignment
    let secondary: (ResolveContext) -> [LayoutNode]

    func resolve(_ content: (ResolveContext) -> [LayoutNode], _ context: ResolveContext) -> [LayoutNode] {
        var inner = context
        inner.environment.stackOrientation = nil
        // Each member of the content gets its own secondary layer, as with every layout modifier.
        return content(context).map { primary in
            let layers = secondary(inner)
            guard !layers.isEmpty else { return primary }
            return LayoutNode(
                SecondaryLayerLayout(role: role, alignment: alignment),
                children: [primary, Resolver.layered(layers, alignment: alignment)])
        }
    }
}

extension View {
    /// Layers views behind this view (iOS 15 form).
    ///
    /// ```swift
    /// Text("LIVE").padding(4).background(alignment: .leading) { Capsule().fill(.red) }
    /// ```
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let v = content()
        return modifier(SecondaryLayerModifier(role: .background, alignment: alignment, secondary: { Resolver.nodes(v, $0) }))
    }
    /// Layers a view behind this view. (Disfavoured, as in SwiftUI, so `Color` and gradients pick
    /// the style form; both lay out the same.)
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryLayerModifier(role: .background, alignment: alignment, secondary: { Resolver.nodes(background, $0) }))
    }
    /// Fills the area behind this view with a style.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(SecondaryLayerModifier(role: .background, alignment: .center, secondary: { [styleNode(style, kind: "background style", $0)] }))
    }
    /// Fills a shape behind this view with a style.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        let v = shape.fill(style)
        return modifier(SecondaryLayerModifier(role: .background, alignment: .center, secondary: { Resolver.nodes(v, $0) }))
    }
    /// Fills a shape behind this view with the background style (system background).
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }

    /// Layers views in front of this view (iOS 15 form).
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let v = content()
        return modifier(SecondaryLayerModifier(role: .overlay, alignment: alignment, secondary: { Resolver.nodes(v, $0) }))
    }
    /// Layers a view in front of this view.
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryLayerModifier(role: .overlay, alignment: alignment, secondary: { Resolver.nodes(overlay, $0) }))
    }
    /// Fills the area in front of this view with a style.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(SecondaryLayerModifier(role: .overlay, alignment: .center, secondary: { [styleNode(style, kind: "overlay style", $0)] }))
    }
    /// Layers a style, filling a shape, in front of this view.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        let v = shape.fill(style)
        return modifier(SecondaryLayerModifier(role: .overlay, alignment: .center, secondary: { Resolver.nodes(v, $0) }))
    }

    /// Draws a border inside this view's bounds (a rectangle stroke inset by half its width).
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }

    /// Masks this view with the alpha of another view, aligned on it.
    public func mask<V: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> V) -> some View {
        let v = mask()
        return modifier(SecondaryLayerModifier(role: .mask, alignment: alignment, secondary: { Resolver.nodes(v, $0) }))
    }
    /// Masks this view with the alpha of another view.
    public func mask<V: View>(_ mask: V) -> some View {
        modifier(SecondaryLayerModifier(role: .mask, alignment: .center, secondary: { Resolver.nodes(mask, $0) }))
    }
}
