import Foundation
import Testing
import WidgetShot
import WidgetShotTesting

/// Goldens of each mark type and chart configuration, in `Snapshots/ChartSnapshotTests/`
/// (record new ones with `WIDGETSHOT_RECORD=missing` and look at them). Each chart is drawn in a
/// systemMedium-sized card (iPhone 16 Pro: 338 × 158 pt) with the widget's 16 pt padding.
@Suite(.serialized) struct ChartSnapshotTests {
    static let size = CGSize(width: 338, height: 158)

    static func card<V: View>(_ chart: V) -> some View {
        chart.padding(16).background(Color.white)
    }

    @Test func barChart() {
        let chart = Chart(DaySteps.week) { BarMark(x: .value("Day", $0.day), y: .value("Steps", $0.steps)) }
        assertSnapshot(of: Self.card(chart), size: Self.size, scale: 2)
    }

    @Test func stackedBarsWithLegend() {
        let chart = Chart(Sale.all, id: \.month) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
                .foregroundStyle(by: .value("Product", sale.product))
        }
        assertSnapshot(of: Self.card(chart), size: Self.size, scale: 2)
    }

    @Test func groupedBars() {
        let chart = Chart(Sale.all, id: \.month) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
                .foregroundStyle(by: .value("Product", sale.product))
                .position(by: .value("Product", sale.product))
                .cornerRadius(3)
        }
        assertSnapshot(of: Self.card(chart), size: Self.size, scale: 2)
    }

    @Test func horizontalBarsWithAnnotations() {
        let chart = Chart(DaySteps.week.prefix(4)) { day in
            BarMark(x: .value("Steps", day.steps), y: .value("Day", day.day))
                .annotation(position: .trailing) { Text("\(day.steps)").font(.caption2) }
        }
        assertSnapshot(of: Self.card(chart), size: Self.size, scale: 2)
    }

    @Test func lineSeriesWithLegendAndSymbols() {
        let chart = Chart(Sale.all, id: \.month) { sale in
            LineMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
                .foregroundStyle(by: .value("Product", sale.product))
                .symbol(by: .value("Product", sale.product))
                .interpolationMethod(.catmullRom)
        }
        assertSnapshot(of: Self.card(chart), size: Self.size, scale: 2)
    }

    @Test func areaWithGradientAndLineOnDates() {
        let chart = Chart(Price.day, id: \.date) { price in
            AreaMark(x: .value("Hour", price.date), y: .value("Price", price.value))
                .foregroundStyle(LinearGradient(colors: [.orange.opacity(0.4), .orange.opacity(0.05)], startPoint: .top, endPoint: .bottom))
                .interpolationMethod(.monotone)
            LineMark(x: .value("Hour", price.date), y: .value("Price", price.value))
                .foregroundStyle(.orange)
                .interpolationMethod(.monotone)
        }
        .chartYScale(domain: .automatic(includesZero: false))
        assertSnapshot(of: Self.card(chart), size: Self.size, scale: 2)
    }

    @Test func pointsAndRules() {
        let chart = Chart {
            ForEach(DaySteps.week) { day in
                PointMark(x: .value("Day", day.day), y: .value("Steps", day.steps))
            }
            RuleMark(y: .value("Goal", 8000))
                .foregroundStyle(.red)
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
                .annotation(position: .top, alignment: .leading) { Text("Goal").font(.caption2).foregroundStyle(.red) }
        }
        assertSnapshot(of: Self.card(chart), size: Self.size, scale: 2)
    }

    @Test func rectanglesAndRangedBars() {
        let chart = Chart {
            ForEach(Array(DaySteps.week.enumerated()), id: \.offset) { index, day in
                BarMark(x: .value("Day", day.day), yStart: .value("Low", day.steps / 2), yEnd: .value("High", day.steps))
                    .foregroundStyle(.teal)
                RectangleMark(x: .value("Day", day.day), y: .value("Median", day.steps * 3 / 4), height: 2)
                    .foregroundStyle(.black)
            }
        }
        assertSnapshot(of: Self.card(chart), size: Self.size, scale: 2)
    }

    @Test func donut() {
        let chart = Chart(Sale.all.prefix(4), id: \.units) { sale in
            SectorMark(angle: .value("Units", sale.units), innerRadius: .ratio(0.6), angularInset: 2)
                .foregroundStyle(by: .value("Month", sale.month + " " + sale.product))
        }
        .chartLegend(position: .trailing, alignment: .center)
        assertSnapshot(of: Self.card(chart), size: Self.size, scale: 2)
    }

    @Test func customAxes() {
        let chart = Chart(DaySteps.week) { BarMark(x: .value("Day", $0.day), y: .value("Steps", $0.steps)).foregroundStyle(.green) }
            .chartYAxis {
                AxisMarks(position: .leading, values: [0, 5000, 10000]) { value in
                    AxisGridLine(stroke: StrokeStyle(lineWidth: 0.5, dash: [3, 3]))
                    AxisValueLabel { Text("\((value.as(Int.self) ?? 0) / 1000)k") }
                }
            }
            .chartXAxis(.hidden)
            .chartYAxisLabel("Steps")
        assertSnapshot(of: Self.card(chart), size: Self.size, scale: 2)
    }

    @Test func legendOnTopWithStyleScale() {
        let chart = Chart(Sale.all, id: \.month) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
                .foregroundStyle(by: .value("Product", sale.product))
        }
        .chartForegroundStyleScale(["Tea": Color.mint, "Coffee": Color.brown])
        .chartLegend(position: .top, alignment: .trailing)
        assertSnapshot(of: Self.card(chart), size: Self.size, scale: 2)
    }
}
