import Foundation
import WidgetShotUI

/// Maps between data values and positions in a chart — Swift Charts' `ChartProxy`, given to
/// `chartOverlay` and `chartBackground`. Positions are in the plot area's coordinates (add
/// ``plotOrigin`` for the chart's).
/// https://developer.apple.com/documentation/charts/chartproxy
public struct ChartProxy {
    let xScale: ChartScale?
    let yScale: ChartScale?
    let plotRect: CGRect

    /// The plot area's size.
    public var plotSize: CGSize { plotRect.size }
    /// The plot area's size (iOS 16's name).
    public var plotAreaSize: CGSize { plotRect.size }
    /// The plot area's origin in the chart (WidgetShot: SwiftUI's `plotFrame` is an `Anchor`, which WidgetShot does not have).
    public var plotOrigin: CGPoint { plotRect.origin }

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
