import Foundation

/// A view resolved by a closure at the place it is used (the slots of style configurations:
/// a gauge's label, a button's label…), so it picks up the environment the style sets.
public struct _StyleSlot: View, PrimitiveView {
    let resolve: (ResolveContext) -> [LayoutNode]
    init<V: View>(_ view: V) { resolve = { Resolver.nodes(view, $0) } }
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] { resolve(context) }
}

/// Builds a view from the environment at the place it is resolved (built-in styles read the
/// tint, the colour scheme and `isEnabled` this way).
struct EnvironmentReader<Content: View>: View, PrimitiveView {
    let content: (EnvironmentValues) -> Content
    init(@ViewBuilder _ content: @escaping (EnvironmentValues) -> Content) { self.content = content }
    typealias Body = Never
    var body: Never { primitiveBody(Self.self) }
    nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let view = context.environment.evaluating { content(context.environment) }
        return Resolver.nodes(view, context)
    }
}

/// A fixed paint as a style (styles resolve the tint once, then draw with it).
func paintStyle(_ paint: Paint) -> ResolvedPaintStyle { ResolvedPaintStyle(paint: paint) }

/// Whether a view type draws nothing (`EmptyView` slots are left out of style configurations).
func isEmptyView<V: View>(_ type: V.Type) -> Bool { type == EmptyView.self }

/// A fraction of a closed range, clamped to 0…1 (NaN and empty ranges give 0).
func clampedFraction(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
    guard upper > lower, !value.isNaN else { return 0 }
    let f = (value - lower) / (upper - lower)
    return f.isNaN ? 0 : min(max(f, 0), 1)
}
