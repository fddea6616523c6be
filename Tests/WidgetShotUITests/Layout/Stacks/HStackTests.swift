import Foundation
import Testing
@testable import WidgetShotUI

@Suite struct HStackTests {
    @Test("two fixed children sit side by side 8 apart and the stack is centred in the canvas")
    func fixedChildrenDefaultSpacing() throws {
        let v = HStack {
            box(30, 20, "a")
            box(40, 10, "b")
        }.accessibilityIdentifier("s")
        let tree = try place(v, 200, 100)
        // width 30 + 8 + 40 = 78, height max(20, 10) = 20; origin ((200-78)/2, (100-20)/2) = (61, 40)
        expectFrame(tree, "s", 61, 40, 78, 20)
        expectFrame(tree, "a", 61, 40, 30, 20)
        // b: x = 61 + 30 + 8 = 99; centred: y = 40 + (20-10)/2 = 45
        expectFrame(tree, "b", 99, 45, 40, 10)
    }

    @Test("two flexible colours split the proposed width evenly")
    func twoColoursSplitEvenly() throws {
        let v = HStack(spacing: 0) {
            Color.red.accessibilityIdentifier("a")
            Color.blue.accessibilityIdentifier("b")
        }
        let tree = try place(v, 200, 100)
        // avail 200: a offered 200/2 = 100, then b offered 100/1 = 100; heights take minor proposal 100
        expectFrame(tree, "a", 0, 0, 100, 100)
        expectFrame(tree, "b", 100, 0, 100, 100)
    }

    @Test("a rigid child is sized first and the flexible colour takes everything left")
    func rigidFirstThenFlexible() throws {
        let v = HStack {
            Color.red.accessibilityIdentifier("a")
            box(50, 50, "b")
        }
        let tree = try place(v, 200, 100)
        // b is least flexible (d = 0): offer (200-8)/2 = 96 -> 50; a: offer 192-50 = 142 -> 142
        // stack 142 + 8 + 50 = 200 wide, 100 high
        expectFrame(tree, "a", 0, 0, 142, 100)
        // b at x = 142 + 8 = 150, y = (100-50)/2 = 25
        expectFrame(tree, "b", 150, 25, 50, 50)
    }

    @Test("a capped child that takes less than its share leaves more for later children")
    func cappedChildLeavesMore() throws {
        let v = HStack(spacing: 0) {
            Color.red.accessibilityIdentifier("a")
            Color.green.frame(maxWidth: 40).accessibilityIdentifier("b")
            Color.blue.accessibilityIdentifier("c")
        }
        let tree = try place(v, 300, 100)
        // order: b (d = 40) then a, c (d = inf). b offered 300/3 = 100 -> min(max(40, 40), 40) = 40
        // avail 260: a offered 260/2 = 130, c offered 130/1 = 130
        expectFrame(tree, "a", 0, 0, 130, 100)
        expectFrame(tree, "b", 130, 0, 40, 100)
        expectFrame(tree, "c", 170, 0, 130, 100)
    }

    @Test("children are sized in order of increasing flexibility")
    func flexibilityOrder() throws {
        let v = HStack(spacing: 0) {
            Color.red.accessibilityIdentifier("c")
            Color.green.frame(maxWidth: 100).accessibilityIdentifier("b")
            Color.blue.frame(maxWidth: 50).accessibilityIdentifier("a")
        }
        let tree = try place(v, 300, 100)
        // order a (d 50), b (d 100), c (d inf)
        // a offered 300/3 = 100 -> 50; b offered 250/2 = 125 -> 100; c offered 150 -> 150
        expectFrame(tree, "c", 0, 0, 150, 100)
        expectFrame(tree, "b", 150, 0, 100, 100)
        expectFrame(tree, "a", 250, 0, 50, 100)
    }

    @Test("among infinitely flexible children the one with the larger minimum is sized first")
    func largerMinimumFirst() throws {
        let v = HStack(spacing: 0) {
            Color.red.accessibilityIdentifier("a")
            Color.blue.frame(minWidth: 120).accessibilityIdentifier("b")
        }
        let tree = try place(v, 200, 100)
        // both d = inf; b has minLen 120 > 0 so it goes first (e = -120 < e = 0)
        // b offered 200/2 = 100 -> max(min(120, 120), 120) = 120; a offered 200 - 120 = 80
        // (a first would give a 100, b 120: a 220-wide overflow)
        expectFrame(tree, "a", 0, 0, 80, 100)
        expectFrame(tree, "b", 80, 0, 120, 100)
    }

