import Foundation
@_spi(WidgetShotCharts) import WidgetShotUI

/// A path drawn in its own bounds (so gradients span the mark, as on iOS: R2).
struct ChartPathShape: Shape {
    let path: Path
    func path(in rect: CGRect) -> Path { path.offsetBy(dx: rect.minX, dy: rect.minY) }
}

extension View {
    /// Places a view with its top-leading corner at `origin` in a top-leading `ZStack`: an
    /// offset, so that views outside the chart (labels overhanging its top) never move the
    /// stack's origin (alignment guides would grow the stack's bounds).
    func chartPlaced(at origin: CGPoint) -> some View {
        offset(x: origin.x, y: origin.y)
    }
}

/// The views of a laid-out chart: plot (gridlines, marks), axes' ticks and labels, legend,
/// titles, annotations, background and overlay, in a frame of the chart's size.
struct ChartRenderer {
    let layout: ChartLayout
    let configuration: ChartConfiguration
    let colorScheme: ColorScheme
    let measure: (AnyView) -> CGSize
    /// The chart's frame on the canvas (for `ChartProxy.plotFrame`).
    var canvasFrame: CGRect = .zero
    /// The display scale (pixels per point); 0 when unknown. Vertical bars' value edges are
    /// rounded to its pixel grid (`MarkGeometry.pixelGrid`).
    var displayScale: CGFloat = 0

    /// Mark geometry for the plot, on the canvas's pixel grid when the scale is known.
    private func markGeometry() -> MarkGeometry {
        var geometry = MarkGeometry(xScale: layout.xScale, yScale: layout.yScale, plot: layout.plot.size, styles: layout.styles)
        if displayScale > 0, canvasFrame.minY.isFinite { geometry.pixelGrid = (canvasFrame.minY + layout.plot.minY, displayScale) }
        geometry.prepareNumericBands(layout.plan)
        return geometry
    }

    var body: some View {
        let proxy = ChartProxy(xScale: layout.xScale, yScale: layout.yScale, plotRect: layout.plot, chartCanvasFrame: canvasFrame)
        return ZStack(alignment: .topLeading) {
            Color.clear.frame(width: layout.size.width, height: layout.size.height)
            if let background = configuration.background { background(proxy).frame(width: layout.size.width, height: layout.size.height, alignment: configuration.backgroundAlignment) }
            plotArea.chartPlaced(at: layout.plot.origin)
            axisOutside.chartPlaced(at: layout.plot.origin)
            legendView
            titles
            annotationViews.chartPlaced(at: layout.plot.origin)
            if let overlay = configuration.overlay { overlay(proxy).frame(width: layout.size.width, height: layout.size.height, alignment: configuration.overlayAlignment) }
        }
        .frame(width: layout.size.width, height: layout.size.height, alignment: .topLeading)
    }

    /// The plot: gridlines under the marks, styled by `chartPlotStyle`. Marks are not clipped to
    /// the plot (R6: a line at the maximum overhangs the top by half its width).
    var plotArea: AnyView {
        let plotSize = layout.plot.size
        let drawn = markGeometry().drawables(layout.plan)
        let content = AnyView(ZStack(alignment: .topLeading) {
            Color.clear.frame(width: plotSize.width, height: plotSize.height)
            ForEach(Array(gridLines.enumerated()), id: \.offset) { _, line in line }
            ForEach(Array(drawn.shapes.enumerated()), id: \.offset) { _, shape in Self.plotView(shape, plot: plotSize) }
        }.frame(width: plotSize.width, height: plotSize.height, alignment: .topLeading))
        var plot = content
        if let style = configuration.plotStyle {
            plot = AnyView(style(content).frame(width: plotSize.width, height: plotSize.height, alignment: .topLeading))
        }
        // A scrollable chart shows its marks inside the plot only (the rest is scrolled away).
        if configuration.xScale.scrollable || configuration.yScale.scrollable { plot = AnyView(plot.clipped()) }
        return plot
    }

