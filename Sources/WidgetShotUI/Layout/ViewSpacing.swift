import Foundation

/// A view's spacing preferences, per edge, used to compute the default gap between neighbours
/// (`swiftui-layout` §3.2).
///
/// A plain view (colour, shape, bitmap image) has four text-edge categories at 0, so two such
/// views sit 8 pt apart; a `Spacer` has a category-less 0 on its axis, so nothing is ever placed a
/// gap away from it; `Text` carries font-metric values.
///
/// ```swift
/// let gap = ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) // 8
/// ```
public struct ViewSpacing: CustomStringConvertible {
    enum Category: Hashable {
        case edgeBelowText, edgeAboveText, edgeLeftText, edgeRightText, textToText
    }

    struct Key: Hashable {
        var category: Category?
        var edge: Edge
    }

    var entries: [Key: CGFloat]

    /// The default spacing between two plain views when no preference applies (iOS: 8 pt).
    static let defaultDistance: CGFloat = 8

    /// The spacing of a plain view: the four text-edge categories at 0.
    public init() {
        entries = Self.textEdgeEntries(for: .all)
    }

    init(entries: [Key: CGFloat]) { self.entries = entries }

    /// Zero spacing on every edge: nothing is placed a gap away from such a view.
    public static let zero = ViewSpacing(entries: [
        Key(category: nil, edge: .top): 0, Key(category: nil, edge: .bottom): 0,
        Key(category: nil, edge: .leading): 0, Key(category: nil, edge: .trailing): 0,
    ])

    static func textEdgeEntries(for edges: Edge.Set) -> [Key: CGFloat] {
        var e: [Key: CGFloat] = [:]
        if edges.contains(.top) { e[Key(category: .edgeBelowText, edge: .top)] = 0 }
        if edges.contains(.bottom) { e[Key(category: .edgeAboveText, edge: .bottom)] = 0 }
        if edges.contains(.leading) { e[Key(category: .edgeRightText, edge: .leading)] = 0 }
        if edges.contains(.trailing) { e[Key(category: .edgeLeftText, edge: .trailing)] = 0 }
        return e
    }

    /// Text spacing (§3.2, iOS 17+): with `lineH = ascent + descent`, `defTextSp` = `0.1·lineH`
    /// rounded up to a pixel and `defLineSp = lineH + defTextSp`, the top edge prefers
    /// `defLineSp − ascent` above text-edge neighbours, the bottom edge
    /// `max(defLineSp − capHeight, defTextSp + descent)`, and text-to-text gaps are the lower
    /// font's leading rounded up to a pixel.
    static func text(metrics m: FontMetrics, pixel: CGFloat) -> ViewSpacing {
        let defTextSp = PixelRounding.up(m.lineHeight * 0.1, pixel: pixel)
        let defLineSp = m.lineHeight + defTextSp
        return ViewSpacing(entries: [
            Key(category: .edgeAboveText, edge: .top): defLineSp - m.ascent,
            Key(category: .edgeBelowText, edge: .bottom): max(defLineSp - m.capHeight, defTextSp + m.descent),
            Key(category: .textToText, edge: .top): PixelRounding.up(m.leading, pixel: pixel),
            Key(category: .textToText, edge: .bottom): 0,
        ])
    }

    /// Spacing with a category-less value on the given edges only (a Spacer's spacing).
    static func uncategorized(_ value: CGFloat, edges: Edge.Set) -> ViewSpacing {
        var e: [Key: CGFloat] = [:]
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) { e[Key(category: nil, edge: edge)] = value }
        return ViewSpacing(entries: e)
    }

    /// The distance between this view and `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let myEdge: Edge = axis == .horizontal ? .trailing : .bottom
        let nextEdge: Edge = axis == .horizontal ? .leading : .top
        let mine = entries.filter { $0.key.edge == myEdge }
        let theirs = next.entries.filter { $0.key.edge == nextEdge }
        // The view with fewer entries drives the category look-up.
        let (source, other, otherEdge) = mine.count >= theirs.count ? (theirs, mine, myEdge) : (mine, theirs, nextEdge)
        var best: CGFloat?
        for (key, value) in source {
            guard let category = key.category, let match = other[Key(category: category, edge: otherEdge)] else { continue }
            best = Swift.max(best ?? -.infinity, value + match)
        }
        if let best { return best }
        let a = mine[Key(category: nil, edge: myEdge)], b = theirs[Key(category: nil, edge: nextEdge)]
        if a != nil || b != nil { return Swift.max(a ?? -.infinity, b ?? -.infinity) }
        return Self.defaultDistance
    }

    /// Merges `other` into this spacing on the given edges, keeping the larger value per key.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for (key, value) in other.entries where edges.contains(Edge.Set(key.edge)) {
            entries[key] = Swift.max(entries[key] ?? -.infinity, value)
        }
    }

    /// The union of this spacing and `other` on the given edges.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// Replaces the preferences on `edges` with a plain view's (what frames and padding do).
    func resetting(_ edges: Edge.Set) -> ViewSpacing {
        var e = entries.filter { !edges.contains(Edge.Set($0.key.edge)) }
        e.merge(Self.textEdgeEntries(for: edges)) { a, _ in a }
        return ViewSpacing(entries: e)
    }

    public var description: String {
        entries.map { "\($0.key.category.map { "\($0)" } ?? "nil")@\($0.key.edge)=\($0.value)" }.sorted().joined(separator: ", ")
    }
}
