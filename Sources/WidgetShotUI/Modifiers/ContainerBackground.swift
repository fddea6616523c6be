import Foundation

/// Where a container background goes — SwiftUI's `ContainerBackgroundPlacement`; WidgetKit adds
/// `.widget`.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let identifier: String
    /// A placement by name (WidgetShotKit defines `.widget`).
    public init(identifier: String) { self.identifier = identifier }
}

/// Collects the first `.containerBackground` of one placement while a host's content resolves.
final class ContainerBackgroundCollector {
    let placement: ContainerBackgroundPlacement
    var nodes: [LayoutNode]?
    init(placement: ContainerBackgroundPlacement) { self.placement = placement }
}

private struct ContainerBackgroundCollectorKey: EnvironmentKey { static let defaultValue: ContainerBackgroundCollector? = nil }

extension EnvironmentValues {
    var containerBackgroundCollector: ContainerBackgroundCollector? {
        get { self[ContainerBackgroundCollectorKey.self] }
        set { self[ContainerBackgroundCollectorKey.self] = newValue }
    }
}

/// Hands a background view to the enclosing container (the widget), which draws it under its
/// content margins at full size. Outside such a container it does nothing.
struct ContainerBackgroundModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let placement: ContainerBackgroundPlacement
    let background: (ResolveContext) -> [LayoutNode]

    func resolve(_ content: (ResolveContext) -> [LayoutNode], _ context: ResolveContext) -> [LayoutNode] {
        if let collector = context.environment.containerBackgroundCollector, collector.placement == placement, collector.nodes == nil {
            var inner = context
            inner.environment.containerBackgroundCollector = nil
            inner.environment.stackOrientation = nil
            collector.nodes = background(inner)
        }
        return content(context)
    }
}

extension View {
    /// Sets the container background of the enclosing container (a widget: `for: .widget`).
    ///
    /// ```swift
    /// WidgetView().containerBackground(.fill.tertiary, for: .widget)
    /// ```
    public func containerBackground<S: ShapeStyle>(_ style: S, for placement: ContainerBackgroundPlacement) -> some View {
        modifier(ContainerBackgroundModifier(placement: placement) { [styleNode(style, kind: "containerBackground", $0)] })
    }

    /// Sets a view as the container background of the enclosing container.
    ///
    /// `alignment` positions the implicit `ZStack` grouping the background views in the container
    /// (centre by default, as Apple documents it): a background smaller than the widget — an image
    /// that is not resizable — sits in the middle, not at the top-leading corner.
    public func containerBackground<V: View>(for placement: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let v = content()
        return modifier(ContainerBackgroundModifier(placement: placement) { context in
            let nodes = Resolver.nodes(v, context)
            guard !nodes.isEmpty else { return [] }
            let fill = FlexFrameLayout.AxisBounds(min: nil, ideal: nil, max: .infinity)
            return [LayoutNode(FlexFrameLayout(width: fill, height: fill, alignment: alignment),
                               children: [Resolver.layered(nodes, alignment: alignment)])]
        })
    }
}

/// A container that draws its content's `.containerBackground` at its full size and its content
/// inset by margins — the host WidgetKit puts a widget's view in (built by WidgetShotKit's chrome).
///
/// Proposes: the background its own size; the content its size minus the margins, centred in the
/// inset area (the root rule, `swiftui-layout` §1.4). Reports: the proposal (unspecified as 0).
///
/// A `.containerBackground` inside a `GeometryReader` (or another view whose content is made
/// at layout) is not seen while the content resolves; when the host knows its size and the content
/// set no background, it lays the content out once at that size so such views make their content,
/// and looks again — iOS finds the background wherever it sits.
public struct ContainerBackgroundHost<Content: View>: View, PrimitiveView {
    let placement: ContainerBackgroundPlacement
    let margins: EdgeInsets
    let drawsBackground: Bool
    let whenMissing: AnyView?
    let size: CGSize?
    let content: Content

    /// - Parameters:
    ///   - margins: content margins (zero when disabled).
    ///   - drawsBackground: false where the system removes backgrounds (vibrant, StandBy).
    ///   - whenMissing: shown instead of the content when the content sets no background.
    ///   - size: the host's size, when known (a widget's canvas): lets it find a background set
    ///     inside a `GeometryReader`.
    public init(placement: ContainerBackgroundPlacement, margins: EdgeInsets, drawsBackground: Bool = true, whenMissing: AnyView? = nil,
                size: CGSize? = nil, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.margins = margins
        self.drawsBackground = drawsBackground
        self.whenMissing = whenMissing
        self.size = size
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let collector = ContainerBackgroundCollector(placement: placement)
        var inner = context
        inner.environment.containerBackgroundCollector = collector
        inner.environment.stackOrientation = nil
        var contentNodes = Resolver.nodes(content, inner)
        if collector.nodes == nil, let size { probeLayout(contentNodes, in: size, direction: context.environment.layoutDirection) }
        var children: [LayoutNode] = []
        if let nodes = collector.nodes {
            // An empty `.containerBackground(for: .widget) {}` (the full-bleed idiom) is adopted:
            // iOS draws no background and no "Please adopt" notice.
            if let background = nodes.first, drawsBackground {
                background.identifier = background.identifier ?? "containerBackground"
                children.append(background)
            }
        } else if let whenMissing {
            contentNodes = Resolver.nodes(whenMissing, inner)
        }
        let hasBackground = children.count == 1
        if !contentNodes.isEmpty { children.append(Resolver.unary(contentNodes)) }
        let layout = ContainerHostLayout(margins: margins, hasBackground: hasBackground, contentSetsBackground: collector.nodes != nil)
        return [LayoutNode(layout, children: children)]
    }

    /// Lays the content out at the inset size, as the real pass will, so views that make their
    /// content at layout (`GeometryReader`) make it now and a `.containerBackground` in it reaches
    /// the collector. Sizes are cached per proposal, so the real pass repeats little of it.
    private func probeLayout(_ nodes: [LayoutNode], in size: CGSize, direction: LayoutDirection) {
        let inset = ProposedViewSize(width: max(0, size.width - margins.horizontal), height: max(0, size.height - margins.vertical))
        for node in nodes {
            if node.layoutDirection == nil { node.layoutDirection = direction }
            _ = node.sizeThatFits(inset)
            node.place(at: CGPoint(x: margins.leading, y: margins.top), proposal: inset)
        }
    }
}

struct ContainerHostLayout: LayoutBehavior {
    let margins: EdgeInsets
    let hasBackground: Bool
    let contentSetsBackground: Bool
    /// "containerHost", or "containerHost(no background)" when the content set none (for lints).
    var kind: String { contentSetsBackground ? "containerHost" : "containerHost(no background)" }

    func sizeThatFits(_ p: ProposedViewSize, children: [LayoutNode]) -> CGSize { p.replacingUnspecifiedDimensions(by: .zero) }

    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [LayoutNode]) {
        var rest = children[...]
        if hasBackground, let background = rest.popFirst() {
            background.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        }
        guard let content = rest.first else { return }
        let inset = CGRect(x: bounds.minX + margins.leading, y: bounds.minY + margins.top,
                           width: max(0, bounds.width - margins.horizontal), height: max(0, bounds.height - margins.vertical))
        let p = ProposedViewSize(inset.size)
        let size = content.sizeThatFits(p)
        content.place(at: CGPoint(x: inset.midX - size.width / 2, y: inset.midY - size.height / 2), proposal: p)
    }

    func explicitGuides(children: [LayoutNode]) -> Set<AlignmentKey>? { [] }
}
