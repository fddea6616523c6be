import Foundation
import Testing
@testable import WidgetShotUI

/// Default spacing next to Text (§3.2, iOS 17 formulas) with the test measurer's 17-pt metrics:
/// ascent 15.3, descent 5.1, line 20.4, cap height 11.9, leading 0. At @1x:
/// defTextSp = ⌈2.04⌉ = 3, defLineSp = 23.4; above text 23.4 − 15.3 = 8.1;
/// below text max(23.4 − 11.9, 3 + 5.1) = 11.5; text to text = leading = 0.
@Suite struct TextSpacingTests {
    @Test("a plain view above Text is defLineSp − ascent = 8.1 away")
    func colorAboveText() throws {
        let v = VStack { Color.red.frame(width: 10, height: 10).accessibilityIdentifier("c"); Text("Hi").accessibilityIdentifier("t") }
        let tree = try place(v, 100, 100)
        // Column: 10 + 8.1 + 21 = 39.1 high, 17 wide; top at (100 − 39.1)/2 = 30.45.
        expectFrame(tree, "c", 45, 30.45, 10, 10)
        expectFrame(tree, "t", 41.5, 30.45 + 18.1, 17, 21)
    }

    @Test("Text above a plain view is max(defLineSp − capHeight, defTextSp + descent) = 11.5 away")
    func textAboveColor() throws {
        let v = VStack { Text("Hi").accessibilityIdentifier("t"); Color.red.frame(width: 10, height: 10).accessibilityIdentifier("c") }
        let tree = try place(v, 100, 100)
        // 21 + 11.5 + 10 = 42.5 high; top at 28.75.
        expectFrame(tree, "t", 41.5, 28.75, 17, 21)
        expectFrame(tree, "c", 45, 28.75 + 32.5, 10, 10)
    }

    @Test("Text above Text is the lower font's leading (0 here)")
    func textAboveText() throws {
        let v = VStack { Text("Hi").accessibilityIdentifier("a"); Text("Yo").accessibilityIdentifier("b") }
        let tree = try place(v, 100, 100)
        expectFrame(tree, "a", 41.5, 29, 17, 21)
        expectFrame(tree, "b", 41.5, 50, 17, 21)
    }

    @Test("a frame with only an ideal height resets Text's spacing to a plain view's")
    func idealFrameResets() throws {
        // The framed text now behaves like a plain view: plain view above Text → 8.1.
        let v = VStack(alignment: .leading) {
            Text("Hi").frame(idealHeight: 30).accessibilityIdentifier("a")
            Text("Yo").accessibilityIdentifier("b")
        }
        let tree = try place(v, 100, 100)
        let a = try #require(tree.frame(of: "a")), b = try #require(tree.frame(of: "b"))
        #expect(abs(b.minY - a.maxY - 8.1) < 1e-9)
    }

    @Test("an SF Symbol shares the text baseline in a firstTextBaseline HStack")
    func symbolBaseline() throws {
        let v = HStack(alignment: .firstTextBaseline, spacing: 0) {
            Image(systemName: "bolt.fill").accessibilityIdentifier("s")
            Text("Hi").font(.system(size: 34)).accessibilityIdentifier("t")
        }
        let tree = try place(v, 200, 200)
        // Symbol (body, 17 pt): a 20.4 box centred on the cap height (11.9): baseline
        // (20.4 + 11.9) / 2 = 16.15 → 16. Text 34 pt: 40.8 → 41 high, baseline 30.6 → 31.
        // Aligned: symbol top = text top + 31 − 16 = +15.
        let s = try #require(tree.frame(of: "s")), t = try #require(tree.frame(of: "t"))
        #expect(abs(s.minY - (t.minY + 15)) < 1e-9)
    }
}
