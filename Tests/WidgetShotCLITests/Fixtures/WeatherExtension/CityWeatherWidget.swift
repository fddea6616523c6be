import WidgetKit
import SwiftUI
import Intents
import UIKit

/// A configurable widget in the iOS 14–16 style: the intent class comes from
/// CityWeather.intentdefinition (Xcode generates it; so does the extension build).
struct CityEntry: TimelineEntry {
    let date: Date
    let cityName: String
    let unit: TemperatureUnit
    let celsius: Double
}

struct CityProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> CityEntry {
        CityEntry(date: Date(), cityName: "—", unit: .celsius, celsius: 20)
    }

    func getSnapshot(for configuration: SelectCityIntent, in context: Context, completion: @escaping (CityEntry) -> ()) {
        completion(entry(for: configuration))
    }

    func getTimeline(for configuration: SelectCityIntent, in context: Context, completion: @escaping (Timeline<CityEntry>) -> ()) {
        completion(Timeline(entries: [entry(for: configuration)], policy: .after(Date().addingTimeInterval(3600))))
    }

    private func entry(for configuration: SelectCityIntent) -> CityEntry {
        CityEntry(date: Date(timeIntervalSince1970: 1_790_000_000), cityName: configuration.city?.displayString ?? CityStore.savedCityNames().first ?? "Cupertino",
                  unit: configuration.unit, celsius: 18.5)
    }
}

struct CityWeatherView: View {
    var entry: CityEntry
    @Environment(\.colorScheme) private var colorScheme

    /// A UIKit dynamic colour, as apps share them with their widgets.
    private let cardColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0.15, alpha: 1) : UIColor(red: 0.93, green: 0.96, blue: 1, alpha: 1)
    }

    var temperature: String {
        let value = entry.unit == .fahrenheit ? entry.celsius * 9 / 5 + 32 : entry.celsius
        return String(format: "%.0f°%@", value, entry.unit == .fahrenheit ? "F" : "C")
    }

    var body: some View {
        VStack(alignment: .leading) {
            if let logo = UIImage(named: "logo") {
                Image(uiImage: logo).resizable().frame(width: 18, height: 18)
            }
            Text(entry.cityName).font(.headline).accessibilityIdentifier("city")
            Text(temperature).font(.largeTitle).accessibilityIdentifier("temperature")
            if #available(iOS 17.0, *) {
                Text(entry.date, style: .time).font(.caption).foregroundStyle(.secondary)
            } else {
                Text(entry.date, style: .time).font(.caption)
            }
        }
        .containerBackground(Color(uiColor: cardColor), for: .widget)
    }
}

struct CityWeatherWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: "CityWeather", intent: SelectCityIntent.self, provider: CityProvider()) { entry in
            CityWeatherView(entry: entry)
        }
        .configurationDisplayName("City weather")
        .description("The weather in a city you choose.")
        .supportedFamilies([.systemSmall])
    }
}
