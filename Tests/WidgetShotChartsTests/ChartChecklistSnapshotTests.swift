import Foundation
import Testing
import WidgetShot
import WidgetShotTesting

/// Goldens that complete issue 25's "each mark type, scale kind, axis configuration and legend
/// position has a golden" (the checklist in the WidgetShotCharts docs): stacked, normalized and
/// ranged areas with the step interpolations, a numeric scatter with explicit domains and
/// ranges, and the stride, desired-count, tick and centred-label axis forms. In
/// `Snapshots/ChartChecklistSnapshotTests/` (recorded with `WIDGETSHOT_RECORD=missing`, looked at).
@Suite(.serialized) struct ChartChecklistSnapshotTests {
    static let size = CGSize(width: 338, height: 158)
    static func card<V: View>(_ chart: V) -> some View { chart.padding(16).background(Color.white) }

    @Test func stackedNormalizedAndRangedAreasWithSteps() {
        let stacked = Chart(Sale.all, id: \.units) { sale in
            AreaMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
                .foregroundStyle(by: .value("Product", sale.product))
                .interpolationMethod(.stepCenter)
        }
        let normalized = Chart(Sale.all, id: \.units) { sale in
            AreaMark(x: .value("Month", sale.month), y: .value("Units", sale.units), stacking: .normalized)
                .foregroundStyle(by: .value("Product", sale.product))
                .interpolationMethod(.stepStart)
        }
        .chartLegend(.hidden)
        let ranged = Chart(DaySteps.week) { day in
            AreaMark(x: .value("Day", day.day), yStart: .value("Low", day.steps / 2), yEnd: .value("High", day.steps))
                .foregroundStyle(.teal.opacity(0.5))
                .interpolationMethod(.stepEnd)
            LineMark(x: .value("Day", day.day), y: .value("Steps", day.steps)).interpolationMethod(.stepEnd)
        }
        .chartYAxis(.hidden)
        let view = HStack(spacing: 8) { stacked; normalized; ranged }
        assertSnapshot(of: Self.card(view), size: Self.size, scale: 2)
    }

    @Test func numericScatterWithExplicitDomainsAndRange() {
        let points: [(Double, Double)] = [(0.5, 2), (1.2, 3.5), (2.8, 1.2), (3.3, 4.6), (4.1, 2.9), (4.8, 4.1)]
        let chart = Chart(Array(points.enumerated()), id: \.offset) { _, p in
            PointMark(x: .value("Speed", p.0), y: .value("Score", p.1))
                .symbol(.diamond)
                .symbolSize(40)
        }
        .chartXScale(domain: 0...5)
        .chartYScale(domain: 1...5, range: .plotDimension(startPadding: 6, endPadding: 6))
        assertSnapshot(of: Self.card(chart), size: Self.size, scale: 2)
    }

    @Test func strideDesiredCountTicksAndCentredLabels() {
        let chart = Chart(Price.day, id: \.date) { price in
            BarMark(x: .value("Hour", price.date, unit: .hour), y: .value("Price", price.value - 100))
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .hour, count: 4)) { _ in
                AxisGridLine()
                AxisTick()
                AxisValueLabel(format: .dateTime.hour(), centered: true)
            }
        }
        .chartYAxis { AxisMarks(values: .automatic(desiredCount: 3)) }
        .chartXAxisLabel("Hour (UTC)")
        .environment(\.timeZone, TimeZone(identifier: "UTC")!)
        assertSnapshot(of: Self.card(chart), size: Self.size, scale: 2)
    }
}