    /// A mark's shape placed in the plot, clipped by its `clipShape` (the shape fills the plot)
    /// and masked by its `mask { … }` shapes.
    static func plotView(_ d: MarkDrawable, plot: CGSize) -> AnyView {
        guard d.clip != nil || d.mask != nil else { return view(d) }
        var v = AnyView(ZStack(alignment: .topLeading) {
            Color.clear.frame(width: plot.width, height: plot.height)
            view(d)
        }.frame(width: plot.width, height: plot.height, alignment: .topLeading))
        if let clip = d.clip {
            let path = clip.path(CGRect(origin: .zero, size: plot))
            v = AnyView(v.clipShape(ChartPathShape(path: path)))
        }
        if let mask = d.mask {
            v = AnyView(v.mask(ZStack(alignment: .topLeading) {
                Color.clear.frame(width: plot.width, height: plot.height)
                ForEach(Array(mask.enumerated()), id: \.offset) { _, m in plotView(m, plot: plot) }
            }.frame(width: plot.width, height: plot.height, alignment: .topLeading)))
        }
        return v
    }

    /// A mark's shape as a view in its own bounds.
    static func view(_ d: MarkDrawable) -> AnyView {
        let pad = (d.stroke?.lineWidth ?? 0) / 2
        let box = d.path.boundingRect.insetBy(dx: -pad, dy: -pad)
        guard box.minX.isFinite, box.minY.isFinite, box.width.isFinite, box.height.isFinite else { return AnyView(EmptyView()) }
        let local = d.path.offsetBy(dx: -box.minX, dy: -box.minY)
        var v: AnyView
        if let stroke = d.stroke {
            v = AnyView(ChartPathShape(path: local).stroke(d.style, style: stroke))
        } else {
            v = AnyView(ChartPathShape(path: local).fill(d.style))
        }
        v = AnyView(v.frame(width: max(box.width, 0.01), height: max(box.height, 0.01)))
        if let shadow = d.shadow { v = AnyView(v.shadow(color: shadow.color, radius: shadow.radius, x: shadow.x, y: shadow.y)) }
        if d.blur > 0 { v = AnyView(v.blur(radius: d.blur)) }
        if d.opacity < 1 { v = AnyView(v.opacity(d.opacity)) }
        return AnyView(v.chartPlaced(at: box.origin))
    }

    /// Gridlines of both axes (x dashed, y solid).
    var gridLines: [AnyView] {
        var views: [AnyView] = []
        let color = ChartMetrics.gridLineColor(colorScheme)
        for axis in [layout.yAxis, layout.xAxis].compactMap({ $0 }) {
            for item in axis.items {
                for case .gridLine(let centered, let stroke, let style, let offset) in item.components {
                    let path = AxisGeometry.gridLine(item, isX: axis.isX, plotSize: layout.plot.size, centered: centered, scale: axis.scale)
                        .offsetBy(dx: offset.width, dy: offset.height)
                    let s = stroke ?? StrokeStyle(lineWidth: ChartMetrics.gridLineWidth, dash: axis.isX ? ChartMetrics.xGridDash : [])
                    views.append(Self.view(MarkDrawable(path: path, style: style ?? AnyShapeStyle(color), stroke: s, opacity: 1, zIndex: 0, order: 0, clip: nil)))
                }
            }
        }
        return views
    }

    /// Ticks and labels, in plot coordinates.
    var axisOutside: some View {
        var views: [AnyView] = []
        let color = ChartMetrics.gridLineColor(colorScheme)
        for axis in [layout.yAxis, layout.xAxis].compactMap({ $0 }) {
            for item in axis.items {
                for case .tick(_, let length, let stroke, let style, let offset) in item.components {
                    let points = AxisGeometry.tickLength(length, item: item, axis: axis)
                    let path = AxisGeometry.tick(item, isX: axis.isX, plotSize: layout.plot.size, length: points, farSide: axis.atFarSide)
                        .offsetBy(dx: offset.width, dy: offset.height)
                    let s = stroke ?? StrokeStyle(lineWidth: ChartMetrics.gridLineWidth, dash: axis.isX ? ChartMetrics.xGridDash : [])
                    views.append(Self.view(MarkDrawable(path: path, style: style ?? AnyShapeStyle(color), stroke: s, opacity: 1, zIndex: 0, order: 0, clip: nil)))
                }
                if let label = item.label {
                    let offset = item.labelSpec?.offset ?? .zero
                    let frame = AxisGeometry.labelFrame(item, isX: axis.isX, scale: axis.scale, plotSize: layout.plot.size, farSide: axis.atFarSide)
                        .offsetBy(dx: offset.width, dy: offset.height)
                    views.append(AnyView(label.fixedSize().frame(width: frame.width, height: frame.height).chartPlaced(at: frame.origin)))
                }
            }
        }
        return ZStack(alignment: .topLeading) {
            Color.clear.frame(width: 0, height: 0)
            ForEach(Array(views.enumerated()), id: \.offset) { _, v in v }
        }
    }

