import Foundation
import WidgetShotUI

/// Lines through a collection's points, or the graph of a function — Swift Charts' `LinePlot`
/// (iOS 18): the same as a `LineMark` per element (`series:` splits lines).
/// https://developer.apple.com/documentation/charts/lineplot
public struct LinePlot<Content>: ChartContent, PrimitiveChartContent {
    let storage: PlotStorage
    /// Primitive content.
    public var body: Never { neverBody() }
    func collectMarks(into marks: inout [ChartMark]) { marks.append(contentsOf: storage.marks) }
}

extension LinePlot: VectorizedChartContent, ElementMarkSource where Content: VectorizedPlotContentType {
    /// The plotted collection's element type.
    public typealias DataElement = Content.DataElement
    func elementMarks() -> [(element: Any, mark: ChartMark)] { if case .elements(let e) = storage { return e }; return [] }
}

extension LinePlot {
    /// A line through each element's `x`, `y`.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>,
                                                                         y: PlottableProjection<Data.Element, Y>)
    where Content == VectorizedLinePlotContent<Data> {
        storage = .each(data) { LineMark(x: x.plottable($0), y: y.plottable($0)).mark }
    }
    /// One line per value of `series`.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable, S: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>,
                                                                                       y: PlottableProjection<Data.Element, Y>,
                                                                                       series: PlottableProjection<Data.Element, S>)
    where Content == VectorizedLinePlotContent<Data> {
        storage = .each(data) { LineMark(x: x.plottable($0), y: y.plottable($0), series: series.plottable($0)).mark }
    }
}

/// Areas under (or between) a collection's values, or under a function — Swift Charts'
/// `AreaPlot` (iOS 18): the same as an `AreaMark` per element.
/// https://developer.apple.com/documentation/charts/areaplot
public struct AreaPlot<Content>: ChartContent, PrimitiveChartContent {
    let storage: PlotStorage
    /// Primitive content.
    public var body: Never { neverBody() }
    func collectMarks(into marks: inout [ChartMark]) { marks.append(contentsOf: storage.marks) }
}

extension AreaPlot: VectorizedChartContent, ElementMarkSource where Content: VectorizedPlotContentType {
    /// The plotted collection's element type.
    public typealias DataElement = Content.DataElement
    func elementMarks() -> [(element: Any, mark: ChartMark)] { if case .elements(let e) = storage { return e }; return [] }
}

extension AreaPlot {
    /// An area from zero to each element's `y` (stacked over other series by default).
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>,
                                                                         y: PlottableProjection<Data.Element, Y>,
                                                                         stacking: MarkStackingMethod = .standard)
    where Content == VectorizedAreaPlotContent<Data> {
        storage = .each(data) { AreaMark(x: x.plottable($0), y: y.plottable($0), stacking: stacking).mark }
    }
    /// One area per value of `series`.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable, S: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>,
                                                                                       y: PlottableProjection<Data.Element, Y>,
                                                                                       series: PlottableProjection<Data.Element, S>,
                                                                                       stacking: MarkStackingMethod = .standard)
    where Content == VectorizedAreaPlotContent<Data> {
        storage = .each(data) { AreaMark(x: x.plottable($0), y: y.plottable($0), series: series.plottable($0), stacking: stacking).mark }
    }
    /// A band from each element's `yStart` to its `yEnd`.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>,
                                                                         yStart: PlottableProjection<Data.Element, Y>,
                                                                         yEnd: PlottableProjection<Data.Element, Y>)
    where Content == VectorizedAreaPlotContent<Data> {
        storage = .each(data) { AreaMark(x: x.plottable($0), yStart: yStart.plottable($0), yEnd: yEnd.plottable($0)).mark }
    }
    /// A horizontal band from each element's `xStart` to its `xEnd`.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable, S: Plottable>(_ data: Data, xStart: PlottableProjection<Data.Element, X>,
                                                                                       xEnd: PlottableProjection<Data.Element, X>,
                                                                                       y: PlottableProjection<Data.Element, Y>,
                                                                                       series: PlottableProjection<Data.Element, S>)
    where Content == VectorizedAreaPlotContent<Data> {
        storage = .each(data) { e in
            var m = AreaMark(xStart: xStart.plottable(e), xEnd: xEnd.plottable(e), y: y.plottable(e)).mark
            m.series = series.plotValue(e)
            return m
        }
    }
}

/// A point per element — Swift Charts' `PointPlot` (iOS 18).
/// https://developer.apple.com/documentation/charts/pointplot
public struct PointPlot<Content>: ChartContent, PrimitiveChartContent {
    let storage: PlotStorage
    /// Primitive content.
    public var body: Never { neverBody() }
    func collectMarks(into marks: inout [ChartMark]) { marks.append(contentsOf: storage.marks) }
}

extension PointPlot: VectorizedChartContent, ElementMarkSource where Content: VectorizedPlotContentType {
    /// The plotted collection's element type.
    public typealias DataElement = Content.DataElement
    func elementMarks() -> [(element: Any, mark: ChartMark)] { if case .elements(let e) = storage { return e }; return [] }
}

extension PointPlot {
    /// A point at each element's `x`, `y`.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>,
                                                                         y: PlottableProjection<Data.Element, Y>)
    where Content == VectorizedPointPlotContent<Data> {
        storage = .each(data) { PointMark(x: x.plottable($0), y: y.plottable($0)).mark }
    }
    /// A point at each element's `x`, at a fixed height in points (nil: the plot's middle).
    public init<Data: RandomAccessCollection, X: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>, y: CGFloat? = nil)
    where Content == VectorizedPointPlotContent<Data> {
        storage = .each(data) { PointMark(x: x.plottable($0), y: y).mark }
    }
    /// A point at each element's `y`, at a fixed x in points (nil: the plot's middle).
    public init<Data: RandomAccessCollection, Y: Plottable>(_ data: Data, x: CGFloat? = nil, y: PlottableProjection<Data.Element, Y>)
    where Content == VectorizedPointPlotContent<Data> {
        storage = .each(data) { PointMark(x: x, y: y.plottable($0)).mark }
    }
    /// A point at each element's `x` (a value) and its `y` in points.
    public init<Data: RandomAccessCollection, X: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>, y: KeyPath<Data.Element, CGFloat>)
    where Content == VectorizedPointPlotContent<Data> {
        storage = .each(data) { PointMark(x: x.plottable($0), y: $0[keyPath: y]).mark }
    }
    /// A point at each element's `x` in points and its `y` (a value).
    public init<Data: RandomAccessCollection, Y: Plottable>(_ data: Data, x: KeyPath<Data.Element, CGFloat>, y: PlottableProjection<Data.Element, Y>)
    where Content == VectorizedPointPlotContent<Data> {
        storage = .each(data) { PointMark(x: $0[keyPath: x], y: y.plottable($0)).mark }
    }
}
