import Foundation
import WidgetShotCairo

/// How `widgetshot timeline` lays its frames out: one row while the row fits the renderer's canvas
/// (at most 16,384 px a side, `CairoRenderer`; and at most ``ImageLimits/maxPixels`` pixels, so
/// the PNG can be read back by `widgetshot diff`), else a grid of rows, and, when the rows do not
/// fit either, several pages (`<name>.filmstrip.png`, `<name>.filmstrip-2.png`…). A timeline of
/// 44 small widgets was one strip 42,768 px wide: "canvas 42768×444 px is too large".
struct FilmstripLayout: Equatable {
    /// Frames per row.
    var columns: Int
    /// Rows per page (the last page may hold fewer).
    var rowsPerPage: Int
    /// How many frames there are.
    var count: Int
    /// One frame's size in points.
    var frame: CGSize

    /// Space between frames and rows, the margin around them, and the caption under each frame
    /// (two lines of 11 pt text: a narrow widget wraps its date), in points.
    static let spacing: CGFloat = 16, margin: CGFloat = 20, caption: CGFloat = 34
    /// The renderer's largest canvas side, in pixels.
    static let maximumSide = CGFloat(ImageLimits.maxCanvasSide)

    /// The layout of `count` frames of `frame` points rendered at `scale`, within `maxPixels`.
    init(count: Int, frame: CGSize, scale: CGFloat, maxPixels: Int) {
        self.count = max(count, 0)
        self.frame = frame
        let cell = frame.width + Self.spacing, row = frame.height + Self.caption + Self.spacing
        let side = Self.maximumSide / scale
        let area = CGFloat(maxPixels) / (scale * scale)
        let widest = max(1, Int((side - 2 * Self.margin + Self.spacing) / cell))
        if self.count <= widest, Self.pageSize(columns: self.count, rows: 1, frame: frame).area <= area {
            columns = max(self.count, 1)
        } else {
            // A grid about as tall as wide reads better than two very long rows.
            let square = Int((Double(self.count) * Double(row / cell)).squareRoot().rounded(.up))
            columns = max(1, min(widest, square))
        }
        let pageWidth = Self.pageSize(columns: columns, rows: 1, frame: frame).width
        let tallestBySide = Int((side - 2 * Self.margin + Self.spacing) / row)
        let tallestByArea = Int((area / pageWidth - 2 * Self.margin + Self.spacing) / row)
        let rows = (self.count + columns - 1) / columns
        rowsPerPage = max(1, min(rows, tallestBySide, tallestByArea))
    }

    /// How many pages the frames take.
    var pages: Int {
        let rows = (count + columns - 1) / columns
        return max(1, (rows + rowsPerPage - 1) / rowsPerPage)
    }

    /// The frames (indices) of page `page`, row by row.
    func rows(onPage page: Int) -> [[Int]] {
        let first = page * rowsPerPage * columns
        let last = min(count, first + rowsPerPage * columns)
        guard first < last else { return [] }
        return stride(from: first, to: last, by: columns).map { Array($0..<min($0 + columns, last)) }
    }

    /// The size in points of a page with `rows` rows of `columns` frames.
    static func pageSize(columns: Int, rows: Int, frame: CGSize) -> CGSize {
        CGSize(width: CGFloat(columns) * (frame.width + spacing) - spacing + 2 * margin,
               height: CGFloat(rows) * (frame.height + caption + spacing) - spacing + 2 * margin)
    }

    /// The size of page `page`.
    func size(ofPage page: Int) -> CGSize {
        let rows = self.rows(onPage: page)
        return Self.pageSize(columns: rows.count == 1 ? rows[0].count : columns, rows: max(rows.count, 1), frame: frame)
    }

    /// The file name of page `page` (`name.filmstrip.png`, then `name.filmstrip-2.png`…).
    static func fileName(base: String, page: Int) -> String {
        page == 0 ? "\(base).filmstrip.png" : "\(base).filmstrip-\(page + 1).png"
    }
}

private extension CGSize {
    var area: CGFloat { width * height }
}
