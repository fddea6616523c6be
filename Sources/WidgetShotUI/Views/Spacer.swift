import Foundation

/// A flexible space that expands along the axis of its stack — SwiftUI's `Spacer`.
///
/// Sizing (`swiftui-layout` §2.2), with `m = minLength ?? 8`: along its stack's axis
/// `max(proposal ?? −∞, m)`, 0 across it; outside a stack, that rule on both axes. Its layout
/// priority is −∞ (sized after every other child) and the gap next to it is 0.
///
/// A negative or NaN `minLength` is clamped to 0 (SwiftUI never reports a negative size).
public struct Spacer: View, PrimitiveView {
    /// The minimum length; `nil` uses the default spacing (8).
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let m = minLength.map { $0.isNaN ? 0 : max($0, 0) } ?? ViewSpacing.defaultDistance
        return [LayoutNode(SpacerLayout(minLength: m, axis: context.environment.stackOrientation))]
    }
}

struct SpacerLayout: LayoutBehavior {
    let minLength: CGFloat
    let axis: Axis?
    var kind: String { "Spacer" }

    func sizeThatFits(_ p: ProposedViewSize, children: [LayoutNode]) -> CGSize {
        let w = max(p.width ?? -.infinity, minLength), h = max(p.height ?? -.infinity, minLength)
        switch axis {
        case .horizontal: return CGSize(width: w, height: 0)
        case .vertical: return CGSize(width: 0, height: h)
        case nil: return CGSize(width: w, height: h)
        }
    }

    func layoutPriority(children: [LayoutNode]) -> Double { -.infinity }

    func spacing(children: [LayoutNode]) -> ViewSpacing {
        switch axis {
        case .horizontal: return .uncategorized(0, edges: .horizontal)
        case .vertical: return .uncategorized(0, edges: .vertical)
        case nil: return .zero
        }
    }
}

/// A thin line separating content — SwiftUI's `Divider`.
///
/// In an `HStack` it is a vertical line; elsewhere horizontal. Its thickness is one pixel
/// (`1 / displayScale`) and along its length it takes the proposal (0 when unspecified). The
/// thickness is our choice: the reference does not record Divider's geometry.
public struct Divider: View, PrimitiveView {
    public init() {}
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let env = context.environment
        let color = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)
        let drawing = ShapeDrawing(path: { Path($0) }, paint: .color(color.resolve(in: env)), mode: .fill)
        return [LayoutNode(DividerLayout(vertical: env.stackOrientation == .horizontal, thickness: env.pixelLength), content: .shape(drawing))]
    }
}

struct DividerLayout: LayoutBehavior {
    let vertical: Bool
    let thickness: CGFloat
    var kind: String { "Divider" }
    func sizeThatFits(_ p: ProposedViewSize, children: [LayoutNode]) -> CGSize {
        vertical ? CGSize(width: thickness, height: p.height ?? 0) : CGSize(width: p.width ?? 0, height: thickness)
    }
}
