import Foundation

/// Converts between a geographic distance and a string that expresses it — MapKit's
/// `MKDistanceFormatter` (iOS 7, https://developer.apple.com/documentation/mapkit/mkdistanceformatter):
/// "takes into account the user's locale and language settings. You can also specify a custom
/// locale or custom units".
///
/// **Units** (`units`, default `.default`: "bases the measuring system on the user's locale"):
/// metric unless the locale's measurement system is US (`Locale.measurementSystem == .us`: the
/// US, Liberia, Myanmar) → miles and feet, or UK (`.uk`) → miles and yards (Apple: "some locales
/// mix metric and imperial units").
///
/// **Unit style** (`unitStyle`, default `.default`: "bases the determination to abbreviate on the
/// current locale and user language settings"): `.full` spells the unit out ("kilometers",
/// "miles", "feet", "yards"; singular for exactly 1), `.abbreviated` uses "km", "m", "mi", "ft",
/// "yd". `.default` in English abbreviates metric units and spells imperial ones out — Apple's
/// own outputs: 1,000 m → "0.6 miles" and 5,470 m → "3.4 miles" in en_US (OneBusAway's
/// RentalFormat notes), 10,293 m → "10 km" with metric units, 42 m → "150 feet" / "40 m" /
/// "50 yards" (riptutorial's MKDistanceFormatter examples). Unit names are English; in another
/// language every style uses the abbreviations, which are the same in most languages.
///
/// **Rounding — WidgetShot's guess**: Apple does not document it; the rules below reproduce every
/// output quoted above and nothing more is known.
/// - metric: under 1 km, metres to the nearest 10 ("40 m"); from 1 km, kilometres with one
///   decimal under 10 km ("2.5 km", "1 km" without ".0"), whole kilometres from 10 km ("10 km").
/// - imperial: under 0.1 mile, feet to the nearest 50 ("150 feet") or yards to the nearest 10
///   ("50 yards"); from 0.1 mile, miles with one decimal under 10 miles ("0.6 miles"), whole
///   miles from 10.
/// Numbers use the locale's decimal separator.
open class MKDistanceFormatter: Formatter, @unchecked Sendable {
    /// The measuring system of the units — MapKit's `MKDistanceFormatter.Units`.
    public enum Units: UInt, Sendable {
        /// The locale's system.
        case `default` = 0
        /// Kilometres and metres.
        case metric = 1
        /// Miles and feet.
        case imperial = 2
        /// Miles and yards.
        case imperialWithYards = 3
    }

    /// How units are written — MapKit's `MKDistanceFormatter.DistanceUnitStyle`.
    public enum DistanceUnitStyle: UInt, Sendable {
        /// Decided by the locale and language.
        case `default` = 0
        /// "km", "mi", "ft".
        case abbreviated = 1
        /// "kilometers", "miles", "feet".
        case full = 2
    }

    /// The locale that decides the units, the language and the number format (default: the
    /// current locale; setting nil restores it).
    open var locale: Locale! {
        get { storedLocale ?? .current }
        set { storedLocale = newValue }
    }
    private var storedLocale: Locale?

    /// The measuring system to use (default `.default`: the locale's).
    open var units: Units = .default
    /// The preferred style for units (default `.default`).
    open var unitStyle: DistanceUnitStyle = .default

    /// A formatter for the current locale.
    public override init() { super.init() }
    /// Decodes nothing: the formatter's settings are not archived.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A string for `distance` metres, in the formatter's units and style.
    open func string(fromDistance distance: CLLocationDistance) -> String {
        guard distance.isFinite else { return "" }
        let magnitude = abs(distance), sign: Double = distance < 0 ? -1 : 1
        let (value, unit) = Self.measure(magnitude, system: resolvedSystem)
        return "\(number(sign * value)) \(name(of: unit, count: value))"
    }

