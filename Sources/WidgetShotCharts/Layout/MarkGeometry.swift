import Foundation
import WidgetShotUI

/// A shape to draw for marks, in plot coordinates.
struct MarkDrawable {
    var path: Path
    var style: AnyShapeStyle
    var stroke: StrokeStyle?
    var opacity: Double
    var zIndex: Double
    var order: Int
    var clip: AnyChartClipShape?
    /// Shapes whose alpha masks this one (`mask { … }`), in plot coordinates.
    var mask: [MarkDrawable]? = nil
    /// The mark's shadow (`shadow(color:radius:x:y:)`).
    var shadow: MarkShadow? = nil
    /// The mark's blur radius (`blur(radius:)`).
    var blur: CGFloat = 0
}

/// An annotation placed beside the rectangle (or point) of its mark.
struct AnnotationPlacement {
    var annotation: MarkAnnotation
    var anchor: CGRect
    /// A vertical bar growing downward (negative) or a horizontal bar: where `.automatic` goes.
    var automaticEdge: Edge
}

/// Turns planned marks into shapes with the chart's scales.
struct MarkGeometry {
    let xScale: ChartScale?
    let yScale: ChartScale?
    let plot: CGSize
    let styles: StyleResolver
    /// Where the plot's top edge sits on the canvas (pt) and the display scale, when known: a
    /// vertical bar's value edges are rounded to that pixel grid, as iOS rounds them (R9, R10:
    /// every top and every boundary between stacked segments is a whole pixel row, while the
    /// bars' sides are anti-aliased; R12's horizontal bars are not rounded).
    var pixelGrid: (plotTop: CGFloat, scale: CGFloat)?

    func drawables(_ plan: [PlannedMark]) -> (shapes: [MarkDrawable], annotations: [AnnotationPlacement]) {
        var shapes: [MarkDrawable] = []
        var annotations: [AnnotationPlacement] = []
        // Bars, rules, rectangles and points draw one by one; lines and areas one per series.
        var seriesDone = Set<Int>()
        for p in plan {
            let m = p.mark
            let shapesBefore = shapes.count, annotationsBefore = annotations.count
            defer { finish(m, shapes: &shapes, from: shapesBefore, annotations: &annotations, from: annotationsBefore) }
            switch m.kind {
            case .bar, .rectangle:
                guard let rect = rect(for: p).map({ m.offset.apply(to: $0) }) else { continue }
                let path = m.cornerRadius > 0 ? Path(roundedRect: rect, cornerRadius: min(m.cornerRadius, min(rect.width, rect.height) / 2), style: .circular) : Path(rect)
                shapes.append(drawable(path, m, order: p.index))
                let edge: Edge = p.vertical ? ((p.valueRange?.upper ?? 1) <= 0 && (p.valueRange?.lower ?? 0) < 0 ? .bottom : .top) : .trailing
                for a in m.annotations { annotations.append(AnnotationPlacement(annotation: a, anchor: rect, automaticEdge: edge)) }
            case .rule:
                guard let path = rule(p).map({ Self.offsetRule($0, m.offset) }) else { continue }
                var d = drawable(path, m, order: p.index)
                d.stroke = styles.lineStyle(for: m) ?? StrokeStyle(lineWidth: ChartMetrics.ruleWidth)
                shapes.append(d)
                for a in m.annotations { annotations.append(AnnotationPlacement(annotation: a, anchor: path.boundingRect, automaticEdge: .top)) }
            case .point:
                guard let c = point(p) else { continue }
                let size = styles.symbolSize(for: m) ?? Self.circleSize(area: ChartMetrics.defaultPointArea)
                let rect = CGRect(x: c.x - size.width / 2, y: c.y - size.height / 2, width: size.width, height: size.height)
                let symbol = styles.symbol(for: m) ?? .circle
                var d = drawable(symbol.path(in: rect), m, order: p.index)
                if symbol.isStroked { d.stroke = StrokeStyle(lineWidth: max(1, size.width / 5), lineCap: .round) }
                shapes.append(d)
                for a in m.annotations { annotations.append(AnnotationPlacement(annotation: a, anchor: rect, automaticEdge: .top)) }
            case .line, .area:
                guard !seriesDone.contains(p.index) else { continue }
                let members = plan.filter { $0.mark.kind == m.kind && seriesKey($0.mark) == seriesKey(m) }
                for member in members { seriesDone.insert(member.index) }
                if m.kind == .line { line(members, into: &shapes, annotations: &annotations) } else { area(members, into: &shapes) }
            case .sector:
                break
            }
        }
        for sector in sectors(plan.filter { $0.mark.kind == .sector }) {
            var d = sector
            let m = plan.first { $0.index == sector.order }?.mark
            if let m { d.path = d.path.offsetBy(dx: m.offset.x, dy: m.offset.y); d.mask = maskShapes(m) }
            shapes.append(d)
        }
        // Higher z-index on top; equal ones in data order.
        shapes.sort { ($0.zIndex, $0.order) < ($1.zIndex, $1.order) }
        return (shapes, annotations)
    }

