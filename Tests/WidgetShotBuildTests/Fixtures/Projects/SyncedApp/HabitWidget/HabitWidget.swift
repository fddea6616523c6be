//
//  HabitWidget.swift
//  HabitWidget
//

import WidgetKit
import SwiftUI

struct HabitEntry: TimelineEntry {
    let date: Date
    let habits: [Habit]
}

struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> HabitEntry {
        HabitEntry(date: Date(), habits: Habit.samples)
    }

    func getSnapshot(in context: Context, completion: @escaping (HabitEntry) -> ()) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<HabitEntry>) -> ()) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct HabitWidgetEntryView: View {
    var entry: Provider.Entry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("habits.title")
                .font(.headline)
            ForEach(entry.habits) { habit in
                HStack {
                    Image(systemName: habit.symbol)
                    Text(habit.name)
                    Spacer()
                    Text("\(habit.streak)")
                        .monospacedDigit()
                }
                .font(.caption)
            }
        }
    }
}

struct HabitWidget: Widget {
    let kind: String = "HabitWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: Provider()) { entry in
            HabitWidgetEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Habits")
        .description("Your streaks at a glance.")
    }
}

#Preview(as: .systemSmall) {
    HabitWidget()
} timeline: {
    HabitEntry(date: .now, habits: Habit.samples)
}
