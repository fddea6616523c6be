import Foundation
import Testing
@testable import WidgetShotUI

/// `.padding`, `swiftui-layout.md` §6. Canvas 200×100; "box" is a fixed 40×20 view.
@Suite struct PaddingTests {
    var box: some View { Color.red.frame(width: 40, height: 20).accessibilityIdentifier("c") }

    @Test("default padding is 16 on every edge and shrinks a Color's proposal")
    func defaultPaddingAroundColor() throws {
        // insetProposal = (200 − 32, 100 − 32) = (168, 68) → Color 168×68; padding = 200×100 at (0, 0).
        // Colour at (0 + 16, 0 + 16).
        let view = Color.red.accessibilityIdentifier("c").padding().accessibilityIdentifier("p")
        let tree = try place(view, 200, 100)
        expectFrame(tree, "p", 0, 0, 200, 100)
        expectFrame(tree, "c", 16, 16, 168, 68)
    }

    @Test("default padding adds 32 to each axis of a fixed child")
    func defaultPaddingAroundBox() throws {
        // Size (40 + 32, 20 + 32) = (72, 52) at ((200 − 72)/2, (100 − 52)/2) = (64, 24). Child at (80, 40).
        let tree = try place(box.padding().accessibilityIdentifier("p"), 200, 100)
        expectFrame(tree, "p", 64, 24, 72, 52)
        expectFrame(tree, "c", 80, 40, 40, 20)
    }

    @Test("leading-only padding widens the view and shifts the child right")
    func leadingOnlyPadding() throws {
        // Size (50, 20) at (75, 40). Child at (75 + 10, 40).
        let tree = try place(box.padding(.leading, 10).accessibilityIdentifier("p"), 200, 100)
        expectFrame(tree, "p", 75, 40, 50, 20)
        expectFrame(tree, "c", 85, 40, 40, 20)
    }

    @Test("vertical padding only changes the height")
    func verticalPadding() throws {
        // Size (40, 20 + 10) = (40, 30) at (80, 35). Child at (80, 35 + 5).
        let tree = try place(box.padding(.vertical, 5).accessibilityIdentifier("p"), 200, 100)
        expectFrame(tree, "p", 80, 35, 40, 30)
        expectFrame(tree, "c", 80, 40, 40, 20)
    }

    @Test("horizontal padding with no length uses the default 16")
    func horizontalDefaultPadding() throws {
        // Size (40 + 32, 20) = (72, 20) at (64, 40). Child at (64 + 16, 40).
        let tree = try place(box.padding(.horizontal).accessibilityIdentifier("p"), 200, 100)
        expectFrame(tree, "p", 64, 40, 72, 20)
        expectFrame(tree, "c", 80, 40, 40, 20)
    }

    @Test("EdgeInsets padding applies each edge separately")
    func edgeInsetsPadding() throws {
        // Size (40 + 2 + 4, 20 + 1 + 3) = (46, 24) at ((200 − 46)/2, (100 − 24)/2) = (77, 38). Child at (77 + 2, 38 + 1).
        let view = box.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).accessibilityIdentifier("p")
        let tree = try place(view, 200, 100)
        expectFrame(tree, "p", 77, 38, 46, 24)
        expectFrame(tree, "c", 79, 39, 40, 20)
    }

    @Test("negative padding grows the child past its parent")
    func negativePaddingGrowsChild() throws {
        // Frame 100×50 at (50, 25) proposes (100, 50). insetProposal = (100 + 20, 50 + 20) = (120, 70) → Color 120×70.
        // Padding size = (120 − 20, 70 − 20) = (100, 50) at (50, 25); colour at (50 − 10, 25 − 10) = (40, 15).
        let view = Color.red.accessibilityIdentifier("c").padding(-10).accessibilityIdentifier("p").frame(width: 100, height: 50)
        let tree = try place(view, 200, 100)
        expectFrame(tree, "p", 50, 25, 100, 50)
        expectFrame(tree, "c", 40, 15, 120, 70)
    }

    @Test("padding larger than the proposal proposes zero, never a negative size")
    func paddingNeverProposesNegative() throws {
        // Frame 40×20 at (80, 40). insetProposal = (max(0, 40 − 60), max(0, 20 − 60)) = (0, 0) → Color 0×0.
        // Padding = 60×60, centred in the frame: (80 + 20 − 30, 40 + 10 − 30) = (70, 20). Colour at (70 + 30, 20 + 30).
        let view = Color.red.accessibilityIdentifier("c").padding(30).accessibilityIdentifier("p").frame(width: 40, height: 20)
        let tree = try place(view, 200, 100)
        expectFrame(tree, "p", 70, 20, 60, 60)
        expectFrame(tree, "c", 100, 50, 0, 0)
    }

    @Test("nested paddings add up")
    func nestedPaddings() throws {
        // Inner: (50, 30); outer: (70, 50) at ((200 − 70)/2, (100 − 50)/2) = (65, 25).
        // Inner at (65 + 10, 25 + 10) = (75, 35); child at (75 + 5, 35 + 5) = (80, 40).
        let view = box.padding(5).accessibilityIdentifier("inner").padding(10).accessibilityIdentifier("outer")
        let tree = try place(view, 200, 100)
        expectFrame(tree, "outer", 65, 25, 70, 50)
        expectFrame(tree, "inner", 75, 35, 50, 30)
        expectFrame(tree, "c", 80, 40, 40, 20)
    }
}