    /// After a mark's shapes are made: points, lines and areas move by the mark's `offset(x:y:)`
    /// (bars, rectangles and rules moved their edges already), annotations with them, and every
    /// shape gets the mark's mask.
    func finish(_ m: ChartMark, shapes: inout [MarkDrawable], from s0: Int, annotations: inout [AnnotationPlacement], from a0: Int) {
        let o = m.offset
        let moves = (m.kind == .point || m.kind == .line || m.kind == .area) && (o.x != 0 || o.y != 0)
        let mask = maskShapes(m)
        for i in s0..<shapes.count {
            if moves { shapes[i].path = shapes[i].path.offsetBy(dx: o.x, dy: o.y) }
            if let mask { shapes[i].mask = mask }
        }
        if moves { for i in a0..<annotations.count { annotations[i].anchor = annotations[i].anchor.offsetBy(dx: o.x, dy: o.y) } }
    }

    /// The shapes of a mark's `mask { … }` content, with the chart's scales.
    func maskShapes(_ m: ChartMark) -> [MarkDrawable]? {
        guard let marks = m.mask, !marks.isEmpty else { return nil }
        var geometry = self
        let plan = MarkPlanner.plan(marks)
        geometry.prepareNumericBands(plan)
        return geometry.drawables(plan).shapes
    }

    /// A rule moved by its offset: `x`/`y` move it, the start and end offsets its ends (a
    /// horizontal rule starts at its leading end, a vertical one at its bottom).
    static func offsetRule(_ path: Path, _ o: MarkOffset) -> Path {
        let b = path.boundingRect
        var p = Path()
        if b.width >= b.height {
            p.move(to: CGPoint(x: b.minX + o.x + o.xStart, y: b.midY + o.y)); p.addLine(to: CGPoint(x: b.maxX + o.x + o.xEnd, y: b.midY + o.y))
        } else {
            p.move(to: CGPoint(x: b.midX + o.x, y: b.maxY + o.y + o.yStart)); p.addLine(to: CGPoint(x: b.midX + o.x, y: b.minY + o.y + o.yEnd))
        }
        return p
    }

    static func circleSize(area: CGFloat) -> CGSize {
        let d = (4 * area / .pi).squareRoot()
        return CGSize(width: d, height: d)
    }

    func drawable(_ path: Path, _ m: ChartMark, order: Int) -> MarkDrawable {
        MarkDrawable(path: path, style: styles.style(for: m), stroke: nil, opacity: m.opacity, zIndex: m.zIndex, order: order, clip: m.clipShape,
                     shadow: m.shadow, blur: m.blur)
    }

    /// Lines and areas of one series share the series value, else the values of their
    /// `foregroundStyle(by:)`, `lineStyle(by:)` and `symbol(by:)` encodings (each splits lines).
    func seriesKey(_ m: ChartMark) -> [PlotDatum?] {
        if let s = m.series?.datum { return [s] }
        return [m.styleBy?.datum, m.lineStyleBy?.datum, m.symbolBy?.datum]
    }

    // MARK: Positions

    /// A value's position; dates with a unit sit at the middle of their unit (R1).
    func position(_ value: PlotValue?, scale: ChartScale?) -> CGFloat? {
        guard let value, let scale else { return nil }
        if let band = unitBand(value, scale: scale) { return (band.lowerBound + band.upperBound) / 2 }
        return scale.position(value.datum)
    }

