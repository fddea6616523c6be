import Foundation

/// Foundation's `MeasurementFormatter` ("21°C", "12.5 kilometers", "時速1キロメートル"), which
/// swift-corelibs-foundation marks unavailable. Unit names, symbols and patterns are CLDR's, written
/// by ICU (`CLDRUnitFormatting`), as on iOS.
///
/// - `unitStyle`: `.long` → CLDR long names ("12.5 kilometers", de "12,5 Kilometer"), `.medium`
///   (default) → short ("12.5 km"), `.short` → narrow ("12.5km").
/// - `unitOptions` (Apple's `unitOptions` documentation: with none, "the formatter localizes
///   according to the preferences of the formatter's locale … kilometers per hour may be formatted
///   as miles per hour for US and UK locales"):
///   - none: temperatures in the region's unit (°F in the US and five other regions — CLDR's
///     `unitPreferenceData`; °C elsewhere), lengths in kilometres or miles (US, UK, Liberia, Myanmar),
///     speeds in km/h or mph (same regions), masses in kilograms or pounds (US, Liberia, Myanmar);
///     other dimensions as provided. 1,500 m is "0.932 mi" in en_US and "1.5 km" in ja_JP, as
///     observed on iOS (https://zenn.dev/samekard_dev/articles/26a9c6fab25fcb);
///   - `.providedUnit`: the measurement's own unit;
///   - `.naturalScale`: the region's system, the unit scaled to the value (12,000 m → "12 km";
///     0.31 m stays "0.31 m", as observed on iOS, https://developer.apple.com/forums/thread/679557);
///   - `.temperatureWithoutUnit`: "21°" (the temperature still converted unless `.providedUnit`).
/// - `numberFormatter`: its minimum/maximum fraction digits and grouping are used (default: a
///   decimal formatter, at most 3 fraction digits, as iOS shows "0.932 mi").
/// - `locale`: the render's unless set.
open class MeasurementFormatter: Formatter, @unchecked Sendable {
    /// Measurement formatter options — Foundation's `MeasurementFormatter.UnitOptions`.
    public struct UnitOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Format in the measurement's own unit.
        public static let providedUnit = UnitOptions(rawValue: 1 << 0)
        /// Scale the unit to the value ("12 kilometers" for 12,000 meters).
        public static let naturalScale = UnitOptions(rawValue: 1 << 1)
        /// Write temperatures without the unit letter ("21°").
        public static let temperatureWithoutUnit = UnitOptions(rawValue: 1 << 2)
    }

    /// The options for how the unit is formatted (none by default).
    open var unitOptions: UnitOptions = []
    /// How units are written (`.medium`, CLDR's short form, by default).
    open var unitStyle: Formatter.UnitStyle = .medium
    private var explicitLocale: Locale?
    /// The locale (the render's unless set).
    open var locale: Locale! {
        get { explicitLocale ?? WidgetShotLocale.current }
        set { explicitLocale = newValue }
    }
    /// The number formatter for the value: its fraction digits and grouping apply.
    open var numberFormatter: NumberFormatter! = MeasurementFormatter.defaultNumberFormatter()

    public override init() { super.init() }
    public required init?(coder: NSCoder) { nil }

    static func defaultNumberFormatter() -> NumberFormatter {
        let f = NumberFormatter()
        f.numberStyle = .decimal
        f.maximumFractionDigits = 3
        return f
    }

    /// The measurement written for the formatter's locale.
    open func string<UnitType: Unit>(from measurement: Measurement<UnitType>) -> String {
        let shown = displayed(value: measurement.value, unit: measurement.unit)
        let number = numberFormatter ?? Self.defaultNumberFormatter()
        let lower = number.minimumFractionDigits, upper = number.maximumFractionDigits
        let isTemperature = shown.unit is UnitTemperature
        if isTemperature && unitOptions.contains(.temperatureWithoutUnit) {
            return CLDRUnitFormatting.formatNumber(shown.value, locale: locale, minimumFractionDigits: lower, maximumFractionDigits: upper) + "°"
        }
        if let id = CLDRUnitFormatting.identifier(of: shown.unit),
           let text = CLDRUnitFormatting.format(shown.value, unit: id, width: width, locale: locale, minimumFractionDigits: lower,
                                                maximumFractionDigits: upper, usesGrouping: number.usesGroupingSeparator) {
            return text
        }
        // A unit CLDR has no name for (a custom `Dimension`): the number and the unit's symbol.
        let value = CLDRUnitFormatting.formatNumber(shown.value, locale: locale, minimumFractionDigits: lower, maximumFractionDigits: upper)
        return value + (unitStyle == .short ? "" : " ") + shown.unit.symbol
    }

    /// The unit's name alone for the formatter's locale and style: CLDR's plural ("other") pattern
    /// without its number ("kilometers" long, "km" medium); the symbol for a unit CLDR does not name.
    open func string(from unit: Unit) -> String {
        guard let id = CLDRUnitFormatting.identifier(of: unit),
              let text = CLDRUnitFormatting.format(2, unit: id, width: width, locale: locale, minimumFractionDigits: 0, maximumFractionDigits: 0)
        else { return unit.symbol }
        return text.replacingOccurrences(of: "2", with: "").trimmingCharacters(in: .whitespaces)
    }

    /// A `Measurement` (or `NSMeasurement`) written as `string(from:)` does; `nil` for other values.
    open override func string(for obj: Any?) -> String? {
        if let m = obj as? NSMeasurement { return string(from: Measurement(value: m.doubleValue, unit: m.unit)) }
        if let m = obj as? Measurement<Unit> { return string(from: m) }
        return nil
    }

    private var width: CLDRUnitFormatting.Width {
        switch unitStyle {
        case .long: return .long
        case .short: return .narrow
        default: return .short
        }
    }

    /// The value and unit shown for the options and the locale's region.
    private func displayed(value: Double, unit: Unit) -> (value: Double, unit: Unit) {
        guard !unitOptions.contains(.providedUnit), let dimension = unit as? Dimension else { return (value, unit) }
        let region = locale.region?.identifier ?? ""
        let system = UnitSystem(region: region)
        let target: Dimension?
        switch dimension {
        case is UnitTemperature: target = system.usesFahrenheit ? UnitTemperature.fahrenheit : UnitTemperature.celsius
        case is UnitLength:
            if unitOptions.contains(.naturalScale) {
                let meters = UnitLength.meters.converter.value(fromBaseUnitValue: dimension.converter.baseUnitValue(fromValue: value))
                if system.usesMiles { target = abs(meters) >= 1609.344 ? UnitLength.miles : UnitLength.feet } else { target = abs(meters) >= 1000 ? UnitLength.kilometers : UnitLength.meters }
            } else {
                target = system.usesMiles ? UnitLength.miles : UnitLength.kilometers
            }
        case is UnitSpeed: target = system.usesMiles ? UnitSpeed.milesPerHour : UnitSpeed.kilometersPerHour
        case is UnitMass:
            if unitOptions.contains(.naturalScale) {
                let grams = dimension.converter.baseUnitValue(fromValue: value) * 1000
                target = system.usesPounds ? (abs(grams) >= 453.59237 ? UnitMass.pounds : UnitMass.ounces) : (abs(grams) >= 1000 ? UnitMass.kilograms : UnitMass.grams)
            } else {
                target = system.usesPounds ? UnitMass.pounds : UnitMass.kilograms
            }
        default: target = nil
        }
        guard let target, type(of: target) == type(of: dimension) else { return (value, unit) }
        let base = dimension.converter.baseUnitValue(fromValue: value)
        return (target.converter.value(fromBaseUnitValue: base), target)
    }
}

/// Which regions write which units by default, from CLDR's supplemental `unitPreferenceData`:
/// temperature (default) in fahrenheit for BS, BZ, KY, PR, PW, US; road lengths and speeds in miles
/// for GB, US (and LR, MM, which keep imperial road units); masses in pounds for US (LR, MM). A
/// reduction to the dimensions `MeasurementFormatter` converts.
struct UnitSystem {
    let usesFahrenheit: Bool
    let usesMiles: Bool
    let usesPounds: Bool
    init(region: String) {
        usesFahrenheit = ["US", "BS", "BZ", "KY", "PR", "PW"].contains(region)
        usesMiles = ["US", "GB", "LR", "MM"].contains(region)
        usesPounds = ["US", "LR", "MM"].contains(region)
    }
}
