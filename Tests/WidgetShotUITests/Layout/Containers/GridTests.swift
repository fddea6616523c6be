import Foundation
import Testing
@testable import WidgetShotUI

/// A fixed-size box tagged for geometry checks.
private func box(_ w: CGFloat, _ h: CGFloat, _ id: String) -> some View {
    Color.red.frame(width: w, height: h).accessibilityIdentifier(id)
}

/// `Grid` geometry, derived by hand from the algorithm documented on `GridLayout`.
@Suite struct GridTests {
    @Test("columns are as wide as their widest cell, rows as tall as their tallest; cells centred")
    func widestAndTallest() throws {
        let grid = Grid {
            GridRow { box(20, 10, "a"); box(40, 10, "b"); box(10, 30, "c") }
            GridRow { box(30, 20, "d"); box(10, 10, "e"); box(10, 10, "f") }
        }
        .accessibilityIdentifier("grid")
        // Columns: max(20, 30) = 30, max(40, 10) = 40, max(10, 10) = 10 → 80 + 2 × 8 = 96 wide.
        // Rows: max(10, 10, 30) = 30 and max(20, 10, 10) = 20 → 30 + 8 + 20 = 58 tall.
        // Centred on 200 × 200: origin ((200 − 96) / 2, (200 − 58) / 2) = (52, 71).
        let tree = try place(grid, 200, 200)
        expectFrame(tree, "grid", 52, 71, 96, 58)
        // Column x: 52, 52 + 30 + 8 = 90, 90 + 40 + 8 = 138. Row y: 71, 71 + 30 + 8 = 109.
        expectFrame(tree, "a", 57, 81, 20, 10)     // (30 − 20) / 2 = 5 in, (30 − 10) / 2 = 10 down
        expectFrame(tree, "b", 90, 81, 40, 10)
        expectFrame(tree, "c", 138, 71, 10, 30)
        expectFrame(tree, "d", 52, 109, 30, 20)
        expectFrame(tree, "e", 105, 114, 10, 10)   // 90 + (40 − 10) / 2, 109 + (20 − 10) / 2
        expectFrame(tree, "f", 138, 114, 10, 10)
    }

    @Test("column alignment, spacing, a full-width row and a spanning cell placed by its anchor")
    func alignmentSpanAndFullWidthRow() throws {
        let grid = Grid(alignment: .leading, horizontalSpacing: 4, verticalSpacing: 2) {
            GridRow { box(10, 10, "a").gridColumnAlignment(.trailing); box(30, 10, "b") }
            GridRow { box(24, 10, "c"); box(6, 10, "d") }
            Color.blue.frame(height: 2).accessibilityIdentifier("rule")
            GridRow { box(20, 10, "e").gridCellColumns(2).gridCellAnchor(UnitPoint(x: 0.5, y: 0)) }
        }
        .accessibilityIdentifier("grid")
        // Columns (the spanning "e" does not size them): max(10, 24) = 24, max(30, 6) = 30 →
        // 24 + 4 + 30 = 58. Rows: 10, 10, the rule 2, 10 → 32 + 3 × 2 = 38.
        // Origin ((200 − 58) / 2, (200 − 38) / 2) = (71, 81); column 1 starts at 71 + 24 + 4 = 99.
        let tree = try place(grid, 200, 200)
        expectFrame(tree, "grid", 71, 81, 58, 38)
        expectFrame(tree, "a", 85, 81, 10, 10)     // column 0 is trailing-aligned: 71 + 24 − 10
        expectFrame(tree, "b", 99, 81, 30, 10)     // the grid's leading alignment
        expectFrame(tree, "c", 71, 93, 24, 10)     // row 1 at 81 + 10 + 2
        expectFrame(tree, "d", 99, 93, 6, 10)
        expectFrame(tree, "rule", 71, 105, 58, 2)  // offered the grid's width
        // "e" spans 24 + 4 + 30 = 58; anchor x 0.5: 71 + (58 − 20) / 2 = 90; top of row 3 at 109.
        expectFrame(tree, "e", 90, 109, 20, 10)
    }

    @Test("flexible cells share the proposed width and height like a stack, least flexible first")
    func flexibleColumnsShare() throws {
        let grid = Grid {
            GridRow { Color.blue.accessibilityIdentifier("l"); Color.green.accessibilityIdentifier("r") }
            GridRow { box(50, 10, "wide"); box(10, 10, "narrow") }
        }
        // Width 200 − 8 = 192 for two columns that are both infinitely flexible (min 50 and 10):
        // column 0 first gets 192 / 2 = 96, column 1 the remaining 96.
        // Height 100 − 8 = 92: row 1 (fixed, 10) first gets 10, row 0 the remaining 82.
        let tree = try place(grid, 200, 100)
        expectFrame(tree, "l", 0, 0, 96, 82)
        expectFrame(tree, "r", 104, 0, 96, 82)
        expectFrame(tree, "wide", 23, 90, 50, 10)    // (96 − 50) / 2
        expectFrame(tree, "narrow", 147, 90, 10, 10) // 104 + (96 − 10) / 2
    }

    @Test("a cell with unsized axes takes the column and row the other cells size")
    func unsizedAxes() throws {
        let grid = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { box(30, 12, "a"); Color.orange.gridCellUnsizedAxes([.horizontal, .vertical]).accessibilityIdentifier("fill") }
            GridRow { box(10, 10, "b"); box(16, 20, "c") }
        }
        .accessibilityIdentifier("grid")
        // Column 1 is sized by "c" alone (16), row 0 by "a" alone (12): the orange cell is 16 × 12.
        // Grid 46 × 32 centred on 100 × 100: origin (27, 34).
        let tree = try place(grid, 100, 100)
        expectFrame(tree, "grid", 27, 34, 46, 32)
        expectFrame(tree, "fill", 57, 34, 16, 12)
    }

    @Test("a GridRow outside a Grid lays out like an HStack")
    func rowAlone() throws {
        let tree = try place(GridRow { box(10, 10, "a"); box(20, 10, "b") }.accessibilityIdentifier("row"), 100, 100)
        // HStack: 10 + 8 + 20 = 38 wide, centred: x = 31.
        expectFrame(tree, "row", 31, 45, 38, 10)
        expectFrame(tree, "b", 49, 45, 20, 10)
    }
}
