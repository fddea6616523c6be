import Foundation

/// A `GeometryReader` that can also measure texts as the layout engine will lay them out — for
/// views that arrange texts around drawn content from their own size (Swift Charts' axis labels
/// and legend, which take their room from the plot). Not SwiftUI API: WidgetShot's charts module
/// uses it through SPI.
@_spi(WidgetShotCharts)
public struct TextMeasuringReader<Content: View>: View, PrimitiveView {
    let content: (GeometryProxy, TextSizer) -> Content
    /// A reader whose content is built from its size and a text sizer for the reader's environment.
    public init(@ViewBuilder content: @escaping (GeometryProxy, TextSizer) -> Content) { self.content = content }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var inner = context
        inner.environment.stackOrientation = nil
        let content = self.content
        let sizer = TextSizer(context: inner)
        let layout = GeometryReaderLayout { proxy in
            inner.environment.evaluating { Resolver.nodes(content(proxy, sizer), inner) }
        }
        return [LayoutNode(layout)]
    }
}

/// Measures views (texts, usually) in a reader's environment, as the layout engine sizes them.
@_spi(WidgetShotCharts)
public struct TextSizer {
    let context: ResolveContext
    /// The size `view` takes when proposed `proposal` (its ideal size for `.unspecified`).
    public func size<V: View>(of view: V, proposal: ProposedViewSize = .unspecified) -> CGSize {
        let node = context.environment.evaluating { Resolver.unary(Resolver.nodes(view, context)) }
        return node.sizeThatFits(proposal)
    }
}
