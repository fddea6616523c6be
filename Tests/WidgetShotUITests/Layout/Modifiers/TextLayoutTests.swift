import Foundation
import Testing
@testable import WidgetShotUI

/// `Text` with the `FixedAdvanceTextMeasurer`, `swiftui-layout.md` §2.4: advance 0.5·s, line 1.2·s,
/// sizes rounded up to 1/scale. At 10 pt: 5 per character, 12 per line.
@Suite struct TextLayoutTests {
    @Test("body text at 1x is rounded up to whole points")
    func bodyAt1x() throws {
        // "Hello" = 5 × 8.5 = 42.5 → 43; line 1.2 × 17 = 20.4 → 21.
        // Centred in 200×100: ((200 − 43)/2, (100 − 21)/2) = (78.5, 39.5).
        let tree = try place(Text("Hello").accessibilityIdentifier("t"), 200, 100, scale: 1)
        expectFrame(tree, "t", 78.5, 39.5, 43, 21)
    }

    @Test("body text at 2x is rounded up to half points")
    func bodyAt2x() throws {
        // 42.5 is already on the 0.5 grid; 20.4 → 20.5. Origin ((200 − 42.5)/2, (100 − 20.5)/2) = (78.75, 39.75).
        let tree = try place(Text("Hello").accessibilityIdentifier("t"), 200, 100, scale: 2)
        expectFrame(tree, "t", 78.75, 39.75, 42.5, 20.5)
    }

    @Test("body text at 3x is rounded up to thirds of a point")
    func bodyAt3x() throws {
        // 42.5 × 3 = 127.5 px → 128 px = 128/3 pt; 20.4 × 3 = 61.2 px → 62 px = 62/3 pt.
        // Origin (100 − 64/3, 50 − 31/3).
        let tree = try place(Text("Hello").accessibilityIdentifier("t"), 200, 100, scale: 3)
        expectFrame(tree, "t", 100 - 64.0 / 3, 50 - 31.0 / 3, 128.0 / 3, 62.0 / 3)
    }

    @Test("text wraps at spaces in a narrow width and is as wide as its longest line")
    func wrapsAtSpaces() throws {
        // Width 40: "one two" = 35 fits, "one two three" = 65 does not → "one two" (35) | "three" (25) → 35×24.
        // Frame 40×100 at (80, 0). Text: (80 + 20 − 17.5, 50 − 12) = (82.5, 38).
        let view = Text("one two three").font(.system(size: 10)).accessibilityIdentifier("t").frame(width: 40, height: 100)
        let tree = try place(view, 200, 100)
        expectFrame(tree, "t", 82.5, 38, 35, 24)
    }

    @Test("a word wider than the line breaks between characters")
    func longWordBreaks() throws {
        // Width 22: 4 characters = 20 fit, 5 = 25 do not → "abcd" | "efgh" → 20×24.
        // Frame 22×100 at (89, 0). Text: (89 + 11 − 10, 50 − 12) = (90, 38).
        let view = Text("abcdefgh").font(.system(size: 10)).accessibilityIdentifier("t").frame(width: 22, height: 100)
        let tree = try place(view, 200, 100)
        expectFrame(tree, "t", 90, 38, 20, 24)
    }

    @Test("lineLimit(1) truncates with an ellipsis keeping as many characters as fit")
    func lineLimitOneTruncates() throws {
        // Width 42: n·5 + 5 (ellipsis) ≤ 42 → n = 7 → "one two…" = 40 wide, 12 tall.
        // Frame 42×100 at (79, 0). Text: (79 + 21 − 20, 50 − 6) = (80, 44).
        let view = Text("one two three").font(.system(size: 10)).accessibilityIdentifier("t")
            .lineLimit(1).frame(width: 42, height: 100)
        let tree = try place(view, 200, 100)
        expectFrame(tree, "t", 80, 44, 40, 12)
    }

    @Test("lineLimit(2) caps a three-line text at two lines")
    func lineLimitTwoCapsHeight() throws {
        // Width 30: "one" | "two" | "three" (three lines); limit 2 → height 2 × 12 = 24, y = 50 − 12 = 38.
        // (The width of the truncated second line is not checked.)
        let view = Text("one two three").font(.system(size: 10)).accessibilityIdentifier("t")
            .lineLimit(2).frame(width: 30, height: 100)
        let tree = try place(view, 200, 100)
        let f = try #require(tree.frame(of: "t"))
        #expect(abs(f.height - 24) < 1e-6, "height \(f.height)")
        #expect(abs(f.minY - 38) < 1e-6, "minY \(f.minY)")
    }

    @Test("a proposed height shorter than two lines cuts the text to one truncated line")
    func proposedHeightCutsLines() throws {
        // Proposal (42, 15): one 12-pt line fits → "one two…" 40×12.
        // Frame 42×15 at (79, 42.5). Text: (79 + 21 − 20, 42.5 + 7.5 − 6) = (80, 44).
        let view = Text("one two three").font(.system(size: 10)).accessibilityIdentifier("t").frame(width: 42, height: 15)
        let tree = try place(view, 200, 100)
        expectFrame(tree, "t", 80, 44, 40, 12)
    }

    @Test("unwrapped text in a wide proposal keeps its ideal width")
    func textDoesNotGrow() throws {
        // "one two three" = 13 × 5 = 65 wide, 12 tall; frame 150×100 at (25, 0). Text: (25 + 75 − 32.5, 44) = (67.5, 44).
        let view = Text("one two three").font(.system(size: 10)).accessibilityIdentifier("t").frame(width: 150, height: 100)
        let tree = try place(view, 200, 100)
        expectFrame(tree, "t", 67.5, 44, 65, 12)
    }
}
