import Foundation
import Testing
import WidgetShot
import WidgetShotTesting

/// Goldens for every scale kind and legend position and for the iOS 17/18 additions
/// (vectorized and function plots, encodings, rounded sectors, scrolling, the plot anchor), in
/// `Snapshots/ChartCoverageSnapshotTests/`, drawn like `ChartSnapshotTests` (systemMedium card).
/// Linear, category and date scales and the bottom, top and trailing legends are in
/// `ChartSnapshotTests` (barChart, areaWithGradientAndLineOnDates, stackedBarsWithLegend,
/// legendOnTopWithStyleScale, donut).
@Suite(.serialized) struct ChartCoverageSnapshotTests {
    static let size = ChartSnapshotTests.size

    static func card<V: View>(_ chart: V) -> some View { ChartSnapshotTests.card(chart) }

    static func stacked() -> some View {
        Chart(Sale.all, id: \.month) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
                .foregroundStyle(by: .value("Product", sale.product))
        }
    }

    @Test func logScale() {
        let chart = Chart(Array(zip(["1", "2", "3", "4", "5"], [3.0, 40, 520, 7_000, 90_000])), id: \.0) { point in
            LineMark(x: .value("Week", point.0), y: .value("Users", point.1))
            PointMark(x: .value("Week", point.0), y: .value("Users", point.1))
        }
        .chartYScale(type: .log)
        assertSnapshot(of: Self.card(chart), size: Self.size, scale: 2)
    }

    @Test func legendLeading() {
        assertSnapshot(of: Self.card(Self.stacked().chartLegend(position: .leading)), size: Self.size, scale: 2)
    }

    @Test func legendOverlay() {
        assertSnapshot(of: Self.card(Self.stacked().chartLegend(position: .overlay)), size: Self.size, scale: 2)
    }

    @Test func legendHidden() {
        assertSnapshot(of: Self.card(Self.stacked().chartLegend(.hidden)), size: Self.size, scale: 2)
    }

    @Test func functionPlots() {
        let chart = Chart {
            AreaPlot(x: "x", y: "sin x") { sin($0) }
                .foregroundStyle(.blue.opacity(0.2))
            LinePlot(x: "x", y: "sin x") { sin($0) }
                .foregroundStyle(by: .value("Function", "sin"))
            // NaN where x < 0: the line starts at 0.
            LinePlot(x: "x", y: "√x / 2") { $0.squareRoot() / 2 }
                .foregroundStyle(by: .value("Function", "√x / 2"))
        }
        .chartXScale(domain: -Double.pi...Double.pi)
        .chartYScale(domain: -1.5...1.5)
        assertSnapshot(of: Self.card(chart), size: Self.size, scale: 2)
    }

    @Test func vectorizedBarsByKeyPath() {
        let chart = Chart {
            BarPlot(Sale.all, x: .value("Month", \.month), y: .value("Units", \.units))
                .foregroundStyle(by: .value("Product", \.product))
                .cornerRadius(3)
        }
        assertSnapshot(of: Self.card(chart), size: Self.size, scale: 2)
    }

    @Test func lineStyleAndSymbolSizeEncodings() {
        let chart = Chart(Sale.all, id: \.units) { sale in
            LineMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
                .lineStyle(by: .value("Product", sale.product))
                .foregroundStyle(.gray)
            PointMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
                .symbolSize(by: .value("Units", sale.units))
                .foregroundStyle(by: .value("Product", sale.product))
        }
        .chartLineStyleScale(["Tea": StrokeStyle(lineWidth: 2), "Coffee": StrokeStyle(lineWidth: 2, dash: [5, 3])])
        .chartSymbolSizeScale(domain: 40...90, range: 20...200)
        assertSnapshot(of: Self.card(chart), size: Self.size, scale: 2)
    }

    @Test func roundedSectors() {
        let chart = Chart(Sale.all.prefix(4), id: \.units) { sale in
            SectorMark(angle: .value("Units", sale.units), innerRadius: .ratio(0.5), angularInset: 3)
                .cornerRadius(6)
                .foregroundStyle(by: .value("Month", sale.month + " " + sale.product))
        }
        .chartLegend(position: .trailing, alignment: .center)
        assertSnapshot(of: Self.card(chart), size: Self.size, scale: 2)
    }

    @Test func scrollableBarsShowTheVisibleDomain() {
        let chart = Chart(DaySteps.week) { BarMark(x: .value("Day", $0.day), y: .value("Steps", $0.steps)) }
            .chartScrollableAxes(.horizontal)
            .chartXVisibleDomain(length: 4)
            .chartScrollPosition(initialX: "Wed")
        assertSnapshot(of: Self.card(chart), size: Self.size, scale: 2)
    }

    @Test func selectionOverlayOnThePlotFrame() {
        // IceCubesApp's MetricsChartSelectionOverlay pattern: a rule drawn at a value inside
        // `geometry[proxy.plotFrame!]`.
        let chart = Chart(DaySteps.week) { LineMark(x: .value("Day", $0.day), y: .value("Steps", $0.steps)) }
            .chartXAxis(.hidden)
            .chartYAxis { AxisMarks(position: .leading) }
            .chartOverlay { proxy in
                GeometryReader { geometry in
                    if let plot = proxy.plotFrame.map({ geometry[$0] }), let x = proxy.position(forX: "Thu") {
                        Rectangle().fill(Color.red).frame(width: 1, height: plot.height).offset(x: plot.minX + x, y: plot.minY)
                    }
                }
            }
        assertSnapshot(of: Self.card(chart), size: Self.size, scale: 2)
    }

    @Test func verticalAndTwoLineAxisLabels() {
        // Vertical x labels reading bottom up (the axis grows to the longest), and two-line y labels.
        let chart = Chart(DaySteps.week) { BarMark(x: .value("Day", $0.day + " W48"), y: .value("Steps", $0.steps)) }
            .chartXAxis { AxisMarks { _ in AxisValueLabel(orientation: .verticalReversed) } }
            .chartYAxis {
                AxisMarks(values: [0, 10_000]) { value in
                    AxisGridLine()
                    AxisValueLabel {
                        VStack(alignment: .leading, spacing: 0) {
                            Text("\((value.as(Int.self) ?? 0) / 1000)k")
                            Text("steps").font(.system(size: 8))
                        }
                    }
                }
            }
        assertSnapshot(of: Self.card(chart), size: Self.size, scale: 2)
    }
}
