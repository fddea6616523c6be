import Foundation
import WidgetShotUI

/// The style, symbol, line style and symbol size of each `foregroundStyle(by:)`, `symbol(by:)`,
/// `lineStyle(by:)` and `symbolSize(by:)` value.
struct StyleResolver {
    /// Values in legend order.
    var values: [PlotDatum]
    var styles: [PlotDatum: AnyShapeStyle]
    var symbolValues: [PlotDatum]
    var symbols: [PlotDatum: BasisChartSymbolShape]
    var lineStyleValues: [PlotDatum]
    var lineStyles: [PlotDatum: StrokeStyle]
    var symbolAreas: [PlotDatum: CGFloat]
    /// `symbolSize(by:)` values in data (or scale domain) order.
    var symbolSizeValues: [PlotDatum]

    init(marks: [ChartMark], configuration: ChartConfiguration) {
        func distinct(_ key: (ChartMark) -> PlotValue?) -> [PlotDatum] {
            var seen: [PlotDatum] = []
            for m in marks { if let d = key(m)?.datum, !seen.contains(d) { seen.append(d) } }
            return seen
        }
        let scale = configuration.foregroundStyleScale
        // A scale with a domain orders the legend; otherwise the data order does.
        let ordered = scale?.domain ?? distinct(\.styleBy)
        values = ordered
        var styles: [PlotDatum: AnyShapeStyle] = [:]
        for (i, d) in ordered.enumerated() {
            if let s = scale?.styles[d] { styles[d] = s }
            else if let s = scale?.mapping?(d) { styles[d] = s }
            else if let range = scale?.range, !range.isEmpty { styles[d] = range[i % range.count] }
            else { styles[d] = AnyShapeStyle(ChartPalette.color(at: i)) }
        }
        self.styles = styles

        // Symbols: a domain orders them; an explicit pair, the mapping or the range in turn, else the automatic order.
        symbolValues = configuration.symbolDomain ?? distinct(\.symbolBy)
        var symbols: [PlotDatum: BasisChartSymbolShape] = [:]
        for (i, d) in symbolValues.enumerated() {
            if let s = configuration.symbolScale?[d] { symbols[d] = s }
            else if let s = configuration.symbolMapping?(d) { symbols[d] = s }
            else if let range = configuration.symbolRange, !range.isEmpty { symbols[d] = range[i % range.count] }
            else { symbols[d] = BasisChartSymbolShape.automaticOrder[i % BasisChartSymbolShape.automaticOrder.count] }
        }
        self.symbols = symbols

        let lineScale = configuration.lineStyleScale
        lineStyleValues = lineScale.domain ?? distinct(\.lineStyleBy)
        var lineStyles: [PlotDatum: StrokeStyle] = [:]
        for (i, d) in lineStyleValues.enumerated() {
            if let s = lineScale.values[d] ?? lineScale.mapping?(d) { lineStyles[d] = s }
            else if let range = lineScale.range, !range.isEmpty { lineStyles[d] = range[i % range.count] }
            else { lineStyles[d] = ChartMetrics.automaticLineStyles[i % ChartMetrics.automaticLineStyles.count] }
        }
        self.lineStyles = lineStyles

        symbolSizeValues = configuration.symbolSizeScale.domain ?? distinct(\.symbolSizeBy)
        symbolAreas = Self.symbolAreas(distinct(\.symbolSizeBy), scale: configuration.symbolSizeScale)
    }

    /// The area (pt²) of each `symbolSize(by:)` value: numbers linearly over the scale's (or the
    /// data's) extent onto its range, categories in turn along the range.
    static func symbolAreas(_ seen: [PlotDatum], scale: EncodingScale<CGFloat>) -> [PlotDatum: CGFloat] {
        var areas: [PlotDatum: CGFloat] = [:]
        let ordered = scale.domain ?? seen
        let numbers = ordered.compactMap { $0.scaleKind == .category ? nil : $0.numeric }
        let range = scale.interpolation?.range ?? Double(ChartMetrics.automaticSymbolAreas.lowerBound)...Double(ChartMetrics.automaticSymbolAreas.upperBound)
        var domain = scale.interpolation?.domain ?? ((numbers.min() ?? 0)...(numbers.max() ?? 1))
        if domain.lowerBound.isNaN, let lo = numbers.min(), let hi = numbers.max() { domain = lo...hi }
        let categories = ordered.filter { $0.scaleKind == .category }
        for (i, d) in ordered.enumerated() {
            if let v = scale.values[d] ?? scale.mapping?(d) { areas[d] = v; continue }
            if let r = scale.range, !r.isEmpty { areas[d] = r[i % r.count]; continue }
            if d.scaleKind == .category {
                // Categories: evenly along the range in order (a guess; no iOS render measured).
                let k = categories.firstIndex(of: d) ?? 0
                let t = categories.count > 1 ? Double(k) / Double(categories.count - 1) : 1
                areas[d] = CGFloat(range.lowerBound + t * (range.upperBound - range.lowerBound))
            } else if let v = d.numeric {
                let span = domain.upperBound - domain.lowerBound
                let t = span > 0 ? min(1, max(0, (v - domain.lowerBound) / span)) : 1
                areas[d] = CGFloat(range.lowerBound + t * (range.upperBound - range.lowerBound))
            }
        }
        return areas
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
        if let d = mark.symbolBy?.datum { return symbols[d] ?? .circle }
        return nil
    }

    /// A line's or rule's stroke: its own `lineStyle`, else its `lineStyle(by:)` value's, else nil.
    func lineStyle(for mark: ChartMark) -> StrokeStyle? {
        if let s = mark.lineStyle { return s }
        if let d = mark.lineStyleBy?.datum { return lineStyles[d] }
        return nil
    }

    /// A symbol's size: its own `symbolSize`, else its `symbolSize(by:)` value's area, else nil.
    func symbolSize(for mark: ChartMark) -> CGSize? {
        if let s = mark.symbolSize { return s }
        if let d = mark.symbolSizeBy?.datum, let area = symbolAreas[d] { return MarkGeometry.circleSize(area: area) }
        return nil
    }
}
