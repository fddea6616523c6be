import Foundation

/// A modifier that you apply to a view, producing a different version of it — SwiftUI's
/// `ViewModifier`.
///
/// ```swift
/// struct Card: ViewModifier {
///     func body(content: Content) -> some View {
///         content.padding(12).background(Color.white).cornerRadius(8)
///     }
/// }
/// Text("Hi").modifier(Card())
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view this modifier produces.
    associatedtype Body: View
    /// The content view the modifier is applied to.
    typealias Content = _ViewModifier_Content<Self>
    /// Returns the modified content.
    @ViewBuilder func body(content: Self.Content) -> Self.Body
    /// WidgetShot's entry point for resolving `content` with this modifier applied, as
    /// `View._makeWidgetShotNodes` is for views: do not implement or call it. Modifiers with a
    /// `body` use the default (evaluate `body`); WidgetShot's primitive modifiers resolve
    /// themselves. Dispatched through the conformance, it replaces an
    /// `as? any PrimitiveModifier.Type` cast at every modifier of every view (issue 21).
    nonisolated static func _makeWidgetShotNodes<Content: View>(modifier: Self, content: Content, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs
}

extension ViewModifier {
    /// Modifiers with a `body`: see `ViewModifier._makeWidgetShotNodes`.
    public nonisolated static func _makeWidgetShotNodes<Content: View>(modifier: Self, content: Content, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs {
        _ViewResolveOutputs(nodes: Resolver.modifierBodyNodes(modifier, content: content, inputs.context))
    }
}

extension ViewModifier where Self: PrimitiveModifier {
    /// WidgetShot's primitive modifiers (the `@usableFromInline` ones declare it themselves).
    nonisolated static func _makeWidgetShotNodes<Content: View>(modifier: Self, content: Content, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs {
        .primitiveModifier(modifier, content: content, inputs)
    }
}

extension _ViewResolveOutputs {
    /// The nodes of `content` under one of WidgetShot's primitive modifiers: `resolve`, the
    /// content resolved in place when the modifier asks for it.
    static func primitiveModifier<M: PrimitiveModifier, Content: View>(_ modifier: M, content: Content, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs {
        _ViewResolveOutputs(nodes: modifier.resolve({ Resolver.nodes(content, $0) }, inputs.context))
    }
}

extension ViewModifier where Body == Never {
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

/// The content a `ViewModifier` receives in `body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let resolve: (ResolveContext) -> [LayoutNode]
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] { resolve(context) }
}

/// A value with a modifier applied to it.
public struct ModifiedContent<Content, Modifier> {
    /// The content the modifier is applied to.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier
    /// Creates a modified value.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    /// `.primitive(view, inputs)` (`makeNodes` below) without `Self`'s generic metadata and
    /// conditional conformance, which this unspecialized function would look up at run time at
    /// every modifier of every view (issue 21). Inlined into the conformance's witness, which has
    /// `Self`'s metadata at hand for reading `view`'s fields.
    @inline(__always)
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs {
        _ViewResolveOutputs(nodes: Resolver.directed(
            Modifier._makeWidgetShotNodes(modifier: view.modifier, content: view.content, inputs).nodes, inputs.context))
    }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        Modifier._makeWidgetShotNodes(modifier: modifier, content: content, _ViewResolveInputs(context: context)).nodes
    }
}

extension Resolver {
    /// The nodes of `content` under a modifier that is not one of WidgetShot's primitives: its
    /// `body`'s (the default `ViewModifier._makeWidgetShotNodes`).
    static func modifierBodyNodes<M: ViewModifier, Content: View>(_ modifier: M, content: Content, _ context: ResolveContext) -> [LayoutNode] {
        if M.Body.self == Never.self {
            // A primitive modifier whose conformance did not pick its own `_makeWidgetShotNodes`
            // would still resolve here (a conformance look-up, as before issue 21's dispatch).
            if let primitive = M.self as? any PrimitiveModifier.Type {
                PrimitiveFallbacks.record(M.self)
                return primitiveModifierNodes(primitive, modifier, { nodes(content, $0) }, context)
            }
            return []
        }
        // Escaping: the body may keep its content for later (a `GeometryReader` resolves it while placing).
        let resolveContent: (ResolveContext) -> [LayoutNode] = { nodes(content, $0) }
        let body = context.environment.evaluating { modifier.body(content: _ViewModifier_Content(resolve: resolveContent)) }
        return nodes(body, context)
    }

    /// `modifier.resolve(content, context)` for a modifier whose type `M` is `P`, read in place
    /// (no existential box: see `Resolver.primitiveNodes`).
    @inline(__always)
    static func primitiveModifierNodes<P: PrimitiveModifier, M>(_: P.Type, _ modifier: M, _ content: (ResolveContext) -> [LayoutNode],
                                                                _ context: ResolveContext) -> [LayoutNode] {
        withUnsafePointer(to: modifier) { $0.withMemoryRebound(to: P.self, capacity: 1) { $0.pointee.resolve(content, context) } }
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public func body(content: _ViewModifier_Content<Self>) -> some View {
        content.modifier(self.content).modifier(modifier)
    }
}

extension ViewModifier {
    /// Returns a modifier that applies `self` then `modifier`.
    public func concat<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension View {
    /// Applies a modifier to this view.
    nonisolated public func modifier<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A built-in modifier that WidgetShot resolves directly.
protocol PrimitiveModifier {
    /// Turns the content's nodes (resolved on demand, so environment modifiers can change the
    /// context first) into the modified nodes.
    func resolve(_ content: (ResolveContext) -> [LayoutNode], _ context: ResolveContext) -> [LayoutNode]
}

/// A modifier that wraps each view of its content in a layout node of its own: modifiers on a
/// `Group`, a `ForEach` or a multi-view body apply to every member, as in SwiftUI; no content
/// gives no node.
protocol LayoutModifier: PrimitiveModifier {
    func makeBehavior(_ context: ResolveContext) -> any LayoutBehavior
}

extension LayoutModifier {
    func resolve(_ content: (ResolveContext) -> [LayoutNode], _ context: ResolveContext) -> [LayoutNode] {
        // Wrapped in place: the content's array (uniquely held) is reused, not copied by `map`.
        var nodes = content(context)
        for i in nodes.indices { nodes[i] = LayoutNode(makeBehavior(context), children: [nodes[i]]) }
        return nodes
    }
}

/// A modifier that only records a drawing effect on each content node.
/// `clipShape(_:)`: the shape's path is made when drawing, in the view's environment, so shapes
/// that read it (`ContainerRelativeShape` follows the widget's corner) see the view's values.
struct ShapeClipModifier<S: Shape>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let shape: S
    let antialiased: Bool
    func resolve(_ content: (ResolveContext) -> [LayoutNode], _ context: ResolveContext) -> [LayoutNode] {
        let nodes = content(context)
        let environment = context.environment, shape = self.shape
        let effect = RenderEffect.clip(shape: { rect in shape.placedPath(in: rect, environment: environment) }, antialiased: antialiased)
        for node in nodes { node.effects.append(effect) }
        return nodes
    }
}

struct EffectModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let effect: RenderEffect
    func resolve(_ content: (ResolveContext) -> [LayoutNode], _ context: ResolveContext) -> [LayoutNode] {
        let nodes = content(context)
        for node in nodes { node.effects.append(effect) }
        return nodes
    }
}
