import Foundation
import WidgetShotUI

// Foreground style scale, symbol scale and plot styling (Swift Charts' `View` extensions).
// https://developer.apple.com/documentation/charts/view/chartforegroundstylescale(_:)
extension View {
    /// The style of each value of `foregroundStyle(by:)`, in legend order:
    /// `.chartForegroundStyleScale(["Walk": .green, "Run": .orange])` (a literal is `KeyValuePairs`,
    /// so its order is the legend's, as on iOS; Swift Charts has no `Dictionary` form).
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<D, S>) -> some View {
        let scale = ForegroundStyleScale(domain: mapping.map { PlotDatum($0.key) },
                                         styles: Dictionary(mapping.map { (PlotDatum($0.key), AnyShapeStyle($0.value)) }, uniquingKeysWith: { a, _ in a }),
                                         range: nil)
        return chartConfiguration { $0.foregroundStyleScale = scale }
    }
    /// The values in legend order and the styles they take, in the same order.
    public func chartForegroundStyleScale<Domain: ScaleDomain, S: ShapeStyle>(domain: Domain, range: [S], type: ScaleType? = nil) -> some View {
        let values: [PlotDatum]?
        if case .values(let v) = ResolvedScaleDomain(domain) { values = v } else { values = nil }
        let scale = ForegroundStyleScale(domain: values, styles: [:], range: range.map { AnyShapeStyle($0) })
        return chartConfiguration { $0.foregroundStyleScale = scale }
    }
    /// The styles values take, in the data's order.
    public func chartForegroundStyleScale<S: ShapeStyle>(range: [S], type: ScaleType? = nil) -> some View {
        let scale = ForegroundStyleScale(domain: nil, styles: [:], range: range.map { AnyShapeStyle($0) })
        return chartConfiguration { $0.foregroundStyleScale = scale }
    }
    /// The values in legend order (their styles from the palette).
    public func chartForegroundStyleScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let values: [PlotDatum]?
        if case .values(let v) = ResolvedScaleDomain(domain) { values = v } else { values = nil }
        let scale = ForegroundStyleScale(domain: values, styles: [:], range: nil)
        return chartConfiguration { $0.foregroundStyleScale = scale }
    }
    /// The symbol of each value of `symbol(by:)`.
    public func chartSymbolScale<D: Plottable, S: ChartSymbolShape>(_ mapping: KeyValuePairs<D, S>) -> some View {
        var map: [PlotDatum: BasisChartSymbolShape] = [:]
        for (k, v) in mapping { map[PlotDatum(k)] = (v as? BasisChartSymbolShape) ?? .circle }
        return chartConfiguration { [map] in $0.symbolScale = map }
    }
    /// Styles the plot area: `chartPlotStyle { plot in plot.background(.gray.opacity(0.1)) }`.
    public func chartPlotStyle<Content: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> Content) -> some View {
        chartConfiguration { $0.plotStyle = { AnyView(content(ChartPlotContent(content: $0))) } }
    }
    /// A view behind the chart, built with a proxy that maps values to positions.
    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        chartConfiguration { $0.background = { AnyView(content($0)) }; $0.backgroundAlignment = alignment }
    }
    /// A view over the chart, built with a proxy that maps values to positions.
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        chartConfiguration { $0.overlay = { AnyView(content($0)) }; $0.overlayAlignment = alignment }
    }
}

/// The plot area, as `chartPlotStyle`'s closure receives it — Swift Charts' `ChartPlotContent`.
public struct ChartPlotContent: View {
    let content: AnyView
    /// The plot area's marks.
    public var body: some View { content }
}

// Legend.
// https://developer.apple.com/documentation/charts/view/chartlegend(position:alignment:spacing:)
extension View {
    /// Shows or hides the legend (`.hidden`; `.visible` even with one value).
    public func chartLegend(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.legend.visibility = visibility }
    }
    /// Places the legend (`.bottom` by default, `.top`, `.leading`, `.trailing`, `.overlay`).
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartConfiguration { $0.legend.position = position; $0.legend.alignment = alignment; $0.legend.spacing = spacing }
    }
    /// A legend of your own, placed like the default one.
    public func chartLegend<Content: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                           @ViewBuilder content: () -> Content) -> some View {
        let view = AnyView(content())
        return chartConfiguration { $0.legend.position = position; $0.legend.alignment = alignment; $0.legend.spacing = spacing; $0.legend.content = view }
    }
}
