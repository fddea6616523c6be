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
