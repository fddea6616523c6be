import Foundation

/// `Grid` and `GridRow` (iOS 16): a two-dimensional layout whose columns are as wide as their
/// widest cell and whose rows are as tall as their tallest cell.
///
/// Algorithm (WidgetShot's reading of SwiftUI's documented behaviour):
/// - Rows are the `GridRow`s; any other view is a row of its own spanning every column (its width
///   does not size the columns; it is offered the grid's width).
/// - Column count = the widest row (cells count their `gridCellColumns`).
/// - Column widths: with no width proposal, the widest ideal width of the column's one-column
///   cells; with one, the space left after the spacing is shared like an `HStack` shares it —
///   least flexible column first, each offered an even share of what is left and taking its
///   widest cell's answer. Spanning cells and cells with `.horizontal` unsized axes never size
///   columns (SwiftUI widens the last spanned column for a wide spanning cell; WidgetShot does
///   not).
/// - Row heights: the same, vertically, with each cell offered its column's width; a row's height
///   also makes room for the row's vertical alignment guide (like an `HStack`).
/// - Cells are offered their column width × row height, aligned horizontally by the column's
///   `gridColumnAlignment` (else the grid's alignment), vertically by the row's alignment (else
///   the grid's), or placed by their `gridCellAnchor`.
/// - Spacing: `nil` is the iOS default of 8 pt between columns and between rows.
struct GridLayout: LayoutBehavior {
    let alignment: Alignment
    let horizontalSpacing: CGFloat
    let verticalSpacing: CGFloat
    var kind: String { "Grid" }

    struct Cell {
        let node: LayoutNode
        let column: Int
        let span: Int
        let unsized: Axis.Set
        let anchor: UnitPoint?
    }

    struct Row {
        let node: LayoutNode
        let cells: [Cell]
        let isFullWidth: Bool
        let alignment: VerticalAlignment?
    }

    struct Solution {
        var columns: [CGFloat]
        var rows: [CGFloat]
        var size: CGSize
    }

    func model(_ children: [LayoutNode]) -> (rows: [Row], columnCount: Int) {
        var rows: [Row] = [], count = 0
        for child in children where !child.isExcluded {
            if let row = child.behavior as? GridRowLayout {
                var column = 0, cells: [Cell] = []
                for cellNode in child.children {
                    let span = max(gridValue(cellNode, GridCellColumnsKey.self) ?? 1, 1)
                    cells.append(Cell(node: cellNode, column: column, span: span,
                                      unsized: gridValue(cellNode, GridCellUnsizedAxesKey.self) ?? [],
                                      anchor: gridValue(cellNode, GridCellAnchorKey.self)))
                    column += span
                }
                count = max(count, column)
                rows.append(Row(node: child, cells: cells, isFullWidth: false, alignment: row.alignment))
            } else {
                rows.append(Row(node: child, cells: [Cell(node: child, column: 0, span: 0, unsized: [], anchor: nil)], isFullWidth: true, alignment: nil))
            }
        }
        return (rows, count)
    }

    /// Shares `available` among items like a stack: least flexible first, even shares of what
    /// is left; `answer(i, offer)` is item i's length for an offer.
    private func share(_ n: Int, available: CGFloat, answer: (Int, CGFloat?) -> CGFloat) -> [CGFloat] {
        let mins = (0..<n).map { answer($0, 0) }, maxs = (0..<n).map { answer($0, .infinity) }
        let order = (0..<n).sorted { (maxs[$0] - mins[$0], $0) < (maxs[$1] - mins[$1], $1) }
        var result = [CGFloat](repeating: 0, count: n), remaining = available, left = n
        for i in order {
            let offer = max(remaining / CGFloat(left), 0)
            result[i] = answer(i, offer)
            remaining -= result[i]
            left -= 1
        }
        return result
    }

