import Foundation

/// A view that contains no views and takes no space.
public struct EmptyView: View, PrimitiveView {
    public init() {}
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] { [] }
}

/// A type-erased view.
///
/// ```swift
/// let badge: AnyView = isLive ? AnyView(Text("LIVE")) : AnyView(EmptyView())
/// ```
public struct AnyView: View, PrimitiveView {
    let view: any View
    /// Wraps a view.
    public init<V: View>(_ view: V) { self.view = view }
    /// Wraps an existential view.
    public init(erasing view: some View) { self.view = view }
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] { Resolver.nodes(view, context) }
}

/// A type that collects views without laying them out; modifiers applied to a group apply to
/// each of its members.
///
/// ```swift
/// Group { Text("A"); Text("B") }.font(.caption)
/// ```
public struct Group<Content: View>: View, PrimitiveView {
    let content: Content
    /// Creates a group of views.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] { Resolver.nodes(content, context) }
}

/// A structure that computes views on demand from a collection of identified data.
///
/// ```swift
/// ForEach(0..<3) { i in Text("Row \(i)") }
/// ForEach(songs) { song in Text(song.title) }          // Identifiable
/// ForEach(names, id: \.self) { name in Text(name) }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The collection of data.
    public var data: Data
    /// A function creating the content (a view, or chart content in Swift Charts) for each element.
    public var content: (Data.Element) -> Content
    let id: (Data.Element) -> ID
}

// As in SwiftUI, `ForEach` is a view when its content is (Swift Charts makes it chart content too).
extension ForEach: View, PrimitiveView where Content: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var nodes: [LayoutNode] = []
        // Read once: each read of a stored property of this generic struct asks the runtime for
        // its metadata (issue 21).
        let content = self.content, id = self.id
        if let range = data as? Range<Int> {
            // `ForEach(0..<n)`, the usual data, walked as integers (`Data.Element` is `Int`): the
            // generic walk calls the iterator through protocol witnesses, ~1,500 instructions an
            // element (issue 21).
            for i in range { Self.appendNodes(of: unsafeBitCast(i, to: Data.Element.self), content, id, to: &nodes, context) }
        } else {
            for element in data { Self.appendNodes(of: element, content, id, to: &nodes, context) }
        }
        return nodes
    }

    /// The nodes of one element's content, identified by the element's id unless `.id(_:)` set one.
    ///
    /// The content closure runs here, after the enclosing view's `body` returned, and it reads that
    /// view's `@Environment`/`@EnvironmentObject` properties (`ForEach(model.lessons) { Text($0)
    /// .font(model.font) }`), so it runs in this place's environment like a body does.
    private static func appendNodes(of element: Data.Element, _ content: (Data.Element) -> Content, _ id: (Data.Element) -> ID,
                                    to nodes: inout [LayoutNode], _ context: ResolveContext) {
        let made = Resolver.nodes(context.environment.evaluating { content(element) }, context)
        let elementID = LayoutEngine.idString(id(element))
        for node in made where node.explicitID == nil { node.explicitID = elementID }
        // One view an element, usually: appended as an element, not as a sequence (~300 instructions).
        if made.count == 1 { nodes.append(made[0]) } else { nodes.append(contentsOf: made) }
    }
}

extension ForEach {
    /// A `ForEach` of any content, for other modules' builders (Swift Charts' `ChartContent`).
    @_spi(WidgetShotCharts)
    public init(data: Data, elementID: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = elementID
    }

    /// The identity of one element.
    @_spi(WidgetShotCharts)
    public func elementID(_ element: Data.Element) -> ID { id(element) }
}

extension ForEach where Content: View {
    /// Creates views from data with an explicit identity key path.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0[keyPath: id] }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: View {
    /// Creates views from identifiable data.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0.id }
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Creates views from a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0 }
    }
}
