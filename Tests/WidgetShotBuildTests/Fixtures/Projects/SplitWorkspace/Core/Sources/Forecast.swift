import Foundation
import CoreUnits

/// One day of the forecast the app stores and its widget shows.
public struct Forecast: Sendable {
    public var place: String
    public var high: Temperature
    public var low: Temperature
    public var symbol: String

    public init(place: String, high: Temperature, low: Temperature, symbol: String) {
        self.place = place
        self.high = high
        self.low = low
        self.symbol = symbol
    }

    /// What the widget shows before the app has stored anything.
    public static let sample = Forecast(place: "Lisbon", high: Temperature(celsius: 21.4), low: Temperature(celsius: 13.6), symbol: "sun.max.fill")
}
