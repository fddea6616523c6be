import Foundation
import WidgetShotUI

extension MarkGeometry {
    /// One line per series through its points in data order, 2 pt wide (R6, R7), round joins;
    /// symbols at the points when `symbol(_:)`/`symbol(by:)` asks.
    func line(_ members: [PlannedMark], into shapes: inout [MarkDrawable], annotations: inout [AnnotationPlacement]) {
        guard let first = members.first?.mark else { return }
        let points = members.compactMap { point($0) }
        guard !points.isEmpty else { return }
        var path = Path()
        CurveBuilder.add(points, method: first.interpolation, to: &path)
        var d = drawable(path, first, order: members[0].index)
        d.stroke = styles.lineStyle(for: first) ?? StrokeStyle(lineWidth: ChartMetrics.lineWidth, lineCap: .round, lineJoin: .round)
        if points.count == 1 { d.stroke?.lineCap = .round }
        shapes.append(d)
        for member in members {
            guard let symbol = styles.symbol(for: member.mark), let c = point(member) else { continue }
            let size = styles.symbolSize(for: member.mark) ?? Self.circleSize(area: ChartMetrics.lineSymbolArea)
            let rect = CGRect(x: c.x - size.width / 2, y: c.y - size.height / 2, width: size.width, height: size.height)
            var s = drawable(symbol.path(in: rect), member.mark, order: member.index)
            if symbol.isStroked { s.stroke = StrokeStyle(lineWidth: max(1, size.width / 5), lineCap: .round) }
            shapes.append(s)
        }
        for member in members {
            guard let c = point(member) else { continue }
            for a in member.mark.annotations { annotations.append(AnnotationPlacement(annotation: a, anchor: CGRect(origin: c, size: .zero), automaticEdge: .top)) }
        }
    }

    /// One area per series: from its lower bound (zero, or the series below when stacked) up to
    /// its value, filled (a gradient spans the area's bounds: R2).
    func area(_ members: [PlannedMark], into shapes: inout [MarkDrawable]) {
        guard let first = members.first else { return }
        var upper: [CGPoint] = [], lower: [CGPoint] = []
        for p in members {
            let m = p.mark
            if p.vertical {
                guard let x = position(m.x, scale: xScale), let yScale else { continue }
                let range = p.valueRange ?? (0, m.y?.datum.numeric ?? 0)
                upper.append(CGPoint(x: x, y: yScale.position(numeric: range.upper)))
                lower.append(CGPoint(x: x, y: yScale.position(numeric: yScale.clampedToDomain(range.lower))))
            } else {
                guard let y = position(m.y, scale: yScale), let xScale else { continue }
                let range = p.valueRange ?? (0, m.x?.datum.numeric ?? 0)
                upper.append(CGPoint(x: xScale.position(numeric: range.upper), y: y))
                lower.append(CGPoint(x: xScale.position(numeric: xScale.clampedToDomain(range.lower)), y: y))
            }
        }
        guard !upper.isEmpty else { return }
        var path = Path()
        CurveBuilder.add(upper, method: first.mark.interpolation, to: &path)
        // The lower edge runs backwards: a step that starts at a point ends there when reversed.
        CurveBuilder.add(lower.reversed(), method: first.mark.interpolation.reversed, to: &path, continuing: true)
        path.closeSubpath()
        shapes.append(drawable(path, first.mark, order: first.index))
    }

    /// Pie and donut slices: shares of the circle by `angle`, clockwise from 12 o'clock, centred
    /// in the plot; `innerRadius`/`outerRadius` ratios are of the largest radius that fits;
    /// `angularInset` leaves that many points between slices; `cornerRadius` rounds their corners.
    func sectors(_ members: [PlannedMark]) -> [MarkDrawable] {
        let values = members.map { max(0, $0.mark.angle?.datum.numeric ?? 0) }
        let total = values.reduce(0, +)
        guard total > 0 else { return [] }
        let center = CGPoint(x: plot.width / 2, y: plot.height / 2)
        let available = min(plot.width, plot.height) / 2
        var start = -Double.pi / 2
        var result: [MarkDrawable] = []
        for (p, v) in zip(members, values) {
            let sweep = v / total * 2 * .pi
            defer { start += sweep }
            guard sweep > 0 else { continue }
            let m = p.mark
            let outer = m.outerRadius.resolve(band: available, automatic: available)
            let inner = min(outer, m.innerRadius.resolve(band: outer, automatic: 0))
            let sector = SectorPath(center: center, outer: outer, inner: inner, start: start, end: start + sweep,
                                    inset: m.angularInset / 2, cornerRadius: m.cornerRadius)
            guard let path = sector.path else { continue }
            result.append(drawable(path, m, order: p.index))
        }
        return result
    }
}
