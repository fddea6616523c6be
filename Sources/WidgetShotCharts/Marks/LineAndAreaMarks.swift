import Foundation
import WidgetShotUI

/// A point of a line — Swift Charts' `LineMark`. Marks of one series (`series:`, else the
/// `foregroundStyle(by:)` value) join in data order.
/// https://developer.apple.com/documentation/charts/linemark
public struct LineMark: ChartContent, PrimitiveChartContent {
    var mark = ChartMark(kind: .line)
    /// Primitive content.
    public var body: Never { neverBody() }
    func collectMarks(into marks: inout [ChartMark]) { marks.append(mark) }

    /// A point of a line at `x`, `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark.x = x.value; mark.y = y.value
    }
    /// A point of the line named by `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        mark.x = x.value; mark.y = y.value; mark.series = series.value
    }
}

/// A point of a filled area — Swift Charts' `AreaMark`. Areas of several series stack (as bars);
/// `yStart`/`yEnd` (or `xStart`/`xEnd`) draw a band.
/// https://developer.apple.com/documentation/charts/areamark
public struct AreaMark: ChartContent, PrimitiveChartContent {
    var mark = ChartMark(kind: .area)
    /// Primitive content.
    public var body: Never { neverBody() }
    func collectMarks(into marks: inout [ChartMark]) { marks.append(mark) }

    /// An area from zero to `y` at `x` (stacked over other series at the same `x`).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        mark.x = x.value; mark.y = y.value; mark.stacking = stacking
    }
    /// An area of the series `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>,
                                                          stacking: MarkStackingMethod = .standard) {
        mark.x = x.value; mark.y = y.value; mark.series = series.value; mark.stacking = stacking
    }
    /// A band from `yStart` to `yEnd` at `x`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark.x = x.value; mark.yStart = yStart.value; mark.yEnd = yEnd.value; mark.stacking = .unstacked
    }
    /// A band of the series `series` from `yStart` to `yEnd` at `x`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, series: PlottableValue<S>) {
        mark.x = x.value; mark.yStart = yStart.value; mark.yEnd = yEnd.value; mark.series = series.value; mark.stacking = .unstacked
    }
    /// A horizontal band from `xStart` to `xEnd` at `y`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        mark.y = y.value; mark.xStart = xStart.value; mark.xEnd = xEnd.value; mark.stacking = .unstacked
    }
}

/// A point — Swift Charts' `PointMark` (a circle unless `.symbol(_:)`/`.symbol(by:)`).
/// https://developer.apple.com/documentation/charts/pointmark
public struct PointMark: ChartContent, PrimitiveChartContent {
    var mark = ChartMark(kind: .point)
    /// Primitive content.
    public var body: Never { neverBody() }
    func collectMarks(into marks: inout [ChartMark]) { marks.append(mark) }

    /// A point at `x`, `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) { mark.x = x.value; mark.y = y.value }
    /// A point at `x`, centred vertically.
    public init<X: Plottable>(x: PlottableValue<X>, y: CGFloat? = nil) {
        mark.x = x.value
        if let y { mark.fixedY = (y, y) }
    }
    /// A point at `y`, centred horizontally.
    public init<Y: Plottable>(x: CGFloat? = nil, y: PlottableValue<Y>) {
        mark.y = y.value
        if let x { mark.fixedX = (x, x) }
    }
}
