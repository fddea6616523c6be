import Foundation

/// App code the widget extension shares (added with `--include`).
enum TemperatureFormatting {
    static func feelsLike(_ value: Int) -> String { "Feels like \(value - 2)°" }
}
