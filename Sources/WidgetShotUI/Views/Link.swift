import Foundation

/// A control that opens a URL; in a widget, a tap target drawn as its label — SwiftUI's `Link`.
///
/// ```swift
/// Link(destination: URL(string: "music://daily")!) { Text("每日推荐") }
/// ```
public struct Link<Label: View>: View, PrimitiveView {
    let destination: URL
    let label: Label
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let nodes = Resolver.nodes(label, context)
        guard !nodes.isEmpty else { return [] }
        let node = Resolver.unary(nodes)
        node.link = destination
        return [node]
    }
}

extension Link where Label == Text {
    /// A link whose label is a string.
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
    /// A link whose label is a localized string key.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }
}
