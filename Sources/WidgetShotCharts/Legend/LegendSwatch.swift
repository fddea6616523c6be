import Foundation
import WidgetShotUI

/// A legend entry's swatch in its `swatchSize`: the entry's symbol (a circle unless
/// `symbol(by:)` gives another) in its colour, centred on a sample of its line style when the
/// value styles lines. Stroked symbols (plus, cross, asterisk) are drawn with a line a fifth of
/// their size, as a point mark draws them.
struct LegendSwatch: View {
    let entry: LegendEntry

    var body: some View {
        let size = entry.swatchSize
        let side = entry.symbolArea.map { max(4, MarkGeometry.circleSize(area: $0).width) } ?? ChartMetrics.legendSymbolSize
        let symbol = entry.symbol ?? .circle
        return ZStack {
            if let stroke = entry.lineStyle {
                LegendLineSample(stroke: stroke).stroke(entry.style, style: stroke).frame(width: size.width, height: size.height)
            }
            // A line sample alone (no symbol of its own) draws no symbol over the line.
            if entry.lineStyle == nil || entry.symbol != nil {
                if symbol.isStroked {
                    symbol.stroke(entry.style, style: StrokeStyle(lineWidth: max(1, side / 5), lineCap: .round)).frame(width: side, height: side)
                } else {
                    symbol.fill(entry.style).frame(width: side, height: side)
                }
            }
        }
        .frame(width: size.width, height: size.height)
    }
}

/// A horizontal line across the swatch, at its middle.
struct LegendLineSample: Shape {
    let stroke: StrokeStyle
    func path(in rect: CGRect) -> Path {
        var p = Path()
        let inset = stroke.lineCap == .butt ? 0 : stroke.lineWidth / 2
        p.move(to: CGPoint(x: rect.minX + inset, y: rect.midY))
        p.addLine(to: CGPoint(x: rect.maxX - inset, y: rect.midY))
        return p
    }
}
