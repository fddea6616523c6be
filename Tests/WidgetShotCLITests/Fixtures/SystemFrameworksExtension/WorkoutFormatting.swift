import Foundation

/// Formats workout numbers the way fitness widgets do: a shared `MeasurementFormatter` in a file
/// that imports only Foundation.
enum WorkoutFormatting {
    static let distance: MeasurementFormatter = {
        let formatter = MeasurementFormatter()
        formatter.unitOptions = .naturalScale
        formatter.unitStyle = .medium
        formatter.numberFormatter.maximumFractionDigits = 1
        return formatter
    }()

    static let temperature: MeasurementFormatter = {
        let formatter = MeasurementFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberFormatter.maximumFractionDigits = 0
        return formatter
    }()

    static func summary(meters: Double, celsius: Double) -> String {
        let km = distance.string(from: Measurement(value: meters, unit: UnitLength.meters))
        let temp = temperature.string(from: Measurement(value: celsius, unit: UnitTemperature.celsius))
        return "\(km) · \(temp)"
    }

    static let title = LocalizedStringResource("Workout")
}
