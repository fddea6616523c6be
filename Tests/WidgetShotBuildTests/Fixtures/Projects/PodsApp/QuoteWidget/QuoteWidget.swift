import WidgetKit
import SwiftUI
import quote_kit

struct QuoteEntry: TimelineEntry {
    let date: Date
    let quote: Quote
}

struct QuoteProvider: TimelineProvider {
    func placeholder(in context: Context) -> QuoteEntry { QuoteEntry(date: .now, quote: .sample) }

    func getSnapshot(in context: Context, completion: @escaping (QuoteEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<QuoteEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct QuoteView: View {
    let entry: QuoteEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(entry.quote.symbol).font(.headline)
            Text(entry.quote.price, format: .number.precision(.fractionLength(2))).font(.title.bold())
            Text(entry.quote.changeText).foregroundStyle(entry.quote.change >= 0 ? .green : .red)
        }
        .containerBackground(.black, for: .widget)
    }
}

@main
struct QuoteWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Quote", provider: QuoteProvider()) { entry in
            QuoteView(entry: entry)
        }
        .configurationDisplayName("Quote")
        .supportedFamilies([.systemSmall])
    }
}
