import Foundation
import WidgetShotUI

/// A bar — Swift Charts' `BarMark`. The categorical (or date) axis decides the orientation:
/// `x` a category and `y` a number draws a vertical bar from zero; the other way round a
/// horizontal one. Bars that share a category stack (`stacking: .standard`) unless grouped with
/// `.position(by:)`.
/// https://developer.apple.com/documentation/charts/barmark
public struct BarMark: ChartContent, PrimitiveChartContent {
    var mark = ChartMark(kind: .bar)
    /// Primitive content.
    public var body: Never { neverBody() }
    func collectMarks(into marks: inout [ChartMark]) { marks.append(mark) }

    /// A bar plotting `x` and `y` (init(x:y:width:height:stacking:)).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                            height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        mark.x = x.value; mark.y = y.value; mark.width = width; mark.height = height; mark.stacking = stacking
    }
    /// A bar at `x` spanning a fixed vertical interval in points (nil: the plot's edge).
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic,
                              stacking: MarkStackingMethod = .standard) {
        mark.x = x.value; mark.fixedY = (yStart, yEnd); mark.width = width; mark.stacking = stacking
    }
    /// A bar at `y` spanning a fixed horizontal interval in points (nil: the plot's edge).
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic,
                              stacking: MarkStackingMethod = .standard) {
        mark.y = y.value; mark.fixedX = (xStart, xEnd); mark.height = height; mark.stacking = stacking
    }
    /// A vertical bar at `x` from `yStart` to `yEnd` (a range; not stacked).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
        mark.x = x.value; mark.yStart = yStart.value; mark.yEnd = yEnd.value; mark.width = width; mark.stacking = .unstacked
    }
    /// A horizontal bar at `y` from `xStart` to `xEnd` (a range; not stacked).
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        mark.y = y.value; mark.xStart = xStart.value; mark.xEnd = xEnd.value; mark.height = height; mark.stacking = .unstacked
    }
    /// A bar spanning `xStart…xEnd` horizontally and `yStart…yEnd` vertically.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark.xStart = xStart.value; mark.xEnd = xEnd.value; mark.yStart = yStart.value; mark.yEnd = yEnd.value; mark.stacking = .unstacked
    }
    /// A horizontal bar spanning `xStart…xEnd` at a fixed vertical interval.
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        mark.xStart = xStart.value; mark.xEnd = xEnd.value; mark.fixedY = (yStart, yEnd); mark.stacking = .unstacked
    }
    /// A vertical bar spanning `yStart…yEnd` at a fixed horizontal interval.
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark.yStart = yStart.value; mark.yEnd = yEnd.value; mark.fixedX = (xStart, xEnd); mark.stacking = .unstacked
    }
}
