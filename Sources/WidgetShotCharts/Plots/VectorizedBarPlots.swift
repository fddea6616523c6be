import Foundation
import WidgetShotUI

/// A mark size for every element of a plot — Swift Charts' `MarkDimensions` (iOS 18): the
/// same choices as `MarkDimension`, for vectorized plots.
/// https://developer.apple.com/documentation/charts/markdimensions
public struct MarkDimensions<DataElement>: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    let resolve: (DataElement) -> MarkDimension
    /// The chart picks the size (a share of the band or unit).
    public static var automatic: MarkDimensions { MarkDimensions(.automatic) }
    /// A size in points.
    public static func fixed(_ value: CGFloat) -> MarkDimensions { MarkDimensions(.fixed(value)) }
    /// Each element's size in points, at `keyPath`.
    public static func fixed(_ keyPath: KeyPath<DataElement, CGFloat>) -> MarkDimensions { MarkDimensions(resolve: { .fixed($0[keyPath: keyPath]) }) }
    /// The band minus `value` points.
    public static func inset(_ value: CGFloat) -> MarkDimensions { MarkDimensions(.inset(value)) }
    /// The band minus each element's inset at `keyPath`.
    public static func inset(_ keyPath: KeyPath<DataElement, CGFloat>) -> MarkDimensions { MarkDimensions(resolve: { .inset($0[keyPath: keyPath]) }) }
    /// A share of the band (for sectors, of the radius).
    public static func ratio(_ value: CGFloat) -> MarkDimensions { MarkDimensions(.ratio(value)) }
    /// Each element's share of the band at `keyPath`.
    public static func ratio(_ keyPath: KeyPath<DataElement, CGFloat>) -> MarkDimensions { MarkDimensions(resolve: { .ratio($0[keyPath: keyPath]) }) }
    /// A size in points.
    public init(floatLiteral value: Double) { self.init(.fixed(CGFloat(value))) }
    /// A size in points.
    public init(integerLiteral value: Int) { self.init(.fixed(CGFloat(value))) }
    init(_ dimension: MarkDimension) { resolve = { _ in dimension } }
    init(resolve: @escaping (DataElement) -> MarkDimension) { self.resolve = resolve }
}

/// A bar per element — Swift Charts' `BarPlot` (iOS 18): the same as a `BarMark` per element.
/// https://developer.apple.com/documentation/charts/barplot
public struct BarPlot<Content>: ChartContent, PrimitiveChartContent {
    let storage: PlotStorage
    /// Primitive content.
    public var body: Never { neverBody() }
    func collectMarks(into marks: inout [ChartMark]) { marks.append(contentsOf: storage.marks) }
}

extension BarPlot: VectorizedChartContent, ElementMarkSource where Content: VectorizedPlotContentType {
    /// The plotted collection's element type.
    public typealias DataElement = Content.DataElement
    func elementMarks() -> [(element: Any, mark: ChartMark)] { if case .elements(let e) = storage { return e }; return [] }
}

