import Foundation
@_spi(WidgetShotCharts) import WidgetShotUI

/// Where everything of a chart goes in its frame: the plot area (what remains after the axes'
/// labels, the legend and the axis titles), the scales and the axes' items.
struct ChartLayout {
    var size: CGSize
    var plot: CGRect
    var xScale: ChartScale?
    var yScale: ChartScale?
    var xAxis: ResolvedAxis?
    var yAxis: ResolvedAxis?
    var legend: LegendLayout?
    var legendOrigin: CGPoint = .zero
    var xTitle: (view: AnyView, frame: CGRect)?
    var yTitle: (view: AnyView, frame: CGRect)?
    var styles: StyleResolver
    var plan: [PlannedMark]

    /// Lays out a chart of `size`: `measure` sizes a label as the layout engine will.
    init(size: CGSize, marks: [ChartMark], configuration: ChartConfiguration, environment env: EnvironmentValues, measure: (AnyView) -> CGSize) {
        self.size = size
        let marks = Self.sampledFunctions(marks, size: size, configuration: configuration)
        let plan = MarkPlanner.plan(marks)
        self.plan = plan
        let styles = StyleResolver(marks: marks, configuration: configuration)
        self.styles = styles
        var legend: LegendLayout?, legendOrigin = CGPoint.zero
        var xTitle: (view: AnyView, frame: CGRect)?, yTitle: (view: AnyView, frame: CGRect)?
        var xScale: ChartScale?, yScale: ChartScale?, xAxis: ResolvedAxis?, yAxis: ResolvedAxis?
        var area = CGRect(origin: .zero, size: size)
        let labelHeight = measure(AnyView(Self.labelText("0"))).height

        // Legend (bottom leading by default: R3, R4, R5).
        let legendConfig = configuration.legend
        let legendEntries = LegendEntries.make(styles: styles, marks: marks)
        let showLegend: Bool = legendConfig.visibility == .hidden ? false : (!legendEntries.isEmpty || legendConfig.visibility == .visible)
        if showLegend {
            let entries = legendEntries.map { entry -> LegendEntry in
                var e = entry
                e.labelSize = measure(AnyView(Self.labelText(e.datum.label)))
                return e
            }
            let spacing = legendConfig.spacing ?? ChartMetrics.legendSpacing
            switch legendConfig.position.kind {
            case .top, .topLeading, .topTrailing:
                let l = LegendLayout.rows(entries, width: area.width)
                legend = l
                legendOrigin = CGPoint(x: Self.align(l.size.width, in: area.minX...area.maxX, legendConfig.alignment?.horizontal ?? .leading), y: area.minY)
                // The top y label overhangs the plot by half its height (R1, R3): keep it clear of
                // the legend (a guess: no top-legend render measured yet).
                let clearance = l.size.height + spacing + labelHeight / 2
                area.origin.y += clearance; area.size.height -= clearance
            case .leading:
                let l = LegendLayout.column(entries)
                legend = l
                legendOrigin = CGPoint(x: area.minX, y: area.minY)
                area.origin.x += l.size.width + spacing; area.size.width -= l.size.width + spacing
            case .trailing:
                let l = LegendLayout.column(entries)
                legend = l
                legendOrigin = CGPoint(x: area.maxX - l.size.width, y: area.minY)
                area.size.width -= l.size.width + spacing
            case .overlay:
                let l = LegendLayout.rows(entries, width: area.width)
                legend = l
                legendOrigin = CGPoint(x: area.minX, y: area.minY)
            default:
                let l = LegendLayout.rows(entries, width: area.width)
                legend = l
                legendOrigin = CGPoint(x: Self.align(l.size.width, in: area.minX...area.maxX, legendConfig.alignment?.horizontal ?? .leading),
                                       y: area.maxY - l.size.height)
                area.size.height -= l.size.height + spacing
            }
        }

        // Axis titles: x below its labels at the trailing edge, y above the plot at the trailing edge (guesses).
        if let t = configuration.xAxis.title {
            let s = measure(t.content)
            xTitle = (t.content, CGRect(x: area.maxX - s.width, y: area.maxY - s.height, width: s.width, height: s.height))
            area.size.height -= s.height + (t.spacing ?? ChartMetrics.axisTitleSpacing)
        }
        if let t = configuration.yAxis.title {
            let s = measure(t.content)
            yTitle = (t.content, CGRect(x: area.maxX - s.width, y: area.minY, width: s.width, height: s.height))
            area.origin.y += s.height + (t.spacing ?? ChartMetrics.axisTitleSpacing); area.size.height -= s.height + (t.spacing ?? ChartMetrics.axisTitleSpacing)
        }

        let xDomain = ScaleBuilder.domain(isX: true, plan: plan, configuration: configuration.xScale)
        let yDomain = ScaleBuilder.domain(isX: false, plan: plan, configuration: configuration.yScale)
        let xVisible = xDomain != nil && configuration.xAxis.visibility != .hidden
        let yVisible = yDomain != nil && configuration.yAxis.visibility != .hidden
        let xParts = configuration.xAxis.marks ?? [ResolvedAxisMarks(preset: .automatic, position: .automatic, values: .automatic, stroke: nil, content: nil)]
        let yParts = configuration.yAxis.marks ?? [ResolvedAxisMarks(preset: .automatic, position: .automatic, values: .automatic, stroke: nil, content: nil)]
        let xAtTop = xParts.first?.position.kind == .top
        // A chart that plots along x only (`BarMark(x:)` with no y): its default x axis draws
        // gridlines but no ticks or labels, and keeps the labels' room (R8: plot bottom 208 px,
        // legend top 238 px @3x with `spacing: -8`, i.e. 18 pt: the label row's height).
        // Measured for bars only: other one-dimensional marks keep the usual axis.
        let oneDimensionalX = yDomain == nil && configuration.xAxis.marks == nil && !plan.isEmpty
            && plan.allSatisfy { $0.mark.kind == .bar }
        let yAtLeading = yParts.first?.position.kind == .leading

        // The x axis's height: its labels (and ticks) below the plot (18.0 pt with 11 pt labels at @3x: R3, R10; 18.1 pt at @2x: R1).
        var xAxisHeight: CGFloat = 0
        if xVisible, let xDomain {
            // The axis's values on a provisional scale (the plot's width is not known yet): an
            // axis with no values takes no room (R5).
            let probe = ScaleBuilder.scale(xDomain, configuration: configuration.xScale, length: max(1, area.width), isY: false,
                                           tickCount: Self.tickCount(xParts, length: area.width), nice: true)
            let probeItems = Self.axis(isX: true, parts: xParts, scale: probe, length: area.width, environment: env, measure: measure,
                                       oneDimensional: oneDimensionalX).items
            let comps = probeItems.flatMap(\.components)
            if oneDimensionalX || comps.contains(where: { if case .label = $0 { return true } else { return false } }) {
                // Taller labels (several lines, turned vertical, a larger font) take their height.
                let tallest = probeItems.map(\.labelSize.height).max() ?? 0
                xAxisHeight = ChartMetrics.xLabelTopGap + max(labelHeight, tallest) + ChartMetrics.xAxisExtra
            }
            if comps.contains(where: { if case .tick = $0 { return true } else { return false } }) { xAxisHeight = max(xAxisHeight, ChartMetrics.xTickLength) }
        }
        let plotHeight = max(0, area.height - xAxisHeight)

        // y first (its tick count depends on the plot height only), then its labels' width.
        var yAxisWidth: CGFloat = 0
        if let yDomain {
            let scale = ScaleBuilder.scale(yDomain, configuration: configuration.yScale, length: plotHeight, isY: true,
                                           tickCount: Self.tickCount(yParts, length: plotHeight), nice: yVisible)
            yScale = scale
            if yVisible {
                var axis = Self.axis(isX: false, parts: yParts, scale: scale, length: plotHeight, environment: env, measure: measure)
                axis.atFarSide = !yAtLeading
                let widest = axis.items.map(\.labelSize.width).max() ?? 0
                if widest > 0 { yAxisWidth = widest + ChartMetrics.yLabelGap }
                yAxis = axis
            }
        }
        let plotWidth = max(0, area.width - yAxisWidth)
        if let xDomain {
            let scale = ScaleBuilder.scale(xDomain, configuration: configuration.xScale, length: plotWidth, isY: false,
                                           tickCount: Self.tickCount(xParts, length: plotWidth), nice: xVisible)
            xScale = scale
            if xVisible {
                var axis = Self.axis(isX: true, parts: xParts, scale: scale, length: plotWidth, environment: env, measure: measure,
                                     oneDimensional: oneDimensionalX)
                axis.atFarSide = !xAtTop
                xAxis = axis
            }
        }
        let plot = CGRect(x: area.minX + (yAtLeading ? yAxisWidth : 0), y: area.minY + (xAtTop ? xAxisHeight : 0), width: plotWidth, height: plotHeight)
        // Leading-aligned labels (dates, numbers) must end inside the plot (R1, R10: the label of
        // the last gridline is not drawn); centred category labels may reach the chart's edge.
        let xLimit = (xScale?.isCategory ?? true) ? size.width - plot.minX : plot.width
        if var axis = xAxis, let scale = xScale { axis.items = Self.droppingCollisions(axis.items, isX: true, scale: scale, limit: xLimit); xAxis = axis }
        if var axis = yAxis, let scale = yScale { axis.items = Self.droppingCollisions(axis.items, isX: false, scale: scale, limit: .infinity); yAxis = axis }
        self.plot = plot
        self.legend = legend; self.legendOrigin = legendOrigin
        self.xTitle = xTitle; self.yTitle = yTitle
        self.xScale = xScale; self.yScale = yScale; self.xAxis = xAxis; self.yAxis = yAxis
    }

