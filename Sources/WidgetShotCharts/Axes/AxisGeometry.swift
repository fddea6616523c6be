import Foundation
import WidgetShotUI

/// Where an axis's gridlines, ticks and labels go, in plot coordinates.
enum AxisGeometry {
    /// A label's frame relative to the plot's origin. x: centred under categories, leading-aligned
    /// after the tick for dates and numbers (R1, R3, R10); y: after the plot's trailing edge,
    /// centred on the gridline (R1, R5).
    static func labelFrame(_ item: AxisItem, isX: Bool, scale: ChartScale, plotSize: CGSize = .zero, farSide: Bool = true) -> CGRect {
        let s = item.labelSize
        let spec = item.labelSpec
        if isX {
            let y = farSide ? plotSize.height + (spec?.verticalSpacing ?? ChartMetrics.xLabelTopGap) : -(spec?.verticalSpacing ?? ChartMetrics.xLabelTopGap) - s.height
            var x: CGFloat
            if let anchor = spec?.anchor {
                x = item.position - anchor.x * s.width
            } else if scale.isCategory {
                x = item.position - s.width / 2
            } else if spec?.centered == true {
                x = item.position + centredOffset(item, scale: scale) - s.width / 2
            } else {
                x = item.position + (spec?.horizontalSpacing ?? ChartMetrics.xLabelLeadingGap)
            }
            return CGRect(x: x, y: y, width: s.width, height: s.height)
        }
        let gap = spec?.horizontalSpacing ?? ChartMetrics.yLabelGap
        let x = farSide ? plotSize.width + gap : -gap - s.width
        var y = item.position - s.height / 2
        if let anchor = spec?.anchor { y = item.position - anchor.y * s.height }
        if spec?.centered == true, !scale.isCategory { y = item.position - centredOffset(item, scale: scale) - s.height / 2 }
        return CGRect(x: x, y: y, width: s.width, height: s.height)
    }

    /// Half the distance to the next value of the axis: a `centered` label sits in the middle of its
    /// value's interval, whatever the stride (an hour, a day, a number); the last value takes the
    /// interval before it.
    static func centredOffset(_ item: AxisItem, scale: ChartScale) -> CGFloat {
        abs(item.interval ?? 0) / 2
    }

    /// A gridline across the plot (solid for y, dashed 2/2 for x: R1, R2, R3).
    static func gridLine(_ item: AxisItem, isX: Bool, plotSize: CGSize, centered: Bool?, scale: ChartScale) -> Path {
        var p = Path()
        // `centered: true` on a categorical axis puts the line at the band's start (between categories).
        let position = centered == true && scale.isCategory ? item.position - scale.step / 2 : item.position
        if isX { p.move(to: CGPoint(x: position, y: 0)); p.addLine(to: CGPoint(x: position, y: plotSize.height)) }
        else { p.move(to: CGPoint(x: 0, y: position)); p.addLine(to: CGPoint(x: plotSize.width, y: position)) }
        return p
    }

    /// A tick's length in points (nil: the axis's usual length). `.label` reaches across the gap
    /// to the far side of its own label, `.longestLabel` to the far side of the axis's longest one
    /// (https://developer.apple.com/documentation/charts/axistick/length): along x the labels'
    /// heights, along y their widths.
    static func tickLength(_ length: AxisTick.Length, item: AxisItem, axis: ResolvedAxis) -> CGFloat? {
        func extent(_ i: AxisItem) -> CGFloat { axis.isX ? i.labelSize.height : i.labelSize.width }
        let gap = axis.isX ? item.labelSpec?.verticalSpacing ?? ChartMetrics.xLabelTopGap : item.labelSpec?.horizontalSpacing ?? ChartMetrics.yLabelGap
        switch length.kind {
        case .automatic: return nil
        case .points(let points): return points
        case .label(let extra): return gap + extent(item) + extra
        case .longestLabel(let extra): return gap + (axis.items.map(extent).max() ?? 0) + extra
        }
    }

    /// A tick outside the plot: x ticks continue below it (17 pt for dates: R1), y ticks beside it.
    static func tick(_ item: AxisItem, isX: Bool, plotSize: CGSize, length: CGFloat?, farSide: Bool) -> Path {
        var p = Path()
        if isX {
            let l = length ?? ChartMetrics.xTickLength
            let y0 = farSide ? plotSize.height : 0, y1 = farSide ? plotSize.height + l : -l
            p.move(to: CGPoint(x: item.position, y: y0)); p.addLine(to: CGPoint(x: item.position, y: y1))
        } else {
            let l = length ?? ChartMetrics.yLabelGap
            let x0 = farSide ? plotSize.width : 0, x1 = farSide ? plotSize.width + l : -l
            p.move(to: CGPoint(x: x0, y: item.position)); p.addLine(to: CGPoint(x: x1, y: item.position))
        }
        return p
    }
}
