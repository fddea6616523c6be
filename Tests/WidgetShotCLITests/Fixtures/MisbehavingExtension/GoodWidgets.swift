import WidgetKit
import SwiftUI

struct SimpleEntry: TimelineEntry {
    let date: Date
    let value: Int
}

struct SimpleProvider: TimelineProvider {
    var value = 7
    func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: .now, value: value) }
    func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct ScoreWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.example.score", provider: SimpleProvider(value: 3)) { entry in
            VStack {
                Text("Score").font(.caption)
                Text("\(entry.value)").font(.largeTitle.bold())
            }
            .containerBackground(.blue.gradient, for: .widget)
        }
        .configurationDisplayName("Score")
        .supportedFamilies([.systemSmall])
    }
}

struct QuoteWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.example.quote", provider: SimpleProvider()) { _ in
            Text("Simplicity is the soul of efficiency.")
                .font(.headline)
                .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Quote")
        .supportedFamilies([.systemSmall])
    }
}