    /// The marks with function plots sampled over their domain, else over the x scale's domain
    /// as the other marks and `chartXScale` make it (niced as the axis will be).
    static func sampledFunctions(_ marks: [ChartMark], size: CGSize, configuration: ChartConfiguration) -> [ChartMark] {
        guard marks.contains(where: { $0.function != nil }) else { return marks }
        let others = MarkPlanner.plan(marks.filter { $0.function == nil })
        var xDomain: ClosedRange<Double>?
        if let d = ScaleBuilder.domain(isX: true, plan: others, configuration: configuration.xScale), d.kind != .category, !d.isEmpty {
            let scale = ScaleBuilder.scale(d, configuration: configuration.xScale, length: max(1, size.width), isY: false,
                                           tickCount: ChartMetrics.automaticTickCount(length: size.width),
                                           nice: configuration.xAxis.visibility != .hidden)
            xDomain = scale.numericDomain
        }
        return FunctionSampler.expand(marks, xDomain: xDomain, samples: Int(size.width.rounded(.up)))
    }

    static func labelText(_ s: String) -> Text { Text(verbatim: s).font(ChartMetrics.labelFont) }

    static func align(_ width: CGFloat, in range: ClosedRange<CGFloat>, _ h: HorizontalAlignment) -> CGFloat {
        if h == .center { return (range.lowerBound + range.upperBound - width) / 2 }
        if h == .trailing { return range.upperBound - width }
        return range.lowerBound
    }

