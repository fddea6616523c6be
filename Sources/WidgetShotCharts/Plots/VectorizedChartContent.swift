import Foundation
import WidgetShotUI

/// Chart content that plots a whole collection at once — Swift Charts' `VectorizedChartContent`
/// (iOS 18: `LinePlot`, `AreaPlot`, `BarPlot`, `PointPlot`, `RectanglePlot`, `RulePlot`,
/// `SectorPlot` over data). Its modifiers take key paths into the data's elements.
/// https://developer.apple.com/documentation/charts/vectorizedchartcontent
public protocol VectorizedChartContent<DataElement>: ChartContent {
    /// The type of the plotted collection's elements.
    associatedtype DataElement
}

/// A key path into a data element with the label of the value it reads — Swift Charts'
/// `PlottableProjection`, made with `.value("Price", \.price)`.
/// https://developer.apple.com/documentation/charts/plottableprojection
public struct PlottableProjection<DataElement, Value: Plottable> {
    let label: String
    let keyPath: KeyPath<DataElement, Value>

    /// The value at `keyPath`, labelled `label`.
    public static func value<S: StringProtocol>(_ label: S, _ keyPath: KeyPath<DataElement, Value>) -> PlottableProjection {
        PlottableProjection(label: String(label), keyPath: keyPath)
    }
    /// The value at `keyPath`, labelled with a localized key.
    public static func value(_ label: LocalizedStringKey, _ keyPath: KeyPath<DataElement, Value>) -> PlottableProjection {
        PlottableProjection(label: "", keyPath: keyPath)
    }
    /// The value at `keyPath`, labelled with a text.
    public static func value(_ label: Text, _ keyPath: KeyPath<DataElement, Value>) -> PlottableProjection {
        PlottableProjection(label: "", keyPath: keyPath)
    }

    /// The plotted value of one element.
    func plotValue(_ element: DataElement) -> PlotValue {
        PlotValue(datum: PlotDatum(element[keyPath: keyPath]), label: label)
    }
}

/// Vectorized content that makes one mark per element (and remembers the element, so that
/// key-path modifiers can read it).
protocol ElementMarkSource {
    func elementMarks() -> [(element: Any, mark: ChartMark)]
}

extension ElementMarkSource {
    func collectElementMarks(into marks: inout [ChartMark]) {
        marks.append(contentsOf: elementMarks().map(\.mark))
    }
}

/// Vectorized content with a per-element modifier applied (what the key-path modifiers return).
public struct VectorizedModifiedContent<Base: VectorizedChartContent>: VectorizedChartContent, PrimitiveChartContent, ElementMarkSource {
    /// The base content's element type.
    public typealias DataElement = Base.DataElement
    let base: Base
    let modify: (Base.DataElement, inout ChartMark) -> Void
    /// Primitive content.
    public var body: Never { neverBody() }

    func elementMarks() -> [(element: Any, mark: ChartMark)] {
        guard let source = base as? any ElementMarkSource else { return [] }
        return source.elementMarks().map { pair in
            var mark = pair.mark
            if let element = pair.element as? Base.DataElement { modify(element, &mark) }
            return (pair.element, mark)
        }
    }
    func collectMarks(into marks: inout [ChartMark]) { collectElementMarks(into: &marks) }
}

// Key-path modifiers (Apple: "Add modifiers with `KeyPath` before adding modifiers with simple
// values", https://developer.apple.com/documentation/charts/lineplot).
extension VectorizedChartContent {
    func vectorized(_ modify: @escaping (DataElement, inout ChartMark) -> Void) -> VectorizedModifiedContent<Self> {
        VectorizedModifiedContent(base: self, modify: modify)
    }
    /// Colours each element by the value at the projection (a legend entry per value).
    public func foregroundStyle<V: Plottable>(by value: PlottableProjection<DataElement, V>) -> some VectorizedChartContent<DataElement> {
        vectorized { e, m in if m.styleBy == nil { m.styleBy = value.plotValue(e) } }
    }
    /// Fills each element with the style at `keyPath`.
    public func foregroundStyle<S: ShapeStyle>(_ keyPath: KeyPath<DataElement, S>) -> some VectorizedChartContent<DataElement> {
        vectorized { e, m in if m.style == nil { m.style = AnyShapeStyle(e[keyPath: keyPath]) } }
    }
    /// Each element's opacity.
    public func opacity(_ keyPath: KeyPath<DataElement, CGFloat>) -> some VectorizedChartContent<DataElement> {
        vectorized { e, m in m.opacity *= Double(max(0, min(1, e[keyPath: keyPath]))) }
    }
    /// Each element's line style (lines and rules).
    public func lineStyle(_ keyPath: KeyPath<DataElement, StrokeStyle>) -> some VectorizedChartContent<DataElement> {
        vectorized { e, m in if m.lineStyle == nil { m.lineStyle = e[keyPath: keyPath] } }
    }
    /// Strokes lines by the value at the projection.
    public func lineStyle<V: Plottable>(by value: PlottableProjection<DataElement, V>) -> some VectorizedChartContent<DataElement> {
        vectorized { e, m in if m.lineStyleBy == nil { m.lineStyleBy = value.plotValue(e) } }
    }
    /// Each element's symbol.
    public func symbol<S: ChartSymbolShape>(_ keyPath: KeyPath<DataElement, S>) -> some VectorizedChartContent<DataElement> {
        vectorized { e, m in m.symbol = SymbolShapes.basis(e[keyPath: keyPath]) }
    }
    /// Gives each value at the projection the next symbol.
    public func symbol<V: Plottable>(by value: PlottableProjection<DataElement, V>) -> some VectorizedChartContent<DataElement> {
        vectorized { e, m in m.symbolBy = value.plotValue(e) }
    }
    /// Each element's symbol area (pt²).
    public func symbolSize(_ keyPath: KeyPath<DataElement, CGFloat>) -> some VectorizedChartContent<DataElement> {
        vectorized { e, m in m.symbolSize = MarkGeometry.circleSize(area: max(0, e[keyPath: keyPath])) }
    }
    /// Sizes symbols by the value at the projection.
    public func symbolSize<V: Plottable>(by value: PlottableProjection<DataElement, V>) -> some VectorizedChartContent<DataElement> {
        vectorized { e, m in if m.symbolSizeBy == nil { m.symbolSizeBy = value.plotValue(e) } }
    }
    /// Groups bars side by side by the value at the projection.
    public func position<V: Plottable>(by value: PlottableProjection<DataElement, V>, axis: Axis? = nil, span: MarkDimension = .automatic)
        -> some VectorizedChartContent<DataElement> {
        vectorized { e, m in m.positionBy = value.plotValue(e); m.positionAxis = axis }
    }
}
