import Foundation
import Testing
@testable import WidgetShotUI

/// `.aspectRatio`, `.scaledToFit`, `.scaledToFill`, `swiftui-layout.md` §9.2.
@Suite struct AspectRatioTests {
    @Test("fit with ratio 2 proposes the largest 2:1 size inside the proposal")
    func fitRatio() throws {
        // P = 200×200, ratioSize (2, 1): scaleX = 100, scaleY = 200, fit → 100 → (200, 100). At (0, 50).
        let view = Color.red.accessibilityIdentifier("c").aspectRatio(2, contentMode: .fit).accessibilityIdentifier("a")
        let tree = try place(view, 200, 200)
        expectFrame(tree, "a", 0, 50, 200, 100)
        expectFrame(tree, "c", 0, 50, 200, 100)
    }

    @Test("fill with ratio 2 overflows the frame it is in")
    func fillRatio() throws {
        // Frame 80×80 at (60, 60). scaleX = 80/2 = 40, scaleY = 80, fill → 80 → (160, 80).
        // Centred in the frame: (60 + 40 − 80, 60 + 40 − 40) = (20, 60).
        let view = Color.red.aspectRatio(2, contentMode: .fill).accessibilityIdentifier("a").frame(width: 80, height: 80)
        let tree = try place(view, 200, 200)
        expectFrame(tree, "a", 20, 60, 160, 80)
    }

    @Test("scaledToFit on a Color uses its 10×10 ideal, a 1:1 ratio")
    func scaledToFitColor() throws {
        // P = 200×100, ratio (1, 1): min(200, 100) = 100 → 100×100 at (50, 0).
        let tree = try place(Color.red.accessibilityIdentifier("c").scaledToFit(), 200, 100)
        expectFrame(tree, "c", 50, 0, 100, 100)
    }

    @Test("scaledToFill on a Color fills the larger axis and overflows the other")
    func scaledToFillColor() throws {
        // P = 200×100, ratio 1:1: max(200, 100) = 200 → 200×200 centred: (0, (100 − 200)/2) = (0, −50).
        let tree = try place(Color.red.accessibilityIdentifier("c").scaledToFill(), 200, 100)
        expectFrame(tree, "c", 0, -50, 200, 200)
    }

    @Test("with a nil proposal aspectRatio proposes nil and the Color is 10×10")
    func nilProposalPassesThrough() throws {
        // fixedSize → (nil, nil) → child (nil, nil) → 10×10 at (95, 45).
        let view = Color.red.accessibilityIdentifier("c").aspectRatio(3, contentMode: .fit).fixedSize()
        let tree = try place(view, 200, 100)
        expectFrame(tree, "c", 95, 45, 10, 10)
    }

    @Test("aspectRatio only proposes: a fixed-size child keeps its size and is centred")
    func fixedChildKeepsSize() throws {
        // Proposal to child (200, 100) is ignored by the 30×30 frame. Size 30×30 at (85, 35).
        let view = Color.red.frame(width: 30, height: 30).aspectRatio(2, contentMode: .fit).accessibilityIdentifier("a")
        let tree = try place(view, 200, 100)
        expectFrame(tree, "a", 85, 35, 30, 30)
    }

    @Test("a CGSize ratio of 4×3 fits 200×150 into a 200×200 proposal")
    func cgSizeRatio() throws {
        // ratio 4:3: scaleX = 200/4 = 50, scaleY = 200/3, fit → 50 → (200, 150) at (0, 25).
        let view = Color.red.aspectRatio(CGSize(width: 4, height: 3), contentMode: .fit).accessibilityIdentifier("a")
        let tree = try place(view, 200, 200)
        expectFrame(tree, "a", 0, 25, 200, 150)
    }
}