    static func tickCount(_ parts: [ResolvedAxisMarks], length: CGFloat) -> Double {
        // `desiredCount` counts ticks, d3's count intervals: R10's desiredCount 3 on 0…28 920
        // gives 0, 20 000, 40 000 (d3 count 2; count 3 would give steps of 10 000).
        if case .automatic(let desired?, _, _) = parts.first?.values.kind { return Double(max(1, desired - 1)) }
        return ChartMetrics.automaticTickCount(length: length)
    }

    /// The items of an axis: every part's values with their components and measured labels.
    static func axis(isX: Bool, parts: [ResolvedAxisMarks], scale: ChartScale, length: CGFloat, environment env: EnvironmentValues,
                     measure: (AnyView) -> CGSize, oneDimensional: Bool = false) -> ResolvedAxis {
        var calendar = env.calendar
        calendar.timeZone = env.timeZone
        var items: [AxisItem] = []
        for part in parts {
            let values = AxisResolver.values(part.values, scale: scale, length: length, calendar: calendar)
            let positions = values.map { scale.position($0) }
            for (i, datum) in values.enumerated() {
                guard let position = scale.position(datum) else { continue }
                // The interval to the next value (the last takes the one before it).
                let next = i + 1 < positions.count ? positions[i + 1].map { $0 - position } : (i > 0 ? positions[i - 1].map { position - $0 } : nil)
                // Categories scrolled out of the plot have no axis marks.
                if scale.isCategory, position < -0.5 || position > length + 0.5 { continue }
                let comps = part.content?(AxisValue(datum: datum, index: i, count: values.count))
                    ?? AxisResolver.defaultComponents(isX: isX, scale: scale, stroke: part.stroke, oneDimensional: oneDimensional).map { component in
                        // `AxisMarks(format:…)`: the default marks, their labels in the format.
                        guard let text = part.labelText, case .label(var spec) = component else { return component }
                        spec.text = text
                        return .label(spec)
                    }
                var item = AxisItem(datum: datum, position: position, components: comps)
                item.interval = next ?? nil
                for case .label(let spec) in comps {
                    let view: AnyView
                    if let content = spec.content {
                        view = AnyView(content.font(spec.font ?? ChartMetrics.labelFont).foregroundStyle(spec.style ?? ChartMetrics.labelStyle))
                    }
                    else {
                        let text = spec.text?(datum, env) ?? Text(verbatim: AxisResolver.defaultLabel(datum, ticks: values, environment: env))
                        view = AnyView(text.font(spec.font ?? ChartMetrics.labelFont).foregroundStyle(spec.style ?? ChartMetrics.labelStyle))
                    }
                    item.labelSpec = spec
                    let size = measure(view)
                    if let rotation = spec.orientation.rotation {
                        // A vertical label takes its text's height across and its width along (turned about its centre).
                        item.label = AnyView(view.fixedSize().frame(width: size.width, height: size.height).rotationEffect(rotation)
                            .frame(width: size.height, height: size.width))
                        item.labelSize = CGSize(width: size.height, height: size.width)
                    } else if case .truncate(let maximum) = spec.collisionResolution.kind {
                        let limit = maximum ?? (isX ? Self.valueSpacing(scale: scale, values: values) : .infinity)
                        item.label = AnyView(view.lineLimit(1).truncationMode(.tail).frame(maxWidth: limit, alignment: .leading).fixedSize(horizontal: false, vertical: true))
                        item.labelSize = CGSize(width: min(size.width, limit), height: size.height)
                    } else {
                        item.label = view
                        item.labelSize = size
                    }
                }
                items.append(item)
            }
        }
        return ResolvedAxis(isX: isX, atFarSide: true, items: items, scale: scale)
    }

