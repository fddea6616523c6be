import Foundation

/// A view that arranges its children in a horizontal line — SwiftUI's `HStack`.
///
/// ```swift
/// HStack(alignment: .firstTextBaseline, spacing: 4) { Text("12"); Text("°C").font(.caption) }
/// ```
public struct HStack<Content: View>: View, PrimitiveView {
    let layout: HStackLayout
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] { [Resolver.container(layout, kind: "HStack", content: content, context)] }
}

/// A view that arranges its children in a vertical line — SwiftUI's `VStack`.
public struct VStack<Content: View>: View, PrimitiveView {
    let layout: VStackLayout
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] { [Resolver.container(layout, kind: "VStack", content: content, context)] }
}

/// A view that overlays its children, aligning them in both axes — SwiftUI's `ZStack`.
public struct ZStack<Content: View>: View, PrimitiveView {
    let layout: ZStackLayout
    let content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] { [Resolver.container(layout, kind: "ZStack", content: content, context)] }
}

/// A view laid out by a custom `Layout` (what `MyLayout { … }` builds).
public struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        if let erased = layout as? AnyLayout { return [erased.container(content: content, context)] }
        // `String(describing: L.self)`'s text without its Mirror and conformance casts, per stack resolved.
        return [Resolver.container(layout, kind: _typeName(L.self, qualified: false), content: content, context)]
    }
}

extension Layout {
    /// Lays out the views of `content` with this layout.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> LayoutView<Self, V> {
        LayoutView(layout: self, content: content())
    }
}
