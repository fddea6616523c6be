import Foundation

/// A type that represents part of your widget's user interface — SwiftUI's `View`.
///
/// ```swift
/// struct Badge: View {
///     var count: Int
///     var body: some View {
///         Text("\(count)").padding(4).background(Color.red)
///     }
/// }
/// ```
///
/// Isolated to the main actor as in the iOS 18 SDK (`@MainActor @preconcurrency protocol View`),
/// so a `@MainActor` helper can be called from `body` or `.onAppear`. WidgetShot still evaluates
/// bodies on its render threads (`--jobs`, parallel snapshot tests): every target, and every
/// extension build, compiles in the Swift 5 language mode, where isolation is checked at compile
/// time only (the runtime checks of SE-0423 are emitted in the Swift 6 mode), and a view is a
/// value evaluated by one thread at a time. Widget code that asserts it runs on the main thread
/// (`MainActor.assumeIsolated`, `dispatchPrecondition(.onQueue(.main))`) traps there.
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View
    /// The content and behaviour of the view.
    @ViewBuilder var body: Self.Body { get }
    /// WidgetShot's entry point for turning a view of this type into layout nodes, as SwiftUI's
    /// `_makeView(view:inputs:)` is SwiftUI's: do not implement or call it. Views with a `body` use
    /// the default (evaluate `body`); WidgetShot's primitive views each declare their own. Dispatched
    /// through the conformance, it replaces a dynamic `as? any PrimitiveView.Type` cast per view type,
    /// whose first check for each type scanned every protocol conformance record of the process
    /// (about 10,000 in `widgetshot`: issue 21, cold start).
    nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs
}

extension View {
    /// Views with a `body` (and platform representables): see `View._makeWidgetShotNodes`.
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs {
        _ViewResolveOutputs(nodes: Resolver.compositeNodes(view, inputs.context))
    }
}

/// What `View._makeWidgetShotNodes` receives: the resolve context (opaque outside WidgetShotUI).
public struct _ViewResolveInputs {
    let context: ResolveContext
}

/// What `View._makeWidgetShotNodes` returns: the view's layout nodes (opaque outside WidgetShotUI).
public struct _ViewResolveOutputs {
    let nodes: [LayoutNode]

    /// The nodes of one of WidgetShot's primitive views.
    static func primitive<P: PrimitiveView>(_ view: P, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs {
        _ViewResolveOutputs(nodes: Resolver.primitive(view, inputs.context))
    }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(Never.self) }
}

/// Called by the `body` of primitive views, which WidgetShot resolves directly.
func primitiveBody<V>(_ type: V.Type) -> Never {
    preconditionFailure("\(V.self) is a primitive view: its body is never evaluated")
}

/// A view WidgetShot turns into layout nodes itself instead of evaluating a `body`.
protocol PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [LayoutNode]
}