    /// The distance in metres that `distance` ("3.4 miles", "250 m", "1,2 km") states, or 0 when
    /// it states none (MapKit returns 0 for text it cannot read).
    open func distance(from distance: String) -> CLLocationDistance {
        let parts = distance.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1).map(String.init)
        guard let first = parts.first else { return 0 }
        let numbers = NumberFormatter()
        numbers.locale = locale
        numbers.numberStyle = .decimal
        guard let value = numbers.number(from: first)?.doubleValue ?? Double(first) else { return 0 }
        let word = parts.count > 1 ? parts[1].lowercased().trimmingCharacters(in: .punctuationCharacters) : ""
        guard let unit = Unit.allCases.first(where: { $0.names.contains(word) }) else { return word.isEmpty ? value : 0 }
        return value * unit.metres
    }

    /// `Formatter`'s entry point: a distance given as a number of metres.
    open override func string(for obj: Any?) -> String? {
        guard let metres = (obj as? NSNumber)?.doubleValue ?? obj as? Double else { return nil }
        return string(fromDistance: metres)
    }

    // MARK: - Units and rounding

    enum System { case metric, imperial, imperialWithYards }

    enum Unit: CaseIterable {
        case metre, kilometre, foot, yard, mile
        var metres: Double {
            switch self {
            case .metre: return 1
            case .kilometre: return 1000
            case .foot: return 0.3048
            case .yard: return 0.9144
            case .mile: return 1609.344
            }
        }
        var abbreviation: String {
            switch self {
            case .metre: return "m"
            case .kilometre: return "km"
            case .foot: return "ft"
            case .yard: return "yd"
            case .mile: return "mi"
            }
        }
        /// English names, singular and plural.
        var fullNames: (one: String, other: String) {
            switch self {
            case .metre: return ("meter", "meters")
            case .kilometre: return ("kilometer", "kilometers")
            case .foot: return ("foot", "feet")
            case .yard: return ("yard", "yards")
            case .mile: return ("mile", "miles")
            }
        }
        /// Every spelling `distance(from:)` reads.
        var names: [String] { [abbreviation, fullNames.one, fullNames.other] + (self == .metre ? ["metre", "metres"] : self == .kilometre ? ["kilometre", "kilometres"] : []) }
    }

    var resolvedSystem: System {
        switch units {
        case .metric: return .metric
        case .imperial: return .imperial
        case .imperialWithYards: return .imperialWithYards
        case .default:
            let system = (locale ?? .current).measurementSystem
            if system == .us { return .imperial }
            if system == .uk { return .imperialWithYards }
            return .metric
        }
    }

    /// The rounded value and its unit for `metres` (≥ 0) — the rules in the type's documentation.
    static func measure(_ metres: Double, system: System) -> (Double, Unit) {
        func rounded(_ v: Double, to step: Double) -> Double { (v / step).rounded() * step }
        func tenths(_ v: Double) -> Double { v < 10 ? (v * 10).rounded() / 10 : v.rounded() }
        switch system {
        case .metric:
            let r = rounded(metres, to: 10)
            return r < 1000 ? (r, .metre) : (tenths(metres / 1000), .kilometre)
        case .imperial, .imperialWithYards:
            let miles = metres / Unit.mile.metres
            if miles >= 0.1 { return (tenths(miles), .mile) }
            return system == .imperial ? (rounded(metres / Unit.foot.metres, to: 50), .foot) : (rounded(metres / Unit.yard.metres, to: 10), .yard)
        }
    }

    private func number(_ value: Double) -> String {
        let f = NumberFormatter()
        f.locale = locale
        f.numberStyle = .decimal
        f.minimumFractionDigits = 0
        f.maximumFractionDigits = 1
        return f.string(from: NSNumber(value: value)) ?? String(value)
    }

    private func name(of unit: Unit, count: Double) -> String {
        let english = ((locale ?? .current).language.languageCode?.identifier ?? "en") == "en"
        let spelled: Bool
        switch unitStyle {
        case .abbreviated: spelled = false
        case .full: spelled = english
        case .default: spelled = english && (unit == .mile || unit == .foot || unit == .yard)
        }
        guard spelled else { return unit.abbreviation }
        return count == 1 ? unit.fullNames.one : unit.fullNames.other
    }
}
