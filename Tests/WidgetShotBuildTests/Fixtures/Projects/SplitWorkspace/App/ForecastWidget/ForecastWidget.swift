import WidgetKit
import SwiftUI
import Core

struct ForecastEntry: TimelineEntry {
    let date: Date
    let forecast: Forecast
}

struct ForecastProvider: TimelineProvider {
    func placeholder(in context: Context) -> ForecastEntry { ForecastEntry(date: .now, forecast: .sample) }

    func getSnapshot(in context: Context, completion: @escaping (ForecastEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ForecastEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct ForecastView: View {
    let entry: ForecastEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(entry.forecast.place).font(.headline)
            Image(systemName: entry.forecast.symbol).font(.largeTitle).foregroundStyle(.yellow)
            Text("\(entry.forecast.high.label) / \(entry.forecast.low.label)").font(.title2.bold())
        }
        .containerBackground(.blue.gradient, for: .widget)
    }
}

@main
struct ForecastWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Forecast", provider: ForecastProvider()) { entry in
            ForecastView(entry: entry)
        }
        .configurationDisplayName("Forecast")
        .supportedFamilies([.systemSmall])
    }
}
