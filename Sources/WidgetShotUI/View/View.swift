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
