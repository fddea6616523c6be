import Foundation
import Testing
@testable import WidgetShotCharts
import WidgetShotUI

/// iOS 18's vectorized and function plots, the one-dimensional bar chart's axis (R8) and
/// `ChartProxy`'s plot anchor.
struct ChartPlotTests {
    struct Stock { let day: Int; let price: Double; let symbol: String; let color: Color }
    static let stocks: [Stock] = [
        .init(day: 1, price: 10, symbol: "A", color: .red), .init(day: 2, price: 12, symbol: "A", color: .red),
        .init(day: 1, price: 7, symbol: "B", color: .green), .init(day: 2, price: 5, symbol: "B", color: .green),
    ]

    @Test func aLinePlotMakesTheMarksOfItsElementsAndKeyPathModifiersReadThem() {
        let plot = LinePlot(Self.stocks, x: .value("Day", \.day), y: .value("Price", \.price), series: .value("Asset", \.symbol))
            .foregroundStyle(by: .value("Asset", \.symbol))
            .lineStyle(StrokeStyle(lineWidth: 3))
        let marks = ChartMarkCollector.marks(of: plot)
        #expect(marks.count == 4)
        #expect(marks.map { $0.kind == .line } == [true, true, true, true])
        #expect(marks.map(\.styleBy?.datum) == [.category("A"), .category("A"), .category("B"), .category("B")])
        #expect(marks.map(\.series?.datum) == marks.map(\.styleBy?.datum))
        #expect(marks.allSatisfy { $0.lineStyle?.lineWidth == 3 })
        #expect(marks[3].y?.datum == .number(5))
    }

