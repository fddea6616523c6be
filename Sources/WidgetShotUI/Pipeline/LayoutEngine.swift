import Foundation
import WidgetShotFoundation

/// Errors from laying out a view.
public enum LayoutError: Error, CustomStringConvertible, Equatable {
    /// The canvas size is negative, NaN or infinite.
    case invalidCanvas(CGSize)
    /// The display scale is not a finite number in `LayoutEngine.scaleRange`.
    case invalidScale(CGFloat)
    /// Views are nested deeper than `LayoutEngine.maximumDepth` levels.
    case tooDeep(limit: Int)

    public var description: String {
        switch self {
        case .invalidCanvas(let s): return "invalid canvas size \(s.width)×\(s.height): width and height must be finite and ≥ 0"
        case .invalidScale(let s):
            return "invalid display scale \(s): it must be a finite number from \(LayoutEngine.scaleRange.lowerBound) to \(LayoutEngine.scaleRange.upperBound) (1, 2 or 3 on devices)"
        case .tooDeep(let limit):
            return "views are nested more than \(limit) levels deep (every view, modifier and body is a level; "
                + "LayoutEngine.maximumDepth): flatten the hierarchy"
        }
    }
}

/// Lays out views: resolve (bodies, environment) → size → place → pixel rounding.
///
/// The root view is proposed the canvas size and centred in it (`swiftui-layout` §1.4); several
/// root views are combined by an implicit `VStack`.
///
/// ```swift
/// let engine = LayoutEngine()                                 // deterministic test metrics
/// let tree = try engine.layout(Text("Hi").padding(), in: CGSize(width: 170, height: 170), scale: 2)
/// ```
public struct LayoutEngine {
    /// Measures text (the Cairo/Pango backend installs its own).
    public var textMeasurer: any TextMeasurer
    /// Sizes images.
    public var imageSizer: any ImageSizer

    /// The deepest nesting laid out: every view, modifier, `AnyView` and `body` is one level (a
    /// `Text` with 10 modifiers inside 3 stacks is about 15). Deeper trees fail with
    /// `LayoutError.tooDeep` instead of overflowing the stack. Real widgets stay far below it
    /// (1,000 nested stacks, each in an `AnyView`, are about 2,000 levels).
    public static let maximumDepth = 4_000
    /// The display scales a layout accepts. Devices use 1–3 and StandBy's enlarged small widget
    /// about 7; beyond 100 (or below 0.01) glyph sizes leave what FreeType can rasterise, and a
    /// failed size poisons the shared font face for every later render in the process.
    public static let scaleRange: ClosedRange<CGFloat> = 0.01...100

    /// Stack bytes resolving, laying out and drawing a tree at `maximumDepth` may need: measured
    /// in debug builds at ≈ 2 KB per level to resolve and lay out and ≈ 3.5 KB to draw (a node is
    /// at least two levels), with a 50 % margin. Work runs on a thread with that much stack when
    /// the caller's has less left (`StackSpace`).
    public static let stackNeeded = maximumDepth * 6 * 1024 + 1024 * 1024

    public init(textMeasurer: any TextMeasurer = FixedAdvanceTextMeasurer(), imageSizer: any ImageSizer = ImageHeaderSizer()) {
        self.textMeasurer = textMeasurer
        self.imageSizer = imageSizer
    }

    /// Lays out `view` on a canvas of `size` points at `scale` pixels per point.
    public func layout<V: View>(_ view: V, in size: CGSize, scale: CGFloat = 1, environment: EnvironmentValues = EnvironmentValues()) throws -> PlacedTree {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else { throw LayoutError.invalidCanvas(size) }
        guard scale.isFinite, Self.scaleRange.contains(scale) else { throw LayoutError.invalidScale(scale) }
        return try StackSpace.run(needing: Self.stackNeeded) { try layoutHere(view, in: size, scale: scale, environment: environment) }
    }

    /// Lays out `view` at the size it chooses for `proposal` (unspecified axes: its ideal size), on
    /// a canvas of exactly that size — what SwiftUI's `ImageRenderer` draws.
    public func layout<V: View>(_ view: V, proposal: ProposedViewSize, scale: CGFloat = 1, environment: EnvironmentValues = EnvironmentValues()) throws -> PlacedTree {
        guard scale.isFinite, Self.scaleRange.contains(scale) else { throw LayoutError.invalidScale(scale) }
        let p = LayoutNode.sanitized(proposal)
        return try StackSpace.run(needing: Self.stackNeeded) { try layoutHere(view, in: nil, proposal: p, scale: scale, environment: environment) }
    }

    private func layoutHere<V: View>(_ view: V, in size: CGSize, scale: CGFloat, environment: EnvironmentValues) throws -> PlacedTree {
        try layoutHere(view, in: size, proposal: ProposedViewSize(size), scale: scale, environment: environment)
    }

