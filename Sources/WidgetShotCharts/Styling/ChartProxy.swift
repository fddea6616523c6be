import Foundation
@_spi(WidgetShotCharts) import WidgetShotUI

/// Maps between data values and positions in a chart — Swift Charts' `ChartProxy`, given to
/// `chartOverlay` and `chartBackground`. Positions are in the plot area's coordinates (add
/// ``plotOrigin`` for the chart's).
/// https://developer.apple.com/documentation/charts/chartproxy
public struct ChartProxy {
    let xScale: ChartScale?
    let yScale: ChartScale?
    let plotRect: CGRect
    /// The chart's frame in canvas coordinates (where the plot's anchor resolves from).
    var chartCanvasFrame: CGRect = .zero

    /// The plot area's size.
    /// https://developer.apple.com/documentation/charts/chartproxy/plotsize
    public var plotSize: CGSize { plotRect.size }
    /// The plot area's size (iOS 16's name, deprecated in iOS 17).
    /// https://developer.apple.com/documentation/charts/chartproxy/plotareasize
    public var plotAreaSize: CGSize { plotRect.size }
    /// The plot area's origin in the chart (WidgetShot's own shortcut for `geometry[plotFrame!].origin`
    /// in a reader that fills the chart).
    public var plotOrigin: CGPoint { plotRect.origin }

    /// An anchor to the plot's frame, the area between the axes (iOS 17; nil when there is no
    /// chart: never, here). Resolve it with a `GeometryReader`: `geometry[proxy.plotFrame!]`.
    /// https://developer.apple.com/documentation/charts/chartproxy/plotframe
    public var plotFrame: Anchor<CGRect>? { plotAnchor }
    /// An anchor to the visible part of the plot (iOS 17). A static render shows the whole
    /// plot (or, with `chartScrollableAxes`, the visible domain the plot is laid out for), so it
    /// is the plot's frame.
    /// https://developer.apple.com/documentation/charts/chartproxy/plotcontainerframe
    public var plotContainerFrame: Anchor<CGRect>? { plotAnchor }
    /// An anchor to the plot's frame (iOS 16's name, deprecated in iOS 17).
    /// https://developer.apple.com/documentation/charts/chartproxy/plotareaframe
    public var plotAreaFrame: Anchor<CGRect> { plotAnchor }

    var plotAnchor: Anchor<CGRect> {
        Anchor(canvasFrame: plotRect.offsetBy(dx: chartCanvasFrame.minX, dy: chartCanvasFrame.minY), source: .bounds)
    }

    /// The x position of `value` in the plot area (a category's centre), nil if not on the scale.
    public func position<P: Plottable>(forX value: P) -> CGFloat? { xScale?.position(PlotDatum(value)) }
    /// The y position of `value` in the plot area.
    public func position<P: Plottable>(forY value: P) -> CGFloat? { yScale?.position(PlotDatum(value)) }
    /// The x and y position of a value pair.
    public func position<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGPoint? {
        guard let x = position(forX: value.x), let y = position(forY: value.y) else { return nil }
        return CGPoint(x: x, y: y)
    }
    /// The x value at `position` (plot-area coordinates).
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? {
        xScale?.datum(at: position).flatMap { PlotDatumConversion.value($0, as: type) }
    }
    /// The y value at `position`.
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? {
        yScale?.datum(at: position).flatMap { PlotDatumConversion.value($0, as: type) }
    }
    /// The x and y values at a point.
    public func value<X: Plottable, Y: Plottable>(at location: CGPoint, as type: (X, Y).Type) -> (X, Y)? {
        guard let x: X = value(atX: location.x), let y: Y = value(atY: location.y) else { return nil }
        return (x, y)
    }
}
