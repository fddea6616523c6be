import Foundation

/// What resolving needs besides the view: the environment and the measuring services.
struct ResolveContext {
    var environment: EnvironmentValues
    let services: LayoutServices
}

/// Measuring services shared by every node of one layout: text and image sizes.
final class LayoutServices {
    let textMeasurer: any TextMeasurer
    let imageSizer: any ImageSizer
    /// The first error found while resolving (e.g. a missing environment object); layout throws it.
    var failure: Error?
    /// The resolve recursion's current depth, and whether it went past `LayoutEngine.maximumDepth`.
    var depth = 0
    var tooDeep = false
    /// Work to run once the tree is placed (`onPreferenceChange` actions), in resolve order.
    var afterLayout: [() -> Void] = []
    init(textMeasurer: any TextMeasurer, imageSizer: any ImageSizer) {
        self.textMeasurer = textMeasurer
        self.imageSizer = imageSizer
    }
}

/// The resolve pass: view values → layout nodes. Bodies of user views are evaluated here, with
/// `@Environment` reading the environment of the place the view is resolved at.
enum Resolver {
    static func nodes<V: View>(_ view: V, _ context: ResolveContext) -> [LayoutNode] {
        // Every view, modifier and body is one level; past the limit nothing more is resolved and
        // the layout fails with `LayoutError.tooDeep` (never a stack overflow).
        let services = context.services
        guard services.depth < LayoutEngine.maximumDepth else {
            services.tooDeep = true
            return []
        }
        services.depth += 1
        defer { services.depth -= 1 }
        // Dispatched through the View conformance (`_makeWidgetShotNodes`): a primitive view makes
        // its nodes, any other view evaluates its body (`compositeNodes`). No dynamic cast: the first
        // `as? any PrimitiveView.Type` of each view type scanned every conformance record of the
        // process, ~80 M instructions of a cold `widgetshot render` (issue 21).
        return V._makeWidgetShotNodes(view, _ViewResolveInputs(context: context)).nodes
    }

    /// The nodes of a primitive view (`_makeWidgetShotNodes` of WidgetShot's own views).
    static func primitive<P: PrimitiveView>(_ view: P, _ context: ResolveContext) -> [LayoutNode] {
        directed(view.makeNodes(context), context)
    }

    /// `made`, the nodes of a primitive view resolved in `context`, laid out in its environment's
    /// direction.
    @inline(__always)
    static func directed(_ made: [LayoutNode], _ context: ResolveContext) -> [LayoutNode] {
        // Nodes made here lay out in this environment's direction (nodes already set were
        // resolved deeper, e.g. under `.environment(\.layoutDirection, …)`).
        if made.contains(where: { $0.layoutDirection == nil }) {
            let direction = context.environment.layoutDirection
            for node in made where node.layoutDirection == nil { node.layoutDirection = direction }
        }
        return made
    }

    /// The nodes of a view that is not one of WidgetShot's primitives: its body's, or a platform
    /// representable's placeholder (the default `_makeWidgetShotNodes`).
    static func compositeNodes<V: View>(_ view: V, _ context: ResolveContext) -> [LayoutNode] {
        if V.Body.self != Never.self {
            if let missing = EnvironmentObjectCheck.missing(in: view, context.environment) {
                context.services.failure = context.services.failure ?? missing
                return []
            }
            let body = context.environment.evaluating { view.body }
            return nodes(body, context)
        }
        // Every primitive view declares its `_makeWidgetShotNodes`; one that did not would still
        // resolve here (a conformance look-up, as before issue 21's dispatch).
        if let primitive = V.self as? any PrimitiveView.Type {
            PrimitiveFallbacks.record(V.self)
            return primitiveNodes(primitive, view, context)
        }
        if let platform = V.self as? any _PlatformViewRepresentable.Type {
            return PlatformViewPlaceholder.nodes(kind: platform._platformRepresentableKind, context)
        }
        return []
    }

    /// `view.makeNodes(context)` for a `view` whose type `V` is `P`: the view is read in place
    /// instead of being copied into an existential box (`view as? any PrimitiveView` copied the
    /// whole modifier chain below it at every level, issue 21).
    @inline(__always)
    static func primitiveNodes<P: PrimitiveView, V>(_: P.Type, _ view: V, _ context: ResolveContext) -> [LayoutNode] {
        withUnsafePointer(to: view) { $0.withMemoryRebound(to: P.self, capacity: 1) { primitive($0.pointee, context) } }
    }

    /// One node for a list: itself if single, else an implicit `VStack` (the root rule, §1.4).
    static func unary(_ nodes: [LayoutNode]) -> LayoutNode {
        if nodes.count == 1 { return nodes[0] }
        return LayoutNode(LayoutAdapter(VStackLayout(), kind: "VStack"), children: nodes)
    }

    /// One node for secondary content: itself if single, else an implicit `ZStack` (§7).
    static func layered(_ nodes: [LayoutNode], alignment: Alignment) -> LayoutNode {
        if nodes.count == 1 { return nodes[0] }
        return LayoutNode(LayoutAdapter(ZStackLayout(alignment: alignment), kind: "ZStack"), children: nodes)
    }

    /// Resolves `content` as the children of a container with layout `L`.
    static func container<L: Layout>(_ layout: L, kind: String, content: some View, _ context: ResolveContext) -> LayoutNode {
        var inner = context
        inner.environment.stackOrientation = L.layoutProperties.stackOrientation
        return LayoutNode(LayoutAdapter(layout, kind: kind), children: nodes(content, inner))
    }
}

/// The view types that resolved as primitives through the dynamic cast of
/// `Resolver.compositeNodes`: types conforming to `PrimitiveView` without declaring
/// `_makeWidgetShotNodes`. Empty unless a primitive view lacks its one-line witness (each such type
/// costs a scan of every conformance record the first time it is resolved, issue 21); tests check it.
enum PrimitiveFallbacks {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var names: Set<String> = []

    static func record<V>(_ type: V.Type) {
        let name = _typeName(type, qualified: true)
        lock.lock()
        names.insert(name)
        lock.unlock()
    }

    /// The qualified names of the types recorded so far in this process.
    static var typeNames: Set<String> {
        lock.lock()
        defer { lock.unlock() }
        return names
    }
}