    /// The span of a date with a unit, in points.
    func unitBand(_ value: PlotValue, scale: ChartScale) -> ClosedRange<CGFloat>? {
        guard let unit = value.unit, case .date(let d) = value.datum else { return nil }
        let calendar = value.calendar ?? Calendar(identifier: .gregorian)
        guard let end = calendar.date(byAdding: unit, value: 1, to: d),
              let a = scale.position(.date(d)), let b = scale.position(.date(end)) else { return nil }
        return min(a, b)...max(a, b)
    }

    /// The band a bar's base occupies: its category's band, its date unit, or the smallest gap
    /// between numeric bases.
    func baseBand(_ value: PlotValue, scale: ChartScale, plan: PlannedMark) -> (center: CGFloat, width: CGFloat)? {
        if let band = unitBand(value, scale: scale) { return ((band.lowerBound + band.upperBound) / 2, band.upperBound - band.lowerBound) }
        guard let c = scale.position(value.datum) else { return nil }
        if scale.isCategory { return (c, scale.step) }
        return (c, numericBandWidth(scale: scale, vertical: plan.vertical))
    }

    func numericBandWidth(scale: ChartScale, vertical: Bool) -> CGFloat {
        // The smallest gap between the bars' base values (the whole plot for a single bar).
        return numericBand[vertical] ?? abs(scale.end - scale.start)
    }

    var numericBand: [Bool: CGFloat] = [:]

    mutating func prepareNumericBands(_ plan: [PlannedMark]) {
        for vertical in [true, false] {
            guard let scale = vertical ? xScale : yScale, !scale.isCategory else { continue }
            let bases = Set(plan.filter { $0.mark.kind == .bar && $0.vertical == vertical }
                .compactMap { (vertical ? $0.mark.x : $0.mark.y).flatMap { $0.unit == nil ? $0.datum.numeric : nil } })
            if let gap = ScaleBuilder.minimumGap(bases) { numericBand[vertical] = abs(scale.position(numeric: gap) - scale.position(numeric: 0)) }
        }
    }

    /// The rectangle of a bar or rectangle mark.
    func rect(for p: PlannedMark) -> CGRect? {
        let m = p.mark
        var xr: ClosedRange<CGFloat>?, yr: ClosedRange<CGFloat>?
        func span(_ base: PlotValue?, _ scale: ChartScale?, _ dim: MarkDimension, fixed: (start: CGFloat?, end: CGFloat?)?, length: CGFloat,
                  start: PlotValue?, end: PlotValue?, isBase: Bool, valueRange: (lower: Double, upper: Double)?) -> ClosedRange<CGFloat>? {
            if let fixed { let a = fixed.start ?? 0, b = fixed.end ?? length; return min(a, b)...max(a, b) }
            if let scale, let range = valueRange, !isBase {
                let a = scale.position(numeric: scale.clampedToDomain(range.lower)), b = scale.position(numeric: range.upper)
                return min(a, b)...max(a, b)
            }
            if let s = start, let e = end, let scale {
                let a = (unitBand(s, scale: scale)?.lowerBound ?? scale.position(s.datum)) ?? 0
                let b = (unitBand(e, scale: scale)?.upperBound ?? scale.position(e.datum)) ?? 0
                return min(a, b)...max(a, b)
            }
            guard let base, let scale, let band = baseBand(base, scale: scale, plan: p) else { return nil }
            var center = band.center, width = dim.resolve(band: band.width, automatic: band.width * ChartMetrics.barBandRatio)
            if m.kind == .rectangle, case .automatic = dim.kind, !scale.isCategory, base.unit == nil { width = 5 }   // guess: a heat-map cell on a numeric axis
            if m.kind == .rectangle, case .automatic = dim.kind, scale.isCategory { width = band.width }
            if let g = p.group {
                // Grouped: the group takes 0.7 of the band, each bar 0.7 of its slot (R9: 0.49).
                let groupWidth = band.width * ChartMetrics.barBandRatio
                let slot = groupWidth / CGFloat(g.count)
                center = band.center - groupWidth / 2 + (CGFloat(g.index) + 0.5) * slot
                width = dim.resolve(band: slot, automatic: slot * ChartMetrics.barBandRatio)
            }
            return (center - width / 2)...(center + width / 2)
        }
        let valueOnY = p.vertical
        xr = span(m.x, xScale, m.width, fixed: m.fixedX, length: plot.width, start: m.xStart, end: m.xEnd, isBase: valueOnY,
                  valueRange: valueOnY ? nil : p.valueRange)
        yr = span(m.y, yScale, m.height, fixed: m.fixedY, length: plot.height, start: m.yStart, end: m.yEnd, isBase: !valueOnY,
                  valueRange: valueOnY ? p.valueRange : nil)
        // A bar with only a base spans the whole value axis (BarMark(x:) alone).
        if xr == nil, m.x == nil, m.xStart == nil { xr = 0...plot.width }
        if yr == nil, m.y == nil, m.yStart == nil { yr = 0...plot.height }
        guard let xr, let yr else { return nil }
        var rect = CGRect(x: xr.lowerBound, y: yr.lowerBound, width: xr.upperBound - xr.lowerBound, height: yr.upperBound - yr.lowerBound)
        // Vertical bars: value edges on whole pixel rows (see `pixelGrid`), so stacked segments
        // share one row boundary and no background shows between them (R9: iOS draws no seam).
        if m.kind == .bar, p.vertical, p.valueRange != nil, let grid = pixelGrid, grid.scale > 0 {
            func snap(_ y: CGFloat) -> CGFloat { ((grid.plotTop + y) * grid.scale).rounded() / grid.scale - grid.plotTop }
            let top = snap(rect.minY), bottom = snap(rect.maxY)
            rect.origin.y = top
            rect.size.height = bottom - top
            return rect
        }
        // Otherwise a stacked segment resting on another overlaps it by half a point, so no
        // background shows through the anti-aliased seam; later segments draw on top.
        if m.kind == .bar, m.stacking != .unstacked, m.cornerRadius == 0, let r = p.valueRange, r.lower > 0 || r.upper < 0 {
            let overlap: CGFloat = 0.5
            if p.vertical { if r.lower > 0 { rect.size.height += overlap } else { rect.origin.y -= overlap; rect.size.height += overlap } }
            else { if r.lower > 0 { rect.origin.x -= overlap; rect.size.width += overlap } else { rect.size.width += overlap } }
        }
        return rect
    }

