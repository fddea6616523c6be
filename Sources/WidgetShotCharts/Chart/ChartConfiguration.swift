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
    var plotStyle: ((AnyView) -> AnyView)?
    var background: ((ChartProxy) -> AnyView)?
    var overlay: ((ChartProxy) -> AnyView)?
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
