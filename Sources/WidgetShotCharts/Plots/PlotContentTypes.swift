import Foundation
import WidgetShotUI

/// The content type of a plot over a collection (`LinePlot<VectorizedLinePlotContent<Data>>`…).
public protocol VectorizedPlotContentType {
    /// The collection's element type.
    associatedtype DataElement
}

/// A `LinePlot` over a collection — Swift Charts' `VectorizedLinePlotContent`.
public struct VectorizedLinePlotContent<Data: RandomAccessCollection>: VectorizedPlotContentType {
    /// The collection's element type.
    public typealias DataElement = Data.Element
}
/// An `AreaPlot` over a collection — Swift Charts' `VectorizedAreaPlotContent`.
public struct VectorizedAreaPlotContent<Data: RandomAccessCollection>: VectorizedPlotContentType {
    /// The collection's element type.
    public typealias DataElement = Data.Element
}
/// A `PointPlot` over a collection — Swift Charts' `VectorizedPointPlotContent`.
public struct VectorizedPointPlotContent<Data: RandomAccessCollection>: VectorizedPlotContentType {
    /// The collection's element type.
    public typealias DataElement = Data.Element
}
/// A `BarPlot` over a collection — Swift Charts' `VectorizedBarPlotContent`.
public struct VectorizedBarPlotContent<Data: RandomAccessCollection>: VectorizedPlotContentType {
    /// The collection's element type.
    public typealias DataElement = Data.Element
}
/// A `RectanglePlot` over a collection — Swift Charts' `VectorizedRectanglePlotContent`.
public struct VectorizedRectanglePlotContent<Data: RandomAccessCollection>: VectorizedPlotContentType {
    /// The collection's element type.
    public typealias DataElement = Data.Element
}
/// A `RulePlot` over a collection — Swift Charts' `VectorizedRulePlotContent`.
public struct VectorizedRulePlotContent<Data: RandomAccessCollection>: VectorizedPlotContentType {
    /// The collection's element type.
    public typealias DataElement = Data.Element
}
/// A `SectorPlot` over a collection — Swift Charts' `VectorizedSectorPlotContent`.
public struct VectorizedSectorPlotContent<Data: RandomAccessCollection>: VectorizedPlotContentType {
    /// The collection's element type.
    public typealias DataElement = Data.Element
}
/// A `LinePlot` of a function — Swift Charts' `FunctionLinePlotContent`.
public struct FunctionLinePlotContent {}
/// An `AreaPlot` of a function — Swift Charts' `FunctionAreaPlotContent`.
public struct FunctionAreaPlotContent {}

/// What a plot holds: one mark per element of its data, or a function sampled when the chart
/// knows its x domain.
enum PlotStorage {
    case elements([(element: Any, mark: ChartMark)])
    case function(ChartMark)

    /// One mark per element, made by `make`.
    static func each<Data: RandomAccessCollection>(_ data: Data, _ make: (Data.Element) -> ChartMark) -> PlotStorage {
        .elements(data.map { ($0 as Any, make($0)) })
    }

    var marks: [ChartMark] {
        switch self {
        case .elements(let pairs): return pairs.map(\.mark)
        case .function(let mark): return [mark]
        }
    }
}

extension PlottableProjection {
    /// The projection of one element as a mark's plottable value.
    func plottable(_ element: DataElement) -> PlottableValue<Value> { PlottableValue(value: plotValue(element)) }
}