    /// `canvas` nil: the canvas is the root's size for `proposal`.
    private func layoutHere<V: View>(_ view: V, in canvas: CGSize?, proposal: ProposedViewSize, scale: CGFloat, environment: EnvironmentValues) throws -> PlacedTree {
        // `#available(iOS …)` in the views' code answers for the release drawn (set on this thread:
        // `StackSpace` may have moved the layout to one with a larger stack).
        try WidgetShotAvailability.$renderedIOSMajor.withValue(environment.osVersion.majorVersion) {
            try layoutInRelease(view, in: canvas, proposal: proposal, scale: scale, environment: environment)
        }
    }

    private func layoutInRelease<V: View>(_ view: V, in canvas: CGSize?, proposal: ProposedViewSize, scale: CGFloat, environment: EnvironmentValues) throws -> PlacedTree {
        var env = environment
        env.displayScale = scale
        var context = ResolveContext(environment: env, services: LayoutServices(textMeasurer: textMeasurer, imageSizer: imageSizer))
        var nodes = Resolver.nodes(view, context)
        if nodes.count > 1 {
            // Several root views sit in SwiftUI's implicit root VStack (§1.4), where spacers are
            // vertical; a single root view has no stack above it (§2.2). Resolve again as children.
            context.environment.stackOrientation = .vertical
            context.services.afterLayout.removeAll()   // registered by the discarded first resolve
            nodes = Resolver.nodes(view, context)
        }
        guard !context.services.tooDeep else { throw LayoutError.tooDeep(limit: Self.maximumDepth) }
        if let failure = context.services.failure { throw failure }
        guard !nodes.isEmpty else { return PlacedTree(canvasSize: canvas ?? .zero, scale: scale, root: nil) }
        let root = Resolver.unary(nodes)
        if root.layoutDirection == nil { root.layoutDirection = env.layoutDirection }
        let rootSize = root.sizeThatFits(proposal)
        let size = canvas ?? rootSize
        // A view that takes an infinite proposal whole has no canvas.
        guard size.width.isFinite, size.height.isFinite else { throw LayoutError.invalidCanvas(size) }
        root.place(at: CGPoint(x: (size.width - rootSize.width) / 2, y: (size.height - rootSize.height) / 2), proposal: proposal)
        // Content resolved while placing (GeometryReader) counts too.
        guard !context.services.tooDeep else { throw LayoutError.tooDeep(limit: Self.maximumDepth) }
        if let failure = context.services.failure { throw failure }   // from views resolved during layout (GeometryReader)
        for action in context.services.afterLayout { action() }
        return PlacedTree(canvasSize: size, scale: scale, root: Self.snapshot(root, pixel: 1 / scale))
    }

    static func snapshot(_ node: LayoutNode, pixel: CGFloat) -> PlacedNode {
        var label: String?
        switch node.content {
        case .text(let t): label = t.string
        case .image(let i):
            switch i.source {
            case .named(let n), .system(let n): label = n
            case .file(let u): label = u.lastPathComponent
            case .bitmap(let b): label = b.name
            }
        default: break
        }
        // Built in one initialiser and returned as is: the node is moved into its parent's
        // array, never copied (a copy retains and releases every field, issue 21). The rare
        // fields are the layout node's `extras`, shared (one retain), not copied field by field.
        return PlacedNode(
            kind: node.kind, label: label, explicitID: node.explicitID,
            frame: node.frame, renderedFrame: PixelRounding.snap(node.frame, pixel: pixel), content: node.content,
            children: placedChildren(node, pixel: pixel), extras: node.extras)
    }

    /// An identity as the placed tree writes it: `"\(AnyHashable(id).base)"`, without
    /// `AnyHashable` (a dynamic cast to make, another to read back: ~1,500 instructions an
    /// element, issue 21) or the generic printing machinery for the usual `Int` and `String` ids.
    static func idString<ID: Hashable>(_ id: ID) -> String {
        // Types compared as metadata pointers; the value then read as what it is (no cast).
        if ID.self == Int.self { return withUnsafePointer(to: id) { $0.withMemoryRebound(to: Int.self, capacity: 1) { String($0.pointee) } } }
        if ID.self == String.self { return withUnsafePointer(to: id) { $0.withMemoryRebound(to: String.self, capacity: 1) { $0.pointee } } }
        return "\(AnyHashable(id).base)"
    }

    private static func placedChildren(_ node: LayoutNode, pixel: CGFloat) -> [PlacedNode] {
        let children = node.children
        if children.isEmpty { return [] }
        if !children.contains(where: \.isExcluded) { return children.map { snapshot($0, pixel: pixel) } }
        var result: [PlacedNode] = []
        result.reserveCapacity(children.count)
        for child in children where !child.isExcluded { result.append(snapshot(child, pixel: pixel)) }
        return result
    }
}
