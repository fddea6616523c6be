import Foundation
import Testing
@testable import WidgetShotUI

/// Issue 20 (Bitkit): SwiftUI's `\._lineHeightMultiple` — TextKit's rule on line boxes, and
/// layout sizes through the font-free measurer (line height 1.2·s, descent 0.3·s).
@Suite struct TextFifteenLineHeightMultipleTests {
    /// Two natural 20-pt lines, baselines 16 pt below their tops, 4 pt of `lineSpacing` between.
    let natural = [TextLineBox(top: 0, height: 20, baseline: 16), TextLineBox(top: 24, height: 20, baseline: 40)]

    @Test("below 1 every box shrinks, the first included, and the cut is above the glyphs")
    func shrinks() {
        let boxes = TextLineBox.applying(lineHeightMultiple: 0.5, to: natural)
        // Box 0: 10 pt, the 4-pt descent at its bottom → baseline 6 (the ascent rises above 0).
        // Box 1: after the 4-pt gap at 14, 10 pt tall → baseline 14 + 10 − 4.
        #expect(boxes == [TextLineBox(top: 0, height: 10, baseline: 6), TextLineBox(top: 14, height: 10, baseline: 20)])
    }

    @Test("above 1 the space opens above each line's glyphs; lineSpacing gaps stay")
    func grows() {
        let boxes = TextLineBox.applying(lineHeightMultiple: 2, to: natural)
        #expect(boxes == [TextLineBox(top: 0, height: 40, baseline: 36), TextLineBox(top: 44, height: 40, baseline: 80)])
    }

    @Test("0 (the default), 1, negative and non-finite multiples leave lines alone", arguments: [0, 1, -2, CGFloat.nan, .infinity])
    func inactive(multiple: CGFloat) {
        #expect(!TextLineBox.isActive(lineHeightMultiple: multiple))
        #expect(TextLineBox.applying(lineHeightMultiple: multiple, to: natural) == natural)
    }

    @Test("the environment value defaults to 0 and `_lineHeightMultiple` writes it")
    func environment() {
        var env = EnvironmentValues()
        #expect(env.lineHeightMultiple == 0)
        env.lineHeightMultiple = 0.83
        #expect(env.lineHeightMultiple == 0.83)
    }

    private func request(_ string: String, multiple: CGFloat, spacing: CGFloat = 0) -> TextLayoutRequest {
        TextLayoutRequest(runs: [TextRun(string: string, font: ResolvedFont(family: "system", size: 20))], lineSpacing: spacing,
                          lineHeightMultiple: multiple)
    }

    @Test("measured sizes and baselines: 24-pt lines become m × 24, baselines m × 24 − 6", arguments: [
        (CGFloat(0.75), CGFloat(36), CGFloat(12), CGFloat(30)), (1, 48, 18, 42), (1.5, 72, 30, 66),
    ])
    func measured(multiple: CGFloat, height: CGFloat, first: CGFloat, last: CGFloat) {
        let m = FixedAdvanceTextMeasurer().measure(request("AB\nCD", multiple: multiple), width: nil, height: nil)
        #expect(m.size.height == height && m.firstBaseline == first && m.lastBaseline == last, "\(m)")
        let one = FixedAdvanceTextMeasurer().measure(request("AB", multiple: multiple), width: nil, height: nil)
        #expect(one.size.height == height / 2 && one.firstBaseline == first, "one line: \(one)")
    }

    @Test("lineSpacing still goes between the multiplied boxes")
    func withSpacing() {
        let m = FixedAdvanceTextMeasurer().measure(request("AB\nCD", multiple: 0.5, spacing: 5), width: nil, height: nil)
        #expect(m.size.height == 12 + 5 + 12 && m.lastBaseline == 12 + 5 + 6, "\(m)")
    }

    @Test("a height holds more lines of a smaller multiple")
    func linesFitting() {
        let text = "aa bb cc dd"
        let natural = FixedAdvanceTextMeasurer().measure(request(text, multiple: 1), width: 25, height: 50)
        let tight = FixedAdvanceTextMeasurer().measure(request(text, multiple: 0.5), width: 25, height: 50)
        #expect(natural.lines.count == 2 && tight.lines.count == 4, "\(natural.lines) \(tight.lines)")
    }

    @Test("a Text under .environment(\\._lineHeightMultiple, m) lays out m times as tall; m = 1 as without it")
    func layout() throws {
        func height(_ multiple: CGFloat?) throws -> CGFloat {
            let text = Text("AB\nCD").font(.system(size: 20)).accessibilityIdentifier("t")
            let tree = try multiple.map { try LayoutEngine().layout(text.environment(\.lineHeightMultiple, $0), in: CGSize(width: 200, height: 200)) }
                ?? LayoutEngine().layout(text, in: CGSize(width: 200, height: 200))
            return try #require(tree.frame(of: "t")).height
        }
        #expect(try height(nil) == 48)
        #expect(try height(1) == 48)
        #expect(try height(0.75) == 36)
        #expect(try height(1.5) == 72)
    }
}
