import Foundation
import Testing
@testable import WidgetShotUI

/// `.fixedSize`, `swiftui-layout.md` §9.1. Text at 10 pt: 5 per character, 12 per line. Canvas 200×100.
@Suite struct FixedSizeTests {
    @Test("fixedSize text keeps its ideal width in a narrow frame")
    func fixedTextKeepsIdealWidth() throws {
        // "Hello World" = 11 × 5 = 55 wide, 12 tall. Frame 30×40 at (85, 30).
        // Centred: x = 85 + 15 − 27.5 = 72.5, y = 30 + 20 − 6 = 44.
        let view = Text("Hello World").font(.system(size: 10)).accessibilityIdentifier("t")
            .fixedSize().frame(width: 30, height: 40).accessibilityIdentifier("f")
        let tree = try place(view, 200, 100)
        expectFrame(tree, "f", 85, 30, 30, 40)
        expectFrame(tree, "t", 72.5, 44, 55, 12)
    }

    @Test("without fixedSize the same text wraps in the narrow frame")
    func textWrapsWithoutFixedSize() throws {
        // Proposed (30, 40): "Hello" (25) | "World" (25) → 25×24. x = 85 + 15 − 12.5 = 87.5, y = 30 + 20 − 12 = 38.
        let view = Text("Hello World").font(.system(size: 10)).accessibilityIdentifier("t").frame(width: 30, height: 40)
        let tree = try place(view, 200, 100)
        expectFrame(tree, "t", 87.5, 38, 25, 24)
    }

    @Test("vertical-only fixedSize lets wrapped text exceed a short frame")
    func verticalFixedSize() throws {
        // Text proposed (30, nil) → "Hello" | "World" → 25×24. Frame 30×10 at (85, 45).
        // Centred: x = 85 + 15 − 12.5 = 87.5, y = 45 + 5 − 12 = 38.
        let view = Text("Hello World").font(.system(size: 10)).accessibilityIdentifier("t")
            .fixedSize(horizontal: false, vertical: true).frame(width: 30, height: 10)
        let tree = try place(view, 200, 100)
        expectFrame(tree, "t", 87.5, 38, 25, 24)
    }

    @Test("Color.fixedSize is 10×10")
    func colorFixedSize() throws {
        // nil → 10 on both axes, centred at (95, 45).
        let tree = try place(Color.red.accessibilityIdentifier("c").fixedSize(), 200, 100)
        expectFrame(tree, "c", 95, 45, 10, 10)
    }

    @Test("horizontal-only fixedSize fixes the width and passes the height")
    func horizontalOnlyFixedSize() throws {
        // Proposed (nil, 100) → 10×100 at (95, 0).
        let tree = try place(Color.red.accessibilityIdentifier("c").fixedSize(horizontal: true, vertical: false), 200, 100)
        expectFrame(tree, "c", 95, 0, 10, 100)
    }
}
