import Foundation

/// One column of a `LazyVGrid` (or row of a `LazyHGrid`) — SwiftUI's `GridItem`.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 44))]) { ForEach(days) { DayCell($0) } }
/// LazyVGrid(columns: [GridItem(.fixed(60)), GridItem(.flexible())], spacing: 6) { … }
/// ```
public struct GridItem: @unchecked Sendable {
    /// How an item is sized.
    public enum Size: Sendable {
        /// Exactly this length.
        case fixed(CGFloat)
        /// An even share of the space left, clamped to `minimum…maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many columns of at least `minimum` as fit in the item's share.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    /// The item's size.
    public var size: Size
    /// The spacing after this item (before the next), `nil` for the default (8 pt).
    public var spacing: CGFloat?
    /// How cells are aligned in this item, `nil` for the grid's alignment.
    public var alignment: Alignment?

    /// Creates an item.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// The lazy grids' track algorithm along the grid's cross axis (columns of a `LazyVGrid`, rows of
/// a `LazyHGrid`), as SwiftUI does it (reverse-engineered by objc.io, "SwiftUI's Grid Views",
/// https://www.objc.io/blog/2020/11/23/grid-layout/, and https://swiftuifieldguide.com/layout/lazyvgrid):
/// 1. the spacing between items (each item's `spacing`, default 8, except the last's) and every
///    `fixed` size are taken from the available length (fixed items first);
/// 2. the rest is shared among the other items in order, each proposed `remaining / itemsLeft`:
///    a flexible item takes it clamped to its `minimum…maximum`, an adaptive one takes it as is;
///    the remaining length shrinks by what each took;
/// 3. an adaptive item fills its share with as many tracks of at least `minimum` as fit
///    (`count = max(1, ⌊(share + spacing) / (minimum + spacing)⌋)`, each
///    `min((share − spacing × (count − 1)) / count, maximum)`), spaced by its spacing.
/// With no proposal on the cross axis, a flexible item takes its minimum and an adaptive one a
/// single track of its minimum.
///
/// The grid runs this twice, as SwiftUI does: once with the proposal to find its own cross length
/// (the sum of the tracks), then again with that length to lay out the tracks it draws — so a
/// clamped flexible item can leave the tracks narrower than the grid.
struct LazyGridTracks {
    struct Track {
        var length: CGFloat
        var spacingAfter: CGFloat
        var alignment: Alignment?
    }

    static func solve(_ items: [GridItem], available: CGFloat?) -> [Track] {
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? max(v, 0) : 0 }
        let spacings = items.map { clean($0.spacing ?? 8) }
        var remaining = (available.map(clean) ?? 0) - spacings.dropLast().reduce(0, +)
        var left = 0
        for item in items {
            if case .fixed(let v) = item.size { remaining -= clean(v) } else { left += 1 }
        }
        var tracks: [Track] = []
        for (i, item) in items.enumerated() {
            let gap = spacings[i]
            switch item.size {
            case .fixed(let v):
                tracks.append(Track(length: clean(v), spacingAfter: gap, alignment: item.alignment))
            case .flexible(let lo, let hi):
                let lo = clean(lo), hi = hi.isNaN ? .infinity : max(hi, lo)
                let share = available == nil ? lo : min(max(remaining / CGFloat(max(left, 1)), lo), hi)
                remaining -= share
                left -= 1
                tracks.append(Track(length: share, spacingAfter: gap, alignment: item.alignment))
            case .adaptive(let lo, let hi):
                let lo = max(clean(lo), 1), hi = hi.isNaN ? .infinity : max(hi, lo)
                let share = available == nil ? lo : max(remaining / CGFloat(max(left, 1)), 0)
                remaining -= share
                left -= 1
                let count = max(1, Int(((share + gap) / (lo + gap)).rounded(.down).clamped(0, 10_000)))
                let length = available == nil ? lo : min(max((share - gap * CGFloat(count - 1)) / CGFloat(count), 0), hi)
                for _ in 0..<count { tracks.append(Track(length: length, spacingAfter: gap, alignment: item.alignment)) }
            }
        }
        return tracks
    }
}

extension CGFloat {
    fileprivate func clamped(_ lo: CGFloat, _ hi: CGFloat) -> CGFloat { isNaN ? lo : Swift.min(Swift.max(self, lo), hi) }
}

/// The layout of `LazyVGrid` (axis `.vertical`: tracks are columns, cells fill rows) and
/// `LazyHGrid` (axis `.horizontal`: tracks are rows, cells fill columns). Cells are offered
/// their track's length on the cross axis and nothing (their ideal) along the grid's axis; a
/// line (row of a `LazyVGrid`) is as long as its longest cell; lines are `spacing` apart
/// (default 8). Cells are aligned in their slot by the track's alignment, else the grid's.
/// Everything is laid out: widgets do not scroll, and laziness has no visible effect.
struct LazyGridLayout: LayoutBehavior {
    let axis: Axis
    let items: [GridItem]
    let alignment: Alignment
    let spacing: CGFloat
    var kind: String { axis == .vertical ? "LazyVGrid" : "LazyHGrid" }

