import Foundation
import WidgetShotUI

/// What the chart modifiers (`chartXAxis`, `chartYScale`, `chartLegend`…) set, read by `Chart`
/// from the environment (so they apply to the charts inside the view they modify, as on iOS).
struct ChartConfiguration {
    var xAxis = AxisConfiguration()
    var yAxis = AxisConfiguration()
    var xScale = ScaleConfiguration()
    var yScale = ScaleConfiguration()
    var legend = LegendConfiguration()
    var foregroundStyleScale: ForegroundStyleScale?
    var symbolScale: [PlotDatum: BasisChartSymbolShape]?
    var symbolDomain: [PlotDatum]?
    var symbolRange: [BasisChartSymbolShape]?
    var symbolMapping: ((PlotDatum) -> BasisChartSymbolShape?)?
    var lineStyleScale = EncodingScale<StrokeStyle>()
    var symbolSizeScale = EncodingScale<CGFloat>()
    var plotStyle: ((AnyView) -> AnyView)?
    var background: ((ChartProxy) -> AnyView)?
    var backgroundAlignment: Alignment = .center
    var overlay: ((ChartProxy) -> AnyView)?
    var overlayAlignment: Alignment = .center
}

/// One axis's visibility, marks and title.
struct AxisConfiguration {
    var visibility: Visibility = .automatic
    /// nil: the default marks.
    var marks: [ResolvedAxisMarks]?
    var title: AxisTitle?
}

/// `chartXAxisLabel`/`chartYAxisLabel`.
struct AxisTitle {
    var content: AnyView
    var position: AnnotationPosition
    var alignment: Alignment?
    var spacing: CGFloat?
}

/// `chartLegend`.
struct LegendConfiguration {
    var visibility: Visibility = .automatic
    var position: AnnotationPosition = .automatic
    var alignment: Alignment?
    var spacing: CGFloat?
    var content: AnyView?
}

/// `chartForegroundStyleScale`: the style of each value, in legend order.
struct ForegroundStyleScale {
    var domain: [PlotDatum]?
    var styles: [PlotDatum: AnyShapeStyle]
    var range: [AnyShapeStyle]?
    /// `chartForegroundStyleScale(mapping:)`: the style of a value (nil: the value's type differs).
    var mapping: ((PlotDatum) -> AnyShapeStyle?)?
}

/// A scale of a visual value other than colour (`chartLineStyleScale`, `chartSymbolSizeScale`):
/// explicit values, a domain in order with a range taken in turn, or a mapping closure.
struct EncodingScale<Visual> {
    var values: [PlotDatum: Visual] = [:]
    var domain: [PlotDatum]?
    var range: [Visual]?
    var mapping: ((PlotDatum) -> Visual?)?
    /// A continuous domain and range (`chartSymbolSizeScale(domain: 0...10, range: 10...100)`).
    var interpolation: (domain: ClosedRange<Double>, range: ClosedRange<Double>)?
    var isSet: Bool { !values.isEmpty || domain != nil || range != nil || mapping != nil || interpolation != nil }
}

private struct ChartConfigurationKey: EnvironmentKey {
    static var defaultValue: ChartConfiguration { ChartConfiguration() }
}

extension EnvironmentValues {
    var chartConfiguration: ChartConfiguration {
        get { self[ChartConfigurationKey.self] }
        set { self[ChartConfigurationKey.self] = newValue }
    }
}

/// A view whose charts are configured by one chart modifier.
struct ChartConfigured<Content: View>: View {
    let content: Content
    let change: (inout ChartConfiguration) -> Void
    @Environment(\.chartConfiguration) private var configuration

    var body: some View {
        var changed = configuration
        change(&changed)
        return content.environment(\.chartConfiguration, changed)
    }
}

extension View {
    func chartConfiguration(_ change: @escaping (inout ChartConfiguration) -> Void) -> some View {
        ChartConfigured(content: self, change: change)
    }
}
