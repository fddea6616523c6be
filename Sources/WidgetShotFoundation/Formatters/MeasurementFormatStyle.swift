import Foundation

/// Foundation's `Measurement.FormatStyle`, which Foundation on Linux lacks (its
/// `MeasurementFormatter` is unavailable too), so `Text(temperature, format: .measurement(width: .abbreviated))`
/// and `measurement.formatted(...)` compile and render — also in files that import only
/// Foundation (it lives in WidgetShotFoundation, which extension builds add to them).
///
/// What it draws (a reduction of iOS's CLDR unit formatting, written down here):
/// the number in the locale's decimal format (or `numberFormatStyle`), then the unit's symbol —
/// `"12 km"` (abbreviated and wide: a space; wide keeps the symbol because unit names are not
/// available), `"12km"` narrow. Temperatures: `"21°C"` abbreviated, `"21°"` narrow or with
/// `hidesScaleName` (iOS 15: "90° rather than 90°F or 90°C"), and with any
/// usage but `.asProvided` converted to °F in the United States, Liberia and Myanmar and to °C
/// elsewhere, as iOS does. Other units are shown as provided.
extension Measurement where UnitType: Dimension {
    public struct FormatStyle: Foundation.FormatStyle, Hashable, Codable, @unchecked Sendable {
        /// How long the unit is written.
        public struct UnitWidth: Hashable, Codable, Sendable {
            let name: String
            public static var wide: UnitWidth { UnitWidth(name: "wide") }
            public static var abbreviated: UnitWidth { UnitWidth(name: "abbreviated") }
            public static var narrow: UnitWidth { UnitWidth(name: "narrow") }
        }

        public var width: UnitWidth
        public var locale: Locale
        public var usage: MeasurementFormatUnitUsage<UnitType>?
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?
        /// Temperatures' `hidesScaleName` (stored here: an extension cannot add storage).
        var hidesTemperatureScale = false

        public init(width: UnitWidth, locale: Locale = Locale(identifier: "en_US"), usage: MeasurementFormatUnitUsage<UnitType> = .general,
                    numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) {
            self.width = width
            self.locale = locale
            self.usage = usage
            self.numberFormatStyle = numberFormatStyle
        }

        public func format(_ measurement: Measurement<UnitType>) -> String {
            let p = parts(measurement)
            return p.number + p.gap + p.symbol
        }

        /// The number, the space between number and unit (empty when none) and the unit's symbol.
        func parts(_ measurement: Measurement<UnitType>) -> (number: String, gap: String, symbol: String) {
            var value = measurement.value
            var symbol = measurement.unit.symbol
            if let temperature = measurement as? Measurement<UnitTemperature> {
                var shown = temperature
                if usage?.name != "asProvided" {
                    let fahrenheit = ["US", "LR", "MM"].contains(locale.region?.identifier ?? "")
                    shown = temperature.converted(to: fahrenheit ? .fahrenheit : .celsius)
                }
                value = shown.value
                symbol = width == .narrow || hidesTemperatureScale ? "°" : shown.unit.symbol
                let number = (numberFormatStyle ?? .number.precision(.fractionLength(0...1))).locale(locale).format(value)
                return (number, "", symbol)
            }
            let number = (numberFormatStyle ?? .number).locale(locale).format(value.isFinite ? value : 0)
            return (number, width == .narrow ? "" : " ", symbol)
        }

        public func locale(_ locale: Locale) -> Self {
            var copy = self
            copy.locale = locale
            return copy
        }
    }

    /// The measurement formatted with a style.
    public func formatted(_ style: FormatStyle) -> String { style.format(self) }
}

/// How a measurement is used, which picks the unit shown — Foundation's `MeasurementFormatUnitUsage`.
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Hashable, Codable, Sendable {
    let name: String
    /// The locale's preferred unit for general use.
    public static var general: Self { Self(name: "general") }
    /// The unit the measurement was made in.
    public static var asProvided: Self { Self(name: "asProvided") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    /// Weather temperatures.
    public static var weather: Self { Self(name: "weather") }
    /// Body temperature.
    public static var person: Self { Self(name: "person") }
}

extension FormatStyle {
    /// A measurement style: `.measurement(width: .abbreviated)`.
    public static func measurement<UnitType: Dimension>(width: Measurement<UnitType>.FormatStyle.UnitWidth,
                                                        usage: MeasurementFormatUnitUsage<UnitType> = .general,
                                                        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) -> Self
    where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }
}

extension Measurement.FormatStyle where UnitType == UnitTemperature {
    /// Whether a temperature is written without its scale's name — `90°` rather than `90°F`
    /// (`var hidesScaleName: Bool { get set }`, iOS 15,
    /// developer.apple.com/documentation/foundation/measurement/formatstyle/hidesscalename).
    /// The temperature is still converted to the locale's scale unless the usage is `.asProvided`.
    public var hidesScaleName: Bool {
        get { hidesTemperatureScale }
        set { hidesTemperatureScale = newValue }
    }

    /// A temperature style (`init(width:locale:usage:hidesScaleName:numberFormatStyle:)`, iOS 15).
    public init(width: UnitWidth = .abbreviated, locale: Locale = Locale(identifier: "en_US"), usage: MeasurementFormatUnitUsage<UnitType> = .general,
                hidesScaleName: Bool = false, numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) {
        self.width = width
        self.locale = locale
        self.usage = usage
        self.numberFormatStyle = numberFormatStyle
        hidesTemperatureScale = hidesScaleName
    }
}

extension FormatStyle {
    /// A temperature style: `.measurement(width: .narrow, hidesScaleName: true)` (Foundation's
    /// `static func measurement(width:usage:hidesScaleName:numberFormatStyle:) -> Self where Self ==
    /// Measurement<UnitTemperature>.FormatStyle`, iOS 15).
    public static func measurement(width: Measurement<UnitTemperature>.FormatStyle.UnitWidth = .abbreviated,
                                   usage: MeasurementFormatUnitUsage<UnitTemperature> = .general, hidesScaleName: Bool = false,
                                   numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) -> Self
    where Self == Measurement<UnitTemperature>.FormatStyle {
        Measurement<UnitTemperature>.FormatStyle(width: width, usage: usage, hidesScaleName: hidesScaleName, numberFormatStyle: numberFormatStyle)
    }
}