    /// A rule's line: across the plot at its value, or between its start and end.
    func rule(_ p: PlannedMark) -> Path? {
        let m = p.mark
        var path = Path()
        if let x = position(m.x, scale: xScale) {
            var y0: CGFloat = m.fixedY?.start ?? 0, y1: CGFloat = m.fixedY?.end ?? plot.height
            if let s = m.yStart, let e = m.yEnd, let a = yScale?.position(s.datum), let b = yScale?.position(e.datum) { y0 = a; y1 = b }
            path.move(to: CGPoint(x: x, y: y0)); path.addLine(to: CGPoint(x: x, y: y1))
            return path
        }
        if let y = position(m.y, scale: yScale) {
            var x0: CGFloat = m.fixedX?.start ?? 0, x1: CGFloat = m.fixedX?.end ?? plot.width
            if let s = m.xStart, let e = m.xEnd, let a = xScale?.position(s.datum), let b = xScale?.position(e.datum) { x0 = a; x1 = b }
            path.move(to: CGPoint(x: x0, y: y)); path.addLine(to: CGPoint(x: x1, y: y))
            return path
        }
        return nil
    }

    /// A point's centre (a fixed coordinate, else the plot's middle, when an axis has no value).
    func point(_ p: PlannedMark) -> CGPoint? {
        let m = p.mark
        var x = position(m.x, scale: xScale) ?? m.fixedX?.start ?? (m.x == nil ? plot.width / 2 : nil)
        let y = position(m.y, scale: yScale) ?? m.fixedY?.start ?? (m.y == nil ? plot.height / 2 : nil)
        if let g = p.group, let scale = xScale, let base = m.x, let band = baseBand(base, scale: scale, plan: p) {
            let groupWidth = band.width * ChartMetrics.barBandRatio, slot = groupWidth / CGFloat(g.count)
            x = band.center - groupWidth / 2 + (CGFloat(g.index) + 0.5) * slot
        }
        guard let x, let y else { return nil }
        return CGPoint(x: x, y: y)
    }
}
