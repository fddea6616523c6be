import Foundation
import Testing
@testable import WidgetShotUI

/// Lays out `view` with `\.layoutDirection` set to right to left for the whole tree.
private func placeRTL<V: View>(_ view: V, _ width: CGFloat, _ height: CGFloat) throws -> PlacedTree {
    var env = EnvironmentValues()
    env.layoutDirection = .rightToLeft
    return try LayoutEngine().layout(view, in: CGSize(width: width, height: height), environment: env)
}

/// Right-to-left layout, derived by hand: SwiftUI lays out as in LTR, then "horizontally flips the
/// x position of each view within its parent" (https://developer.apple.com/documentation/swiftui/layoutdirection),
/// i.e. a child at LTR x inside a parent spanning minX…maxX lands at `minX + maxX − x − width`.
@Suite struct RightToLeftTests {
    @Test("HStack: the first child sits at the right end, the second to its left")
    func hstackStartsAtTheRight() throws {
        let v = HStack { box(30, 20, "a"); box(40, 10, "b") }.accessibilityIdentifier("s")
        let tree = try placeRTL(v, 200, 100)
        // As in LTR the stack is 30 + 8 + 40 = 78 × 20, centred: (61, 40). Mirror line 61 + 139 = 200.
        expectFrame(tree, "s", 61, 40, 78, 20)
        // a: LTR x 61 → 200 − 61 − 30 = 109. b: LTR x 99 → 200 − 99 − 40 = 61, y 45 as in LTR.
        expectFrame(tree, "a", 109, 40, 30, 20)
        expectFrame(tree, "b", 61, 45, 40, 10)
    }

    @Test("padding(.leading) is on the right")
    func leadingPaddingIsRight() throws {
        let v = box(30, 20, "a").padding(.leading, 10).accessibilityIdentifier("p")
        let tree = try placeRTL(v, 100, 100)
        // p: 40 × 20 centred at (30, 40). LTR a at x 40; mirrored in 30…70: 100 − 40 − 30 = 30.
        expectFrame(tree, "p", 30, 40, 40, 20)
        expectFrame(tree, "a", 30, 40, 30, 20)   // the 10 pt of padding is now 60…70, on the right
    }