    @Test func barAndSectorPlotsMatchTheirMarks() {
        let bars = ChartMarkCollector.marks(of: BarPlot(Self.stocks, x: .value("Asset", \.symbol), y: .value("Price", \.price), width: .ratio(0.5))
            .foregroundStyle(\.color))
        #expect(bars.count == 4 && bars.allSatisfy { $0.kind == .bar && $0.style != nil })
        if case .ratio(let r) = bars[0].width.kind { #expect(r == 0.5) } else { Issue.record("width is not the ratio 0.5") }
        let sectors = ChartMarkCollector.marks(of: SectorPlot(Self.stocks, angle: .value("Price", \.price), angularInset: 1.5))
        #expect(sectors.map(\.angularInset) == [1.5, 1.5, 1.5, 1.5])
        let points = ChartMarkCollector.marks(of: PointPlot(Self.stocks, x: .value("Day", \.day), y: .value("Price", \.price))
            .symbolSize(by: .value("Price", \.price)))
        #expect(points.map(\.symbolSizeBy?.datum) == [.number(10), .number(12), .number(7), .number(5)])
    }

    @Test func aFunctionIsSampledOverTheChartsXDomainOncePerPoint() throws {
        var configuration = ChartConfiguration()
        configuration.xScale.domain = .range(.number(-2), .number(2))
        let marks = ChartMarkCollector.marks(of: LinePlot(x: "x", y: "y") { x in x * x })
        let layout = ChartLayoutTests.layout(marks, size: CGSize(width: 200, height: 100), configuration: configuration)
        #expect(layout.plan.count == 201)
        #expect(layout.plan.first?.mark.x?.datum == .number(-2) && layout.plan.first?.mark.y?.datum == .number(4))
        #expect(layout.plan.last?.mark.x?.datum == .number(2))
        // The y scale takes the function's values (0…4, niced).
        #expect(layout.yScale?.numericDomain?.upperBound ?? 0 >= 4)
    }

    @Test func aFunctionsOwnDomainWinsAndNaNBreaksTheLine() throws {
        let marks = ChartMarkCollector.marks(of: LinePlot(x: "x", y: "y", domain: -1...1) { x in x == 0 ? .nan : 1 / x })
        let expanded = FunctionSampler.expand(marks, xDomain: -10...10, samples: 4)
        // −1, −0.5, (0 undefined), 0.5, 1: two runs.
        #expect(expanded.compactMap(\.x?.datum.numeric) == [-1, -0.5, 0.5, 1])
        #expect(Set(expanded.compactMap(\.series?.datum)).count == 2)
        // No domain of its own and no x scale: nothing to sample.
        let unbounded = ChartMarkCollector.marks(of: LinePlot(x: "x", y: "y") { $0 })
        #expect(FunctionSampler.expand(unbounded, xDomain: nil, samples: 10).isEmpty)
    }

    @Test func anAreaFunctionFillsBetweenItsTwoValues() {
        let marks = ChartMarkCollector.marks(of: AreaPlot(x: "x", yStart: "lo", yEnd: "hi", domain: 0...1) { x in (yStart: x, yEnd: x + 1) })
        let expanded = FunctionSampler.expand(marks, xDomain: nil, samples: 2)
        #expect(expanded.map(\.yStart?.datum) == [.number(0), .number(0.5), .number(1)])
        #expect(expanded.map(\.yEnd?.datum) == [.number(1), .number(1.5), .number(2)])
        #expect(expanded.allSatisfy { $0.kind == .area })
    }

    @Test func aOneDimensionalBarChartDrawsXGridlinesButNoLabelsAndKeepsTheirRoom() {
        // R8: BarMark(x:) alone — iOS draws the gridlines and nothing under the plot.
        let marks = ChartMarkCollector.marks(of: ForEach([("Apps", 61.6), ("Photos", 8.2)], id: \.0) { item in
            BarMark(x: .value("Size", item.1)).foregroundStyle(by: .value("Category", item.0))
        })
        let layout = ChartLayoutTests.layout(marks)
        let components = layout.xAxis?.items.flatMap(\.components) ?? []
        #expect(!components.isEmpty)
        #expect(components.allSatisfy { if case .gridLine = $0 { return true } else { return false } })
        // The plot ends where the labels would have started: 150 − legend 13 − 4 − 17.67.
        #expect(abs(layout.plot.height - 115.33) < 1e-9, "plot height \(layout.plot.height)")
        // Stacked from the leading edge.
        #expect(layout.plan[1].valueRange.map { abs($0.lower - 61.6) < 1e-9 && abs($0.upper - 69.8) < 1e-9 } == true)
    }

    @Test func plotFrameResolvesToThePlotInTheReadersCoordinates() throws {
        // The plot painted blue by `chartPlotStyle`; the overlay paints red over `geometry[proxy.plotFrame!]`
        // (IceCubesApp's MetricsChartSelectionOverlay reads the plot this way).
        func chart(overlay: Bool) -> some View {
            Chart(DaySteps.week) { BarMark(x: .value("Day", $0.day), y: .value("Steps", $0.steps)).foregroundStyle(.clear) }
                .chartPlotStyle { $0.background(Color.blue) }
                .chartOverlay { proxy in
                    GeometryReader { geometry in
                        if overlay, let frame = proxy.plotFrame.map({ geometry[$0] }) {
                            Color.red.frame(width: frame.width, height: frame.height).offset(x: frame.minX, y: frame.minY)
                        }
                    }
                }
                .padding(12)
        }
        func box(_ probe: ReferenceProbe, _ test: ((r: Double, g: Double, b: Double)) -> Bool) -> [Int]? {
            var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
            for y in 0..<probe.height { for x in 0..<probe.width where test(probe.rgb(x, y)) {
                minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
            } }
            return maxX < 0 ? nil : [minX, minY, maxX, maxY]
        }
        let plain = try ReferenceRender.render(chart(overlay: false), width: 240, height: 140, scale: 1)
        let covered = try ReferenceRender.render(chart(overlay: true), width: 240, height: 140, scale: 1)
        let blue = try #require(box(plain) { $0.b > 200 && $0.r < 80 })
        let red = try #require(box(covered) { $0.r > 200 && $0.g < 80 && $0.b < 80 })
        #expect(red == blue, "plotFrame \(red) vs the plot \(blue)")
        #expect(box(covered) { $0.b > 200 && $0.r < 80 } == nil, "the red plot frame covers the whole plot")
    }
}
