import Foundation
import Testing
@testable import WidgetShotUI

@Suite struct VStackTests {
    @Test("two fixed children stack 8 apart and are centred horizontally")
    func fixedChildrenCentred() throws {
        let v = VStack {
            box(40, 20, "a")
            box(60, 10, "b")
        }.accessibilityIdentifier("s")
        let tree = try place(v, 100, 100)
        // height 20 + 8 + 10 = 38, width max(40, 60) = 60; origin ((100-60)/2, (100-38)/2) = (20, 31)
        expectFrame(tree, "s", 20, 31, 60, 38)
        // a: x = 20 + (60-40)/2 = 30
        expectFrame(tree, "a", 30, 31, 40, 20)
        // b: y = 31 + 20 + 8 = 59
        expectFrame(tree, "b", 20, 59, 60, 10)
    }

    @Test("leading alignment puts every child at the stack's left edge")
    func leadingAlignment() throws {
        let v = VStack(alignment: .leading) {
            box(40, 20, "a")
            box(60, 10, "b")
        }
        let tree = try place(v, 100, 100)
        // same stack as above: 60x38 at (20, 31)
        expectFrame(tree, "a", 20, 31, 40, 20)
        expectFrame(tree, "b", 20, 59, 60, 10)
    }

    @Test("trailing alignment puts every child at the stack's right edge")
    func trailingAlignment() throws {
        let v = VStack(alignment: .trailing) {
            box(40, 20, "a")
            box(60, 10, "b")
        }
        let tree = try place(v, 100, 100)
        // stack 60x38 at (20, 31); a: x = 20 + 60 - 40 = 40
        expectFrame(tree, "a", 40, 31, 40, 20)
        expectFrame(tree, "b", 20, 59, 60, 10)
    }

    @Test("three colours with spacing 10 share the remaining height in thirds")
    func thirds() throws {
        let v = VStack(spacing: 10) {
            Color.red.accessibilityIdentifier("a")
            Color.green.accessibilityIdentifier("b")
            Color.blue.accessibilityIdentifier("c")
        }
        let tree = try place(v, 100, 220)
        // avail 220 - 2*10 = 200: a 200/3, then (400/3)/2 = 200/3, then 200/3
        let t: CGFloat = 200.0 / 3
        expectFrame(tree, "a", 0, 0, 100, t)
        expectFrame(tree, "b", 0, t + 10, 100, t)
        expectFrame(tree, "c", 0, 2 * t + 20, 100, t)
    }

    @Test("a flexible child is as wide as the stack's proposal, not its widest sibling")
    func flexibleTakesMinorProposal() throws {
        let v = VStack(spacing: 0) {
            box(30, 10, "a")
            Color.blue.frame(height: 20).accessibilityIdentifier("b")
        }.accessibilityIdentifier("s")
        let tree = try place(v, 100, 100)
        // b: frame(height 20) proposes (100, 20) to the colour -> 100x20; stack 100 x 30 at (0, 35)
        expectFrame(tree, "s", 0, 35, 100, 30)
        expectFrame(tree, "a", 35, 35, 30, 10)
        expectFrame(tree, "b", 0, 45, 100, 20)
    }

    @Test("a rigid child keeps its height and a colour takes the rest")
    func rigidAndFlexible() throws {
        let v = VStack {
            box(50, 30, "a")
            Color.blue.accessibilityIdentifier("b")
        }
        let tree = try place(v, 100, 200)
        // a first (d 0): offered (200-8)/2 = 96 -> 30; b offered 192 - 30 = 162
        // width max(50, 100) = 100 -> a centred at x = 25
        expectFrame(tree, "a", 25, 0, 50, 30)
        expectFrame(tree, "b", 0, 38, 100, 162)
    }

    @Test("children taller than the proposal overflow the stack vertically, centred")
    func verticalOverflow() throws {
        let v = VStack(spacing: 10) {
            box(20, 40, "a")
            box(20, 40, "b")
        }.accessibilityIdentifier("s")
        let tree = try place(v, 60, 50)
        // 40 + 10 + 40 = 90 > 50; centring y = (50-90)/2 = -20, x = (60-20)/2 = 20
        expectFrame(tree, "s", 20, -20, 20, 90)
        expectFrame(tree, "a", 20, -20, 20, 40)
        expectFrame(tree, "b", 20, 30, 20, 40)
    }
}
