import WidgetKit
import SwiftUI
import NotesKit
import LineChart

struct NotesEntry: TimelineEntry {
    let date: Date
    let titles: [String]
}

struct NotesProvider: TimelineProvider {
    func placeholder(in context: Context) -> NotesEntry { NotesEntry(date: .now, titles: NotesStore.pinnedTitles()) }
    func getSnapshot(in context: Context, completion: @escaping (NotesEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<NotesEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct NotesWidgetView: View {
    let entry: NotesEntry
    // LineChart's `Chart`: `import SwiftUI` does not bring Swift Charts on iOS.
    let chart = Chart(points: [3, 8, 5])

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Pinned").font(.headline)
            ForEach(entry.titles, id: \.self) { Text($0).font(.body) }
            Text(LoadingLabel.text(for: entry.titles.count)).font(.caption)
            Text(chart.summary).font(.caption2).foregroundStyle(.secondary)
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

@main
struct NotesWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Notes", provider: NotesProvider()) { NotesWidgetView(entry: $0) }
            .configurationDisplayName("Notes")
            .supportedFamilies([.systemSmall])
    }
}
