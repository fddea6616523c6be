import Foundation
import WidgetShotUI

/// The style and symbol of each `foregroundStyle(by:)`/`symbol(by:)` value.
struct StyleResolver {
    /// Values in legend order.
    var values: [PlotDatum]
    var styles: [PlotDatum: AnyShapeStyle]
    var symbolValues: [PlotDatum]
    var symbolScale: [PlotDatum: BasisChartSymbolShape]

    init(marks: [ChartMark], configuration: ChartConfiguration) {
        var seen: [PlotDatum] = []
        for m in marks { if let d = m.styleBy?.datum, !seen.contains(d) { seen.append(d) } }
        let scale = configuration.foregroundStyleScale
        // A scale with a domain orders the legend; otherwise the data order does.
        let ordered = scale?.domain ?? seen
        values = ordered
        var styles: [PlotDatum: AnyShapeStyle] = [:]
        for (i, d) in ordered.enumerated() {
            if let s = scale?.styles[d] { styles[d] = s }
            else if let range = scale?.range, !range.isEmpty { styles[d] = range[i % range.count] }
            else { styles[d] = AnyShapeStyle(ChartPalette.color(at: i)) }
        }
        self.styles = styles
        var symbols: [PlotDatum] = []
        for m in marks { if let d = m.symbolBy?.datum, !symbols.contains(d) { symbols.append(d) } }
        symbolValues = symbols
        symbolScale = configuration.symbolScale ?? [:]
    }

    /// A mark's fill or stroke: its own style, else its value's, else the default blue.
    func style(for mark: ChartMark) -> AnyShapeStyle {
        if let s = mark.style { return s }
        if let d = mark.styleBy?.datum, let s = styles[d] { return s }
        return ChartPalette.defaultStyle
    }

    /// A mark's symbol: its own, else its `symbol(by:)` value's, else nil.
    func symbol(for mark: ChartMark) -> BasisChartSymbolShape? {
        if let s = mark.symbol { return s }
        if let d = mark.symbolBy?.datum {
            if let s = symbolScale[d] { return s }
            if let i = symbolValues.firstIndex(of: d) { return BasisChartSymbolShape.automaticOrder[i % BasisChartSymbolShape.automaticOrder.count] }
        }
        return nil
    }
}
