import Foundation
import _FoundationICU

/// Formats a number with a unit through ICU's number formatter (`unumf_…`, the ICU copy that ships
/// with the Swift toolchain as `_FoundationICU`). Its unit names, symbols and patterns are CLDR's
/// (https://cldr.unicode.org, `units` data: e.g. en "12.5 kilometers" / "12.5 km" / "12.5km",
/// de "12,5 Kilometer", fr "12,5 kilomètres", ja "12.5キロメートル", "摂氏21度") — the data Apple's
/// formatters read too.
enum CLDRUnitFormatting {
    /// CLDR's unit widths: long ("kilometers"), short ("km"), narrow ("km" without the space where
    /// the language drops it).
    enum Width: String { case long = "full-name", short = "short", narrow = "narrow" }

    /// The CLDR unit identifier of a Foundation unit (`"length-kilometer"`), or `nil` for a unit
    /// CLDR has no name for (custom units: the caller writes the symbol).
    static func identifier(of unit: Unit) -> String? {
        let table: [String: String]
        switch unit {
        case is UnitTemperature: table = temperature
        case is UnitLength: table = length
        case is UnitSpeed: table = speed
        case is UnitMass: table = mass
        case is UnitEnergy: table = energy
        case is UnitDuration: table = duration
        case is UnitPressure: table = pressure
        case is UnitVolume: table = volume
        case is UnitPower: table = power
        case is UnitAngle: table = angle
        case is UnitArea: table = area
        case is UnitFrequency: table = frequency
        case is UnitInformationStorage: table = storage
        default: return nil
        }
        return table[unit.symbol]
    }

    // Foundation's unit symbols (swift-corelibs-foundation `Unit` definitions) → CLDR identifiers.
    private static let temperature = ["°C": "temperature-celsius", "°F": "temperature-fahrenheit", "K": "temperature-kelvin"]
    private static let length = [
        "km": "length-kilometer", "m": "length-meter", "dm": "length-decimeter", "cm": "length-centimeter", "mm": "length-millimeter",
        "µm": "length-micrometer", "nm": "length-nanometer", "pm": "length-picometer", "in": "length-inch", "ft": "length-foot",
        "yd": "length-yard", "mi": "length-mile", "smi": "length-mile-scandinavian", "ly": "length-light-year", "NM": "length-nautical-mile",
        "ftm": "length-fathom", "fur": "length-furlong", "au": "length-astronomical-unit", "pc": "length-parsec",
    ]
    private static let speed = ["m/s": "speed-meter-per-second", "km/h": "speed-kilometer-per-hour", "mph": "speed-mile-per-hour", "kn": "speed-knot"]
    private static let mass = [
        "kg": "mass-kilogram", "g": "mass-gram", "mg": "mass-milligram", "µg": "mass-microgram", "t": "mass-tonne", "oz": "mass-ounce",
        "lb": "mass-pound", "st": "mass-stone", "ct": "mass-carat", "oz t": "mass-ounce-troy",
    ]
    private static let energy = ["kJ": "energy-kilojoule", "J": "energy-joule", "kCal": "energy-kilocalorie", "kcal": "energy-kilocalorie",
                                 "cal": "energy-calorie", "kWh": "energy-kilowatt-hour"]
    // swift-corelibs-foundation writes hours "h" and minutes "m" (Apple: "hr", "min"); both map.
    private static let duration = ["hr": "duration-hour", "h": "duration-hour", "min": "duration-minute", "m": "duration-minute", "s": "duration-second", "ms": "duration-millisecond",
                                   "µs": "duration-microsecond", "ns": "duration-nanosecond"]
    private static let pressure = ["hPa": "pressure-hectopascal", "kPa": "pressure-kilopascal", "Pa": "pressure-pascal", "mbar": "pressure-millibar",
                                   "bar": "pressure-bar", "inHg": "pressure-inch-ofhg", "mmHg": "pressure-millimeter-ofhg", "psi": "pressure-pound-force-per-square-inch"]
    private static let volume = ["L": "volume-liter", "mL": "volume-milliliter", "cL": "volume-centiliter", "dL": "volume-deciliter",
                                 "m³": "volume-cubic-meter", "gal": "volume-gallon", "fl oz": "volume-fluid-ounce", "cup": "volume-cup",
                                 "qt": "volume-quart", "pt": "volume-pint"]
    private static let power = ["W": "power-watt", "kW": "power-kilowatt", "MW": "power-megawatt", "hp": "power-horsepower", "mW": "power-milliwatt"]
    private static let angle = ["°": "angle-degree", "rad": "angle-radian", "ʹ": "angle-arc-minute", "ʹʹ": "angle-arc-second", "rev": "angle-revolution"]
    private static let area = ["m²": "area-square-meter", "km²": "area-square-kilometer", "ha": "area-hectare", "ft²": "area-square-foot",
                               "mi²": "area-square-mile", "ac": "area-acre", "cm²": "area-square-centimeter", "in²": "area-square-inch"]
    private static let frequency = ["Hz": "frequency-hertz", "kHz": "frequency-kilohertz", "MHz": "frequency-megahertz", "GHz": "frequency-gigahertz"]
    private static let storage = ["B": "digital-byte", "kB": "digital-kilobyte", "MB": "digital-megabyte", "GB": "digital-gigabyte",
                                  "TB": "digital-terabyte", "bit": "digital-bit"]

