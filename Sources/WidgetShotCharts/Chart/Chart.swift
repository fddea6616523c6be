import Foundation
@_spi(WidgetShotCharts) import WidgetShotUI

/// A chart — Swift Charts' `Chart`: marks drawn on scales inferred from their values, with
/// axes, gridlines and a legend as iOS draws them. It takes the space it is offered, like a
/// shape; the plot area is what remains after the axes' labels and the legend.
/// https://developer.apple.com/documentation/charts/chart
///
/// ```swift
/// Chart(entries) { entry in
///     BarMark(x: .value("Day", entry.day), y: .value("Steps", entry.steps))
/// }
/// ```
public struct Chart<Content: ChartContent>: View {
    let content: Content
    @Environment(\.chartConfiguration) private var configuration
    @Environment(\.self) private var environment

    /// A chart of `content`.
    public init(@ChartContentBuilder content: () -> Content) { self.content = content() }

    public var body: some View {
        let marks = ChartMarkCollector.marks(of: content)
        let configuration = self.configuration
        let environment = self.environment
        return TextMeasuringReader { proxy, sizer in
            let measure: (AnyView) -> CGSize = { sizer.size(of: $0) }
            let size = CGSize(width: proxy.size.width.isFinite ? max(0, proxy.size.width) : 0,
                              height: proxy.size.height.isFinite ? max(0, proxy.size.height) : 0)
            let layout = ChartLayout(size: size, marks: marks, configuration: configuration, environment: environment, measure: measure)
            ChartRenderer(layout: layout, configuration: configuration, colorScheme: environment.colorScheme, measure: measure,
                          canvasFrame: proxy.frame(in: .global), displayScale: environment.displayScale).body
        }
    }
}

extension Chart {
    /// A chart with one piece of content per element of identifiable `data`.
    public init<Data: RandomAccessCollection, C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ForEach(data, content: content)
    }
    /// A chart with one piece of content per element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                            @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, ID, C> {
        self.content = ForEach(data, id: id, content: content)
    }
}