    func solve(_ p: ProposedViewSize, _ children: [LayoutNode]) -> Solution {
        let (rows, count) = model(children)
        // Columns.
        var sizing = [[Cell]](repeating: [], count: count)
        for row in rows where !row.isFullWidth {
            for cell in row.cells where cell.span == 1 && !cell.unsized.contains(.horizontal) { sizing[cell.column].append(cell) }
        }
        func columnWidth(_ c: Int, _ offer: CGFloat?) -> CGFloat {
            sizing[c].map { $0.node.sizeThatFits(ProposedViewSize(width: offer, height: nil)).width }.max() ?? 0
        }
        let hGaps = horizontalSpacing * CGFloat(max(count - 1, 0))
        var columns: [CGFloat]
        if let w = p.width {
            columns = share(count, available: w - hGaps) { columnWidth($0, $1) }
        } else {
            columns = (0..<count).map { columnWidth($0, nil) }
        }
        var gridWidth = columns.reduce(0, +) + hGaps
        if count == 0 {
            gridWidth = rows.map { $0.node.sizeThatFits(ProposedViewSize(width: p.width, height: nil)).width }.max() ?? 0
        }
        // Rows.
        func height(_ r: Int, _ offer: CGFloat?) -> CGFloat {
            let row = rows[r]
            if row.isFullWidth { return row.node.sizeThatFits(ProposedViewSize(width: gridWidth, height: offer)).height }
            let key = (row.alignment ?? alignment.vertical).key
            var above: CGFloat = 0, below: CGFloat = 0
            for cell in row.cells where !cell.unsized.contains(.vertical) {
                let cp = ProposedViewSize(width: cellWidth(cell, columns), height: offer)
                let size = cell.node.sizeThatFits(cp)
                let g = cell.node.alignmentValue(key, size: size, proposal: cp)
                above = max(above, g)
                below = max(below, size.height - g)
            }
            return above + below
        }
        let vGaps = verticalSpacing * CGFloat(max(rows.count - 1, 0))
        let heights: [CGFloat]
        if let h = p.height {
            heights = share(rows.count, available: h - vGaps) { height($0, $1) }
        } else {
            heights = (0..<rows.count).map { height($0, nil) }
        }
        return Solution(columns: columns, rows: heights, size: CGSize(width: gridWidth, height: heights.reduce(0, +) + vGaps))
    }

    func cellWidth(_ cell: Cell, _ columns: [CGFloat]) -> CGFloat {
        let end = min(cell.column + cell.span, columns.count)
        guard cell.column < end else { return 0 }
        return columns[cell.column..<end].reduce(0, +) + horizontalSpacing * CGFloat(end - cell.column - 1)
    }

    func sizeThatFits(_ p: ProposedViewSize, children: [LayoutNode]) -> CGSize { solve(p, children).size }

    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [LayoutNode]) {
        let s = solve(proposal, children)
        let (rows, _) = model(children)
        var columnX: [CGFloat] = [], x = bounds.minX
        for w in s.columns { columnX.append(x); x += w + horizontalSpacing }
        // A column's alignment: the first `gridColumnAlignment` found in it, else the grid's.
        var columnAlignment = [HorizontalAlignment?](repeating: nil, count: s.columns.count)
        for row in rows where !row.isFullWidth {
            for cell in row.cells where cell.column < columnAlignment.count && columnAlignment[cell.column] == nil {
                columnAlignment[cell.column] = gridValue(cell.node, GridColumnAlignmentKey.self)
            }
        }
        var y = bounds.minY
        for (r, row) in rows.enumerated() {
            let rowHeight = s.rows[r]
            let rowRect = CGRect(x: bounds.minX, y: y, width: s.size.width, height: rowHeight)
            if row.isFullWidth {
                let cp = ProposedViewSize(width: s.size.width, height: rowHeight)
                let size = row.node.sizeThatFits(cp)
                let o = alignedOrigin(child: row.node, childSize: size, proposal: cp, in: rowRect.size, alignment: alignment)
                row.node.place(at: CGPoint(x: rowRect.minX + o.x, y: rowRect.minY + o.y), proposal: cp)
            } else if let rowLayout = row.node.behavior as? GridRowLayout {
                let vKey = (row.alignment ?? alignment.vertical).key
                var placements: [(CGPoint, ProposedViewSize)] = []
                var guideLine: CGFloat = 0
                for cell in row.cells where !cell.unsized.contains(.vertical) {
                    let cp = ProposedViewSize(width: cellWidth(cell, s.columns), height: rowHeight)
                    guideLine = max(guideLine, cell.node.alignmentValue(vKey, size: cell.node.sizeThatFits(cp), proposal: cp))
                }
                for cell in row.cells {
                    let w = cellWidth(cell, s.columns)
                    let cellRect = CGRect(x: cell.column < columnX.count ? columnX[cell.column] : bounds.maxX, y: y, width: w, height: rowHeight)
                    let cp = ProposedViewSize(width: w, height: rowHeight)
                    let size = cell.node.sizeThatFits(cp)
                    var origin: CGPoint
                    if let anchor = cell.anchor {
                        origin = CGPoint(x: cellRect.minX + anchor.x * (w - size.width), y: cellRect.minY + anchor.y * (rowHeight - size.height))
                    } else {
                        let h = (cell.column < columnAlignment.count ? columnAlignment[cell.column] : nil) ?? alignment.horizontal
                        let o = alignedOrigin(child: cell.node, childSize: size, proposal: cp, in: cellRect.size, alignment: Alignment(horizontal: h, vertical: row.alignment ?? alignment.vertical))
                        origin = CGPoint(x: cellRect.minX + o.x, y: cellRect.minY + o.y)
                        if !cell.unsized.contains(.vertical) {
                            origin.y = cellRect.minY + guideLine - cell.node.alignmentValue(vKey, size: size, proposal: cp)
                        }
                    }
                    placements.append((origin, cp))
                }
                rowLayout.pending = placements
                row.node.place(at: rowRect.origin, proposal: ProposedViewSize(width: rowRect.width, height: rowHeight))
                rowLayout.pending = nil
            }
            y += rowHeight + verticalSpacing
        }
    }
}

