import Foundation
import Testing
@testable import WidgetShotUI

/// Fixed frames, `swiftui-layout.md` §5.1, and root centring, §1.4.
@Suite struct FrameTests {
    static func alignment(_ name: String) -> Alignment {
        switch name {
        case "topLeading": return .topLeading
        case "top": return .top
        case "topTrailing": return .topTrailing
        case "leading": return .leading
        case "center": return .center
        case "trailing": return .trailing
        case "bottomLeading": return .bottomLeading
        case "bottom": return .bottom
        default: return .bottomTrailing
        }
    }

    // A 100×100 frame centred in a 200×200 canvas sits at (50, 50).
    // Child 40×20: horizontal free space 60, vertical free space 80.
    // leading x = 50, centre x = 50 + 50 − 20 = 80, trailing x = 50 + 100 − 40 = 110;
    // top y = 50, centre y = 50 + 50 − 10 = 90, bottom y = 50 + 100 − 20 = 130.
    @Test("a smaller child is aligned in a fixed frame at each of the nine alignments")
    func smallerChildAllAlignments() throws {
        let cases: [(String, CGFloat, CGFloat)] = [
            ("topLeading", 50, 50), ("top", 80, 50), ("topTrailing", 110, 50),
            ("leading", 50, 90), ("center", 80, 90), ("trailing", 110, 90),
            ("bottomLeading", 50, 130), ("bottom", 80, 130), ("bottomTrailing", 110, 130),
        ]
        for (name, x, y) in cases {
            let view = Color.red.frame(width: 40, height: 20).accessibilityIdentifier("c-\(name)")
                .frame(width: 100, height: 100, alignment: Self.alignment(name)).accessibilityIdentifier("f")
            let tree = try place(view, 200, 200)
            expectFrame(tree, "f", 50, 50, 100, 100)
            expectFrame(tree, "c-\(name)", x, y, 40, 20)
        }
    }

    // Child 140×120 in the same 100×100 frame at (50, 50): it overflows.
    // leading x = 50, centre x = 50 + 50 − 70 = 30 (20 out on each side), trailing x = 50 + 100 − 140 = 10;
    // top y = 50, centre y = 50 + 50 − 60 = 40 (10 out on each side), bottom y = 50 + 100 − 120 = 30.
    @Test("a larger child overflows a fixed frame according to each of the nine alignments")
    func largerChildAllAlignments() throws {
        let cases: [(String, CGFloat, CGFloat)] = [
            ("topLeading", 50, 50), ("top", 30, 50), ("topTrailing", 10, 50),
            ("leading", 50, 40), ("center", 30, 40), ("trailing", 10, 40),
            ("bottomLeading", 50, 30), ("bottom", 30, 30), ("bottomTrailing", 10, 30),
        ]
        for (name, x, y) in cases {
            let view = Color.red.frame(width: 140, height: 120).accessibilityIdentifier("c-\(name)")
                .frame(width: 100, height: 100, alignment: Self.alignment(name)).accessibilityIdentifier("f")
            let tree = try place(view, 200, 200)
            expectFrame(tree, "f", 50, 50, 100, 100)
            expectFrame(tree, "c-\(name)", x, y, 140, 120)
        }
    }

    @Test("a centred oversized child overflows the frame by the same amount on both sides")
    func symmetricOverflow() throws {
        // Frame 60×60 in 200×100 at (70, 20). Child 100×80 centred: x = 70 + 30 − 50 = 50, y = 20 + 30 − 40 = 10.
        // Horizontally the child spans 50…150 and the frame 70…130: (100 − 60)/2 = 20 out on each side.
        let view = Color.red.frame(width: 100, height: 80).accessibilityIdentifier("c")
            .frame(width: 60, height: 60).accessibilityIdentifier("f")
        let tree = try place(view, 200, 100)
        expectFrame(tree, "f", 70, 20, 60, 60)
        expectFrame(tree, "c", 50, 10, 100, 80)
    }

    @Test("a width-only frame proposes its width and the parent's height, and adopts the child's height")
    func widthOnlyFrameOnColor() throws {
        // P = 200×100. Child proposed (50, 100) → Color 50×100. Frame = (50, c.h = 100), centred: x = (200 − 50)/2 = 75.
        let view = Color.red.accessibilityIdentifier("c").frame(width: 50).accessibilityIdentifier("f")
        let tree = try place(view, 200, 100)
        expectFrame(tree, "f", 75, 0, 50, 100)
        expectFrame(tree, "c", 75, 0, 50, 100)
    }

    @Test("a width-only frame around a Circle takes the circle's square height")
    func widthOnlyFrameOnCircle() throws {
        // Circle proposed (60, 100) → s = min(60, 100) = 60. Frame = (60, 60) centred in 200×100 at (70, 20).
        let view = Circle().accessibilityIdentifier("c").frame(width: 60).accessibilityIdentifier("f")
        let tree = try place(view, 200, 100)
        expectFrame(tree, "f", 70, 20, 60, 60)
        expectFrame(tree, "c", 70, 20, 60, 60)
    }

    @Test("a height-only frame around Text keeps the text's width and centres it vertically")
    func heightOnlyFrameOnText() throws {
        // "Hi" at 10 pt: 2 × 5 = 10 wide, 12 tall. Child proposed (200, 30) → 10×12. Frame = (10, 30).
        // Frame centred: x = (200 − 10)/2 = 95, y = (100 − 30)/2 = 35. Text y = 35 + 15 − 6 = 44.
        let view = Text("Hi").font(.system(size: 10)).accessibilityIdentifier("t")
            .frame(height: 30).accessibilityIdentifier("f")
        let tree = try place(view, 200, 100)
        expectFrame(tree, "f", 95, 35, 10, 30)
        expectFrame(tree, "t", 95, 44, 10, 12)
    }

    @Test("the root view is centred in the canvas even at a fractional origin")
    func rootCentredFractional() throws {
        // Canvas 101×51, view 50×20: origin ((101 − 50)/2, (51 − 20)/2) = (25.5, 15.5).
        let tree = try place(Color.red.frame(width: 50, height: 20).accessibilityIdentifier("f"), 101, 51)
        expectFrame(tree, "f", 25.5, 15.5, 50, 20)
    }

    @Test("a greedy root view fills the whole canvas")
    func greedyRootFillsCanvas() throws {
        // Color takes the proposal 200×100; centring offset is 0.
        let tree = try place(Color.red.accessibilityIdentifier("c"), 200, 100)
        expectFrame(tree, "c", 0, 0, 200, 100)
    }

    @Test("a frame with no arguments is transparent")
    func emptyFrameIsTransparent() throws {
        // .frame() passes proposal and size through: the 40×20 child sits at ((200 − 40)/2, (100 − 20)/2) = (80, 40).
        let view = Color.red.frame(width: 40, height: 20).accessibilityIdentifier("c").frame().accessibilityIdentifier("f")
        let tree = try place(view, 200, 100)
        expectFrame(tree, "f", 80, 40, 40, 20)
        expectFrame(tree, "c", 80, 40, 40, 20)
    }
}
