import Foundation
import Testing
@testable import WidgetShotUI

/// Puts every subview in its own 50×50 cell, left to right, top-leading anchored.
private struct FiftyColumns: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 50 * CGFloat(subviews.count), height: subviews.isEmpty ? 0 : 50)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (i, s) in subviews.enumerated() {
            s.place(at: CGPoint(x: bounds.minX + 50 * CGFloat(i), y: bounds.minY), anchor: .topLeading,
                    proposal: ProposedViewSize(width: 50, height: 50))
        }
    }
}

/// Equal-width cells as wide as the widest ideal subview; each subview is anchored at the
/// leading edge of its cell, vertically centred.
private struct EqualWidthHStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let w = sizes.map(\.width).max() ?? 0
        return CGSize(width: w * CGFloat(subviews.count), height: sizes.map(\.height).max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let w = bounds.width / CGFloat(max(subviews.count, 1))
        for (i, s) in subviews.enumerated() {
            s.place(at: CGPoint(x: bounds.minX + w * CGFloat(i), y: bounds.midY), anchor: .leading,
                    proposal: ProposedViewSize(width: w, height: bounds.height))
        }
    }
}

/// Gives each subview a 10-high slot 10·(1 + priority) wide, left to right.
private struct PriorityWidths: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: subviews.reduce(0) { $0 + 10 * (1 + CGFloat($1.priority)) }, height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for s in subviews {
            let w = 10 * (1 + CGFloat(s.priority))
            s.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: w, height: 10))
            x += w
        }
    }
}

@Suite struct CustomLayoutTests {
    @Test("a user Layout places colours in 50-point cells and is centred at the root")
    func fiftyColumns() throws {
        let v = FiftyColumns {
            Color.red.accessibilityIdentifier("a")
            Color.green.accessibilityIdentifier("b")
            Color.blue.accessibilityIdentifier("c")
        }.accessibilityIdentifier("l")
        let tree = try place(v, 200, 100)
        // size 150 x 50 at ((200-150)/2, (100-50)/2) = (25, 25); each colour proposed 50x50
        expectFrame(tree, "l", 25, 25, 150, 50)
        expectFrame(tree, "a", 25, 25, 50, 50)
        expectFrame(tree, "b", 75, 25, 50, 50)
        expectFrame(tree, "c", 125, 25, 50, 50)
    }

    @Test("a user Layout measuring ideal sizes makes equal-width cells")
    func equalWidth() throws {
        let v = EqualWidthHStack {
            box(20, 10, "a")
            box(40, 6, "b")
        }.accessibilityIdentifier("l")
        let tree = try place(v, 100, 100)
        // ideal sizes 20x10 and 40x6 -> 2 * 40 = 80 wide, 10 high at (10, 45); cells 40 wide
        expectFrame(tree, "l", 10, 45, 80, 10)
        // anchored .leading at (10, 50): y = 50 - 10/2 = 45
        expectFrame(tree, "a", 10, 45, 20, 10)
        // (50, 50) leading anchor: y = 50 - 6/2 = 47
        expectFrame(tree, "b", 50, 47, 40, 6)
    }

    @Test("a user Layout reads subviews' layoutPriority")
    func readsPriority() throws {
        let v = PriorityWidths {
            Color.red.accessibilityIdentifier("a")
            Color.blue.accessibilityIdentifier("b").layoutPriority(2)
        }
        let tree = try place(v, 100, 100)
        // widths 10*(1+0) = 10 and 10*(1+2) = 30; size 40x10 at (30, 45)
        expectFrame(tree, "a", 30, 45, 10, 10)
        expectFrame(tree, "b", 40, 45, 30, 10)
    }

    @Test("HStackLayout used directly behaves like HStack")
    func hstackLayoutDirect() throws {
        let v = HStackLayout(spacing: 10) {
            box(30, 20, "a")
            Color.blue.accessibilityIdentifier("b")
        }
        let tree = try place(v, 200, 100)
        // a rigid: 30; b offered 200 - 10 - 30 = 160; stack 200 x 100
        expectFrame(tree, "a", 0, 40, 30, 20)
        expectFrame(tree, "b", 40, 0, 160, 100)
    }

    @Test("VStackLayout with trailing alignment used directly")
    func vstackLayoutDirect() throws {
        let v = VStackLayout(alignment: .trailing, spacing: 0) {
            box(20, 10, "a")
            box(50, 10, "b")
        }
        let tree = try place(v, 100, 100)
        // 50 x 20 at (25, 40); a at x = 25 + 50 - 20 = 55
        expectFrame(tree, "a", 55, 40, 20, 10)
        expectFrame(tree, "b", 25, 50, 50, 10)
    }

    @Test("ZStackLayout with bottomTrailing alignment used directly")
    func zstackLayoutDirect() throws {
        let v = ZStackLayout(alignment: .bottomTrailing) {
            box(60, 40, "a")
            box(20, 10, "b")
        }
        let tree = try place(v, 100, 100)
        // 60x40 at (20, 30); b at (20 + 60 - 20, 30 + 40 - 10) = (60, 60)
        expectFrame(tree, "a", 20, 30, 60, 40)
        expectFrame(tree, "b", 60, 60, 20, 10)
    }

    @Test("a user Layout inside an HStack is 8 away from a plain sibling")
    func customLayoutAsStackChild() throws {
        let v = HStack {
            FiftyColumns { Color.red.accessibilityIdentifier("a") }.accessibilityIdentifier("l")
            box(20, 20, "b")
        }
        let tree = try place(v, 200, 100)
        // l is 50x50 whatever it is offered (rigid); 50 + 8 + 20 = 78 wide, 50 high at (61, 25)
        expectFrame(tree, "l", 61, 25, 50, 50)
        expectFrame(tree, "a", 61, 25, 50, 50)
        // b: x = 61 + 58 = 119, y = 25 + 15 = 40
        expectFrame(tree, "b", 119, 40, 20, 20)
    }
}
