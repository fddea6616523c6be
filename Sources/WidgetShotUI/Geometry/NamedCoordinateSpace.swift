import Foundation

/// A frame of reference for geometry — SwiftUI's `CoordinateSpaceProtocol` (iOS 17,
/// https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol).
public protocol CoordinateSpaceProtocol {
    /// The coordinate space this value stands for.
    var coordinateSpace: CoordinateSpace { get }
}

/// A coordinate space named with `coordinateSpace(_:)` — SwiftUI's `NamedCoordinateSpace`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    /// The named space.
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

/// The canvas's coordinate space — SwiftUI's `GlobalCoordinateSpace`.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    /// Creates the global space.
    public init() {}
    /// `.global`.
    public var coordinateSpace: CoordinateSpace { .global }
}

/// A view's own coordinate space — SwiftUI's `LocalCoordinateSpace`.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    /// Creates the local space.
    public init() {}
    /// `.local`.
    public var coordinateSpace: CoordinateSpace { .local }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space named `name` by an ancestor's `coordinateSpace(_:)`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space of the innermost scroll view containing the view (iOS 17,
    /// https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/scrollview).
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName(axis: nil))) }

    /// The space of the innermost scroll view containing the view that scrolls along `axis`.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName(axis: axis))) }
}

/// The name under which a `ScrollView` declares its coordinate space (and once per axis it
/// scrolls along), so `.scrollView` finds the innermost one.
struct ScrollViewSpaceName: Hashable {
    let axis: Axis?
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The canvas's space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view's own space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

/// Where a named coordinate space lies: the frame of the view that declared it, recorded when
/// that view is placed (before any `GeometryReader` inside it makes its content).
final class CoordinateSpaceAnchor {
    var frame: CGRect?
}

private struct NamedCoordinateSpacesKey: EnvironmentKey { static let defaultValue: [AnyHashable: CoordinateSpaceAnchor] = [:] }

extension EnvironmentValues {
    /// The named coordinate spaces declared by ancestors.
    var namedCoordinateSpaces: [AnyHashable: CoordinateSpaceAnchor] {
        get { self[NamedCoordinateSpacesKey.self] }
        set { self[NamedCoordinateSpacesKey.self] = newValue }
    }
}

/// Lays its child out unchanged and records the frame it is placed in.
struct CoordinateSpaceLayout: UnaryLayoutBehavior {
    let anchor: CoordinateSpaceAnchor
    var kind: String { "coordinateSpace" }
    func sizeThatFits(_ p: ProposedViewSize, children: [LayoutNode]) -> CGSize { children.first?.sizeThatFits(p) ?? .zero }
    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutNode) -> (origin: CGPoint, proposal: ProposedViewSize) {
        anchor.frame = bounds
        return (.zero, proposal)
    }
    func layoutPriority(children: [LayoutNode]) -> Double { children.first?.layoutPriority ?? 0 }
}

/// Declares a named coordinate space for the content.
struct CoordinateSpaceModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let name: AnyHashable
    func resolve(_ content: (ResolveContext) -> [LayoutNode], _ context: ResolveContext) -> [LayoutNode] {
        Self.declaring([name], context, content)
    }

    /// The nodes of `content` inside one coordinate space known by each of `names`.
    static func declaring(_ names: [AnyHashable], _ context: ResolveContext, _ content: (ResolveContext) -> [LayoutNode]) -> [LayoutNode] {
        let anchor = CoordinateSpaceAnchor()
        var inner = context
        for name in names { inner.environment.namedCoordinateSpaces[name] = anchor }
        return content(inner).map { LayoutNode(CoordinateSpaceLayout(anchor: anchor), children: [$0]) }
    }
}

extension View {
    /// Names this view's coordinate space so views inside can measure against it (iOS 17,
    /// https://developer.apple.com/documentation/swiftui/view/coordinatespace(_:)).
    ///
    /// ```swift
    /// ZStack { … GeometryReader { geo in … geo.frame(in: .named("sky")) … } }
    ///     .coordinateSpace(.named("sky"))
    /// ```
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { modifier(CoordinateSpaceModifier(name: name.name)) }

    /// Names this view's coordinate space (iOS 13 form).
    public func coordinateSpace<T: Hashable>(name: T) -> some View { modifier(CoordinateSpaceModifier(name: AnyHashable(name))) }
}
