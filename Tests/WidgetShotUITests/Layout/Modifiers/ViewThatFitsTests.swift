import Foundation
import Testing
@testable import WidgetShotUI

/// `ViewThatFits`: the first child whose ideal size fits the proposal, else the last. Canvas 200×100.
@Suite struct ViewThatFitsTests {
    func choice(width: CGFloat) -> some View {
        ViewThatFits {
            Color.red.frame(width: 150, height: 10).accessibilityIdentifier("wide")
            Color.blue.frame(width: 50, height: 10).accessibilityIdentifier("narrow")
        }.frame(width: width, height: 50)
    }

    @Test("ViewThatFits skips a child that is too wide and shows the next one")
    func choosesSecondWhenFirstTooWide() throws {
        // Frame 100×50 at (50, 25). wide: 150 > 100; narrow: 50 ≤ 100, 10 ≤ 50 → narrow.
        // Centred: (50 + 50 − 25, 25 + 25 − 5) = (75, 45).
        let tree = try place(choice(width: 100), 200, 100)
        expectFrame(tree, "narrow", 75, 45, 50, 10)
        #expect(tree.frame(of: "wide") == nil)
    }

    @Test("ViewThatFits shows the first child when it fits")
    func choosesFirstWhenItFits() throws {
        // Frame 160×50 at (20, 25). wide fits → (20 + 80 − 75, 45) = (25, 45).
        let tree = try place(choice(width: 160), 200, 100)
        expectFrame(tree, "wide", 25, 45, 150, 10)
        #expect(tree.frame(of: "narrow") == nil)
    }

    @Test("ViewThatFits falls back to the last child when none fits")
    func fallsBackToLast() throws {
        // Frame 40×50 at (80, 25). Neither fits → narrow 50×10 centred: (80 + 20 − 25, 45) = (75, 45).
        let tree = try place(choice(width: 40), 200, 100)
        expectFrame(tree, "narrow", 75, 45, 50, 10)
    }

    @Test("ViewThatFits picks the short text when the long one's ideal width does not fit")
    func choosesShortText() throws {
        // "Departure at 10:45" = 18 × 5 = 90 > 60; "10:45" = 25 ≤ 60, 12 ≤ 20.
        // Frame 60×20 at (70, 40); short text 25×12 centred: (70 + 30 − 12.5, 40 + 10 − 6) = (87.5, 44).
        let view = ViewThatFits {
            Text("Departure at 10:45").font(.system(size: 10)).accessibilityIdentifier("long")
            Text("10:45").font(.system(size: 10)).accessibilityIdentifier("short")
        }.frame(width: 60, height: 20)
        let tree = try place(view, 200, 100)
        expectFrame(tree, "short", 87.5, 44, 25, 12)
        #expect(tree.frame(of: "long") == nil)
    }
}
