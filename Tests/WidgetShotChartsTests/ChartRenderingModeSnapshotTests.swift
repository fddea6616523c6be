import Foundation
import Testing
import WidgetShot
import WidgetShotTesting

/// One chart per mark family in the Home Screen's accented (tinted) mode and on the Lock Screen
/// (vibrant), as a widget: goldens in `Snapshots/ChartRenderingModeSnapshotTests/`. Charts draw
/// with WidgetShotUI's shapes and texts, so the widget rendering modes treat them like any other
/// content — as iOS does: "the system … applies a different color to each group" in the accented
/// mode (https://developer.apple.com/documentation/widgetkit/widgetrenderingmode/accented) and
/// desaturates content in the vibrant mode (https://developer.apple.com/documentation/widgetkit/widgetrenderingmode/vibrant).
/// The chart's marks are `widgetAccentable()`, the title is not: the accented goldens show the
/// two groups; series colours collapse to one tint, opacity survives (gridlines stay faint).
@Suite(.serialized) struct ChartRenderingModeSnapshotTests {
    enum MarkFamily: String, CaseIterable, Sendable { case bar, line, area, point, rule, rectangle, sector }

    /// Goldens `<family>.iPhone16Pro.<widget family>.<appearance>.entry0.png`: systemSmall and
    /// accessoryRectangular accented, accessoryRectangular on the Lock Screen (the Lock Screen
    /// shows accessory families only).
    @Test func accentedAndVibrantPerMarkFamily() throws {
        for family in MarkFamily.allCases {
            try assertWidgetSnapshots(of: MarkFamilyWidget(family: family), devices: [.iPhone16Pro],
                                      families: [.systemSmall, .accessoryRectangular], appearances: [.accented(), .lockScreen],
                                      function: "\(family.rawValue)()")
        }
    }
}

struct MarkFamilyEntry: TimelineEntry { let date: Date }

struct MarkFamilyProvider: TimelineProvider {
    func placeholder(in context: Context) -> MarkFamilyEntry { MarkFamilyEntry(date: Price.start) }
    func getSnapshot(in context: Context, completion: @escaping (MarkFamilyEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<MarkFamilyEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

/// A widget showing one mark family: a title, then the chart (accentable).
struct MarkFamilyWidget: Widget {
    var family: ChartRenderingModeSnapshotTests.MarkFamily = .bar
    init() {}
    init(family: ChartRenderingModeSnapshotTests.MarkFamily) { self.family = family }
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "marks-\(family.rawValue)", provider: MarkFamilyProvider()) { _ in
            MarkFamilyView(family: family)
        }
        .supportedFamilies([.systemSmall, .accessoryRectangular])
    }
}

struct MarkFamilyView: View {
    let family: ChartRenderingModeSnapshotTests.MarkFamily
    @Environment(\.widgetFamily) private var widgetFamily

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(family.rawValue.capitalized).font(.caption.bold())
            chart.widgetAccentable()
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }

    @ViewBuilder var chart: some View {
        let compact = widgetFamily == .accessoryRectangular
        switch family {
        case .bar:
            Chart(Sale.all, id: \.units) { sale in
                BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units)).foregroundStyle(by: .value("Product", sale.product))
            }
            .chartLegend(compact ? .hidden : .automatic)
        case .line:
            Chart(Sale.all, id: \.units) { sale in
                LineMark(x: .value("Month", sale.month), y: .value("Units", sale.units)).foregroundStyle(by: .value("Product", sale.product))
                    .symbol(by: .value("Product", sale.product))
            }
            .chartLegend(compact ? .hidden : .automatic)
        case .area:
            Chart(Price.day, id: \.date) { p in
                AreaMark(x: .value("Hour", p.date), y: .value("Price", p.value))
                    .foregroundStyle(.linearGradient(colors: [.blue.opacity(0.6), .blue.opacity(0.05)], startPoint: .top, endPoint: .bottom))
                LineMark(x: .value("Hour", p.date), y: .value("Price", p.value))
            }
            .chartYScale(domain: .automatic(includesZero: false))
            .chartXAxis(compact ? .hidden : .automatic)
        case .point:
            Chart(Sale.all, id: \.units) { sale in
                PointMark(x: .value("Month", sale.month), y: .value("Units", sale.units)).foregroundStyle(by: .value("Product", sale.product))
            }
            .chartLegend(compact ? .hidden : .automatic)
        case .rule:
            Chart(DaySteps.week) { day in
                RuleMark(x: .value("Day", day.day), yStart: .value("Low", day.steps / 2), yEnd: .value("High", day.steps))
                    .lineStyle(StrokeStyle(lineWidth: 4, lineCap: .round))
                RuleMark(y: .value("Goal", 8000)).foregroundStyle(.red)
            }
        case .rectangle:
            Chart(DaySteps.week) { day in
                RectangleMark(x: .value("Day", day.day), y: .value("Steps", day.steps), height: 6)
                    .foregroundStyle(.orange.opacity(Double(day.steps) / 11_200))
            }
        case .sector:
            Chart(Sale.all.prefix(4), id: \.units) { sale in
                SectorMark(angle: .value("Units", sale.units), innerRadius: .ratio(0.55), angularInset: 1.5)
                    .foregroundStyle(by: .value("Month", sale.month + " " + sale.product))
            }
            .chartLegend(compact ? .hidden : .automatic)
        }
    }
}
