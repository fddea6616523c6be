import Foundation
import Testing
@testable import WidgetShotUI

@Suite struct NestedStackTests {
    @Test("an HStack inside a VStack is centred over a wider sibling")
    func hstackInVStack() throws {
        let v = VStack(spacing: 10) {
            HStack(spacing: 5) {
                box(20, 20, "a")
                box(30, 10, "b")
            }.accessibilityIdentifier("h")
            box(80, 30, "c")
        }.accessibilityIdentifier("s")
        let tree = try place(v, 200, 200)
        // h: 20 + 5 + 30 = 55 x 20; s: 80 x (20 + 10 + 30 = 60) at ((200-80)/2, (200-60)/2) = (60, 70)
        expectFrame(tree, "s", 60, 70, 80, 60)
        // h: x = 60 + (80-55)/2 = 72.5
        expectFrame(tree, "h", 72.5, 70, 55, 20)
        expectFrame(tree, "a", 72.5, 70, 20, 20)
        // b: x = 72.5 + 25 = 97.5, y = 70 + (20-10)/2 = 75
        expectFrame(tree, "b", 97.5, 75, 30, 10)
        expectFrame(tree, "c", 60, 100, 80, 30)
    }

    @Test("a flexible HStack and a colour share a VStack's height equally")
    func flexibleNested() throws {
        let v = VStack(spacing: 0) {
            HStack(spacing: 0) {
                Color.red.accessibilityIdentifier("a")
                Color.green.accessibilityIdentifier("b")
            }.accessibilityIdentifier("h")
            Color.blue.accessibilityIdentifier("c")
        }
        let tree = try place(v, 100, 100)
        // h and c both min 0 / max inf heights -> declaration order, 50 each
        expectFrame(tree, "h", 0, 0, 100, 50)
        // inside h: widths 100/2 = 50 each
        expectFrame(tree, "a", 0, 0, 50, 50)
        expectFrame(tree, "b", 50, 0, 50, 50)
        expectFrame(tree, "c", 0, 50, 100, 50)
    }

    @Test("a fixed-width ZStack in an HStack and a colour filling the rest")
    func zstackInHStack() throws {
        let v = HStack(spacing: 0) {
            ZStack {
                Color.red.accessibilityIdentifier("a")
                box(20, 20, "b", .blue)
            }.frame(width: 60).accessibilityIdentifier("z")
            Color.green.accessibilityIdentifier("c")
        }
        let tree = try place(v, 200, 100)
        // z is rigid (d 0): 60 x 100 (the ZStack is proposed (60, 100), its colour takes it)
        expectFrame(tree, "z", 0, 0, 60, 100)
        expectFrame(tree, "a", 0, 0, 60, 100)
        // b centred: ((60-20)/2, (100-20)/2)
        expectFrame(tree, "b", 20, 40, 20, 20)
        expectFrame(tree, "c", 60, 0, 140, 100)
    }

    @Test("a nested HStack is 8 away from a box below it, like any plain view")
    func nestedStackSpacing() throws {
        let v = VStack {
            HStack(spacing: 4) {
                box(10, 10, "a")
                box(10, 10, "b")
            }.accessibilityIdentifier("h")
            box(30, 10, "c")
        }
        let tree = try place(v, 100, 100)
        // h: 24 x 10; VStack: 30 x (10 + 8 + 10 = 28) at (35, 36)
        expectFrame(tree, "h", 38, 36, 24, 10)
        expectFrame(tree, "a", 38, 36, 10, 10)
        expectFrame(tree, "b", 52, 36, 10, 10)
        expectFrame(tree, "c", 35, 54, 30, 10)
    }

    @Test("ForEach inside an HStack contributes one child per element")
    func forEachFlattens() throws {
        let v = HStack(spacing: 5) {
            ForEach(0..<3) { i in
                box(10, 10, "c\(i)")
            }
        }
        let tree = try place(v, 100, 50)
        // 3*10 + 2*5 = 40 wide at ((100-40)/2, (50-10)/2) = (30, 20)
        expectFrame(tree, "c0", 30, 20, 10, 10)
        expectFrame(tree, "c1", 45, 20, 10, 10)
        expectFrame(tree, "c2", 60, 20, 10, 10)
    }

