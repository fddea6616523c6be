import Foundation
import Testing
@testable import WidgetShotUI

/// `.background` and `.overlay`, `swiftui-layout.md` §7. Canvas 200×100.
@Suite struct BackgroundOverlayTests {
    @Test("a background Color is proposed the primary's size")
    func backgroundTakesPrimarySize() throws {
        // "Hi" at 10 pt = 10×12 at ((200 − 10)/2, (100 − 12)/2) = (95, 44). Background proposed 10×12.
        let view = Text("Hi").font(.system(size: 10)).accessibilityIdentifier("t")
            .background(Color.red.accessibilityIdentifier("bg")).accessibilityIdentifier("m")
        let tree = try place(view, 200, 100)
        expectFrame(tree, "m", 95, 44, 10, 12)
        expectFrame(tree, "t", 95, 44, 10, 12)
        expectFrame(tree, "bg", 95, 44, 10, 12)
    }

    @Test("a larger background does not change the layout and is centred on the primary")
    func largerBackgroundIgnoredByLayout() throws {
        // Primary 40×20 at (80, 40). Background 100×80 centred: (80 + 20 − 50, 40 + 10 − 40) = (50, 10).
        let view = Color.red.frame(width: 40, height: 20)
            .background(Color.blue.frame(width: 100, height: 80).accessibilityIdentifier("bg")).accessibilityIdentifier("m")
        let tree = try place(view, 200, 100)
        expectFrame(tree, "m", 80, 40, 40, 20)
        expectFrame(tree, "bg", 50, 10, 100, 80)
    }

    @Test("an overlay with topTrailing alignment sits in the primary's top-right corner")
    func overlayTopTrailing() throws {
        // Primary 100×60 at (50, 20). Overlay 20×10: x = 50 + 100 − 20 = 130, y = 20.
        let view = Color.red.frame(width: 100, height: 60)
            .overlay(Color.blue.frame(width: 20, height: 10).accessibilityIdentifier("o"), alignment: .topTrailing)
        let tree = try place(view, 200, 100)
        expectFrame(tree, "o", 130, 20, 20, 10)
    }

    @Test("several overlay views form an implicit ZStack with the given alignment")
    func overlayBuilderImplicitZStack() throws {
        // Primary 100×60 at (50, 20). ZStack of 20×10 and 30×5 = 30×10, bottom-leading in primary: (50, 20 + 60 − 10) = (50, 70).
        // Inside, bottom-aligned: a y = 70 + 10 − 10 = 70, b y = 70 + 10 − 5 = 75.
        let view = Color.red.frame(width: 100, height: 60).overlay(alignment: .bottomLeading) {
            Color.blue.frame(width: 20, height: 10).accessibilityIdentifier("a")
            Color.green.frame(width: 30, height: 5).accessibilityIdentifier("b")
        }
        let tree = try place(view, 200, 100)
        expectFrame(tree, "a", 50, 70, 20, 10)
        expectFrame(tree, "b", 50, 75, 30, 5)
    }

    @Test("a background built with alignment bottom sits on the primary's bottom edge")
    func backgroundBuilderBottom() throws {
        // Primary 100×60 at (50, 20). Background 20×10: x = 50 + 50 − 10 = 90, y = 20 + 60 − 10 = 70.
        let view = Color.red.frame(width: 100, height: 60).background(alignment: .bottom) {
            Color.blue.frame(width: 20, height: 10).accessibilityIdentifier("bg")
        }
        let tree = try place(view, 200, 100)
        expectFrame(tree, "bg", 90, 70, 20, 10)
    }

    @Test("an overlay Circle is proposed the primary's size and becomes a centred square")
    func overlayCircle() throws {
        // Primary 100×40 at (50, 30). Circle proposed 100×40 → 40×40, centred: x = 50 + 50 − 20 = 80.
        let view = Color.red.frame(width: 100, height: 40).overlay(Circle().accessibilityIdentifier("o"))
        let tree = try place(view, 200, 100)
        expectFrame(tree, "o", 80, 30, 40, 40)
    }

    @Test("overlay Text wraps to the primary's width")
    func overlayTextWraps() throws {
        // Primary 30×40 at (85, 30). "Hello World" at 10 pt proposed 30×40: "Hello" | "World" → 25×24.
        // Centred: (85 + 15 − 12.5, 30 + 20 − 12) = (87.5, 38).
        let view = Color.red.frame(width: 30, height: 40)
            .overlay(Text("Hello World").font(.system(size: 10)).accessibilityIdentifier("t"))
        let tree = try place(view, 200, 100)
        expectFrame(tree, "t", 87.5, 38, 25, 24)
    }

    @Test("a background behind padded text covers the padding")
    func backgroundOfPadding() throws {
        // "Hi" 10×12 + padding 5 = 20×22 at ((200 − 20)/2, (100 − 22)/2) = (90, 39).
        let view = Text("Hi").font(.system(size: 10)).padding(5).background(Color.blue.accessibilityIdentifier("bg"))
        let tree = try place(view, 200, 100)
        expectFrame(tree, "bg", 90, 39, 20, 22)
    }

    @Test("a ShapeStyle background in a shape keeps the primary's layout")
    func shapeStyleBackgroundKeepsLayout() throws {
        // Primary 40×20 at (80, 40); the filled capsule never changes layout.
        let view = Color.red.frame(width: 40, height: 20).accessibilityIdentifier("c")
            .background(Color.yellow, in: Capsule()).accessibilityIdentifier("m")
        let tree = try place(view, 200, 100)
        expectFrame(tree, "m", 80, 40, 40, 20)
        expectFrame(tree, "c", 80, 40, 40, 20)
    }
}
