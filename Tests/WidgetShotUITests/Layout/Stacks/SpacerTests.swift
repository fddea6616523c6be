import Foundation
import Testing
@testable import WidgetShotUI

@Suite struct SpacerTests {
    @Test("a spacer pushes two boxes to the edges with no gap on either side")
    func pushesToEdges() throws {
        let v = HStack {
            box(30, 20, "a")
            Spacer().accessibilityIdentifier("sp")
            box(40, 20, "b")
        }
        let tree = try place(v, 200, 100)
        // distances 0, 0 (spacer); avail 200 - 8 (spacer min reserved) = 192
        // a offered 96 -> 30, b offered 162 -> 40; spacer group: 122 + 8 = 130
        expectFrame(tree, "a", 0, 40, 30, 20)
        // spacer height 0 in an HStack, centred: y = 40 + 10 = 50
        expectFrame(tree, "sp", 30, 50, 130, 0)
        expectFrame(tree, "b", 160, 40, 40, 20)
    }

    @Test("a spacer has priority minus infinity: HStack{Color; Spacer()} in 200 gives 192 and 8")
    func spacerLowestPriority() throws {
        let v = HStack {
            Color.red.accessibilityIdentifier("c")
            Spacer().accessibilityIdentifier("sp")
        }
        let tree = try place(v, 200, 100)
        // colour group first: avail 200 - 0 (gap) - 8 (spacer min) = 192; spacer gets 0 + 8 = 8
        expectFrame(tree, "c", 0, 0, 192, 100)
        // stack height 100 (colour), spacer 0 high centred at y = 50
        expectFrame(tree, "sp", 192, 50, 8, 0)
    }

    @Test("Spacer(minLength: 0) collapses to nothing next to a colour")
    func minLengthZero() throws {
        let v = HStack {
            Color.red.accessibilityIdentifier("c")
            Spacer(minLength: 0).accessibilityIdentifier("sp")
        }
        let tree = try place(v, 200, 100)
        // reserved 0; colour offered 200 -> 200; spacer offered 0 -> max(0, 0) = 0
        expectFrame(tree, "c", 0, 0, 200, 100)
        expectFrame(tree, "sp", 200, 50, 0, 0)
    }

    @Test("a spacer's minLength is reserved before flexible siblings are sized")
    func minLengthReserved() throws {
        let v = HStack {
            Color.red.accessibilityIdentifier("c")
            Spacer(minLength: 20).accessibilityIdentifier("sp")
        }
        let tree = try place(v, 200, 100)
        // colour offered 200 - 20 = 180; spacer offered 0 + 20 = 20
        expectFrame(tree, "c", 0, 0, 180, 100)
        expectFrame(tree, "sp", 180, 50, 20, 0)
    }

    @Test("in an overflowing stack a spacer still keeps its minimum length")
    func spacerInOverflow() throws {
        let v = HStack {
            box(120, 20, "a")
            Spacer().accessibilityIdentifier("sp")
            box(120, 20, "b")
        }.accessibilityIdentifier("s")
        let tree = try place(v, 200, 100)
        // avail 200 - 8 = 192: a offered 96 -> 120 (72 left), b offered 72 -> 120 (-48 left)
        // spacer: -48 + 8 = -40 -> offer max(-40, 0) = 0 -> max(0, 8) = 8
        // width 120 + 8 + 120 = 248; centred x = (200-248)/2 = -24
        expectFrame(tree, "s", -24, 40, 248, 20)
        expectFrame(tree, "a", -24, 40, 120, 20)
        expectFrame(tree, "sp", 96, 50, 8, 0)
        expectFrame(tree, "b", 104, 40, 120, 20)
    }

    @Test("two spacers share the leftover space evenly and centre the box")
    func twoSpacersCentre() throws {
        let v = HStack {
            Spacer().accessibilityIdentifier("s1")
            box(40, 20, "a")
            Spacer().accessibilityIdentifier("s2")
        }
        let tree = try place(v, 200, 100)
        // avail 200 - 16 (two spacer mins) = 184 -> a 40 (144 left)
        // spacer group: 144 + 16 = 160 -> 80 each
        expectFrame(tree, "s1", 0, 50, 80, 0)
        expectFrame(tree, "a", 80, 40, 40, 20)
        expectFrame(tree, "s2", 120, 50, 80, 0)
    }

    @Test("a spacer in a VStack is vertical and has zero width")
    func verticalSpacer() throws {
        let v = VStack {
            box(30, 20, "a")
            Spacer().accessibilityIdentifier("sp")
        }
        let tree = try place(v, 100, 100)
        // avail 100 - 8 = 92 -> a 20 (72 left); spacer 72 + 8 = 80, width 0
        // width: a spans -15...15, spacer 0...0 -> 30; stack 30x100 at (35, 0)
        expectFrame(tree, "a", 35, 0, 30, 20)
        // spacer centred: x = 35 + 15 = 50
        expectFrame(tree, "sp", 50, 20, 0, 80)
    }

    @Test("a spacer outside a stack expands along both axes")
    func spacerAtRoot() throws {
        let tree = try place(Spacer().accessibilityIdentifier("sp"), 120, 80)
        // no orientation: (max(120, 8), max(80, 8))
        expectFrame(tree, "sp", 0, 0, 120, 80)
    }

    @Test("a spacer with a large minLength pushes the stack into overflow")
    func largeMinLengthOverflows() throws {
        let v = HStack {
            box(50, 10, "a")
            Spacer(minLength: 100).accessibilityIdentifier("sp")
            box(50, 10, "b")
        }.accessibilityIdentifier("s")
        let tree = try place(v, 150, 50)
        // avail 150 - 100 = 50: a offered 25 -> 50 (0 left), b offered 0 -> 50 (-50 left)
        // spacer: -50 + 100 = 50 -> max(50, 100) = 100; width 200, centred x = (150-200)/2 = -25
        expectFrame(tree, "s", -25, 20, 200, 10)
        expectFrame(tree, "a", -25, 20, 50, 10)
        expectFrame(tree, "sp", 25, 25, 100, 0)
        expectFrame(tree, "b", 125, 20, 50, 10)
    }
}
