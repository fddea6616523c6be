//
//  ForecastWidget.swift
//  A WeatherKit widget with an async AppIntent provider.
//

import WidgetKit
import SwiftUI
import AppIntents
import CoreLocation
import WeatherKit

struct ForecastEntry: TimelineEntry {
    let date: Date
    let temperature: String
    let condition: String
}

struct ForecastProvider: TimelineProvider {
    func placeholder(in context: Context) -> ForecastEntry { ForecastEntry(date: .now, temperature: "21°", condition: "Clear") }
    func getSnapshot(in context: Context, completion: @escaping (ForecastEntry) -> Void) { completion(placeholder(in: context)) }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ForecastEntry>) -> Void) {
        Task {
            let location = CLLocation(latitude: 48.8566, longitude: 2.3522)
            do {
                let weather = try await WeatherService.shared.weather(for: location)
                let current = weather.currentWeather
                let celsius = current.temperature.converted(to: .celsius).value
                let entry = ForecastEntry(date: .now, temperature: "\(Int(celsius.rounded()))°",
                                          condition: current.condition.description)
                completion(Timeline(entries: [entry], policy: .after(.now.addingTimeInterval(3600))))
            } catch {
                let entry = ForecastEntry(date: .now, temperature: "--", condition: "Weather unavailable")
                completion(Timeline(entries: [entry], policy: .after(.now.addingTimeInterval(900))))
            }
        }
    }
}

struct ForecastWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Forecast", provider: ForecastProvider()) { entry in
            VStack {
                Text(entry.temperature).font(.largeTitle)
                Text(entry.condition).font(.caption)
            }
            .containerBackground(.blue.gradient, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}
