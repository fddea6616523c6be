import Foundation

/// Runs any `Layout` (built-in or the user's) as a node behaviour, owning its cache.
final class LayoutAdapter<L: Layout>: LayoutBehavior, DirectionalLayout {
    let layout: L
    let kind: String
    /// The container's `\.layoutDirection` (`LayoutSubviews.layoutDirection`).
    var layoutDirection = LayoutDirection.leftToRight
    private var cache: L.Cache?

    init(_ layout: L, kind: String? = nil) {
        self.layout = layout
        self.kind = kind ?? _typeName(L.self, qualified: false)
    }

    private func withCache<R>(_ children: [LayoutNode], _ body: (LayoutSubviews, inout L.Cache) -> R) -> R {
        var subviews = LayoutSubviews(nodes: children)
        subviews.layoutDirection = layoutDirection
        var c = cache ?? layout.makeCache(subviews: subviews)
        let result = body(subviews, &c)
        cache = c
        return result
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
        withCache(children) { layout.sizeThatFits(proposal: proposal, subviews: $0, cache: &$1) }
    }

    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [LayoutNode]) {
        withCache(children) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: $0, cache: &$1) }
    }

    func spacing(children: [LayoutNode]) -> ViewSpacing {
        withCache(children) { layout.spacing(subviews: $0, cache: &$1) }
    }

    /// Built-in stacks combine their children's guides; a user's layout may answer any guide.
    func explicitGuides(children: [LayoutNode]) -> Set<AlignmentKey>? {
        layout is HStackLayout || layout is VStackLayout || layout is ZStackLayout ? containerGuides(children) : nil
    }

    func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, children: [LayoutNode]) -> CGFloat? {
        withCache(children) { subviews, cache in
            key.axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
                : layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }
}

extension HorizontalAlignment { init(key: AlignmentKey) { self.key = key } }
extension VerticalAlignment { init(key: AlignmentKey) { self.key = key } }
