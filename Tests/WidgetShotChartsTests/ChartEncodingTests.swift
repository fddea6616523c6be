import Foundation
import Testing
@testable import WidgetShotCharts
import WidgetShotUI

/// `lineStyle(by:)`, `symbolSize(by:)`, the symbol, line-style, symbol-size and mapping forms
/// of the encoding scales, sector corner radii and scrolling charts' visible domain.
struct ChartEncodingTests {
    static func series() -> [ChartMark] {
        ChartMarkCollector.marks(of: ForEach(Sale.all, id: \.units) { sale in
            LineMark(x: .value("Month", sale.month), y: .value("Units", sale.units)).lineStyle(by: .value("Product", sale.product))
        })
    }

    @Test func lineStyleBySplitsLinesAndTakesTheAutomaticStylesInOrder() {
        let marks = Self.series()
        let styles = StyleResolver(marks: marks, configuration: ChartConfiguration())
        #expect(styles.lineStyleValues == [.category("Tea"), .category("Coffee")])
        #expect(styles.lineStyle(for: marks[0])?.dash == [])
        #expect(styles.lineStyle(for: marks[1])?.dash == ChartMetrics.automaticLineStyles[1].dash)
        let layout = ChartLayoutTests.layout(marks)
        let geometry = MarkGeometry(xScale: layout.xScale, yScale: layout.yScale, plot: layout.plot.size, styles: layout.styles)
        // Two lines (one per product), not one zig-zag through all eight points.
        let lines = geometry.drawables(layout.plan).shapes.filter { $0.stroke != nil }
        #expect(lines.count == 2)
        #expect(lines[1].stroke?.dash == ChartMetrics.automaticLineStyles[1].dash)
    }

    @Test func lineStyleScaleMapsValuesExplicitlyByClosureAndInTurn() {
        let marks = Self.series()
        var configuration = ChartConfiguration()
        configuration.lineStyleScale.values = [.category("Coffee"): StrokeStyle(lineWidth: 5)]
        configuration.lineStyleScale.range = [StrokeStyle(lineWidth: 1), StrokeStyle(lineWidth: 3)]
        var styles = StyleResolver(marks: marks, configuration: configuration)
        #expect(styles.lineStyle(for: marks[0])?.lineWidth == 1)     // Tea: first of the range
        #expect(styles.lineStyle(for: marks[1])?.lineWidth == 5)     // Coffee: its own
        configuration.lineStyleScale = EncodingScale(mapping: { $0 == .category("Tea") ? StrokeStyle(lineWidth: 7) : nil })
        styles = StyleResolver(marks: marks, configuration: configuration)
        #expect(styles.lineStyle(for: marks[0])?.lineWidth == 7)
    }

    @Test func symbolSizeByMapsNumbersLinearlyOntoAreas() throws {
        let marks = ChartMarkCollector.marks(of: ForEach([1.0, 3.0, 5.0], id: \.self) { v in
            PointMark(x: .value("x", v), y: .value("y", v)).symbolSize(by: .value("Weight", v))
        })
        var styles = StyleResolver(marks: marks, configuration: ChartConfiguration())
        let automatic = ChartMetrics.automaticSymbolAreas
        let middle = try #require(styles.symbolSize(for: marks[1]))
        #expect(abs(middle.width - MarkGeometry.circleSize(area: (automatic.lowerBound + automatic.upperBound) / 2).width) < 1e-9)
        var configuration = ChartConfiguration()
        configuration.symbolSizeScale.interpolation = (0...10, 0...100)
        styles = StyleResolver(marks: marks, configuration: configuration)
        #expect(styles.symbolAreas[.number(5)] == 50)
    }

    @Test func symbolScaleDomainOrdersAndRangeAssigns() {
        let marks = ChartMarkCollector.marks(of: ForEach(["a", "b"], id: \.self) { s in
            PointMark(x: .value("x", 1), y: .value("y", 1)).symbol(by: .value("k", s))
        })
        var configuration = ChartConfiguration()
        configuration.symbolDomain = [.category("b"), .category("a")]
        configuration.symbolRange = [.diamond, .plus]
        let styles = StyleResolver(marks: marks, configuration: configuration)
        #expect(styles.symbol(for: marks[0]) == .plus)
        #expect(styles.symbol(for: marks[1]) == .diamond)
    }