    var cross: Axis { axis == .vertical ? .horizontal : .vertical }

    /// The tracks for a cross-axis length (nil: unspecified).
    func tracks(_ available: CGFloat?) -> [LazyGridTracks.Track] {
        let t = LazyGridTracks.solve(items, available: available)
        return t.isEmpty ? [LazyGridTracks.Track(length: available ?? 0, spacingAfter: 0, alignment: nil)] : t
    }

    /// The grid's cross length for a proposal: the first pass.
    func crossLength(_ p: ProposedViewSize) -> CGFloat {
        let t = tracks(p[cross])
        return t.map(\.length).reduce(0, +) + t.dropLast().map(\.spacingAfter).reduce(0, +)
    }

    func cellProposal(_ track: LazyGridTracks.Track) -> ProposedViewSize {
        ProposedViewSize(major: nil, minor: track.length, axis: axis)
    }

    /// Each line's length along the grid's axis.
    func lines(_ tracks: [LazyGridTracks.Track], _ children: [LayoutNode]) -> [CGFloat] {
        var result: [CGFloat] = []
        var i = 0
        while i < children.count {
            var longest: CGFloat = 0
            for t in 0..<tracks.count where i + t < children.count {
                longest = max(longest, children[i + t].sizeThatFits(cellProposal(tracks[t]))[axis])
            }
            result.append(longest)
            i += tracks.count
        }
        return result
    }

    func sizeThatFits(_ p: ProposedViewSize, children: [LayoutNode]) -> CGSize {
        let length = crossLength(p)
        let l = lines(tracks(length), children.filter { !$0.isExcluded })
        let major = l.reduce(0, +) + spacing * CGFloat(max(l.count - 1, 0))
        var size = CGSize.zero
        size[axis] = major
        size[cross] = length
        return size
    }

    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [LayoutNode]) {
        let t = tracks(bounds.size[cross])
        let cells = children.filter { !$0.isExcluded }
        let l = lines(t, cells)
        var trackStart: [CGFloat] = [], c: CGFloat = 0
        for track in t { trackStart.append(c); c += track.length + track.spacingAfter }
        var major: CGFloat = 0
        for (index, cell) in cells.enumerated() {
            let line = index / t.count, k = index % t.count
            if k == 0 && line > 0 { major += l[line - 1] + spacing }
            var slot = CGSize.zero
            slot[axis] = l[line]
            slot[cross] = t[k].length
            let cp = cellProposal(t[k])
            let size = cell.sizeThatFits(cp)
            let o = alignedOrigin(child: cell, childSize: size, proposal: cp, in: slot, alignment: t[k].alignment ?? alignment)
            var origin = CGPoint(x: bounds.minX, y: bounds.minY)
            if axis == .vertical {
                origin.x += trackStart[k] + o.x
                origin.y += major + o.y
            } else {
                origin.x += major + o.x
                origin.y += trackStart[k] + o.y
            }
            cell.place(at: origin, proposal: cp)
        }
    }
}

extension LazyGridLayout {
    /// A grid's layout: `spacing` nil is SwiftUI's default 8 pt (non-finite values count as 0).
    init(axis: Axis, items: [GridItem], alignment: Alignment, spacing: CGFloat?) {
        self.init(axis: axis, items: items, alignment: alignment, spacing: spacing.map { $0.isFinite ? $0 : 0 } ?? 8)
    }

    /// The grid's node over the views of `content` (a grid is not a stack for the spacers in it).
    func nodes(_ content: some View, _ context: ResolveContext) -> [LayoutNode] {
        var inner = context
        inner.environment.stackOrientation = nil
        return [LayoutNode(self, children: Resolver.nodes(content, inner))]
    }
}

/// A grid growing vertically, with columns from `GridItem`s (iOS 14) — see `LazyGridLayout`.
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let layout: LazyGridLayout
    let content: Content

    /// Creates a vertical grid. `alignment` aligns cells in their slot; `spacing` is between rows.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyGridLayout(axis: .vertical, items: columns, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] { layout.nodes(content, context) }
}

/// A grid growing horizontally, with rows from `GridItem`s (iOS 14) — see `LazyGridLayout`.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let layout: LazyGridLayout
    let content: Content

    /// Creates a horizontal grid. `alignment` aligns cells in their slot; `spacing` is between columns.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyGridLayout(axis: .horizontal, items: rows, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] { layout.nodes(content, context) }
}

/// Views of a scroll view's lazy stacks that stay pinned (accepted; widgets do not scroll).
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