extension BarPlot {
    /// A bar at each element's `x` and `y` (orientation and stacking as `BarMark`).
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>,
                                                                         y: PlottableProjection<Data.Element, Y>,
                                                                         width: MarkDimensions<Data.Element> = .automatic,
                                                                         height: MarkDimensions<Data.Element> = .automatic,
                                                                         stacking: MarkStackingMethod = .standard)
    where Content == VectorizedBarPlotContent<Data> {
        storage = .each(data) {
            BarMark(x: x.plottable($0), y: y.plottable($0), width: width.resolve($0), height: height.resolve($0), stacking: stacking).mark
        }
    }
    /// A bar at each element's `x` over a fixed vertical interval in points (nil: the plot's edge).
    public init<Data: RandomAccessCollection, X: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>, yStart: CGFloat? = nil,
                                                           yEnd: CGFloat? = nil, width: MarkDimensions<Data.Element> = .automatic,
                                                           stacking: MarkStackingMethod = .standard)
    where Content == VectorizedBarPlotContent<Data> {
        storage = .each(data) { BarMark(x: x.plottable($0), yStart: yStart, yEnd: yEnd, width: width.resolve($0), stacking: stacking).mark }
    }
    /// A bar at each element's `y` over a fixed horizontal interval in points (nil: the plot's edge).
    public init<Data: RandomAccessCollection, Y: Plottable>(_ data: Data, xStart: CGFloat? = nil, xEnd: CGFloat? = nil,
                                                           y: PlottableProjection<Data.Element, Y>, height: MarkDimensions<Data.Element> = .automatic,
                                                           stacking: MarkStackingMethod = .standard)
    where Content == VectorizedBarPlotContent<Data> {
        storage = .each(data) { BarMark(xStart: xStart, xEnd: xEnd, y: y.plottable($0), height: height.resolve($0), stacking: stacking).mark }
    }
    /// A bar at each element's `x` from its `yStart` to its `yEnd`.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>,
                                                                         yStart: PlottableProjection<Data.Element, Y>,
                                                                         yEnd: PlottableProjection<Data.Element, Y>,
                                                                         width: MarkDimensions<Data.Element> = .automatic)
    where Content == VectorizedBarPlotContent<Data> {
        storage = .each(data) { BarMark(x: x.plottable($0), yStart: yStart.plottable($0), yEnd: yEnd.plottable($0), width: width.resolve($0)).mark }
    }
    /// A bar at each element's `y` from its `xStart` to its `xEnd`.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, xStart: PlottableProjection<Data.Element, X>,
                                                                         xEnd: PlottableProjection<Data.Element, X>,
                                                                         y: PlottableProjection<Data.Element, Y>,
                                                                         height: MarkDimensions<Data.Element> = .automatic)
    where Content == VectorizedBarPlotContent<Data> {
        storage = .each(data) { BarMark(xStart: xStart.plottable($0), xEnd: xEnd.plottable($0), y: y.plottable($0), height: height.resolve($0)).mark }
    }
}

/// A rectangle per element — Swift Charts' `RectanglePlot` (iOS 18).
/// https://developer.apple.com/documentation/charts/rectangleplot
public struct RectanglePlot<Content>: ChartContent, PrimitiveChartContent {
    let storage: PlotStorage
    /// Primitive content.
    public var body: Never { neverBody() }
    func collectMarks(into marks: inout [ChartMark]) { marks.append(contentsOf: storage.marks) }
}

extension RectanglePlot: VectorizedChartContent, ElementMarkSource where Content: VectorizedPlotContentType {
    /// The plotted collection's element type.
    public typealias DataElement = Content.DataElement
    func elementMarks() -> [(element: Any, mark: ChartMark)] { if case .elements(let e) = storage { return e }; return [] }
}

extension RectanglePlot {
    /// A rectangle centred at each element's `x`, `y` (a heat map's cells).
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>,
                                                                         y: PlottableProjection<Data.Element, Y>,
                                                                         width: MarkDimensions<Data.Element> = .automatic,
                                                                         height: MarkDimensions<Data.Element> = .automatic)
    where Content == VectorizedRectanglePlotContent<Data> {
        storage = .each(data) { RectangleMark(x: x.plottable($0), y: y.plottable($0), width: width.resolve($0), height: height.resolve($0)).mark }
    }
    /// A rectangle spanning each element's `xStart…xEnd` and `yStart…yEnd`.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, xStart: PlottableProjection<Data.Element, X>,
                                                                         xEnd: PlottableProjection<Data.Element, X>,
                                                                         yStart: PlottableProjection<Data.Element, Y>,
                                                                         yEnd: PlottableProjection<Data.Element, Y>)
    where Content == VectorizedRectanglePlotContent<Data> {
        storage = .each(data) {
            RectangleMark(xStart: xStart.plottable($0), xEnd: xEnd.plottable($0), yStart: yStart.plottable($0), yEnd: yEnd.plottable($0)).mark
        }
    }
}

/// A rule per element — Swift Charts' `RulePlot` (iOS 18).
/// https://developer.apple.com/documentation/charts/ruleplot
public struct RulePlot<Content>: ChartContent, PrimitiveChartContent {
    let storage: PlotStorage
    /// Primitive content.
    public var body: Never { neverBody() }
    func collectMarks(into marks: inout [ChartMark]) { marks.append(contentsOf: storage.marks) }
}