    /// The legend: a swatch (an 8 pt circle for colours: R3, R4, R8) and the value's label per entry.
    @ViewBuilder var legendView: some View {
        if let custom = configuration.legend.content, let legend = layout.legend {
            custom.fixedSize().chartPlaced(at: layout.legendOrigin).frame(width: max(legend.size.width, 0), alignment: .topLeading)
        } else if let legend = layout.legend {
            ZStack(alignment: .topLeading) {
                Color.clear.frame(width: 0, height: 0)
                ForEach(Array(legend.entries.enumerated()), id: \.offset) { i, entry in
                    let origin = CGPoint(x: layout.legendOrigin.x + legend.origins[i].x, y: layout.legendOrigin.y + legend.origins[i].y)
                    let swatch = entry.swatchSize
                    let rowHeight = max(entry.labelSize.height, swatch.height)
                    LegendSwatch(entry: entry).frame(width: swatch.width, height: swatch.height)
                        .chartPlaced(at: CGPoint(x: origin.x, y: origin.y + (rowHeight - swatch.height) / 2))
                    ChartLayout.labelText(entry.datum.label).foregroundStyle(ChartMetrics.labelStyle).fixedSize()
                        .frame(width: entry.labelSize.width, height: entry.labelSize.height)
                        .chartPlaced(at: CGPoint(x: origin.x + swatch.width + ChartMetrics.legendSymbolGap, y: origin.y + (rowHeight - entry.labelSize.height) / 2))
                }
            }
        }
    }

    /// Axis titles.
    var titles: some View {
        ZStack(alignment: .topLeading) {
            Color.clear.frame(width: 0, height: 0)
            if let t = layout.xTitle { t.view.fixedSize().frame(width: t.frame.width, height: t.frame.height).chartPlaced(at: t.frame.origin) }
            if let t = layout.yTitle { t.view.fixedSize().frame(width: t.frame.width, height: t.frame.height).chartPlaced(at: t.frame.origin) }
        }
    }

    /// Annotations beside their marks (`spacing` 4 pt by default: a guess).
    var annotationViews: some View {
        let placements = markGeometry().drawables(layout.plan).annotations
        let views: [AnyView] = placements.map { p in
            let size = measure(p.annotation.content)
            let origin = AnnotationGeometry.origin(p, size: size)
            return AnyView(p.annotation.content.fixedSize().frame(width: size.width, height: size.height).chartPlaced(at: origin))
        }
        return ZStack(alignment: .topLeading) {
            Color.clear.frame(width: 0, height: 0)
            ForEach(Array(views.enumerated()), id: \.offset) { _, v in v }
        }
    }
}

enum AnnotationGeometry {
    /// The annotation's top-leading corner for its position and alignment around the anchor.
    static func origin(_ p: AnnotationPlacement, size: CGSize) -> CGPoint {
        let a = p.anchor, s = p.annotation.spacing ?? ChartMetrics.annotationSpacing
        var kind = p.annotation.position.kind
        if kind == .automatic { kind = p.automaticEdge == .bottom ? .bottom : p.automaticEdge == .trailing ? .trailing : .top }
        let h = p.annotation.alignment.horizontal, v = p.annotation.alignment.vertical
        func alignedX() -> CGFloat { h == .leading ? a.minX : h == .trailing ? a.maxX - size.width : a.midX - size.width / 2 }
        func alignedY() -> CGFloat { v == .top ? a.minY : v == .bottom ? a.maxY - size.height : a.midY - size.height / 2 }
        switch kind {
        case .top: return CGPoint(x: alignedX(), y: a.minY - s - size.height)
        case .bottom: return CGPoint(x: alignedX(), y: a.maxY + s)
        case .leading: return CGPoint(x: a.minX - s - size.width, y: alignedY())
        case .trailing: return CGPoint(x: a.maxX + s, y: alignedY())
        case .topLeading: return CGPoint(x: a.minX - s - size.width, y: a.minY - s - size.height)
        case .topTrailing: return CGPoint(x: a.maxX + s, y: a.minY - s - size.height)
        case .bottomLeading: return CGPoint(x: a.minX - s - size.width, y: a.maxY + s)
        case .bottomTrailing: return CGPoint(x: a.maxX + s, y: a.maxY + s)
        case .overlay, .automatic: return CGPoint(x: alignedX(), y: alignedY())
        }
    }
}
