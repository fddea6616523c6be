import Foundation

/// Shows the first child whose ideal size fits the proposal on the constrained axes, or the last
/// child if none fits — SwiftUI's `ViewThatFits`.
///
/// ```swift
/// ViewThatFits { Text("Departure at 10:45"); Text("10:45") }
/// ```
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var inner = context
        inner.environment.stackOrientation = nil
        return [LayoutNode(ViewThatFitsLayout(axes: axes), children: Resolver.nodes(content, inner))]
    }
}

struct ViewThatFitsLayout: LayoutBehavior {
    let axes: Axis.Set
    var kind: String { "ViewThatFits" }

    func chosen(_ p: ProposedViewSize, _ children: [LayoutNode]) -> Int? {
        guard !children.isEmpty else { return nil }
        for (i, child) in children.enumerated() {
            let ideal = child.sizeThatFits(ProposedViewSize(
                width: axes.contains(.horizontal) ? nil : p.width, height: axes.contains(.vertical) ? nil : p.height))
            let fitsW = !axes.contains(.horizontal) || p.width.map { ideal.width <= $0 + 1e-9 } ?? true
            let fitsH = !axes.contains(.vertical) || p.height.map { ideal.height <= $0 + 1e-9 } ?? true
            if fitsW && fitsH { return i }
        }
        return children.count - 1
    }

    func sizeThatFits(_ p: ProposedViewSize, children: [LayoutNode]) -> CGSize {
        chosen(p, children).map { children[$0].sizeThatFits(p) } ?? .zero
    }

    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [LayoutNode]) {
        let pick = chosen(proposal, children)
        for (i, child) in children.enumerated() {
            child.isExcluded = i != pick
            if i == pick { child.place(at: bounds.origin, proposal: proposal) }
        }
    }

    func spacing(children: [LayoutNode]) -> ViewSpacing { children.first?.spacing ?? ViewSpacing() }
}
