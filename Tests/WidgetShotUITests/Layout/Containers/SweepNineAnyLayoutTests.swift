import Foundation
import Testing
@testable import WidgetShotUI

/// A wrapping row layout in the style of the "flow" layouts meal and tag widgets write
/// (dimigomeal's widget wraps its menu items with `AnyLayout(FlowLayout(spacing: 6)) { … }`).
private struct WrapRows: Layout {
    var spacing: CGFloat

    private func rows(_ subviews: Subviews, width: CGFloat) -> [[(index: Int, size: CGSize)]] {
        var rows: [[(index: Int, size: CGSize)]] = [[]]
        var x: CGFloat = 0
        for (i, s) in subviews.enumerated() {
            let size = s.sizeThatFits(.unspecified)
            if x > 0, x + size.width > width {
                rows.append([])
                x = 0
            }
            rows[rows.count - 1].append((i, size))
            x += size.width + spacing
        }
        return rows
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = rows(subviews, width: proposal.width ?? .infinity)
        let widths = rows.map { r in r.map(\.size.width).reduce(0, +) + spacing * CGFloat(max(r.count - 1, 0)) }
        let heights = rows.map { r in r.map(\.size.height).max() ?? 0 }
        return CGSize(width: widths.max() ?? 0, height: heights.reduce(0, +) + spacing * CGFloat(max(rows.count - 1, 0)))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for row in rows(subviews, width: bounds.width) {
            var x = bounds.minX
            for item in row {
                subviews[item.index].place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: ProposedViewSize(item.size))
                x += item.size.width + spacing
            }
            y += (row.map(\.size.height).max() ?? 0) + spacing
        }
    }
}

/// `AnyLayout` (SwiftUI, iOS 16): frames derived by hand from the wrapped layouts' rules.
@Suite struct SweepNineAnyLayoutTests {
    @Test("AnyLayout(FlowLayout) { … } wraps exactly as the layout itself does")
    func wrapsLikeTheWrappedLayout() throws {
        let items = ["a", "b", "c"]
        let erased = AnyLayout(WrapRows(spacing: 6)) { ForEach(items, id: \.self) { box(40, 10, $0) } }
        let tree = try place(erased, 100, 100)
        // Row 1: a at 0, b at 46 (46 + 40 = 86 ≤ 100); c wraps to row 2 at y 16. The container is
        // 86 × 26, centred in 100 × 100: origin (7, 37).
        expectFrame(tree, "a", 7, 37, 40, 10)
        expectFrame(tree, "b", 53, 37, 40, 10)
        expectFrame(tree, "c", 7, 53, 40, 10)
        let direct = try place(WrapRows(spacing: 6) { ForEach(items, id: \.self) { box(40, 10, $0) } }, 100, 100)
        for id in items { #expect(tree.frame(of: id) == direct.frame(of: id), "\(id)") }
    }

    @Test("AnyLayout(HStackLayout()) is a horizontal stack: a Spacer in it widens the row")
    func spacerFollowsTheWrappedAxis() throws {
        let row = AnyLayout(HStackLayout()) { box(30, 20, "a"); Spacer(); box(40, 10, "b") }
        let tree = try place(row, 200, 100)
        // The spacer takes the rest of the 200 pt: a at the leading edge, b at 200 − 40; the row
        // is 20 tall (its tallest child), centred at y 40.
        expectFrame(tree, "a", 0, 40, 30, 20)
        expectFrame(tree, "b", 160, 45, 40, 10)
    }

    @Test("One view type for two layouts, chosen at run time")
    func switchesLayoutsWithOneType() throws {
        func content(_ wide: Bool) -> some View {
            let layout = wide ? AnyLayout(HStackLayout(spacing: 4)) : AnyLayout(VStackLayout(spacing: 4))
            return layout { box(30, 20, "a"); box(40, 10, "b") }
        }
        let h = try place(content(true), 200, 100)
        // HStack: 30 + 4 + 40 = 74 wide, centred: x 63; b centred vertically in 20: y 45.
        expectFrame(h, "a", 63, 40, 30, 20)
        expectFrame(h, "b", 97, 45, 40, 10)
        let v = try place(content(false), 200, 100)
        // VStack: 40 wide, 20 + 4 + 10 = 34 tall at (80, 33); a centred in 40: x 85.
        expectFrame(v, "a", 85, 33, 30, 20)
        expectFrame(v, "b", 80, 57, 40, 10)
    }

    @Test("AnyLayout as a Layout forwards size and placement (and does not nest)")
    func forwardsAsALayout() throws {
        let twice = AnyLayout(AnyLayout(WrapRows(spacing: 6)))
        #expect(twice.base is WrapRows)
        let tree = try place(Delegating(inner: twice) { box(40, 10, "a"); box(40, 10, "b"); box(40, 10, "c") }, 100, 100)
        expectFrame(tree, "a", 7, 37, 40, 10)
        expectFrame(tree, "c", 7, 53, 40, 10)
    }
}

/// A layout whose code calls another layout's requirements, as composed custom layouts do.
private struct Delegating: Layout {
    var inner: AnyLayout

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var c = inner.makeCache(subviews: subviews)
        return inner.sizeThatFits(proposal: proposal, subviews: subviews, cache: &c)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var c = inner.makeCache(subviews: subviews)
        inner.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &c)
    }
}
