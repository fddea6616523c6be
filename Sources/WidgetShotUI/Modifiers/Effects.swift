import Foundation

extension View {
    /// Multiplies the opacity of this view.
    public func opacity(_ opacity: Double) -> some View {
        modifier(EffectModifier(effect: .opacity(opacity.isNaN ? 1 : min(max(opacity, 0), 1))))
    }
    /// Clips this view to its bounding rectangle.
    public func clipped(antialiased: Bool = false) -> some View {
        modifier(EffectModifier(effect: .clip(shape: { Path($0) }, antialiased: antialiased)))
    }
    /// Clips this view to a shape laid in its frame.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(ShapeClipModifier(shape: shape, antialiased: style.isAntialiased))
    }
    /// Clips this view to a rounded rectangle.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius.isFinite ? max(radius, 0) : 0), style: FillStyle(antialiased: antialiased))
    }
    /// Adds a shadow behind this view.
    nonisolated public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(ShadowModifier(color: color, radius: radius, x: x, y: y))
    }
    /// Rotates this view when drawn, around an anchor point.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(EffectModifier(effect: .rotation(angle, anchor: anchor)))
    }
    /// Scales this view when drawn.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(EffectModifier(effect: .scale(scale, anchor: anchor)))
    }
    /// Scales this view uniformly when drawn.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }
    /// Scales this view when drawn, per axis.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }
    /// Blurs this view.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(EffectModifier(effect: .blur(radius: max(radius, 0))))
    }
    /// Hides this view; it keeps its space.
    public func hidden() -> some View { modifier(EffectModifier(effect: .hidden)) }
    /// Orders this view among its siblings when drawn (higher in front).
    public func zIndex(_ value: Double) -> some View { modifier(NodeAttributeModifier { $0.zIndex = value }) }
}

/// Resolves the shadow colour against the environment, then records the effect.
struct ShadowModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let color: Color
    let radius: CGFloat, x: CGFloat, y: CGFloat
    func resolve(_ content: (ResolveContext) -> [LayoutNode], _ context: ResolveContext) -> [LayoutNode] {
        let nodes = content(context)
        let effect = RenderEffect.shadow(color: color.resolve(in: context.environment), radius: max(radius, 0), x: x, y: y)
        for n in nodes { n.effects.append(effect) }
        return nodes
    }
}

/// Sets a node attribute (identifier, id, zIndex…) on each content node.
struct NodeAttributeModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let apply: (LayoutNode) -> Void
    func resolve(_ content: (ResolveContext) -> [LayoutNode], _ context: ResolveContext) -> [LayoutNode] {
        let nodes = content(context)
        nodes.forEach(apply)
        return nodes
    }
}

extension View {
    /// Tags this view with an identifier, which geometry output uses to find it.
    ///
    /// ```swift
    /// let tree = LayoutEngine().layout(view, in: CGSize(width: 170, height: 170))
    /// tree.frame(of: "title")
    /// ```
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(NodeAttributeModifier { $0.identifier = identifier })
    }
    /// Gives this view an explicit identity.
    public func id<ID: Hashable>(_ id: ID) -> some View { modifier(NodeAttributeModifier { $0.explicitID = LayoutEngine.idString(id) }) }
    /// Accepted for source compatibility (widgets have no safe area to ignore).
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
    /// Accepted for source compatibility.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
}

/// Safe-area regions (accepted for source compatibility).
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
