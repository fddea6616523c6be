import Foundation

/// A type-erased `Layout` — SwiftUI's iOS 16 `AnyLayout`, used to switch a container's layout at
/// run time without changing the view's type:
///
/// ```swift
/// let layout = family == .systemSmall ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
/// layout { Text("12°"); Text("Cloudy") }
/// ```
///
/// `AnyLayout(FlowLayout()) { … }` lays its content out exactly as `FlowLayout() { … }` does: the
/// container resolves as the wrapped layout (its stack axis for `Spacer`s, its guides, its cache).
/// Used directly as a `Layout` (from another layout's code), it forwards every requirement.
public struct AnyLayout: Layout, Animatable {
    /// The wrapped layout's cache, erased.
    public struct Cache {
        var value: Any
    }

    /// The wrapped layout.
    let base: any Layout

    /// Wraps `layout`.
    public init<L: Layout>(_ layout: L) {
        base = (layout as? AnyLayout)?.base ?? layout
    }

    /// A still render draws the final layout, so there is nothing to interpolate.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }

    public func makeCache(subviews: Subviews) -> Cache {
        func make<L: Layout>(_ l: L) -> Cache { Cache(value: l.makeCache(subviews: subviews)) }
        return make(base)
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        func update<L: Layout>(_ l: L) { withCache(l, &cache) { l.updateCache(&$0, subviews: subviews) } }
        update(base)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        func size<L: Layout>(_ l: L) -> CGSize {
            withCache(l, &cache) { l.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
        }
        return size(base)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        func place<L: Layout>(_ l: L) {
            withCache(l, &cache) { l.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
        }
        place(base)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        func spacing<L: Layout>(_ l: L) -> ViewSpacing { withCache(l, &cache) { l.spacing(subviews: subviews, cache: &$0) } }
        return spacing(base)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        func guideValue<L: Layout>(_ l: L) -> CGFloat? {
            withCache(l, &cache) { l.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
        }
        return guideValue(base)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        func guideValue<L: Layout>(_ l: L) -> CGFloat? {
            withCache(l, &cache) { l.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
        }
        return guideValue(base)
    }

    /// Runs `body` on the wrapped layout's own cache (made afresh if `cache` holds another
    /// layout's, which happens only if a caller mixes caches).
    private func withCache<L: Layout, R>(_ layout: L, _ cache: inout Cache, _ body: (inout L.Cache) -> R) -> R {
        var typed = cache.value as? L.Cache ?? layout.makeCache(subviews: LayoutSubviews(nodes: []))
        let result = body(&typed)
        cache.value = typed
        return result
    }

    /// The container node for `content`, resolved as the wrapped layout's own container.
    func container(content: some View, _ context: ResolveContext) -> LayoutNode {
        func open<L: Layout>(_ l: L) -> LayoutNode {
            Resolver.container(l, kind: _typeName(L.self, qualified: false), content: content, context)
        }
        return open(base)
    }
}
