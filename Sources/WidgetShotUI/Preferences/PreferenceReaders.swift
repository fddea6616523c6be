import Foundation

// Reading preferences. `overlayPreferenceValue` / `backgroundPreferenceValue` build their layer
// when it is placed — after the view they decorate, so values written inside a `GeometryReader`
// and anchors (which need placed frames) are known. The layer is proposed the view's size and
// aligned on it, as `.overlay`/`.background` content is, and never changes the view's layout.

/// The layer of `overlayPreferenceValue` / `backgroundPreferenceValue`: takes the proposed size
/// (the decorated view's) and builds its content from the decorated view's preference value.
struct PreferenceLayerLayout: DeferredChildrenLayout {
    /// The decorated view's node (placed before this layer).
    unowned let primary: LayoutNode
    let alignment: Alignment
    let build: (LayoutNode) -> [LayoutNode]
    var kind: String { "preference layer" }
    var defersChildren: Bool { true }

    func sizeThatFits(_ p: ProposedViewSize, children: [LayoutNode]) -> CGSize { p.replacingUnspecifiedDimensions(by: .zero) }
    func explicitGuides(children: [LayoutNode]) -> Set<AlignmentKey>? { [] }
    func makeChildren(frame: CGRect) -> [LayoutNode] { build(primary) }

    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [LayoutNode]) {
        let p = ProposedViewSize(bounds.size)
        for child in children {
            let size = child.sizeThatFits(p)
            let o = alignedOrigin(child: child, childSize: size, proposal: p, in: bounds.size, alignment: alignment)
            child.place(at: CGPoint(x: bounds.minX + o.x, y: bounds.minY + o.y), proposal: p)
        }
    }
}

/// Puts a preference-built layer behind or in front of each node of the content.
struct PreferenceLayerModifier<K: PreferenceKey, V: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let role: SecondaryLayerLayout.Role
    let alignment: Alignment
    let transform: (K.Value) -> V

    func resolve(_ content: (ResolveContext) -> [LayoutNode], _ context: ResolveContext) -> [LayoutNode] {
        var inner = context
        inner.environment.stackOrientation = nil
        let transform = self.transform
        return content(context).map { primary in
            let layer = LayoutNode(PreferenceLayerLayout(primary: primary, alignment: alignment) { node in
                let value = PreferenceCollector.value(K.self, in: [node])
                return inner.environment.evaluating { Resolver.nodes(transform(value), inner) }
            })
            return LayoutNode(SecondaryLayerLayout(role: role, alignment: alignment), children: [primary, layer])
        }
    }
}

/// Calls `onPreferenceChange` actions once, after the layout that produced their values.
struct PreferenceChangeModifier<K: PreferenceKey>: ViewModifier, PrimitiveModifier where K.Value: Equatable {
    typealias Body = Never
    let action: (K.Value) -> Void

    func resolve(_ content: (ResolveContext) -> [LayoutNode], _ context: ResolveContext) -> [LayoutNode] {
        let nodes = content(context)
        let action = self.action
        context.services.afterLayout.append { [nodes] in action(PreferenceCollector.value(K.self, in: nodes)) }
        return nodes
    }
}

extension View {
    /// Reads the value of a preference the view's subtree produces and layers the view that
    /// `transform` makes from it in front of this view.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(PreferenceLayerModifier<K, V>(role: .overlay, alignment: alignment, transform: transform))
    }

    /// Reads the value of a preference the view's subtree produces and layers the view that
    /// `transform` makes from it behind this view.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center,
                                                                     @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(PreferenceLayerModifier<K, V>(role: .background, alignment: alignment, transform: transform))
    }

    /// Adds an action to perform with the value of a preference the view's subtree produces.
    /// SwiftUI calls it when the value changes; a widget render lays out once, so WidgetShot
    /// calls it once, after layout, with that layout's value (state it sets is not drawn: the
    /// widget is a snapshot, see `onAppear`).
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View where K.Value: Equatable {
        modifier(PreferenceChangeModifier<K>(action: action))
    }
}
