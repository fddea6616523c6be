import Foundation
import WidgetShotUI

/// The legend's entries: one per value of the chart's encodings (`foregroundStyle(by:)`,
/// `symbol(by:)`, `lineStyle(by:)`, `symbolSize(by:)`). A value that several encodings share
/// (`.foregroundStyle(by: city).symbol(by: city)`) is one entry whose swatch combines them — the
/// series' colour drawn in its symbol, on its line style: one legend entry per series. Values of
/// different fields get entries in the order colour, symbol, line style, size; their swatches are
/// grey when the marks' colour encodes another field.
///
/// Evidence: iOS renders with `foregroundStyle(by:)` only (R3, R4, R8: 8 pt circles in the
/// series' colour). No iOS render of a `symbol(by:)`, `lineStyle(by:)` or `symbolSize(by:)`
/// legend was found to measure: the combined swatch (the symbol in the series' colour, on a
/// 16 pt sample of its line style when lines are styled by the value; numeric sizes shown at the
/// ends of their extent) is WidgetShot's reading, listed in the module's docs as unmeasured.
enum LegendEntries {
    static func make(styles: StyleResolver, marks: [ChartMark]) -> [LegendEntry] {
        var entries: [LegendEntry] = []
        func index(of d: PlotDatum) -> Int? { entries.firstIndex { $0.datum == d } }
        // Whether some mark draws a line (a line sample suits the swatch) rather than only points.
        let linesEncoded = marks.contains { $0.lineStyleBy != nil && ($0.kind == .line || $0.kind == .rule) }
        for d in styles.values {
            entries.append(LegendEntry(datum: d, style: styles.styles[d] ?? ChartPalette.defaultStyle, symbol: nil))
        }
        for d in styles.symbolValues {
            let shape = styles.symbols[d] ?? .circle
            if let i = index(of: d) { entries[i].symbol = shape }
            else { entries.append(LegendEntry(datum: d, style: Self.style(of: d, marks: marks, styles: styles), symbol: shape)) }
        }
        if linesEncoded {
            for d in styles.lineStyleValues {
                let stroke = styles.lineStyles[d] ?? ChartMetrics.automaticLineStyles[0]
                if let i = index(of: d) { entries[i].lineStyle = stroke }
                else {
                    var e = LegendEntry(datum: d, style: Self.style(of: d, marks: marks, styles: styles), symbol: nil)
                    e.lineStyle = stroke
                    entries.append(e)
                }
            }
        }
        for d in Self.sizeValues(styles) {
            guard let area = styles.symbolAreas[d] else { continue }
            if let i = index(of: d) { entries[i].symbolArea = area; if entries[i].symbol == nil { entries[i].symbol = .circle } }
            else {
                var e = LegendEntry(datum: d, style: Self.style(of: d, marks: marks, styles: styles), symbol: .circle)
                e.symbolArea = area
                entries.append(e)
            }
        }
        return entries
    }

    /// The colour of an entry that has no `foregroundStyle(by:)` value of its own: its marks'
    /// `foregroundStyle` when they share one; grey (secondary) when their colour encodes another
    /// field (a size or symbol entry is not one series' colour); else the default blue.
    static func style(of d: PlotDatum, marks: [ChartMark], styles: StyleResolver) -> AnyShapeStyle {
        let encoded = marks.filter { $0.symbolBy?.datum == d || $0.lineStyleBy?.datum == d || $0.symbolSizeBy?.datum == d }
        if encoded.contains(where: { $0.styleBy != nil }) { return AnyShapeStyle(Color.secondary) }
        if let mark = encoded.first { return styles.style(for: mark) }
        return ChartPalette.defaultStyle
    }

    /// The `symbolSize(by:)` values that get entries: every category; for numbers, the smallest
    /// and the largest (a continuous size has no one entry per value).
    static func sizeValues(_ styles: StyleResolver) -> [PlotDatum] {
        let categories = styles.symbolSizeValues.filter { $0.scaleKind == .category }
        let numbers = styles.symbolSizeValues.filter { $0.scaleKind != .category && $0.numeric != nil }
        guard let low = numbers.min(by: { $0.numeric! < $1.numeric! }), let high = numbers.max(by: { $0.numeric! < $1.numeric! }) else { return categories }
        return categories + (low == high ? [low] : [low, high])
    }
}