    @Test("if/else inside a VStack lays out only the taken branch")
    func ifElseBranch() throws {
        let flag = true
        let v = VStack(spacing: 0) {
            if flag { box(40, 10, "a") } else { box(60, 10, "b") }
            box(20, 10, "c")
        }
        let tree = try place(v, 100, 100)
        // 40 x 20 at (30, 40)
        expectFrame(tree, "a", 30, 40, 40, 10)
        expectFrame(tree, "c", 40, 50, 20, 10)
        #expect(tree.frame(of: "b") == nil)
    }

    @Test("a false if adds no child and no spacing")
    func falseIfAddsNothing() throws {
        let show = false
        let v = HStack {
            box(10, 10, "a")
            if show { box(50, 10, "hidden") }
            box(10, 10, "c")
        }
        let tree = try place(v, 100, 100)
        // children a, c only: 10 + 8 + 10 = 28 wide at (36, 45)
        expectFrame(tree, "a", 36, 45, 10, 10)
        expectFrame(tree, "c", 54, 45, 10, 10)
        #expect(tree.frame(of: "hidden") == nil)
    }

    @Test("a Group's children are flattened into the enclosing stack")
    func groupFlattens() throws {
        let v = HStack(spacing: 0) {
            Group {
                Color.red.accessibilityIdentifier("a")
                Color.green.accessibilityIdentifier("b")
            }
            Color.blue.accessibilityIdentifier("c")
        }
        let tree = try place(v, 300, 100)
        // three children of equal flexibility: 100 each
        expectFrame(tree, "a", 0, 0, 100, 100)
        expectFrame(tree, "b", 100, 0, 100, 100)
        expectFrame(tree, "c", 200, 0, 100, 100)
    }

    @Test("empty HStack and VStack are 0 by 0 at the canvas centre")
    func emptyStacks() throws {
        expectFrame(try place(HStack {}.accessibilityIdentifier("h"), 100, 60), "h", 50, 30, 0, 0)
        expectFrame(try place(VStack {}.accessibilityIdentifier("v"), 80, 40), "v", 40, 20, 0, 0)
    }

    @Test("an empty VStack inside an HStack is a zero-size child with spacing on both sides")
    func emptyStackAsChild() throws {
        let v = HStack(spacing: 10) {
            box(10, 10, "a")
            VStack {}.accessibilityIdentifier("e")
            box(10, 10, "b")
        }
        let tree = try place(v, 100, 100)
        // 10 + 10 + 0 + 10 + 10 = 40 wide, 10 high at (30, 45); e centred vertically: y = 45 + 5
        expectFrame(tree, "a", 30, 45, 10, 10)
        expectFrame(tree, "e", 50, 50, 0, 0)
        expectFrame(tree, "b", 60, 45, 10, 10)
    }

    @Test("the whole tree is centred in the canvas by its root size")
    func rootCentring() throws {
        let v = VStack(alignment: .leading, spacing: 0) {
            box(30, 10, "a")
            HStack(spacing: 0) { box(10, 20, "b"); box(40, 20, "c") }
        }.accessibilityIdentifier("s")
        let tree = try place(v, 170, 170)
        // s: width max(30, 50) = 50, height 30; origin ((170-50)/2, (170-30)/2) = (60, 70)
        expectFrame(tree, "s", 60, 70, 50, 30)
        expectFrame(tree, "a", 60, 70, 30, 10)
        expectFrame(tree, "b", 60, 80, 10, 20)
        expectFrame(tree, "c", 70, 80, 40, 20)
    }

    @Test("1000 levels of nested stacks lay out without crashing")
    func deepNesting() throws {
        var v = AnyView(box(10, 10, "leaf"))
        for i in 0..<1000 {
            v = i % 2 == 0 ? AnyView(HStack { v }) : AnyView(VStack { v })
        }
        let tree = try place(v, 100, 100)
        // every single-child stack is 10x10, so the leaf is centred: (45, 45)
        expectFrame(tree, "leaf", 45, 45, 10, 10)
    }
}
