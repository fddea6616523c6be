import Foundation
import Testing
@testable import WidgetShotUI

/// Pixel rounding of drawn frames, `swiftui-layout.md` §10: each corner snaps to the nearest
/// 1/scale with halves rounding up; layout frames stay fractional.
@Suite struct RoundingTests {
    @Test("at 2x a frame from 24.75 to 75.25 is drawn from 25.0 to 75.5")
    func halfPixelsRoundUpAt2x() throws {
        // 50.5 in 100: origin (100 − 50.5)/2 = 24.75, far edge 75.25.
        // 24.75 = 49.5 px → 50 px = 25.0; 75.25 = 150.5 px → 151 px = 75.5. Size 50.5.
        let tree = try place(Color.red.accessibilityIdentifier("c").frame(width: 50.5, height: 50.5), 100, 100, scale: 2)
        expectFrame(tree, "c", 24.75, 24.75, 50.5, 50.5)
        expectRendered(tree, "c", 25, 25, 50.5, 50.5)
    }

    @Test("at 2x corners off the half-pixel round to the nearest half point")
    func nearestAt2x() throws {
        // 50.3 in 100: origin 24.85 = 49.7 px → 50 px = 25.0; far edge 75.15 = 150.3 px → 150 px = 75.0. Size 50.
        let tree = try place(Color.red.accessibilityIdentifier("c").frame(width: 50.3, height: 50.3), 100, 100, scale: 2)
        expectFrame(tree, "c", 24.85, 24.85, 50.3, 50.3)
        expectRendered(tree, "c", 25, 25, 50, 50)
    }

    @Test("at 3x corners snap to thirds of a point")
    func thirdsAt3x() throws {
        // 33.5 in 100: origin 33.25 = 99.75 px → 100 px = 100/3; far edge 66.75 = 200.25 px → 200 px = 200/3.
        // Size 200/3 − 100/3 = 100/3.
        let tree = try place(Color.red.accessibilityIdentifier("c").frame(width: 33.5, height: 33.5), 100, 100, scale: 3)
        expectFrame(tree, "c", 33.25, 33.25, 33.5, 33.5)
        expectRendered(tree, "c", 100.0 / 3, 100.0 / 3, 100.0 / 3, 100.0 / 3)
    }

    @Test("at 1x a half-point origin rounds up on both edges")
    func halfPointsRoundUpAt1x() throws {
        // 50 in 101: origin 25.5 → 26, far edge 75.5 → 76. Size 50.
        let tree = try place(Color.red.accessibilityIdentifier("c").frame(width: 50, height: 50), 101, 101, scale: 1)
        expectFrame(tree, "c", 25.5, 25.5, 50, 50)
        expectRendered(tree, "c", 26, 26, 50, 50)
    }

    @Test("at 2x a text box at quarter points is snapped to half points")
    func textSnappedAt2x() throws {
        // "Hello" body at 2x = 42.5×20.5 at (78.75, 39.75) in 200×100.
        // x: 78.75 = 157.5 px → 158 = 79.0; 121.25 = 242.5 px → 243 = 121.5 → width 42.5.
        // y: 39.75 = 79.5 px → 80 = 40.0; 60.25 = 120.5 px → 121 = 60.5 → height 20.5.
        let tree = try place(Text("Hello").accessibilityIdentifier("t"), 200, 100, scale: 2)
        expectFrame(tree, "t", 78.75, 39.75, 42.5, 20.5)
        expectRendered(tree, "t", 79, 40, 42.5, 20.5)
    }

    @Test("at 3x a 1.3-point offset snaps to the nearest third")
    func offsetSnappedAt3x() throws {
        // Box 30×30 at (35, 35) in 100×100, moved by (1.3, 0): x = 36.3 = 108.9 px → 109 px = 109/3;
        // far edge 66.3 = 198.9 px → 199 px = 199/3 → width 90/3 = 30. y unchanged: 35 = 105 px exactly.
        let view = Color.red.frame(width: 30, height: 30).accessibilityIdentifier("c").offset(x: 1.3)
        let tree = try place(view, 100, 100, scale: 3)
        expectFrame(tree, "c", 36.3, 35, 30, 30)
        expectRendered(tree, "c", 109.0 / 3, 35, 30, 30)
    }
}