    /// `value` in `unit` (a CLDR identifier) written for `locale`, with between `minimumFractionDigits`
    /// and `maximumFractionDigits` decimals and the locale's grouping; `nil` if ICU refuses.
    static func format(_ value: Double, unit: String, width: Width, locale: Locale, minimumFractionDigits: Int, maximumFractionDigits: Int,
                       usesGrouping: Bool = true) -> String? {
        let lower = max(0, min(minimumFractionDigits, 15)), upper = max(lower, min(maximumFractionDigits, 15))
        let precision = upper == 0 ? "precision-integer" : "." + String(repeating: "0", count: lower) + String(repeating: "#", count: upper - lower)
        var skeleton = "measure-unit/\(unit) unit-width-\(width.rawValue) \(precision)"
        if !usesGrouping { skeleton += " group-off" }
        return icuFormat(value, skeleton: skeleton, locale: locale.identifier)
    }

    /// A plain number written for `locale` with the same precision rules (for units CLDR has no name for).
    static func formatNumber(_ value: Double, locale: Locale, minimumFractionDigits: Int, maximumFractionDigits: Int) -> String {
        let lower = max(0, min(minimumFractionDigits, 15)), upper = max(lower, min(maximumFractionDigits, 15))
        let precision = upper == 0 ? "precision-integer" : "." + String(repeating: "0", count: lower) + String(repeating: "#", count: upper - lower)
        return icuFormat(value, skeleton: precision, locale: locale.identifier) ?? "\(value)"
    }

    private static func icuFormat(_ value: Double, skeleton: String, locale: String) -> String? {
        guard value.isFinite else { return nil }
        var status = U_ZERO_ERROR
        let units = Array(skeleton.utf16)
        guard let formatter = swift_unumf_openForSkeletonAndLocale(units, Int32(units.count), locale, &status), status.rawValue <= 0 else { return nil }
        defer { swift_unumf_close(formatter) }
        guard let result = swift_unumf_openResult(&status), status.rawValue <= 0 else { return nil }
        defer { swift_unumf_closeResult(result) }
        swift_unumf_formatDouble(formatter, value, result, &status)
        var buffer = [UChar](repeating: 0, count: 256)
        let length = swift_unumf_resultToString(result, &buffer, Int32(buffer.count), &status)
        guard status.rawValue <= 0, length >= 0, Int(length) <= buffer.count else { return nil }
        return String(decoding: buffer[0..<Int(length)], as: UTF16.self)
    }
}

extension CLDRUnitFormatting {
    /// Joins formatted units with CLDR's unit list pattern for `locale` (ICU `ulistfmt`, type
    /// units: en long "1 year, 2 months", narrow "1y 2m"); `nil` if ICU refuses.
    static func joinUnits(_ items: [String], width: Width, locale: Locale) -> String? {
        let listWidth: UListFormatterWidth
        switch width {
        case .long: listWidth = ULISTFMT_WIDTH_WIDE
        case .short: listWidth = ULISTFMT_WIDTH_SHORT
        case .narrow: listWidth = ULISTFMT_WIDTH_NARROW
        }
        return CLDRListJoining.join(items, type: ULISTFMT_TYPE_UNITS, width: listWidth, locale: locale)
    }
}
