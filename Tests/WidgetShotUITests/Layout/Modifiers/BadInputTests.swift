import Foundation
import Testing
@testable import WidgetShotUI

/// NaN, infinite and negative inputs: frames (§5.1), Spacer (§2.2), padding, offset and
/// position (§§6, 8, 9.4), and invalid canvases and scales. Canvas 200×100.
@Suite struct BadInputTests {
    @Test("a NaN frame width is treated as unset")
    func nanFrameWidth() throws {
        // width nil → child proposed (200, 20) → Color 200×20; frame (200, 20) at (0, 40).
        let tree = try place(Color.red.accessibilityIdentifier("c").frame(width: .nan, height: 20).accessibilityIdentifier("f"), 200, 100)
        expectFrame(tree, "f", 0, 40, 200, 20)
        expectFrame(tree, "c", 0, 40, 200, 20)
    }

    @Test("an infinite frame height is treated as unset")
    func infiniteFrameHeight() throws {
        // height nil → child proposed (30, 100) → frame (30, 100) at (85, 0).
        let tree = try place(Color.red.frame(width: 30, height: .infinity).accessibilityIdentifier("f"), 200, 100)
        expectFrame(tree, "f", 85, 0, 30, 100)
    }

    @Test("negative frame sizes are treated as unset")
    func negativeFrameSizes() throws {
        // width −5 → nil: (200, 20) at (0, 40). height −1 → nil: (30, 100) at (85, 0).
        let t1 = try place(Color.red.frame(width: -5, height: 20).accessibilityIdentifier("f"), 200, 100)
        expectFrame(t1, "f", 0, 40, 200, 20)
        let t2 = try place(Color.red.frame(width: 30, height: -1).accessibilityIdentifier("f"), 200, 100)
        expectFrame(t2, "f", 85, 0, 30, 100)
    }

    @Test("Spacer(minLength: -1) is clamped to zero at its ideal size")
    func negativeSpacerMinLengthIdeal() throws {
        // No stack: size = (max(−∞, m), max(−∞, m)) with m = max(−1, 0) = 0 → 0×0 at (100, 50).
        let tree = try place(Spacer(minLength: -1).accessibilityIdentifier("s").fixedSize(), 200, 100)
        expectFrame(tree, "s", 100, 50, 0, 0)
    }

    @Test("Spacer(minLength: -1) in an ideal HStack adds no width")
    func negativeSpacerMinLengthInHStack() throws {
        // Ideal HStack: 20 + 0 + 20 = 40 wide, 10 tall at (80, 45). Spacer at x = 100, zero height centred at y = 50.
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 10).accessibilityIdentifier("a")
            Spacer(minLength: -1).accessibilityIdentifier("s")
            Color.blue.frame(width: 20, height: 10).accessibilityIdentifier("b")
        }.fixedSize()
        let tree = try place(view, 200, 100)
        expectFrame(tree, "a", 80, 45, 20, 10)
        expectFrame(tree, "s", 100, 50, 0, 0)
        expectFrame(tree, "b", 100, 45, 20, 10)
    }

    @Test("NaN padding counts as zero")
    func nanPadding() throws {
        // Padding 0: 40×20 at (80, 40), child at the same place.
        let view = Color.red.frame(width: 40, height: 20).accessibilityIdentifier("c").padding(.nan).accessibilityIdentifier("p")
        let tree = try place(view, 200, 100)
        expectFrame(tree, "p", 80, 40, 40, 20)
        expectFrame(tree, "c", 80, 40, 40, 20)
    }

    @Test("a NaN edge in EdgeInsets counts as zero and the other edges still apply")
    func nanEdgeInsets() throws {
        // Insets (5, 0, 5, 5): size (45, 30) at ((200 − 45)/2, (100 − 30)/2) = (77.5, 35). Child at (77.5, 40).
        let view = Color.red.frame(width: 40, height: 20).accessibilityIdentifier("c")
            .padding(EdgeInsets(top: 5, leading: .nan, bottom: 5, trailing: 5)).accessibilityIdentifier("p")
        let tree = try place(view, 200, 100)
        expectFrame(tree, "p", 77.5, 35, 45, 30)
        expectFrame(tree, "c", 77.5, 40, 40, 20)
    }

    @Test("a NaN offset component counts as zero")
    func nanOffset() throws {
        // Box at (80, 40) moved by (0, 10) → (80, 50).
        let view = Color.red.frame(width: 40, height: 20).accessibilityIdentifier("c").offset(x: .nan, y: 10)
        let tree = try place(view, 200, 100)
        expectFrame(tree, "c", 80, 50, 40, 20)
    }

    @Test("a NaN position component counts as zero")
    func nanPosition() throws {
        // Position 200×100; centre at (0, 20) → 20×10 child at (−10, 15).
        let view = Color.red.frame(width: 20, height: 10).accessibilityIdentifier("c")
            .position(x: .nan, y: 20).accessibilityIdentifier("p")
        let tree = try place(view, 200, 100)
        expectFrame(tree, "p", 0, 0, 200, 100)
        expectFrame(tree, "c", -10, 15, 20, 10)
    }

    @Test("a NaN canvas width throws invalidCanvas")
    func nanCanvasThrows() {
        #expect {
            _ = try LayoutEngine().layout(Color.red, in: CGSize(width: CGFloat.nan, height: 10))
        } throws: { error in
            if case LayoutError.invalidCanvas = error { return true }
            return false
        }
    }

    @Test("negative and infinite canvases throw invalidCanvas")
    func negativeAndInfiniteCanvasThrow() {
        #expect(throws: LayoutError.invalidCanvas(CGSize(width: -1, height: 10))) {
            _ = try LayoutEngine().layout(Color.red, in: CGSize(width: -1, height: 10))
        }
        #expect(throws: LayoutError.invalidCanvas(CGSize(width: 10, height: CGFloat.infinity))) {
            _ = try LayoutEngine().layout(Color.red, in: CGSize(width: 10, height: CGFloat.infinity))
        }
    }

    @Test("a scale of zero throws invalidScale")
    func zeroScaleThrows() {
        #expect(throws: LayoutError.invalidScale(0)) {
            _ = try LayoutEngine().layout(Color.red, in: CGSize(width: 10, height: 10), scale: 0)
        }
    }

    @Test("negative and NaN scales throw invalidScale")
    func negativeAndNanScaleThrow() {
        #expect(throws: LayoutError.invalidScale(-2)) {
            _ = try LayoutEngine().layout(Color.red, in: CGSize(width: 10, height: 10), scale: -2)
        }
        #expect {
            _ = try LayoutEngine().layout(Color.red, in: CGSize(width: 10, height: 10), scale: CGFloat.nan)
        } throws: { error in
            if case LayoutError.invalidScale = error { return true }
            return false
        }
    }

    @Test("a zero canvas is valid and a Color in it is 0×0")
    func zeroCanvasIsValid() throws {
        // Proposal 0×0 → Color 0×0 at (0, 0).
        let tree = try place(Color.red.accessibilityIdentifier("c"), 0, 0)
        expectFrame(tree, "c", 0, 0, 0, 0)
    }
}
