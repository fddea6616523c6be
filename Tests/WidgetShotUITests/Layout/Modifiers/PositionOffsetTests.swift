import Foundation
import Testing
@testable import WidgetShotUI

/// `.position` and `.offset`, `swiftui-layout.md` §8. Canvas 200×100.
@Suite struct PositionOffsetTests {
    @Test("position takes the whole proposal and centres the child at x, y")
    func positionTakesWholeProposal() throws {
        // Position = 200×100 at (0, 0). Child 20×10 centred at (30, 40): origin (30 − 10, 40 − 5) = (20, 35).
        let view = Color.red.frame(width: 20, height: 10).accessibilityIdentifier("c")
            .position(x: 30, y: 40).accessibilityIdentifier("p")
        let tree = try place(view, 200, 100)
        expectFrame(tree, "p", 0, 0, 200, 100)
        expectFrame(tree, "c", 20, 35, 20, 10)
    }

    @Test("position with no arguments puts the child's centre on the top-left corner")
    func positionDefaultIsOrigin() throws {
        // Frame 100×50 at (50, 25); the position view takes 100×50 there. Centre at (50, 25) → child at (40, 20).
        let view = Color.red.frame(width: 20, height: 10).accessibilityIdentifier("c")
            .position().accessibilityIdentifier("p").frame(width: 100, height: 50)
        let tree = try place(view, 200, 100)
        expectFrame(tree, "p", 50, 25, 100, 50)
        expectFrame(tree, "c", 40, 20, 20, 10)
    }

    @Test("position proposes its own size to a flexible child")
    func positionProposesOwnSize() throws {
        // Frame 60×40 at (70, 30); position 60×40; Color proposed 60×40.
        // Centre at (70 + 10, 30 + 10) = (80, 40) → origin (80 − 30, 40 − 20) = (50, 20).
        let view = Color.red.accessibilityIdentifier("c").position(x: 10, y: 10).frame(width: 60, height: 40)
        let tree = try place(view, 200, 100)
        expectFrame(tree, "c", 50, 20, 60, 40)
    }

    @Test("a positioned view is greedy inside an HStack")
    func positionIsGreedyInHStack() throws {
        // a: minLen = maxLen = 50. p: 0 … ∞. a goes first: offered 200/2 = 100, takes 50; p offered 150 → 150×100.
        // Stack 200×100 at (0, 0). a centred vertically: y = 50 − 5 = 45. p at x = 50.
        // b centred at (50 + 5, 0 + 5) → (50, 0).
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 10).accessibilityIdentifier("a")
            Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("b").position(x: 5, y: 5).accessibilityIdentifier("p")
        }
        let tree = try place(view, 200, 100)
        expectFrame(tree, "a", 0, 45, 50, 10)
        expectFrame(tree, "p", 50, 0, 150, 100)
        expectFrame(tree, "b", 50, 0, 10, 10)
    }

    @Test("offset moves the child but its own frame and its siblings stay")
    func offsetKeepsLayout() throws {
        // HStack 80×20 at (60, 40): o at (60, 40), b at (100, 40). a moved by (15, −5) → (75, 35).
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 40, height: 20).accessibilityIdentifier("a").offset(x: 15, y: -5).accessibilityIdentifier("o")
            Color.blue.frame(width: 40, height: 20).accessibilityIdentifier("b")
        }
        let tree = try place(view, 200, 100)
        expectFrame(tree, "o", 60, 40, 40, 20)
        expectFrame(tree, "a", 75, 35, 40, 20)
        expectFrame(tree, "b", 100, 40, 40, 20)
    }

    @Test("a background applied after offset stays at the un-offset frame")
    func backgroundAfterOffsetStays() throws {
        // Primary 40×20 at (80, 40); a moved by (10, 10) → (90, 50). Background uses the un-offset frame.
        let view = Color.red.frame(width: 40, height: 20).accessibilityIdentifier("a").offset(x: 10, y: 10)
            .background(Color.blue.accessibilityIdentifier("bg"))
        let tree = try place(view, 200, 100)
        expectFrame(tree, "a", 90, 50, 40, 20)
        expectFrame(tree, "bg", 80, 40, 40, 20)
    }

    @Test("a background applied before offset moves with it")
    func backgroundBeforeOffsetMoves() throws {
        // The background sits on the 40×20 box at (80, 40); the whole subtree moves by (10, 10) → (90, 50).
        let view = Color.red.frame(width: 40, height: 20).accessibilityIdentifier("a")
            .background(Color.blue.accessibilityIdentifier("bg")).offset(x: 10, y: 10)
        let tree = try place(view, 200, 100)
        expectFrame(tree, "a", 90, 50, 40, 20)
        expectFrame(tree, "bg", 90, 50, 40, 20)
    }

    @Test("a negative CGSize offset and a second offset add up")
    func offsetsAddUp() throws {
        // Box at (80, 40); offsets (−20, 0) then (0, 7) → (60, 47).
        let view = Color.red.frame(width: 40, height: 20).accessibilityIdentifier("a")
            .offset(CGSize(width: -20, height: 0)).offset(y: 7).accessibilityIdentifier("o")
        let tree = try place(view, 200, 100)
        expectFrame(tree, "o", 80, 40, 40, 20)
        expectFrame(tree, "a", 60, 47, 40, 20)
    }
}
