import Foundation
import Testing
@testable import WidgetShotUI

/// A 60×40 box and a 20×10 box in a ZStack on a 100×100 canvas: the stack is 60×40 at (20, 30).
/// The small box's origin is 20 + (0 | 20 | 40) horizontally (leading | centre | trailing:
/// A − d = 0, 30 − 10, 60 − 20) and 30 + (0 | 15 | 30) vertically (top | centre | bottom).
private func zPair(_ alignment: Alignment) -> some View {
    ZStack(alignment: alignment) {
        box(60, 40, "big")
        box(20, 10, "small", .blue)
    }.accessibilityIdentifier("z")
}

@Suite struct ZStackTests {
    @Test("top alignments: topLeading, top and topTrailing")
    func topRow() throws {
        for (alignment, x) in [(Alignment.topLeading, 20.0), (.top, 40.0), (.topTrailing, 60.0)] {
            let tree = try place(zPair(alignment), 100, 100)
            expectFrame(tree, "z", 20, 30, 60, 40)
            expectFrame(tree, "big", 20, 30, 60, 40)
            expectFrame(tree, "small", CGFloat(x), 30, 20, 10)
        }
    }

    @Test("middle alignments: leading, center and trailing")
    func middleRow() throws {
        for (alignment, x) in [(Alignment.leading, 20.0), (.center, 40.0), (.trailing, 60.0)] {
            let tree = try place(zPair(alignment), 100, 100)
            expectFrame(tree, "big", 20, 30, 60, 40)
            // y = 30 + (40 - 10)/2 = 45
            expectFrame(tree, "small", CGFloat(x), 45, 20, 10)
        }
    }

    @Test("bottom alignments: bottomLeading, bottom and bottomTrailing")
    func bottomRow() throws {
        for (alignment, x) in [(Alignment.bottomLeading, 20.0), (.bottom, 40.0), (.bottomTrailing, 60.0)] {
            let tree = try place(zPair(alignment), 100, 100)
            expectFrame(tree, "big", 20, 30, 60, 40)
            // y = 30 + 40 - 10 = 60
            expectFrame(tree, "small", CGFloat(x), 60, 20, 10)
        }
    }

    @Test("the ZStack is as wide as its widest child and as tall as its tallest")
    func maxOfChildren() throws {
        let v = ZStack {
            box(60, 20, "a")
            box(20, 50, "b")
        }.accessibilityIdentifier("z")
        let tree = try place(v, 100, 100)
        // 60 x 50 at (20, 25)
        expectFrame(tree, "z", 20, 25, 60, 50)
        expectFrame(tree, "a", 20, 40, 60, 20)
        expectFrame(tree, "b", 40, 25, 20, 50)
    }

    @Test("a colour in a ZStack fills the proposal and the stack with it")
    func colourFills() throws {
        let v = ZStack {
            Color.red.accessibilityIdentifier("a")
            box(20, 20, "b")
        }
        let tree = try place(v, 100, 80)
        expectFrame(tree, "a", 0, 0, 100, 80)
        // b centred: ((100-20)/2, (80-20)/2)
        expectFrame(tree, "b", 40, 30, 20, 20)
    }

    @Test("a lower-priority child does not size the ZStack and overflows it")
    func lowerPriorityOverflows() throws {
        let v = ZStack {
            box(40, 40, "a").layoutPriority(1)
            box(100, 100, "b", .blue)
        }.accessibilityIdentifier("z")
        let tree = try place(v, 200, 200)
        // size from a only: 40x40 at (80, 80); b centred: 80 + 20 - 50 = 50 (i.e. -30 relative)
        expectFrame(tree, "z", 80, 80, 40, 40)
        expectFrame(tree, "a", 80, 80, 40, 40)
        expectFrame(tree, "b", 50, 50, 100, 100)
    }

    @Test("a lower-priority colour is proposed the ZStack's final size")
    func lowerPriorityColourGetsStackSize() throws {
        let v = ZStack(alignment: .topLeading) {
            box(40, 30, "a").layoutPriority(1)
            Color.blue.accessibilityIdentifier("b")
        }
        let tree = try place(v, 200, 200)
        // size 40x30 at (80, 85); b proposed 40x30 -> 40x30 at the same place
        expectFrame(tree, "a", 80, 85, 40, 30)
        expectFrame(tree, "b", 80, 85, 40, 30)
    }

    @Test("an explicit leading guide shifts a child against the alignment line")
    func alignmentGuideInZStack() throws {
        let v = ZStack(alignment: .topLeading) {
            box(50, 50, "a")
            box(10, 10, "b", .blue).alignmentGuide(.leading) { _ in -10 }
        }.accessibilityIdentifier("z")
        let tree = try place(v, 100, 100)
        // size = max of sizes 50x50 at (25, 25); A = max(0, -10) = 0; b.x = 25 + 0 - (-10) = 35
        expectFrame(tree, "z", 25, 25, 50, 50)
        expectFrame(tree, "a", 25, 25, 50, 50)
        expectFrame(tree, "b", 35, 25, 10, 10)
    }

    @Test("an empty ZStack is 0 by 0 at the centre of the canvas")
    func emptyZStack() throws {
        let tree = try place(ZStack {}.accessibilityIdentifier("z"), 100, 60)
        expectFrame(tree, "z", 50, 30, 0, 0)
    }
}
