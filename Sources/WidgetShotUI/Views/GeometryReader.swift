import Foundation

/// A container whose content is built from its own size — SwiftUI's `GeometryReader`.
///
/// Sizing (`swiftui-layout` §2.3): takes the whole proposal, unspecified axes as 0. Each child
/// is proposed the reader's size and placed at its top-leading corner (children are not stacked).
///
/// ```swift
/// GeometryReader { geo in
///     Image("logo").position(x: geo.size.width - 20, y: 20)
/// }
/// ```
public struct GeometryReader<Content: View>: View, PrimitiveView {
    public var content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var inner = context
        inner.environment.stackOrientation = nil
        let content = self.content
        let layout = GeometryReaderLayout(namedSpaces: context.environment.namedCoordinateSpaces) { proxy in
            inner.environment.evaluating { Resolver.nodes(content(proxy), inner) }
        }
        return [LayoutNode(layout)]
    }
}

/// A proxy for the size and coordinates of a `GeometryReader`.
public struct GeometryProxy {
    /// The reader's size.
    public let size: CGSize
    let globalFrame: CGRect
    /// The `coordinateSpace(_:)` ancestors of the reader, by name.
    var namedSpaces: [AnyHashable: CoordinateSpaceAnchor] = [:]
    /// The safe-area insets (zero inside widgets).
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
    /// The reader's frame in a coordinate space: `.global` is the canvas, a named space is the
    /// frame of the ancestor that declared it with `coordinateSpace(_:)` (the canvas when no
    /// ancestor did, as in SwiftUI).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace.kind {
        case .local: return CGRect(origin: .zero, size: size)
        case .global: return globalFrame
        case .named(let name):
            guard let origin = namedSpaces[name]?.frame?.origin else { return globalFrame }
            return globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
        }
    }
    /// The bounds of the named coordinate space in the reader's own space, or nil when no
    /// ancestor declares it (iOS 17: `bounds(of: .scrollView)` outside any scroll view is nil).
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard let frame = namedSpaces[coordinateSpace.name]?.frame else { return nil }
        return frame.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
    }
    /// The reader's frame in a coordinate space of iOS 17's protocol form
    /// (`.named("chart")`, `.global`, `.local`).
    @_disfavoredOverload
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect { frame(in: coordinateSpace.coordinateSpace) }
}

/// A coordinate space for `GeometryProxy.frame(in:)`. Named spaces resolve to the canvas.
public struct CoordinateSpace: Hashable {
    enum Kind: Hashable { case global, local, named(AnyHashable) }
    let kind: Kind
    public static let global = CoordinateSpace(kind: .global)
    public static let local = CoordinateSpace(kind: .local)
    public static func named(_ name: AnyHashable) -> CoordinateSpace { CoordinateSpace(kind: .named(name)) }
}

/// A layout whose children are made when its frame is known.
protocol DeferredChildrenLayout: LayoutBehavior {
    func makeChildren(frame: CGRect) -> [LayoutNode]
}

struct GeometryReaderLayout: DeferredChildrenLayout {
    var namedSpaces: [AnyHashable: CoordinateSpaceAnchor] = [:]
    let build: (GeometryProxy) -> [LayoutNode]
    var kind: String { "GeometryReader" }
    var defersChildren: Bool { true }

    func sizeThatFits(_ p: ProposedViewSize, children: [LayoutNode]) -> CGSize {
        p.replacingUnspecifiedDimensions(by: .zero)
    }

    func explicitGuides(children: [LayoutNode]) -> Set<AlignmentKey>? { [] }

    func makeChildren(frame: CGRect) -> [LayoutNode] { build(GeometryProxy(size: frame.size, globalFrame: frame, namedSpaces: namedSpaces)) }

    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [LayoutNode]) {
        for child in children { child.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
    }
}
