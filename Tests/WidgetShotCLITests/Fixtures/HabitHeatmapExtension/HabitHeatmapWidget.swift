import AppIntents
import AppCore
import SwiftUI
import WidgetKit

struct SelectHabitIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Habit"
    static var description = IntentDescription("Choose the habit the heatmap shows.")

    @Parameter(title: "Habit")
    var habit: HabitEntity?
}

struct HeatmapEntry: TimelineEntry {
    let date: Date
    let habit: HabitEntity
    let levels: [Int]
}

struct HeatmapProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> HeatmapEntry {
        HeatmapEntry(date: .now, habit: HabitStore.sample, levels: HabitStore.levels(seed: 1, count: 16 * 7))
    }

    func snapshot(for configuration: SelectHabitIntent, in context: Context) async -> HeatmapEntry {
        entry(for: configuration)
    }

    func timeline(for configuration: SelectHabitIntent, in context: Context) async -> Timeline<HeatmapEntry> {
        Timeline(entries: [entry(for: configuration)], policy: .after(.now.addingTimeInterval(3_600)))
    }

    private func entry(for configuration: SelectHabitIntent) -> HeatmapEntry {
        let habit = configuration.habit ?? HabitStore.sample
        return HeatmapEntry(date: .now, habit: habit, levels: HabitStore.levels(seed: habit.seed, count: 16 * 7))
    }
}

struct HabitHeatmapWidget: Widget {
    let kind = "HabitHeatmap"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: SelectHabitIntent.self, provider: HeatmapProvider()) { entry in
            HeatmapWidgetView(entry: entry)
        }
        .configurationDisplayName("Heatmap")
        .description("Your habit, day by day.")
        .supportedFamilies([.systemSmall, .systemMedium])
        .contentMarginsDisabled()
    }
}

struct HeatmapWidgetView: SwiftUI.View {
    let entry: HeatmapEntry
    @Environment(\.widgetFamily) private var family

    var body: some SwiftUI.View {
        VStack(alignment: .leading, spacing: 6) {
            Text(entry.habit.name)
                .font(.caption.bold())
                .foregroundStyle(.white)
            HeatmapGrid(levels: entry.levels, columns: family == .systemSmall ? 7 : 16, tint: entry.habit.tint)
        }
        .padding(12)
        .containerBackground(for: .widget) {
            LinearGradient(colors: [Color(red: 0.05, green: 0.06, blue: 0.09), .black], startPoint: .top, endPoint: .bottom)
        }
        .clipShape(.rect(cornerRadius: 22, style: .continuous))
    }
}
