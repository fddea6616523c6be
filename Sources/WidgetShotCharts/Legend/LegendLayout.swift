import Foundation
import WidgetShotUI

/// One legend entry: a value of the chart's encodings with its swatch — colour, symbol (nil: a
/// circle), line style and symbol area (`LegendEntries`).
struct LegendEntry {
    var datum: PlotDatum
    var style: AnyShapeStyle
    var symbol: BasisChartSymbolShape?
    var lineStyle: StrokeStyle? = nil
    var symbolArea: CGFloat? = nil
    var labelSize: CGSize = .zero

    /// The swatch's size: an 8 pt symbol (R3, R4, R8), a 16 pt line sample for a line style
    /// (guess), a sized symbol as large as its area makes it (at least 8 pt wide).
    var swatchSize: CGSize {
        var side = ChartMetrics.legendSymbolSize
        if let area = symbolArea { side = max(side, MarkGeometry.circleSize(area: area).width) }
        return CGSize(width: lineStyle != nil ? max(side, ChartMetrics.legendLineSampleLength) : side, height: side)
    }
}

/// The legend's entries placed in rows (bottom/top) or a column (leading/trailing).
struct LegendLayout {
    var entries: [LegendEntry]
    /// Each entry's origin, relative to the legend's top-leading corner.
    var origins: [CGPoint]
    var size: CGSize

    /// Flows the entries into rows no wider than `width` (symbol, gap, label, entry gap: R3, R4, R8).
    static func rows(_ entries: [LegendEntry], width: CGFloat) -> LegendLayout {
        var origins: [CGPoint] = []
        var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0, widest: CGFloat = 0
        for e in entries {
            let w = entryWidth(e)
            if x > 0, x + w > width { x = 0; y += rowHeight; rowHeight = 0 }
            origins.append(CGPoint(x: x, y: y))
            x += w + ChartMetrics.legendEntryGap
            widest = max(widest, x - ChartMetrics.legendEntryGap)
            rowHeight = max(rowHeight, max(e.labelSize.height, e.swatchSize.height))
        }
        return LegendLayout(entries: entries, origins: origins, size: CGSize(width: widest, height: y + rowHeight))
    }

    /// Stacks the entries in a column.
    static func column(_ entries: [LegendEntry]) -> LegendLayout {
        var origins: [CGPoint] = []
        var y: CGFloat = 0, widest: CGFloat = 0
        for e in entries {
            origins.append(CGPoint(x: 0, y: y))
            y += max(e.labelSize.height, e.swatchSize.height)
            widest = max(widest, entryWidth(e))
        }
        return LegendLayout(entries: entries, origins: origins, size: CGSize(width: widest, height: y))
    }

    static func entryWidth(_ e: LegendEntry) -> CGFloat {
        e.swatchSize.width + ChartMetrics.legendSymbolGap + e.labelSize.width
    }
}
