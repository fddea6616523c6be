import Foundation
import Testing
@testable import WidgetShotUI

/// Flexible frames, `swiftui-layout.md` §5.2. Canvas 200×100 unless noted; the child
/// `Color.red.frame(width: 40, height: 20)` is a fixed 40×20 view ("box").
@Suite struct FlexibleFrameTests {
    var box: some View { Color.red.frame(width: 40, height: 20).accessibilityIdentifier("c") }

    @Test("maxWidth infinity takes the whole proposed width and centres the child")
    func maxWidthInfinityCentred() throws {
        // Width (only max): cp = 200, c = 40, size = min(max(200, 40), ∞) = 200. Height (no constraint): c = 20.
        // Frame 200×20 at (0, 40). Child centred: x = 100 − 20 = 80.
        let tree = try place(box.frame(maxWidth: .infinity).accessibilityIdentifier("f"), 200, 100)
        expectFrame(tree, "f", 0, 40, 200, 20)
        expectFrame(tree, "c", 80, 40, 40, 20)
    }

    @Test("maxWidth infinity with leading alignment puts the child at the left edge")
    func maxWidthInfinityLeading() throws {
        // Same frame 200×20 at (0, 40); leading alignment: child x = 0.
        let tree = try place(box.frame(maxWidth: .infinity, alignment: .leading).accessibilityIdentifier("f"), 200, 100)
        expectFrame(tree, "f", 0, 40, 200, 20)
        expectFrame(tree, "c", 0, 40, 40, 20)
    }

