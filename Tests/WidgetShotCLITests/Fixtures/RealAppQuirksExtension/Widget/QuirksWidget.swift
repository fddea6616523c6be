import SwiftUI
import WidgetKit

struct QuirksEntry: TimelineEntry {
    let date: Date
}

struct QuirksProvider: TimelineProvider {
    func placeholder(in context: Context) -> QuirksEntry { QuirksEntry(date: Date(timeIntervalSince1970: 1_790_000_000)) }
    func getSnapshot(in context: Context, completion: @escaping (QuirksEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<QuirksEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct QuirksView: View {
    let entry: QuirksEntry
    @State private var selection: String?
    @State private var model = QuirksModel()
    static let formatter: RelativeDateTimeFormatter = {
        let f = RelativeDateTimeFormatter()
        f.dateTimeStyle = .named
        return f
    }()

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(WidgetConstants.title).foregroundStyle(Color.brandBlue)
            Text(FoundationSurface.relative(entry.date.addingTimeInterval(-86_400), to: entry.date))
            Text(FoundationSurface.countdown(3_725))
            Text("Updated \(entry.date.addingTimeInterval(-7_200), formatter: Self.formatter)")
            Text(FoundationSurface.html())
            Text(selection ?? "no selection")
            Text(LocalizationHelpers.greeting("Ana") + " " + FoundationSurface.temperature())
            Text("streak \(FoundationSurface.cloudStreak()) key \(FoundationSurface.streakKeyPath)")
            Text("\(WidgetFamily.allCases.count) sizes")
        }
        .containerBackground(for: .widget) {}
    }
}

struct QuirksWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: WidgetConstants.kind, provider: QuirksProvider()) { entry in
            QuirksView(entry: entry)
        }
        .configurationDisplayName("Quirks")
        .supportedFamilies([.systemMedium])
    }
}