/// A `GridRow`'s node: inside a `Grid` it takes the size the grid gives it and places its cells
/// where the grid computed; alone it lays out like an `HStack`.
final class GridRowLayout: LayoutBehavior {
    let alignment: VerticalAlignment?
    var insideGrid = false
    var pending: [(CGPoint, ProposedViewSize)]?
    private let fallback: LayoutAdapter<HStackLayout>

    init(alignment: VerticalAlignment?) {
        self.alignment = alignment
        fallback = LayoutAdapter(HStackLayout(alignment: alignment ?? .center), kind: "GridRow")
    }

    var kind: String { "GridRow" }

    func sizeThatFits(_ p: ProposedViewSize, children: [LayoutNode]) -> CGSize {
        insideGrid ? CGSize(width: p.width ?? 0, height: p.height ?? 0) : fallback.sizeThatFits(p, children: children)
    }

    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [LayoutNode]) {
        guard insideGrid else { return fallback.placeChildren(in: bounds, proposal: proposal, children: children) }
        guard let pending else { return }
        for (child, placement) in zip(children, pending) { child.place(at: placement.0, proposal: placement.1) }
    }
}

/// A value set with a grid modifier, looked up through the cell's layout modifiers.
func gridValue<K: LayoutValueKey>(_ node: LayoutNode, _ key: K.Type) -> K.Value? {
    var n: LayoutNode? = node
    for _ in 0..<64 {
        guard let current = n else { return nil }
        if let v = current.layoutValues[ObjectIdentifier(key)] as? K.Value { return v }
        if current.behavior is any UnaryLayoutBehavior || current.behavior is SecondaryLayerLayout { n = current.children.first } else { return nil }
    }
    return nil
}

struct GridCellColumnsKey: LayoutValueKey { static let defaultValue = 1 }
struct GridColumnAlignmentKey: LayoutValueKey { static let defaultValue = HorizontalAlignment.center }
struct GridCellAnchorKey: LayoutValueKey { static let defaultValue = UnitPoint.center }
struct GridCellUnsizedAxesKey: LayoutValueKey { static let defaultValue: Axis.Set = [] }

/// A container arranging its rows and columns in a grid (iOS 16) — see `GridLayout`.
///
/// ```swift
/// Grid(alignment: .leading, horizontalSpacing: 12) {
///     GridRow { Text("Mon"); Image(systemName: "sun.max"); Text("24°").gridColumnAlignment(.trailing) }
///     Divider()
///     GridRow { Text("Tue"); Image(systemName: "cloud"); Text("19°") }
/// }
/// ```
public struct Grid<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// Creates a grid.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var inner = context
        inner.environment.stackOrientation = nil
        let rows = Resolver.nodes(content, inner)
        for row in rows { (row.behavior as? GridRowLayout)?.insideGrid = true }
        func clean(_ v: CGFloat?) -> CGFloat { let s = v ?? 8; return s.isFinite ? s : 0 }
        let layout = GridLayout(alignment: alignment, horizontalSpacing: clean(horizontalSpacing), verticalSpacing: clean(verticalSpacing))
        return [LayoutNode(layout, children: rows)]
    }
}

/// A row of a `Grid`: its views are the row's cells.
public struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    /// Creates a row, optionally overriding the grid's vertical alignment.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var inner = context
        inner.environment.stackOrientation = .horizontal
        return [LayoutNode(GridRowLayout(alignment: alignment), children: Resolver.nodes(content, inner))]
    }
}

extension View {
    /// Makes this cell span `count` columns of its grid row.
    public func gridCellColumns(_ count: Int) -> some View {
        modifier(NodeAttributeModifier { $0.layoutValues[ObjectIdentifier(GridCellColumnsKey.self)] = max(count, 1) })
    }
    /// Aligns every cell of this cell's column horizontally.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifier(NodeAttributeModifier { $0.layoutValues[ObjectIdentifier(GridColumnAlignmentKey.self)] = guide })
    }
    /// Places this cell by an anchor of its cell instead of the alignments.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        modifier(NodeAttributeModifier { $0.layoutValues[ObjectIdentifier(GridCellAnchorKey.self)] = anchor })
    }
    /// Keeps this cell from sizing its column (`.horizontal`) or row (`.vertical`): it is offered
    /// the size the other cells give them.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        modifier(NodeAttributeModifier { $0.layoutValues[ObjectIdentifier(GridCellUnsizedAxesKey.self)] = axes })
    }
}
