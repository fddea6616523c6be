import Foundation
import WidgetShotUI

/// A mark's offset in points (screen coordinates: y grows downward) — what Swift Charts'
/// `offset` modifiers set. `x`/`y` move the whole mark; `xStart`/`xEnd`/`yStart`/`yEnd` move
/// one edge of marks that have such edges (bars, rectangles, rules): "The `xStart`, `xEnd`,
/// `yStart`, and `yEnd` offset values apply only to marks that have such properties, like bar
/// marks and line segment marks"
/// (https://developer.apple.com/documentation/charts/chartcontent/offset(xstart:xend:ystart:yend:)).
struct MarkOffset {
    var x: CGFloat = 0, y: CGFloat = 0
    var xStart: CGFloat = 0, xEnd: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0

    /// A rectangle (plot coordinates) moved by `x`/`y`, its start and end edges by theirs: x starts
    /// at the leading edge, y at the bottom (where the lower value of an upward y axis sits).
    func apply(to r: CGRect) -> CGRect {
        let minX = r.minX + x + xStart, maxX = r.maxX + x + xEnd
        let minY = r.minY + y + yEnd, maxY = r.maxY + y + yStart
        return CGRect(x: min(minX, maxX), y: min(minY, maxY), width: abs(maxX - minX), height: abs(maxY - minY))
    }
}

// https://developer.apple.com/documentation/charts/chartcontent (Transforming content).
extension ChartContent {
    /// Moves the content by `x` and `y` points.
    /// https://developer.apple.com/documentation/charts/chartcontent/offset(x:y:)
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        modified { $0.offset.x += x; $0.offset.y += y }
    }
    /// Moves the content by a size's width and height.
    /// https://developer.apple.com/documentation/charts/chartcontent/offset(_:)
    public func offset(_ value: CGSize) -> some ChartContent {
        modified { $0.offset.x += value.width; $0.offset.y += value.height }
    }
    /// Moves the content by `y`, and the start and end of its x extent by `xStart` and `xEnd`
    /// (bars, rectangles, rules).
    /// https://developer.apple.com/documentation/charts/chartcontent/offset(xstart:xend:y:)
    public func offset(xStart: CGFloat = 0, xEnd: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        modified { $0.offset.xStart += xStart; $0.offset.xEnd += xEnd; $0.offset.y += y }
    }
    /// Moves the content by `x`, and the start and end of its y extent by `yStart` and `yEnd`.
    /// https://developer.apple.com/documentation/charts/chartcontent/offset(x:ystart:yend:)
    public func offset(x: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0) -> some ChartContent {
        modified { $0.offset.x += x; $0.offset.yStart += yStart; $0.offset.yEnd += yEnd }
    }
    /// Moves the start and end of the content's x and y extents.
    /// https://developer.apple.com/documentation/charts/chartcontent/offset(xstart:xend:ystart:yend:)
    public func offset(xStart: CGFloat = 0, xEnd: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0) -> some ChartContent {
        modified { $0.offset.xStart += xStart; $0.offset.xEnd += xEnd; $0.offset.yStart += yStart; $0.offset.yEnd += yEnd }
    }

    /// Masks the content with the alpha of other chart content, drawn with the chart's scales
    /// ("Masks chart content using the alpha channel of the specified content":
    /// https://developer.apple.com/documentation/charts/chartcontent/mask(content:)). The mask's
    /// marks are not drawn themselves, get no legend entries and do not widen the scales.
    public func mask<C: ChartContent>(@ChartContentBuilder content: () -> C) -> some ChartContent {
        var maskMarks: [ChartMark] = []
        ChartMarkCollector.collect(content(), into: &maskMarks)
        return modified { $0.mask = ($0.mask ?? []) + maskMarks }
    }
}
