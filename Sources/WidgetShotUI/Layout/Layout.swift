import Foundation

/// A type that defines the geometry of a collection of views — SwiftUI's iOS 16 `Layout`.
///
/// The built-in `HStackLayout`, `VStackLayout` and `ZStackLayout` conform to it, and so can yours:
///
/// ```swift
/// struct EqualWidthHStack: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///         let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
///         let w = sizes.map(\.width).max() ?? 0
///         return CGSize(width: w * CGFloat(subviews.count), height: sizes.map(\.height).max() ?? 0)
///     }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         let w = bounds.width / CGFloat(max(subviews.count, 1))
///         for (i, s) in subviews.enumerated() {
///             s.place(at: CGPoint(x: bounds.minX + w * CGFloat(i), y: bounds.midY), anchor: .leading,
///                     proposal: ProposedViewSize(width: w, height: bounds.height))
///         }
///     }
/// }
///
/// EqualWidthHStack { Text("A"); Text("Longer") }
/// ```
public protocol Layout {
    /// Per-layout cached data, created by `makeCache(subviews:)`.
    associatedtype Cache = Void
    /// The proxies for the layout's subviews.
    typealias Subviews = LayoutSubviews

    /// Properties of the layout, such as the axis a `Spacer` inside it expands along.
    static var layoutProperties: LayoutProperties { get }

    /// The size of the container for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places every subview; `bounds` is in the canvas coordinate space. Place as for a
    /// left-to-right layout: in a right-to-left one each place is mirrored within `bounds`
    /// (`subviews.layoutDirection` tells which, if a layout must know).
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// The container's spacing preferences.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    /// The container's explicit value for a horizontal guide.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat?
    /// The container's explicit value for a vertical guide.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat?
    /// Creates the cache.
    func makeCache(subviews: Subviews) -> Cache
    /// Updates the cache when subviews change.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
}

/// Layout properties of a container.
public struct LayoutProperties: Sendable {
    /// The stack axis, if the container is a stack; `Spacer`s expand along it.
    public var stackOrientation: Axis?
    public init() {}
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }

    /// By default a layout's spacing is the union of its subviews' spacing on all edges.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        var s = ViewSpacing(entries: [:])
        for v in subviews { s.formUnion(v.spacing) }
        return subviews.isEmpty ? ViewSpacing() : s
    }

    /// By default explicit guides of the subviews are merged by the guide's combiner
    /// (frame guides do not propagate; custom guides average).
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// Runs placement into a scratch record and combines the subviews' explicit values.
    func mergedExplicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        guard key.combiner != .none, !subviews.isEmpty else { return nil }
        let recorder = PlacementRecorder()
        var recording = LayoutSubviews(nodes: subviews.nodes, recorder: recorder)
        recording.layoutDirection = subviews.layoutDirection
        placeSubviews(in: bounds, proposal: proposal, subviews: recording, cache: &cache)
        var values: [CGFloat] = []
        for (i, node) in subviews.nodes.enumerated() {
            let placed = recorder.placements[i] ?? (CGPoint(x: bounds.midX, y: bounds.midY), UnitPoint.center, proposal)
            let size = node.sizeThatFits(placed.2)
            guard let v = node.explicitAlignment(key, size: size, proposal: placed.2) else { continue }
            let origin = CGPoint(x: placed.0.x - placed.1.x * size.width, y: placed.0.y - placed.1.y * size.height)
            values.append(v + (key.axis == .horizontal ? origin.x - bounds.minX : origin.y - bounds.minY))
        }
        return key.combine(values)
    }
}

extension Layout where Cache == () {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// Where a subview would be placed, recorded instead of performed (used to compute a
/// container's explicit alignment without disturbing the placed tree).
final class PlacementRecorder {
    var placements: [Int: (CGPoint, UnitPoint, ProposedViewSize)] = [:]
}