    /// The smallest distance between the axis's values (a truncated label's width).
    static func valueSpacing(scale: ChartScale, values: [PlotDatum]) -> CGFloat {
        let positions = values.compactMap { scale.position($0) }.sorted()
        return zip(positions, positions.dropFirst()).map { $1 - $0 }.min() ?? .infinity
    }

    /// Drops labels that would overlap the previous label or run past `limit` (R1: the last
    /// date label, which would leave the chart, is not drawn). Labels whose
    /// `collisionResolution` is `.disabled` or `.truncate` are all kept; `.greedy` keeps its
    /// minimum spacing.
    static func droppingCollisions(_ items: [AxisItem], isX: Bool, scale: ChartScale, limit: CGFloat) -> [AxisItem] {
        var result = items
        var lastEnd = -CGFloat.infinity
        let order = result.indices.sorted { result[$0].position < result[$1].position }
        for i in order where result[i].label != nil {
            let resolution = result[i].labelSpec?.collisionResolution.kind ?? .automatic
            if resolution == .disabled { continue }
            if case .truncate = resolution { continue }
            var spacing: CGFloat = 1
            if case .greedy(let minimum) = resolution { spacing = max(1, minimum) }
            let r = AxisGeometry.labelFrame(result[i], isX: isX, scale: scale)
            let start = isX ? r.minX : r.minY, end = isX ? r.maxX : r.maxY
            if start < lastEnd + spacing || (isX && r.maxX > limit + 0.5) {
                result[i].label = nil
            } else {
                lastEnd = end
            }
        }
        return result
    }
}
