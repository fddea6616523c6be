import Foundation
import WidgetShotUI

/// A straight line across the plot — Swift Charts' `RuleMark`: `RuleMark(y: .value("Goal", 8000))`
/// is a horizontal line at 8000 across the whole plot; ranged rules span `xStart…xEnd`.
/// https://developer.apple.com/documentation/charts/rulemark
public struct RuleMark: ChartContent, PrimitiveChartContent {
    var mark = ChartMark(kind: .rule)
    /// Primitive content.
    public var body: Never { neverBody() }
    func collectMarks(into marks: inout [ChartMark]) { marks.append(mark) }

    /// A vertical rule at `x` over the whole plot height (or the fixed interval).
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        mark.x = x.value; mark.fixedY = (yStart, yEnd)
    }
    /// A horizontal rule at `y` over the whole plot width (or the fixed interval).
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>) {
        mark.y = y.value; mark.fixedX = (xStart, xEnd)
    }
    /// A vertical rule at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark.x = x.value; mark.yStart = yStart.value; mark.yEnd = yEnd.value
    }
    /// A horizontal rule at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        mark.y = y.value; mark.xStart = xStart.value; mark.xEnd = xEnd.value
    }
}

/// A rectangle — Swift Charts' `RectangleMark` (a heat-map cell at `x`, `y`, or a ranged box).
/// https://developer.apple.com/documentation/charts/rectanglemark
public struct RectangleMark: ChartContent, PrimitiveChartContent {
    var mark = ChartMark(kind: .rectangle)
    /// Primitive content.
    public var body: Never { neverBody() }
    func collectMarks(into marks: inout [ChartMark]) { marks.append(mark) }

    /// A rectangle centred at `x`, `y` (a band's size on categorical axes).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
        mark.x = x.value; mark.y = y.value; mark.width = width; mark.height = height; mark.stacking = .unstacked
    }
    /// A rectangle spanning `xStart…xEnd` and `yStart…yEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark.xStart = xStart.value; mark.xEnd = xEnd.value; mark.yStart = yStart.value; mark.yEnd = yEnd.value; mark.stacking = .unstacked
    }
    /// A rectangle spanning `xStart…xEnd` (points, nil: the plot's edge) at `y`.
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        mark.y = y.value; mark.fixedX = (xStart, xEnd); mark.height = height; mark.stacking = .unstacked
    }
    /// A rectangle at `x` spanning `yStart…yEnd` (points, nil: the plot's edge).
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic) {
        mark.x = x.value; mark.fixedY = (yStart, yEnd); mark.width = width; mark.stacking = .unstacked
    }
    /// A rectangle spanning `xStart…xEnd` at `y`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        mark.xStart = xStart.value; mark.xEnd = xEnd.value; mark.y = y.value; mark.height = height; mark.stacking = .unstacked
    }
    /// A rectangle at `x` spanning `yStart…yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
        mark.x = x.value; mark.yStart = yStart.value; mark.yEnd = yEnd.value; mark.width = width; mark.stacking = .unstacked
    }
    /// A band spanning `yStart…yEnd` across `xStart…xEnd` (points, nil: the plot's edges) — a
    /// target range behind a line.
    /// https://developer.apple.com/documentation/charts/rectanglemark/init(xstart:xend:ystart:yend:)-5cbgh
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark.yStart = yStart.value; mark.yEnd = yEnd.value; mark.fixedX = (xStart, xEnd); mark.stacking = .unstacked
    }
    /// A band spanning `xStart…xEnd` across `yStart…yEnd` (points, nil: the plot's edges).
    /// https://developer.apple.com/documentation/charts/rectanglemark/init(xstart:xend:ystart:yend:)-6jeka
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        mark.xStart = xStart.value; mark.xEnd = xEnd.value; mark.fixedY = (yStart, yEnd); mark.stacking = .unstacked
    }
    /// A rectangle at fixed positions in points (nil: the plot's edges).
    /// https://developer.apple.com/documentation/charts/rectanglemark/init(xstart:xend:ystart:yend:)-5682c
    public init(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        mark.fixedX = (xStart, xEnd); mark.fixedY = (yStart, yEnd); mark.stacking = .unstacked
    }
}

/// A slice of a pie or donut — Swift Charts' `SectorMark` (iOS 17). Slices share the circle in
/// proportion to `angle`, clockwise from 12 o'clock, in data order.
/// https://developer.apple.com/documentation/charts/sectormark
public struct SectorMark: ChartContent, PrimitiveChartContent {
    var mark = ChartMark(kind: .sector)
    /// Primitive content.
    public var body: Never { neverBody() }
    func collectMarks(into marks: inout [ChartMark]) { marks.append(mark) }

    /// A slice of size `angle`; `innerRadius` makes a donut (`.ratio(0.6)`, `.fixed(30)`),
    /// `angularInset` the gap (in points) between slices.
    public init<V: Plottable>(angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
                              angularInset: CGFloat? = nil) {
        mark.angle = angle.value; mark.innerRadius = innerRadius; mark.outerRadius = outerRadius; mark.angularInset = angularInset ?? 0
    }
}
