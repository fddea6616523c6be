import Foundation
import WidgetShotCoreLocation

/// WeatherKit's service (https://developer.apple.com/documentation/weatherkit/weatherservice).
/// A render has no WeatherKit entitlement token or network to Apple's weather service, so every
/// request throws `WeatherError.permissionDenied` — the error WeatherKit gives an app whose
/// request is refused — and a provider takes its error path.
public final class WeatherService: @unchecked Sendable {
    /// The shared service.
    public static let shared = WeatherService()
    /// A service.
    public init() {}

    /// All weather for `location`: throws.
    public func weather(for location: CLLocation) async throws -> Weather { throw WeatherError.permissionDenied }
    /// One data set for `location`: throws.
    public func weather<T>(for location: CLLocation, including dataSet: WeatherQuery<T>) async throws -> T { throw WeatherError.permissionDenied }
    /// Two data sets: throws.
    public func weather<T1, T2>(for location: CLLocation, including dataSet1: WeatherQuery<T1>, _ dataSet2: WeatherQuery<T2>) async throws -> (T1, T2) {
        throw WeatherError.permissionDenied
    }
    /// Three data sets: throws.
    public func weather<T1, T2, T3>(for location: CLLocation, including dataSet1: WeatherQuery<T1>, _ dataSet2: WeatherQuery<T2>,
                                    _ dataSet3: WeatherQuery<T3>) async throws -> (T1, T2, T3) {
        throw WeatherError.permissionDenied
    }
    /// The attribution to show: throws.
    public var attribution: WeatherAttribution {
        get async throws { throw WeatherError.permissionDenied }
    }
}

/// WeatherKit errors.
public enum WeatherError: LocalizedError, Equatable, Sendable {
    case permissionDenied, unknown
    public var errorDescription: String? {
        switch self {
        case .permissionDenied: return "The WeatherKit request was denied (no WeatherKit entitlement in this process)."
        case .unknown: return "An unknown WeatherKit error occurred."
        }
    }
}

/// A data set to request.
public struct WeatherQuery<T>: Sendable {
    let name: String
    /// The current conditions.
    public static var current: WeatherQuery<CurrentWeather> { WeatherQuery<CurrentWeather>(name: "current") }
    /// The hourly forecast.
    public static var hourly: WeatherQuery<Forecast<HourWeather>> { WeatherQuery<Forecast<HourWeather>>(name: "hourly") }
    /// The daily forecast.
    public static var daily: WeatherQuery<Forecast<DayWeather>> { WeatherQuery<Forecast<DayWeather>>(name: "daily") }
    /// The next hour's minute forecast.
    public static var minute: WeatherQuery<Forecast<MinuteWeather>?> { WeatherQuery<Forecast<MinuteWeather>?>(name: "minute") }
    /// Severe weather alerts.
    public static var alerts: WeatherQuery<[WeatherAlert]?> { WeatherQuery<[WeatherAlert]?>(name: "alerts") }
    /// The hourly forecast between two dates.
    public static func hourly(startDate: Date, endDate: Date) -> WeatherQuery<Forecast<HourWeather>> { WeatherQuery<Forecast<HourWeather>>(name: "hourly") }
    /// The daily forecast between two dates.
    public static func daily(startDate: Date, endDate: Date) -> WeatherQuery<Forecast<DayWeather>> { WeatherQuery<Forecast<DayWeather>>(name: "daily") }
}

/// Attribution WeatherKit requires apps to show.
public struct WeatherAttribution: Sendable {
    public let serviceName: String
    public let legalPageURL: URL
    public let combinedMarkLightURL: URL
    public let combinedMarkDarkURL: URL
    public let squareMarkURL: URL
}