    @Test("children wider than the proposal make the stack overflow, centred on the canvas")
    func overflowAtRoot() throws {
        let v = HStack {
            box(80, 20, "a")
            box(80, 20, "b")
        }.accessibilityIdentifier("s")
        let tree = try place(v, 150, 50)
        // 80 + 8 + 80 = 168 > 150; root centring x = (150-168)/2 = -9, y = (50-20)/2 = 15
        expectFrame(tree, "s", -9, 15, 168, 20)
        expectFrame(tree, "a", -9, 15, 80, 20)
        expectFrame(tree, "b", 79, 15, 80, 20)
    }

    @Test("an overflowing stack inside a fixed frame is centred on the frame")
    func overflowInsideFrame() throws {
        let v = HStack {
            box(80, 20, "a")
            box(80, 20, "b")
        }.accessibilityIdentifier("s").frame(width: 100, height: 40).accessibilityIdentifier("f")
        let tree = try place(v, 200, 100)
        // frame 100x40 at ((200-100)/2, (100-40)/2) = (50, 30)
        expectFrame(tree, "f", 50, 30, 100, 40)
        // stack 168x20 centred in the frame: x = 50 + (100-168)/2 = 16, y = 30 + (40-20)/2 = 40
        expectFrame(tree, "s", 16, 40, 168, 20)
        expectFrame(tree, "a", 16, 40, 80, 20)
        expectFrame(tree, "b", 104, 40, 80, 20)
    }

    @Test("top alignment lines children up at the top of the tallest")
    func topAlignment() throws {
        let v = HStack(alignment: .top, spacing: 0) {
            box(10, 30, "a")
            box(10, 10, "b")
        }
        let tree = try place(v, 100, 100)
        // stack 20x30 at (40, 35)
        expectFrame(tree, "a", 40, 35, 10, 30)
        expectFrame(tree, "b", 50, 35, 10, 10)
    }

    @Test("centre alignment puts a short child in the middle of the tallest")
    func centerAlignment() throws {
        let v = HStack(alignment: .center, spacing: 0) {
            box(10, 30, "a")
            box(10, 10, "b")
        }
        let tree = try place(v, 100, 100)
        // stack 20x30 at (40, 35); b: y = 35 + (30-10)/2 = 45
        expectFrame(tree, "a", 40, 35, 10, 30)
        expectFrame(tree, "b", 50, 45, 10, 10)
    }

    @Test("bottom alignment lines children up at the bottom of the tallest")
    func bottomAlignment() throws {
        let v = HStack(alignment: .bottom, spacing: 0) {
            box(10, 30, "a")
            box(10, 10, "b")
        }
        let tree = try place(v, 100, 100)
        // stack 20x30 at (40, 35); b: y = 35 + 30 - 10 = 55
        expectFrame(tree, "a", 40, 35, 10, 30)
        expectFrame(tree, "b", 50, 55, 10, 10)
    }

    @Test("the minor size is the extent of the aligned children, not the tallest child")
    func minorSizeIsAlignedExtent() throws {
        let v = HStack(alignment: .top, spacing: 0) {
            box(10, 30, "a")
            box(10, 10, "b").alignmentGuide(.top) { d in d[.bottom] }
        }.accessibilityIdentifier("s")
        let tree = try place(v, 100, 100)
        // minor origins: a -0 = 0 (range 0...30), b -10 (range -10...0); union -10...30 = 40 high
        // shift by +10: a at 10, b at 0. stack 20x40 at ((100-20)/2, (100-40)/2) = (40, 30)
        expectFrame(tree, "s", 40, 30, 20, 40)
        expectFrame(tree, "a", 40, 40, 10, 30)
        expectFrame(tree, "b", 50, 30, 10, 10)
    }

    @Test("under fixedSize the stack proposes nil and colours take their 10-point ideal")
    func idealSizing() throws {
        let v = HStack(spacing: 0) {
            Color.red.accessibilityIdentifier("a")
            Color.blue.frame(width: 30).accessibilityIdentifier("b")
        }.fixedSize()
        let tree = try place(v, 200, 100)
        // a: (nil, nil) -> 10x10; b: frame(width 30) proposes (30, nil) -> 30x10; stack 40x10
        // root centring: ((200-40)/2, (100-10)/2) = (80, 45)
        expectFrame(tree, "a", 80, 45, 10, 10)
        expectFrame(tree, "b", 90, 45, 30, 10)
    }
}