    @Test("padding(EdgeInsets(leading:trailing:)) mirrors: leading inset on the right")
    func edgeInsetsMirror() throws {
        let v = box(30, 20, "a").padding(EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 16)).accessibilityIdentifier("p")
        let tree = try placeRTL(v, 100, 100)
        // p: 4 + 30 + 16 = 50 wide at x 25. LTR a at 29; mirrored in 25…75: 100 − 29 − 30 = 41 (16 left, 4 right).
        expectFrame(tree, "p", 25, 40, 50, 20)
        expectFrame(tree, "a", 41, 40, 30, 20)
    }

    @Test("frame(alignment: .leading) puts the child at the right; .trailing at the left")
    func frameAlignmentSwaps() throws {
        let tree = try placeRTL(box(30, 20, "a").frame(width: 100, height: 50, alignment: .leading), 200, 100)
        // The frame is at (50, 25). LTR a at (50, 40); mirrored in 50…150: 200 − 50 − 30 = 120.
        expectFrame(tree, "a", 120, 40, 30, 20)
        let trailing = try placeRTL(box(30, 20, "a").frame(width: 100, height: 50, alignment: .bottomTrailing), 200, 100)
        // LTR a at (120, 55) → 200 − 120 − 30 = 50.
        expectFrame(trailing, "a", 50, 55, 30, 20)
    }

    @Test("overlay(alignment: .topLeading) sits in the top-right corner")
    func overlayTopLeading() throws {
        let v = box(100, 50, "base").overlay(alignment: .topLeading) { box(20, 10, "o") }
        let tree = try placeRTL(v, 200, 100)
        // base at (50, 25). LTR o at (50, 25); mirrored in 50…150: 200 − 50 − 20 = 130.
        expectFrame(tree, "base", 50, 25, 100, 50)
        expectFrame(tree, "o", 130, 25, 20, 10)
    }

    @Test("ZStack(alignment: .leading) aligns children on the right edge")
    func zstackLeading() throws {
        let v = ZStack(alignment: .leading) { box(80, 20, "wide"); box(20, 10, "narrow") }
        let tree = try placeRTL(v, 200, 100)
        // ZStack 80 × 20 at (60, 40). narrow LTR x 60 → 60 + 140 − 60 − 20 = 120 (right edges at 140).
        expectFrame(tree, "wide", 60, 40, 80, 20)
        expectFrame(tree, "narrow", 120, 45, 20, 10)
    }

    @Test("offset(x:) moves the view the other way; the offset view's own frame stays")
    func offsetNegated() throws {
        let v = box(30, 20, "a").offset(x: 10, y: 5).accessibilityIdentifier("o")
        let tree = try placeRTL(v, 100, 100)
        // o at (35, 40). LTR a at (45, 45); mirrored in 35…65: 100 − 45 − 30 = 25, i.e. 10 pt left.
        expectFrame(tree, "o", 35, 40, 30, 20)
        expectFrame(tree, "a", 25, 45, 30, 20)
    }

    @Test("position(x:y:) counts x from the leading (right) edge")
    func positionFromTheRight() throws {
        let v = box(10, 10, "a").position(x: 20, y: 30)
        let tree = try placeRTL(v, 100, 100)
        // The position view takes 100 × 100. LTR a centred at (20, 30): x 15 → 100 − 15 − 10 = 75
        // (centre 80, 20 from the right edge; Apple: "the 0 horizontal value is on the right side").
        expectFrame(tree, "a", 75, 25, 10, 10)
    }

    @Test("nested stacks: VStack(.leading) hugs the right edge, the inner HStack runs right to left")
    func nestedStacks() throws {
        let v = VStack(alignment: .leading) {
            box(50, 10, "a")
            HStack(spacing: 4) { box(10, 10, "b"); box(20, 10, "c") }.accessibilityIdentifier("h")
        }.accessibilityIdentifier("v")
        let tree = try placeRTL(v, 200, 100)
        // v: 50 × (10 + 8 + 10) = 50 × 28 at (75, 36). h: 34 wide, LTR x 75 → 75 + 125 − 75 − 34 = 91.
        expectFrame(tree, "v", 75, 36, 50, 28)
        expectFrame(tree, "a", 75, 36, 50, 10)
        expectFrame(tree, "h", 91, 54, 34, 10)
        // In h (91…125): b LTR 91 → 216 − 91 − 10 = 115; c LTR 91 + 10 + 4 = 105 → 216 − 105 − 20 = 91.
        expectFrame(tree, "b", 115, 54, 10, 10)
        expectFrame(tree, "c", 91, 54, 20, 10)
    }

    @Test("a Spacer pushes the first child to the right edge and the last to the left")
    func spacer() throws {
        let v = HStack(spacing: 0) { box(20, 10, "a"); Spacer(); box(30, 10, "b") }
        let tree = try placeRTL(v, 200, 100)
        // LTR: a at 0, b at 170 (the stack takes the full 200). RTL: a at 200 − 0 − 20 = 180, b at 200 − 170 − 30 = 0.
        expectFrame(tree, "a", 180, 45, 20, 10)
        expectFrame(tree, "b", 0, 45, 30, 10)
    }

    @Test("Grid: the first column is the rightmost")
    func grid() throws {
        let grid = Grid {
            GridRow { box(20, 10, "a"); box(40, 10, "b"); box(10, 30, "c") }
            GridRow { box(30, 20, "d"); box(10, 10, "e"); box(10, 10, "f") }
        }.accessibilityIdentifier("grid")
        let tree = try placeRTL(grid, 200, 200)
        // LTR (GridTests.widestAndTallest): grid (52, 71, 96, 58); a 57, b 90, c 138, d 52, e 105, f 138.
        // Rows span the grid, so every cell mirrors across 52 + 148 = 200: x' = 200 − x − w.
        expectFrame(tree, "grid", 52, 71, 96, 58)
        expectFrame(tree, "a", 123, 81, 20, 10)
        expectFrame(tree, "b", 70, 81, 40, 10)
        expectFrame(tree, "c", 52, 71, 10, 30)
        expectFrame(tree, "d", 118, 109, 30, 20)
        expectFrame(tree, "e", 85, 114, 10, 10)
        expectFrame(tree, "f", 52, 114, 10, 10)
    }

    @Test("Label: the icon is on the right of the title")
    func labelIconOnTheRight() throws {
        let v = Label { Text("Title").accessibilityIdentifier("t") } icon: { box(12, 12, "i") }
        let ltr = try place(v, 200, 100)
        let rtl = try placeRTL(v, 200, 100)
        let (li, lt) = (try #require(ltr.frame(of: "i")), try #require(ltr.frame(of: "t")))
        let (ri, rt) = (try #require(rtl.frame(of: "i")), try #require(rtl.frame(of: "t")))
        #expect(li.maxX <= lt.minX, "LTR: icon \(li) left of title \(lt)")
        #expect(ri.minX >= rt.maxX, "RTL: icon \(ri) right of title \(rt)")
        // The whole label is centred, so RTL is LTR mirrored across the canvas: x' = 200 − x − w.
        expectRect(ri, 200 - li.maxX, li.minY, li.width, li.height, "icon")
        expectRect(rt, 200 - lt.maxX, lt.minY, lt.width, lt.height, "title")
    }

    @Test("a custom leading guide indents from the right edge")
    func alignmentGuide() throws {
        let v = VStack(alignment: .leading, spacing: 0) {
            box(50, 10, "a")
            box(30, 10, "b").alignmentGuide(.leading) { d in d[.leading] - 10 }
        }.accessibilityIdentifier("v")
        let tree = try placeRTL(v, 100, 100)
        // LTR: guide at b.x + 10 = a.x, so b sits 10 right of a; v = 50 × 20 at (25, 40), b at 35.
        // RTL: b → 25 + 75 − 35 − 30 = 35, i.e. its right edge 10 pt in from a's (75 − 65).
        expectFrame(tree, "a", 25, 40, 50, 10)
        expectFrame(tree, "b", 35, 50, 30, 10)
    }

    @Test("a whole RTL tree is the LTR tree mirrored across the canvas (lazy grid, frames, overlays, GeometryReader, ViewThatFits)")
    func wholeTreeMirrors() throws {
        let v = VStack(alignment: .leading, spacing: 6) {
            LazyVGrid(columns: [GridItem(.fixed(30)), GridItem(.flexible())], alignment: .leading) {
                box(20, 10, "g1"); box(20, 10, "g2"); box(25, 10, "g3")
            }
            box(40, 12, "x").frame(maxWidth: .infinity, alignment: .trailing).overlay(alignment: .leading) { box(6, 6, "dot") }
            Text("Hello world").accessibilityIdentifier("t").padding(.trailing, 30)
            GeometryReader { proxy in box(proxy.size.width / 3, 8, "geo") }.frame(height: 8)
            ViewThatFits { box(500, 8, "tooWide"); HStack { box(20, 8, "fits"); Spacer() } }
        }.padding(.leading, 12)
        let ltr = try place(v, 170, 170)
        let rtl = try placeRTL(v, 170, 170)
        for id in ["g1", "g2", "g3", "x", "dot", "t", "geo", "fits"] {
            let l = try #require(ltr.frame(of: id), "\(id)")
            expectRect(rtl.frame(of: id), 170 - l.maxX, l.minY, l.width, l.height, id)
        }
    }

    @Test("the direction set on a subtree applies inside it only")
    func subtreeOverride() throws {
        let v = VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 0) { box(10, 10, "a"); box(20, 10, "b") }
            HStack(spacing: 0) { box(10, 10, "c"); box(20, 10, "d") }.environment(\.layoutDirection, .rightToLeft)
            box(60, 10, "w")
        }
        let tree = try place(v, 60, 30)
        // LTR VStack 60 wide at x 0; both HStacks (30 wide) at its leading (left) edge.
        expectFrame(tree, "a", 0, 0, 10, 10)
        expectFrame(tree, "b", 10, 0, 20, 10)
        // The RTL HStack itself is placed by the LTR VStack (x 0…30) and runs right to left inside.
        expectFrame(tree, "c", 20, 10, 10, 10)
        expectFrame(tree, "d", 0, 10, 20, 10)
    }

    @Test("a custom Layout reads LayoutSubviews.layoutDirection and is mirrored without reading it")
    func customLayout() throws {
        struct Row: Layout {
            let seen: Box
            final class Box { var direction: LayoutDirection? }
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                seen.direction = subviews.layoutDirection
                return CGSize(width: 100, height: 10)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for (i, s) in subviews.enumerated() {
                    s.place(at: CGPoint(x: bounds.minX + CGFloat(i) * 30, y: bounds.minY), proposal: ProposedViewSize(width: 10, height: 10))
                }
            }
        }
        let seen = Row.Box()
        let tree = try placeRTL(Row(seen: seen) { box(10, 10, "a"); box(10, 10, "b") }, 100, 10)
        #expect(seen.direction == .rightToLeft)
        // LTR a at 0, b at 30 → 100 − 0 − 10 = 90 and 100 − 30 − 10 = 60.
        expectFrame(tree, "a", 90, 0, 10, 10)
        expectFrame(tree, "b", 60, 0, 10, 10)
        let ltrSeen = Row.Box()
        _ = try place(Row(seen: ltrSeen) { box(10, 10, "a") }, 100, 10)
        #expect(ltrSeen.direction == .leftToRight)
    }

    @Test("the direction follows the locale's language; an explicit value wins")
    func directionFromLocale() throws {
        for id in ["ar", "ar_SA", "he_IL", "fa_IR", "ur_PK", "ps", "yi", "dv", "ckb", "sd", "ug"] {
            #expect(LayoutDirection(locale: Locale(identifier: id)) == .rightToLeft, "\(id)")
        }
        for id in ["en", "en_US", "de_DE", "ja_JP", "zh_Hans_CN", "tr_TR"] {
            #expect(LayoutDirection(locale: Locale(identifier: id)) == .leftToRight, "\(id)")
        }
        // An explicit `.environment(\.layoutDirection, …)` below the root's wins over the root's.
        var env = EnvironmentValues()
        env.layoutDirection = .rightToLeft
        let v = HStack(spacing: 0) { box(10, 10, "a"); box(10, 10, "b") }.environment(\.layoutDirection, .leftToRight)
        let tree = try LayoutEngine().layout(v, in: CGSize(width: 20, height: 10), environment: env)
        expectFrame(tree, "a", 0, 0, 10, 10)
    }

    @Test("flipsForRightToLeftLayoutDirection(true) adds a horizontal flip only in RTL")
    func flipEffect() throws {
        func flips(_ tree: PlacedTree) -> Bool {
            tree.allNodes.contains { node in
                node.effects.contains { if case .scale(let s, _) = $0 { return s.width == -1 && s.height == 1 }; return false }
            }
        }
        let v = box(10, 10, "a").flipsForRightToLeftLayoutDirection(true)
        #expect(try flips(placeRTL(v, 20, 20)))
        #expect(try !flips(place(v, 20, 20)))
        #expect(try !flips(placeRTL(box(10, 10, "a").flipsForRightToLeftLayoutDirection(false), 20, 20)))
    }

    @Test("directional SF Symbols (*.forward, *.backward) mirror in RTL; physical ones never")
    func directionalSymbols() throws {
        func flipped(_ name: String, rtl: Bool) throws -> Bool {
            let v = Image(systemName: name).accessibilityIdentifier("i")
            let tree = rtl ? try placeRTL(v, 40, 40) : try place(v, 40, 40)
            let node = try #require(tree.allNodes.first { $0.identifier == "i" })
            return node.effects.contains { if case .scale(let s, _) = $0 { return s.width == -1 }; return false }
        }
        #expect(try flipped("chevron.forward", rtl: true))
        #expect(try flipped("arrow.backward.circle.fill", rtl: true))
        #expect(try !flipped("chevron.forward", rtl: false))
        #expect(try !flipped("chevron.right", rtl: true))
        #expect(try !flipped("forwardslash", rtl: true))
        #expect(try !flipped("forward.fill", rtl: true))   // media playback keeps its direction
    }
}