    @Test("maxWidth and maxHeight infinity fill the canvas and align the child bottom-trailing")
    func maxBothInfinityBottomTrailing() throws {
        // Frame = 200×100 at (0, 0). Child at (200 − 40, 100 − 20) = (160, 80).
        let view = box.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing).accessibilityIdentifier("f")
        let tree = try place(view, 200, 100)
        expectFrame(tree, "f", 0, 0, 200, 100)
        expectFrame(tree, "c", 160, 80, 40, 20)
    }

    @Test("a min-only frame grows a smaller child to the minimum")
    func minOnlyGrowsToMinimum() throws {
        // Width: cp = clamp(200, 100, ∞) = 200, c = 40, size = max(min(200, 40), 100) = 100. Height: 20.
        // Frame 100×20 at (50, 40); child centred x = 50 + 50 − 20 = 80.
        let tree = try place(box.frame(minWidth: 100).accessibilityIdentifier("f"), 200, 100)
        expectFrame(tree, "f", 50, 40, 100, 20)
        expectFrame(tree, "c", 80, 40, 40, 20)
    }

    @Test("a min-only frame around a Color offered 75 becomes 100 wide")
    func minOnlyColorOffered75() throws {
        // Outer fixed frame 75×50 at (62.5, 25) proposes (75, 50).
        // Width: cp = clamp(75, 100, ∞) = 100, Color → 100, size = max(min(100, 100), 100) = 100. Height: c = 50.
        // Flex frame 100×50 centred in the 75-wide frame: x = 62.5 + 37.5 − 50 = 50, y = 25.
        let view = Color.red.accessibilityIdentifier("c").frame(minWidth: 100).accessibilityIdentifier("f")
            .frame(width: 75, height: 50)
        let tree = try place(view, 200, 100)
        expectFrame(tree, "f", 50, 25, 100, 50)
        expectFrame(tree, "c", 50, 25, 100, 50)
    }

    @Test("a max-only frame around a Color offered 200 is capped at the maximum")
    func maxOnlyCapsColor() throws {
        // Width: cp = min(200, 50) = 50, Color → 50, size = min(max(50, 50), 50) = 50. Height: 100.
        // Frame 50×100 at ((200 − 50)/2, 0) = (75, 0).
        let view = Color.red.accessibilityIdentifier("c").frame(maxWidth: 50).accessibilityIdentifier("f")
        let tree = try place(view, 200, 100)
        expectFrame(tree, "f", 75, 0, 50, 100)
        expectFrame(tree, "c", 75, 0, 50, 100)
    }

    @Test("a max-only frame around a Color offered 75 takes 75")
    func maxOnlyColorOffered75() throws {
        // Outer frame 75×50 at (62.5, 25). Width: cp = min(75, 100) = 75, c = 75, size = min(max(75, 75), 100) = 75.
        let view = Color.red.frame(maxWidth: 100).accessibilityIdentifier("f").frame(width: 75, height: 50)
        let tree = try place(view, 200, 100)
        expectFrame(tree, "f", 62.5, 25, 75, 50)
    }

    @Test("a min and max frame clamps a large proposal without asking the child")
    func minMaxClampsLargeProposal() throws {
        // Both axes early: w = clamp(200, 50, 150) = 150, h = clamp(100, 20, 30) = 30.
        // Frame 150×30 at (25, 35). Child 40×20 centred: x = 25 + 75 − 20 = 80, y = 35 + 15 − 10 = 40.
        let view = box.frame(minWidth: 50, maxWidth: 150, minHeight: 20, maxHeight: 30).accessibilityIdentifier("f")
        let tree = try place(view, 200, 100)
        expectFrame(tree, "f", 25, 35, 150, 30)
        expectFrame(tree, "c", 80, 40, 40, 20)
    }

    @Test("a min and max frame clamps a small proposal up to the minimum")
    func minMaxClampsSmallProposal() throws {
        // Outer frame 30×10 at (85, 45) proposes (30, 10): w = clamp(30, 50, 150) = 50, h = clamp(10, 20, 30) = 20.
        // Flex frame 50×20 centred in the outer frame: x = 85 + 15 − 25 = 75, y = 45 + 5 − 10 = 40.
        let view = Color.red.frame(minWidth: 50, maxWidth: 150, minHeight: 20, maxHeight: 30).accessibilityIdentifier("f")
            .frame(width: 30, height: 10)
        let tree = try place(view, 200, 100)
        expectFrame(tree, "f", 75, 40, 50, 20)
    }

    @Test("ideal sizes answer a nil proposal under fixedSize")
    func idealUnderFixedSize() throws {
        // fixedSize proposes (nil, nil): early = ideal = (80, 30) on both axes → 80×30.
        // Centred: ((200 − 80)/2, (100 − 30)/2) = (60, 35). Colour placed with the frame's size (ideal is set).
        let view = Color.red.accessibilityIdentifier("c").frame(idealWidth: 80, idealHeight: 30).accessibilityIdentifier("f")
            .fixedSize()
        let tree = try place(view, 200, 100)
        expectFrame(tree, "f", 60, 35, 80, 30)
        expectFrame(tree, "c", 60, 35, 80, 30)
    }

    @Test("an ideal width is ignored when the proposal is concrete")
    func idealIgnoredWithConcreteProposal() throws {
        // Width: no min/max, P = 200 → cp = 200, Color → 200, size = c = 200. Height 100.
        let tree = try place(Color.red.frame(idealWidth: 80).accessibilityIdentifier("f"), 200, 100)
        expectFrame(tree, "f", 0, 0, 200, 100)
    }

    @Test("when min exceeds max without an ideal the frame adopts the child's width")
    func minAboveMaxAdoptsChild() throws {
        // Normalisation: min' = 100, ideal' = nil, max' = max(0, 50) = 50 (max not raised to min).
        // min > max → no early value and the "neither" rule applies: size = c = 40. Height 20.
        // Frame 40×20 at (80, 40).
        let tree = try place(box.frame(minWidth: 100, maxWidth: 50).accessibilityIdentifier("f"), 200, 100)
        expectFrame(tree, "f", 80, 40, 40, 20)
        expectFrame(tree, "c", 80, 40, 40, 20)
    }

    @Test("an ideal below the minimum is raised to it and lifts the maximum too")
    func idealRaisedToMinimum() throws {
        // min' = 100, ideal' = max(100, 20) = 100, max' = max(100, 50) = 100 → early w = clamp(200, 100, 100) = 100.
        // Height: c = 20. Frame 100×20 at (50, 40); child centred x = 50 + 50 − 20 = 80.
        let tree = try place(box.frame(minWidth: 100, idealWidth: 20, maxWidth: 50).accessibilityIdentifier("f"), 200, 100)
        expectFrame(tree, "f", 50, 40, 100, 20)
        expectFrame(tree, "c", 80, 40, 40, 20)
    }

    @Test("a maximum below the ideal is raised to the ideal")
    func maxRaisedToIdeal() throws {
        // ideal' = 80, max' = max(80, 50) = 80. Only max: cp = min(200, 80) = 80, Color → 80, size = min(max(80, 80), 80) = 80.
        // Frame 80×100 at (60, 0).
        let tree = try place(Color.red.frame(idealWidth: 80, maxWidth: 50).accessibilityIdentifier("f"), 200, 100)
        expectFrame(tree, "f", 60, 0, 80, 100)
    }

    @Test("a negative minimum is treated as zero, raising a negative ideal to zero")
    func negativeMinimumBecomesZero() throws {
        // min' = max(−10, 0) = 0, ideal' = max(0, −5) = 0. Under fixedSize P = (nil, nil):
        // early w = ideal' = 0, early h = ideal 30 → 0×30, centred at ((200 − 0)/2, (100 − 30)/2) = (100, 35).
        let view = Color.red.frame(minWidth: -10, idealWidth: -5, idealHeight: 30).accessibilityIdentifier("f").fixedSize()
        let tree = try place(view, 200, 100)
        expectFrame(tree, "f", 100, 35, 0, 30)
    }

    @Test("a negative minimum alone behaves like no minimum")
    func negativeMinimumAlone() throws {
        // min' = 0. Only min: cp = clamp(200, 0, ∞) = 200, c = 40, size = max(min(200, 40), 0) = 40. Frame 40×20 at (80, 40).
        let tree = try place(box.frame(minWidth: -50).accessibilityIdentifier("f"), 200, 100)
        expectFrame(tree, "f", 80, 40, 40, 20)
    }
}
