import WidgetKit
import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

struct WeatherEntry: TimelineEntry {
    enum Condition: String { case sunny, cloudy, rain }
    let date: Date
    let city: String
    let temperature: Int
    let condition: Condition
}

struct WeatherProvider: TimelineProvider {
    func placeholder(in context: Context) -> WeatherEntry {
        WeatherEntry(date: Date(), city: "Cupertino", temperature: 21, condition: .sunny)
    }

    func getSnapshot(in context: Context, completion: @escaping (WeatherEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WeatherEntry>) -> Void) {
        let start = Date(timeIntervalSince1970: 1_790_000_000)
        let entries = [(21, WeatherEntry.Condition.sunny), (17, .cloudy), (12, .rain)].enumerated().map { hour, reading in
            WeatherEntry(date: start.addingTimeInterval(Double(hour) * 3600), city: "Cupertino", temperature: reading.0, condition: reading.1)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct WeatherWidgetView: View {
    @Environment(\.widgetFamily) private var family
    var entry: WeatherEntry

    private var symbol: String {
        switch entry.condition {
        case .sunny: return "sun.max.fill"
        case .cloudy: return "cloud.fill"
        case .rain: return "cloud.rain.fill"
        }
    }

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 2) {
                HStack(spacing: 4) {
                    Image(.logo).resizable().frame(width: 16, height: 16)
                    Text(entry.city).font(.headline).foregroundStyle(.white)
                }
                Text("\(entry.temperature)°")
                    .font(.system(size: 44, weight: .light))
                    .foregroundStyle(.white)
                    .accessibilityIdentifier("temperature")
                #if WEATHER_APP_SHARED || canImport(UIKit)
                Text(TemperatureFormatting.feelsLike(entry.temperature)).font(.caption2).foregroundStyle(.white.opacity(0.8))
                    .accessibilityIdentifier("feelsLike")
                #endif
                Spacer(minLength: 0)
                Image(systemName: symbol).font(.title3).foregroundStyle(.yellow)
            }
            if family == .systemMedium {
                Spacer()
                TemperatureBadge(value: entry.temperature)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(for: .widget) {
            Color(.brandBlue)
        }
    }
}

/// A small badge shared by the widget and its previews.
struct TemperatureBadge: View {
    var value: Int
    var body: some View {
        Text("\(value)°")
            .font(.caption.bold())
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .background(Capsule().fill(Color.white.opacity(0.25)))
            .foregroundColor(.white)
    }
}

struct WeatherWidget: Widget {
    let kind: String = "WeatherWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: WeatherProvider()) { entry in
            WeatherWidgetView(entry: entry)
        }
        .configurationDisplayName("Weather")
        .description("Current conditions in your city.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

#Preview(as: .systemSmall) {
    WeatherWidget()
} timeline: {
    WeatherEntry(date: .now, city: "Cupertino", temperature: 21, condition: .sunny)
    WeatherEntry(date: .now, city: "London", temperature: 9, condition: .rain)
}

#Preview("Medium", as: .systemMedium) {
    WeatherWidget()
} timeline: {
    WeatherEntry(date: .now, city: "Tokyo", temperature: 26, condition: .cloudy)
}

#Preview("Badge", traits: .sizeThatFitsLayout) {
    TemperatureBadge(value: 21)
        .padding()
        .background(Color(.brandBlue))
}
