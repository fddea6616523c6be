import Foundation
import Testing
@testable import WidgetShotUI

private func box(_ w: CGFloat, _ h: CGFloat, _ id: String) -> some View {
    Color.red.frame(width: w, height: h).accessibilityIdentifier(id)
}

/// `LazyVGrid`/`LazyHGrid` geometry, derived by hand from `LazyGridTracks`.
@Suite struct LazyGridTests {
    @Test("fixed, flexible and clamped flexible columns share the width in order, laid out twice")
    func fixedAndFlexible() throws {
        let grid = LazyVGrid(columns: [GridItem(.fixed(40)), GridItem(.flexible()), GridItem(.flexible(minimum: 10, maximum: 30))]) {
            ForEach(0..<5) { i in box(10, 10, "c\(i)") }
        }
        .accessibilityIdentifier("grid")
        // Pass 1 (proposal 200): 200 − 2 × 8 (spacing) − 40 (fixed) = 144 for two flexible items:
        // the first gets 144 / 2 = 72, the second 72 / 1 = 72 clamped to 30 → the grid is
        // 40 + 72 + 30 + 16 = 158 wide.
        // Pass 2 (158): 158 − 16 − 40 = 102: the first gets 51, the second 51 clamped to 30.
        // Tracks 40 | 51 | 30 at 0, 48, 107. Two rows of 10, 8 apart → height 28.
        // Centred on 200 × 100: origin (21, 36).
        let tree = try place(grid, 200, 100)
        expectFrame(tree, "grid", 21, 36, 158, 28)
        expectFrame(tree, "c0", 36, 36, 10, 10)    // 21 + (40 − 10) / 2
        expectFrame(tree, "c1", 89.5, 36, 10, 10)  // 21 + 48 + (51 − 10) / 2
        expectFrame(tree, "c2", 138, 36, 10, 10)   // 21 + 107 + (30 − 10) / 2
        expectFrame(tree, "c3", 36, 54, 10, 10)    // second row at 36 + 10 + 8
        expectFrame(tree, "c4", 89.5, 54, 10, 10)
    }

    @Test("a flexible item's minimum can make the grid wider than proposed (objc.io's quiz)")
    func flexibleMinimums() throws {
        let grid = LazyVGrid(columns: [GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))]) {
            box(10, 10, "a"); box(10, 10, "b")
        }
        .accessibilityIdentifier("grid")
        // Pass 1 (300): 292 / 2 = 146 for the first; the second gets 146 raised to 180 → 334.
        // Pass 2 (334): 326 / 2 = 163 for the first, 163 raised to 180 for the second.
        let tree = try place(grid.frame(width: 300), 300, 40)
        expectFrame(tree, "grid", -17, 15, 334, 10)
        expectFrame(tree, "a", -17 + 76.5, 15, 10, 10)         // (163 − 10) / 2
        expectFrame(tree, "b", -17 + 171 + 85, 15, 10, 10)     // 163 + 8 + (180 − 10) / 2
    }

    @Test("an adaptive item fits as many columns of at least its minimum as the width allows")
    func adaptive() throws {
        let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 40))]) {
            ForEach(0..<6) { i in Color.blue.frame(height: 20).accessibilityIdentifier("c\(i)") }
        }
        // ⌊(200 + 8) / (40 + 8)⌋ = 4 columns of (200 − 3 × 8) / 4 = 44, 52 apart.
        // Rows: 20 + 8 + 20 = 48 → origin y (100 − 48) / 2 = 26.
        let tree = try place(grid, 200, 100)
        expectFrame(tree, "c0", 0, 26, 44, 20)
        expectFrame(tree, "c3", 156, 26, 44, 20)
        expectFrame(tree, "c4", 0, 54, 44, 20)
        expectFrame(tree, "c5", 52, 54, 44, 20)
    }

    @Test("a horizontal grid fills its rows top to bottom, then the next column")
    func horizontal() throws {
        let grid = LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(20))], spacing: 4) {
            ForEach(0..<3) { i in box(30, 10, "c\(i)") }
        }
        .accessibilityIdentifier("grid")
        // Rows 20 + 8 + 20 = 48 tall; columns 30 + 4 + 30 = 64 wide; origin (68, 26).
        let tree = try place(grid, 200, 100)
        expectFrame(tree, "grid", 68, 26, 64, 48)
        expectFrame(tree, "c0", 68, 31, 30, 10)    // centred in the 20 pt row
        expectFrame(tree, "c1", 68, 59, 30, 10)    // second row at 26 + 28
        expectFrame(tree, "c2", 102, 31, 30, 10)   // next column at 68 + 30 + 4
    }

    @Test("the adaptive count never drops below one and bad sizes do not crash")
    func degenerate() throws {
        let tracks = LazyGridTracks.solve([GridItem(.adaptive(minimum: 500)), GridItem(.fixed(.nan)), GridItem(.flexible(minimum: -5, maximum: .nan))], available: 100)
        #expect(tracks.count == 3)
        #expect(tracks.allSatisfy { $0.length.isFinite && $0.length >= 0 })
        #expect(LazyGridTracks.solve([], available: 100).isEmpty)
    }
}
