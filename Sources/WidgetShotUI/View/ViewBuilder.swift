import Foundation

/// A result builder that composes views from closures — SwiftUI's `@ViewBuilder`.
///
/// Supports several statements (a `TupleView`), `if`, `if let`, `if`/`else`, `switch`, and
/// `if #available` (as `AnyView`).
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView(value: (repeat each content)) { context in
            var nodes: [LayoutNode] = []
            for child in repeat each content { nodes += Resolver.nodes(child, context) }
            return nodes
        }
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    // `@inlinable`: specialized where the builder is used, a branch is built without looking up
    // the generic metadata of `_ConditionalContent.Storage` at run time (issue 21).
    @inlinable
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }
    @inlinable
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// A view created from several views (a `@ViewBuilder` block with more than one statement).
public struct TupleView<T>: View, PrimitiveView {
    /// The views, as a tuple.
    public var value: T
    let resolveChildren: (ResolveContext) -> [LayoutNode]

    /// Creates a tuple view. Views built this way outside a `@ViewBuilder` are opaque to layout
    /// unless `T` is itself a view.
    public init(_ value: T) {
        self.value = value
        resolveChildren = { context in (value as? any View).map { Resolver.nodes($0, context) } ?? [] }
    }

    init(value: T, resolveChildren: @escaping (ResolveContext) -> [LayoutNode]) {
        self.value = value
        self.resolveChildren = resolveChildren
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        resolveChildren(context)
    }
}

/// The result of `if`/`else` and `switch` in a `@ViewBuilder`.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    @usableFromInline
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    @usableFromInline
    let storage: Storage

    @usableFromInline
    init(storage: Storage) { self.storage = storage }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    /// `.primitive(view, inputs)` without `Self`'s generic metadata, which this unspecialized
    /// function would look up at run time for every branch resolved (issue 21); inlined into the
    /// conformance's witness, which has it at hand.
    @inline(__always)
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs {
        _ViewResolveOutputs(nodes: Resolver.directed(view.makeNodes(inputs.context), inputs.context))
    }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        switch storage {
        case .trueContent(let v): return Resolver.nodes(v, context)
        case .falseContent(let v): return Resolver.nodes(v, context)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        map { Resolver.nodes($0, context) } ?? []
    }
}
