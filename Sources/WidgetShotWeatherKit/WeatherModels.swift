import Foundation

/// Every data set for a location.
public struct Weather: Sendable {
    public let currentWeather: CurrentWeather
    public let hourlyForecast: Forecast<HourWeather>
    public let dailyForecast: Forecast<DayWeather>
    public let minuteForecast: Forecast<MinuteWeather>?
    public let weatherAlerts: [WeatherAlert]?
    public let availability: WeatherAvailability
}

/// Which data sets a location has.
public struct WeatherAvailability: Sendable {
    public enum AvailabilityKind: Sendable { case available, temporarilyUnavailable, unsupported, unknown }
    public let minuteAvailability: AvailabilityKind
    public let alertAvailability: AvailabilityKind
}

/// A sequence of forecasts.
public struct Forecast<Element: Sendable>: RandomAccessCollection, Sendable {
    public let forecast: [Element]
    public var startIndex: Int { forecast.startIndex }
    public var endIndex: Int { forecast.endIndex }
    public subscript(position: Int) -> Element { forecast[position] }
}

/// The current conditions.
public struct CurrentWeather: Sendable {
    public let date: Date
    public let condition: WeatherCondition
    public let symbolName: String
    public let temperature: Measurement<UnitTemperature>
    public let apparentTemperature: Measurement<UnitTemperature>
    public let dewPoint: Measurement<UnitTemperature>
    public let humidity: Double
    public let pressure: Measurement<UnitPressure>
    public let pressureTrend: PressureTrend
    public let cloudCover: Double
    public let isDaylight: Bool
    public let uvIndex: UVIndex
    public let visibility: Measurement<UnitLength>
    public let wind: Wind
    public let precipitationIntensity: Measurement<UnitSpeed>
}

/// One hour's forecast.
public struct HourWeather: Sendable {
    public let date: Date
    public let condition: WeatherCondition
    public let symbolName: String
    public let temperature: Measurement<UnitTemperature>
    public let apparentTemperature: Measurement<UnitTemperature>
    public let humidity: Double
    public let precipitation: Precipitation
    public let precipitationChance: Double
    public let precipitationAmount: Measurement<UnitLength>
    public let isDaylight: Bool
    public let uvIndex: UVIndex
    public let wind: Wind
    public let cloudCover: Double
}

/// One day's forecast.
public struct DayWeather: Sendable {
    public let date: Date
    public let condition: WeatherCondition
    public let symbolName: String
    public let highTemperature: Measurement<UnitTemperature>
    public let lowTemperature: Measurement<UnitTemperature>
    public let precipitation: Precipitation
    public let precipitationChance: Double
    public let precipitationAmount: Measurement<UnitLength>
    public let snowfallAmount: Measurement<UnitLength>
    public let sun: SunEvents
    public let moon: MoonEvents
    public let uvIndex: UVIndex
    public let wind: Wind
}

/// One minute's precipitation forecast.
public struct MinuteWeather: Sendable {
    public let date: Date
    public let precipitation: Precipitation
    public let precipitationChance: Double
    public let precipitationIntensity: Measurement<UnitSpeed>
}

/// A severe weather alert.
public struct WeatherAlert: Sendable {
    public let summary: String
    public let region: String?
    public let severity: WeatherSeverity
    public let source: String
    public let detailsURL: URL
}

/// Alert severities.
public enum WeatherSeverity: String, Sendable { case minor, moderate, severe, extreme, unknown }

/// Sunrise and sunset.
public struct SunEvents: Sendable {
    public let astronomicalDawn: Date?
    public let nauticalDawn: Date?
    public let civilDawn: Date?
    public let sunrise: Date?
    public let solarNoon: Date?
    public let sunset: Date?
    public let civilDusk: Date?
    public let nauticalDusk: Date?
    public let astronomicalDusk: Date?
    public let solarMidnight: Date?
}

/// Moonrise, moonset and phase.
public struct MoonEvents: Sendable {
    public let phase: MoonPhase
    public let moonrise: Date?
    public let moonset: Date?
}

/// Moon phases.
public enum MoonPhase: String, CaseIterable, Sendable {
    case new, waxingCrescent, firstQuarter, waxingGibbous, full, waningGibbous, lastQuarter, waningCrescent
    /// The SF Symbol of the phase.
    public var symbolName: String {
        switch self {
        case .new: return "moonphase.new.moon"
        case .waxingCrescent: return "moonphase.waxing.crescent"
        case .firstQuarter: return "moonphase.first.quarter"
        case .waxingGibbous: return "moonphase.waxing.gibbous"
        case .full: return "moonphase.full.moon"
        case .waningGibbous: return "moonphase.waning.gibbous"
        case .lastQuarter: return "moonphase.last.quarter"
        case .waningCrescent: return "moonphase.waning.crescent"
        }
    }
}

/// The wind.
public struct Wind: Sendable {
    public let compassDirection: CompassDirection
    public let direction: Measurement<UnitAngle>
    public let speed: Measurement<UnitSpeed>
    public let gust: Measurement<UnitSpeed>?
    /// Compass points.
    public enum CompassDirection: String, CaseIterable, Sendable {
        case north, northNortheast, northeast, eastNortheast, east, eastSoutheast, southeast, southSoutheast
        case south, southSouthwest, southwest, westSouthwest, west, westNorthwest, northwest, northNorthwest
    }
}

/// The UV index.
public struct UVIndex: Sendable {
    public let value: Int
    public let category: ExposureCategory
    /// Exposure categories.
    public enum ExposureCategory: String, Comparable, Sendable {
        case low, moderate, high, veryHigh, extreme
        public static func < (a: Self, b: Self) -> Bool { order(a) < order(b) }
        static func order(_ c: Self) -> Int { [.low, .moderate, .high, .veryHigh, .extreme].firstIndex(of: c)! }
    }
}

/// Pressure trends.
public enum PressureTrend: String, Sendable { case rising, falling, steady }

/// Precipitation kinds.
public enum Precipitation: String, CaseIterable, Sendable { case none, hail, mixed, rain, sleet, snow }

/// Weather conditions (https://developer.apple.com/documentation/weatherkit/weathercondition).
public enum WeatherCondition: String, CaseIterable, Sendable, CustomStringConvertible {
    case blizzard, blowingDust, blowingSnow, breezy, clear, cloudy, drizzle, flurries, foggy, freezingDrizzle
    case freezingRain, frigid, hail, haze, heavyRain, heavySnow, hot, hurricane, isolatedThunderstorms, mostlyClear
    case mostlyCloudy, partlyCloudy, rain, scatteredThunderstorms, sleet, smoky, snow, strongStorms, sunFlurries
    case sunShowers, thunderstorms, tropicalStorm, windy, wintryMix
    /// The condition's name as written in English ("Partly Cloudy").
    public var description: String {
        rawValue.reduce(into: "") { text, c in
            if c.isUppercase { text += " " }
            text.append(text.isEmpty ? Character(c.uppercased()) : c)
        }
    }
    /// The localized name.
    public var accessibilityDescription: String { description }
}
