//
//  WeeklyStepsWidget.swift
//  Seven days of steps as bars, the goal as a dashed rule.
//

import WidgetKit
import SwiftUI
import Charts

struct DailySteps: Identifiable {
    let weekday: String
    let steps: Int
    var id: String { weekday }
}

struct StepsTimelineEntry: TimelineEntry {
    let date: Date
    let days: [DailySteps]
    let goal: Int
}

struct WeeklyStepsProvider: TimelineProvider {
    static let sample = zip(["M", "T", "W", "T ", "F", "S", "S "], [6_200, 8_400, 4_100, 9_700, 7_300, 11_200, 5_200])
        .map { DailySteps(weekday: $0, steps: $1) }

    func placeholder(in context: Context) -> StepsTimelineEntry { StepsTimelineEntry(date: .now, days: Self.sample, goal: 8_000) }
    func getSnapshot(in context: Context, completion: @escaping (StepsTimelineEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsTimelineEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct WeeklyStepsView: View {
    @Environment(\.widgetFamily) private var family
    let entry: StepsTimelineEntry

    var body: some View {
        Group {
            switch family {
            case .accessoryInline:
                // Inline widgets show one line of text (and an optional image), no chart.
                Label("\(entry.days.last?.steps ?? 0) steps", systemImage: "figure.walk")
            case .accessoryCircular, .accessoryRectangular:
                VStack(alignment: .leading, spacing: 1) {
                    if family == .accessoryRectangular { Text("Steps").font(.headline).widgetAccentable() }
                    chart.chartXAxis(.hidden).chartYAxis(.hidden)
                }
                .padding(family == .accessoryCircular ? 8 : 0)
            default:
                VStack(alignment: .leading, spacing: 6) {
                    Label("Steps", systemImage: "figure.walk").font(.caption.bold()).foregroundStyle(.green)
                    chart.chartYAxis(family == .systemSmall ? .hidden : .automatic)
                }
            }
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }

    var chart: some View {
        Chart {
            ForEach(entry.days) { day in
                BarMark(x: .value("Day", day.weekday), y: .value("Steps", day.steps))
                    .foregroundStyle(day.steps >= entry.goal ? Color.green : Color.green.opacity(0.45))
                    .cornerRadius(3)
            }
            RuleMark(y: .value("Goal", entry.goal))
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [3, 3]))
                .foregroundStyle(.secondary)
        }
        .widgetAccentable()
    }
}

struct WeeklyStepsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "WeeklySteps", provider: WeeklyStepsProvider()) { WeeklyStepsView(entry: $0) }
            .configurationDisplayName("Weekly steps")
            .supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge,
                                .accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}