    @Test func foregroundStyleMappingColoursEachValue() {
        let view = Color.clear.chartForegroundStyleScale { (name: String) in name == "Tea" ? Color.green : Color.brown }
        _ = view
        let scale = ForegroundStyleScale(domain: nil, styles: [:], range: nil, mapping: { $0 == .category("Tea") ? AnyShapeStyle(Color.green) : nil })
        var configuration = ChartConfiguration()
        configuration.foregroundStyleScale = scale
        let marks = ChartMarkCollector.marks(of: ForEach(Sale.all, id: \.units) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units)).foregroundStyle(by: .value("Product", sale.product))
        })
        let styles = StyleResolver(marks: marks, configuration: configuration)
        #expect(styles.values == [.category("Tea"), .category("Coffee")])
        // Coffee is not mapped: it falls back to the palette's second colour.
        #expect(styles.styles[.category("Coffee")] != nil)
    }

    @Test func sectorCornersAreRoundedInsideTheSlice() throws {
        let plain = try #require(SectorPath(center: .zero, outer: 50, inner: 30, start: 0, end: 1, inset: 0, cornerRadius: 0).path)
        let rounded = try #require(SectorPath(center: .zero, outer: 50, inner: 30, start: 0, end: 1, inset: 0, cornerRadius: 4).path)
        func start(_ p: Path) -> CGPoint? { if case .move(let to)? = p.elements.first { return to }; return nil }
        let a = try #require(start(plain)), b = try #require(start(rounded))
        // Without corners the outline starts on the outer circle; rounded, 4 pt in along the edge.
        #expect(abs(hypot(a.x, a.y) - 50) < 1e-6)
        #expect(hypot(b.x, b.y) < 50 - 3.5 && hypot(b.x, b.y) > 50 - 4.5)
        // A corner radius larger than half the ring's thickness is limited to it (10 pt): the
        // corner circle's centre is 40 pt out, 10 pt from the edge.
        let clamped = try #require(SectorPath(center: .zero, outer: 50, inner: 30, start: 0, end: 1, inset: 0, cornerRadius: 40).path)
        let c = try #require(start(clamped))
        #expect(abs(hypot(c.x, c.y) - 40 * cos(asin(0.25))) < 1e-6)
    }

    @Test func scrollableChartsLayOutTheVisibleDomainFromTheScrollPosition() {
        let marks = ChartMarkCollector.marks(of: ForEach(0..<100) { i in
            BarMark(x: .value("Index", i), y: .value("Value", i % 7))
        })
        var configuration = ChartConfiguration()
        configuration.xScale.domain = .range(.number(0), .number(100))
        configuration.xScale.scrollable = true
        configuration.xScale.visibleLength = 10
        configuration.xScale.scrollPosition = .number(50)
        #expect(ChartLayoutTests.layout(marks, configuration: configuration).xScale?.numericDomain == 50...60)
        // Past the end, the window stays inside the domain; without a position it starts at the start.
        configuration.xScale.scrollPosition = .number(95)
        #expect(ChartLayoutTests.layout(marks, configuration: configuration).xScale?.numericDomain == 90...100)
        configuration.xScale.scrollPosition = nil
        #expect(ChartLayoutTests.layout(marks, configuration: configuration).xScale?.numericDomain == 0...10)
        // Not scrollable: the visible length is ignored (Apple: it controls "how much of the chart is visible in a scrollable chart").
        configuration.xScale.scrollable = false
        #expect(ChartLayoutTests.layout(marks, configuration: configuration).xScale?.numericDomain == 0...100)
    }

    @Test func scrolledCategoriesFillThePlotFromTheScrollPosition() throws {
        let marks = ChartLayoutTests.bars()
        var configuration = ChartConfiguration()
        configuration.xScale.scrollable = true
        configuration.xScale.visibleLength = 3
        configuration.xScale.scrollPosition = .category("Wed")
        let layout = ChartLayoutTests.layout(marks, configuration: configuration)
        let scale = try #require(layout.xScale)
        let width = layout.plot.width
        #expect(abs((scale.position(.category("Wed")) ?? -1) - width / 6) < 1e-9)
        #expect(abs((scale.position(.category("Fri")) ?? -1) - width * 5 / 6) < 1e-9)
        // Only the visible categories are labelled.
        #expect(layout.xAxis?.items.map(\.datum) == [.category("Wed"), .category("Thu"), .category("Fri")])
    }

    @Test func collisionResolutionDisabledKeepsEveryLabelAndVerticalLabelsTurn() throws {
        // Labels 20 × 13 pt on 30 values over 276 pt collide: dropped by default, all kept when disabled.
        let marks = ChartMarkCollector.marks(of: ForEach(0..<30) { i in BarMark(x: .value("Item", "\(i)"), y: .value("Value", 1)) })
        let automatic = ChartLayoutTests.layout(marks)
        #expect(automatic.xAxis?.items.filter { $0.label != nil }.count ?? 0 < 30)
        var configuration = ChartConfiguration()
        configuration.xAxis.marks = AxisContentGroup.parts(of: AxisMarks { _ in AxisValueLabel(collisionResolution: .disabled) })
        let disabled = ChartLayoutTests.layout(marks, configuration: configuration)
        #expect(disabled.xAxis?.items.filter { $0.label != nil }.count == 30)
        configuration.xAxis.marks = AxisContentGroup.parts(of: AxisMarks { _ in AxisValueLabel(orientation: .vertical) })
        let vertical = ChartLayoutTests.layout(marks, configuration: configuration)
        let item = try #require(vertical.xAxis?.items.first)
        #expect(item.labelSize == CGSize(width: 13, height: 20))
        // The x axis takes the turned labels' height: 4.5 + 20 + 0.17.
        #expect(abs(vertical.plot.height - 125.33) < 1e-9, "plot height \(vertical.plot.height)")
    }
}