extension RulePlot: VectorizedChartContent, ElementMarkSource where Content: VectorizedPlotContentType {
    /// The plotted collection's element type.
    public typealias DataElement = Content.DataElement
    func elementMarks() -> [(element: Any, mark: ChartMark)] { if case .elements(let e) = storage { return e }; return [] }
}

extension RulePlot {
    /// A vertical rule at each element's `x` (over the plot, or a fixed interval in points).
    public init<Data: RandomAccessCollection, X: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>, yStart: CGFloat? = nil,
                                                           yEnd: CGFloat? = nil)
    where Content == VectorizedRulePlotContent<Data> {
        storage = .each(data) { RuleMark(x: x.plottable($0), yStart: yStart, yEnd: yEnd).mark }
    }
    /// A horizontal rule at each element's `y`.
    public init<Data: RandomAccessCollection, Y: Plottable>(_ data: Data, xStart: CGFloat? = nil, xEnd: CGFloat? = nil,
                                                           y: PlottableProjection<Data.Element, Y>)
    where Content == VectorizedRulePlotContent<Data> {
        storage = .each(data) { RuleMark(xStart: xStart, xEnd: xEnd, y: y.plottable($0)).mark }
    }
    /// A vertical rule at each element's `x` from its `yStart` to its `yEnd`.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>,
                                                                         yStart: PlottableProjection<Data.Element, Y>,
                                                                         yEnd: PlottableProjection<Data.Element, Y>)
    where Content == VectorizedRulePlotContent<Data> {
        storage = .each(data) { RuleMark(x: x.plottable($0), yStart: yStart.plottable($0), yEnd: yEnd.plottable($0)).mark }
    }
    /// A horizontal rule at each element's `y` from its `xStart` to its `xEnd`.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, xStart: PlottableProjection<Data.Element, X>,
                                                                         xEnd: PlottableProjection<Data.Element, X>,
                                                                         y: PlottableProjection<Data.Element, Y>)
    where Content == VectorizedRulePlotContent<Data> {
        storage = .each(data) { RuleMark(xStart: xStart.plottable($0), xEnd: xEnd.plottable($0), y: y.plottable($0)).mark }
    }
}

/// A pie or donut slice per element — Swift Charts' `SectorPlot` (iOS 18).
/// https://developer.apple.com/documentation/charts/sectorplot
public struct SectorPlot<Content>: ChartContent, PrimitiveChartContent {
    let storage: PlotStorage
    /// Primitive content.
    public var body: Never { neverBody() }
    func collectMarks(into marks: inout [ChartMark]) { marks.append(contentsOf: storage.marks) }
}

extension SectorPlot: VectorizedChartContent, ElementMarkSource where Content: VectorizedPlotContentType {
    /// The plotted collection's element type.
    public typealias DataElement = Content.DataElement
    func elementMarks() -> [(element: Any, mark: ChartMark)] { if case .elements(let e) = storage { return e }; return [] }
}

extension SectorPlot {
    /// A slice per element, its share of the circle by `angle`; `angularInset` in points.
    public init<Data: RandomAccessCollection, A: Plottable>(_ data: Data, angle: PlottableProjection<Data.Element, A>,
                                                           innerRadius: MarkDimensions<Data.Element> = .automatic,
                                                           outerRadius: MarkDimensions<Data.Element> = .automatic,
                                                           angularInset: CGFloat? = nil)
    where Content == VectorizedSectorPlotContent<Data> {
        storage = .each(data) {
            SectorMark(angle: angle.plottable($0), innerRadius: innerRadius.resolve($0), outerRadius: outerRadius.resolve($0), angularInset: angularInset).mark
        }
    }
    /// A slice per element with its own angular inset (points) at `angularInset`.
    public init<Data: RandomAccessCollection, A: Plottable>(_ data: Data, angle: PlottableProjection<Data.Element, A>,
                                                           innerRadius: MarkDimensions<Data.Element> = .automatic,
                                                           outerRadius: MarkDimensions<Data.Element> = .automatic,
                                                           angularInset: KeyPath<Data.Element, CGFloat>)
    where Content == VectorizedSectorPlotContent<Data> {
        storage = .each(data) {
            SectorMark(angle: angle.plottable($0), innerRadius: innerRadius.resolve($0), outerRadius: outerRadius.resolve($0),
                       angularInset: $0[keyPath: angularInset]).mark
        }
    }
}
