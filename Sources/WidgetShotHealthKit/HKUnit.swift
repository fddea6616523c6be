import Foundation

/// A unit of measure (https://developer.apple.com/documentation/healthkit/hkunit): built with the
/// class methods (`.count()`, `.meterUnit(with: .kilo)`…), combined (`unitDivided(by:)`), or parsed
/// from HealthKit's unit strings (`HKUnit(from: "count/min")`, `"mg/dL"`, `"mL/(kg*min)"`).
/// Units of one dimension convert into each other (``HKQuantity/doubleValue(for:)``).
public final class HKUnit: NSObject, @unchecked Sendable {
    /// The unit's string, as HealthKit writes it (`"count/min"`).
    public let unitString: String
    /// The value of one unit in the dimension's base unit (gram, meter, second, liter, joule,
    /// pascal, kelvin, count…).
    let factor: Double
    /// Added after scaling: only the Celsius and Fahrenheit scales have one.
    let offset: Double
    /// Base dimension → exponent.
    let dimension: [String: Int]

    init(_ unitString: String, factor: Double, offset: Double = 0, dimension: [String: Int]) {
        self.unitString = unitString
        self.factor = factor
        self.offset = offset
        self.dimension = dimension.filter { $0.value != 0 }
    }

    /// Parses a HealthKit unit string. An unknown unit stops the program with a message naming
    /// it, as HealthKit raises an exception for one.
    public convenience init(from string: String) {
        guard let unit = HKUnitParser.parse(string) else {
            fatalError("HKUnit(from: \"\(string)\"): not a HealthKit unit string (e.g. \"count/min\", \"kcal\", \"mg/dL\")")
        }
        self.init(unit.unitString, factor: unit.factor, offset: unit.offset, dimension: unit.dimension)
    }

    /// Parses a unit string (the Swift name of `init(from:)` taking a mass-formatter unit too).
    public convenience init(from massFormatterUnit: MassFormatter.Unit) {
        switch massFormatterUnit {
        case .gram: self.init(from: "g")
        case .kilogram: self.init(from: "kg")
        case .ounce: self.init(from: "oz")
        case .pound: self.init(from: "lb")
        case .stone: self.init(from: "st")
        @unknown default: self.init(from: "g")
        }
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? HKUnit else { return false }
        return other.dimension == dimension && abs(other.factor - factor) <= 1e-12 * max(abs(factor), 1) && other.offset == offset
    }
    public override var hash: Int { dimension.description.hashValue }
    public override var description: String { unitString }

    /// Whether the unit is a number of things with no dimension (`count`, `%`).
    public func isNull() -> Bool { dimension.isEmpty && factor == 1 && unitString.isEmpty }

    // MARK: Combining

    /// This unit times `unit`.
    public func unitMultiplied(by unit: HKUnit) -> HKUnit {
        HKUnit("\(unitString)*\(unit.wrapped)", factor: factor * unit.factor, dimension: dimension.merging(unit.dimension, uniquingKeysWith: +))
    }
    /// This unit per `unit`.
    public func unitDivided(by unit: HKUnit) -> HKUnit {
        HKUnit("\(unitString)/\(unit.wrapped)", factor: factor / unit.factor,
               dimension: dimension.merging(unit.dimension.mapValues { -$0 }, uniquingKeysWith: +))
    }
    /// This unit to the power `power`.
    public func unitRaised(toPower power: Int) -> HKUnit {
        HKUnit("\(wrapped)^\(power)", factor: pow(factor, Double(power)), dimension: dimension.mapValues { $0 * power })
    }
    /// One over this unit.
    public func reciprocal() -> HKUnit {
        HKUnit("1/\(wrapped)", factor: 1 / factor, dimension: dimension.mapValues { -$0 })
    }
    var wrapped: String { unitString.contains("/") || unitString.contains("*") ? "(\(unitString))" : unitString }

    // MARK: Units

    /// Things counted (steps, beats).
    public class func count() -> HKUnit { HKUnit("count", factor: 1, dimension: [:]) }
    /// A percentage (0.0 to 1.0 in a quantity).
    public class func percent() -> HKUnit { HKUnit("%", factor: 1, dimension: ["percent": 1]) }
    /// Grams with a metric prefix.
    public class func gramUnit(with prefix: HKMetricPrefix) -> HKUnit { prefixed("g", prefix, dimension: ["mass": 1]) }
    /// Grams.
    public class func gram() -> HKUnit { gramUnit(with: .none) }
    /// Ounces.
    public class func ounce() -> HKUnit { HKUnit("oz", factor: 28.349523125, dimension: ["mass": 1]) }
    /// Pounds.
    public class func pound() -> HKUnit { HKUnit("lb", factor: 453.59237, dimension: ["mass": 1]) }
    /// Stones.
    public class func stone() -> HKUnit { HKUnit("st", factor: 6350.29318, dimension: ["mass": 1]) }
    /// Moles of a substance of molar mass `gramsPerMole` (blood glucose in mmol/L).
    public class func moleUnit(with prefix: HKMetricPrefix, molarMass gramsPerMole: Double) -> HKUnit {
        HKUnit("\(prefix.symbol)mol<\(gramsPerMole)>", factor: prefix.factor * gramsPerMole, dimension: ["mass": 1])
    }
    /// Moles of a substance of molar mass `gramsPerMole`.
    public class func moleUnit(withMolarMass gramsPerMole: Double) -> HKUnit { moleUnit(with: .none, molarMass: gramsPerMole) }
    /// Meters with a metric prefix.
    public class func meterUnit(with prefix: HKMetricPrefix) -> HKUnit { prefixed("m", prefix, dimension: ["length": 1]) }
    /// Meters.
    public class func meter() -> HKUnit { meterUnit(with: .none) }
    /// Inches.
    public class func inch() -> HKUnit { HKUnit("in", factor: 0.0254, dimension: ["length": 1]) }
    /// Feet.
    public class func foot() -> HKUnit { HKUnit("ft", factor: 0.3048, dimension: ["length": 1]) }
    /// Yards.
    public class func yard() -> HKUnit { HKUnit("yd", factor: 0.9144, dimension: ["length": 1]) }
    /// Miles.
    public class func mile() -> HKUnit { HKUnit("mi", factor: 1609.344, dimension: ["length": 1]) }
    /// Liters with a metric prefix.
    public class func literUnit(with prefix: HKMetricPrefix) -> HKUnit { prefixed("L", prefix, dimension: ["volume": 1]) }
    /// Liters.
    public class func liter() -> HKUnit { literUnit(with: .none) }
    /// US fluid ounces.
    public class func fluidOunceUS() -> HKUnit { HKUnit("fl_oz_us", factor: 0.0295735295625, dimension: ["volume": 1]) }
    /// Imperial fluid ounces.
    public class func fluidOunceImperial() -> HKUnit { HKUnit("fl_oz_imp", factor: 0.0284130625, dimension: ["volume": 1]) }
    /// US pints.
    public class func pintUS() -> HKUnit { HKUnit("pt_us", factor: 0.473176473, dimension: ["volume": 1]) }
    /// Imperial pints.
    public class func pintImperial() -> HKUnit { HKUnit("pt_imp", factor: 0.56826125, dimension: ["volume": 1]) }
    /// US cups.
    public class func cupUS() -> HKUnit { HKUnit("cup_us", factor: 0.2365882365, dimension: ["volume": 1]) }
    /// Imperial cups.
    public class func cupImperial() -> HKUnit { HKUnit("cup_imp", factor: 0.284130625, dimension: ["volume": 1]) }
    /// Seconds with a metric prefix.
    public class func secondUnit(with prefix: HKMetricPrefix) -> HKUnit { prefixed("s", prefix, dimension: ["time": 1]) }
    /// Seconds.
    public class func second() -> HKUnit { secondUnit(with: .none) }
    /// Minutes.
    public class func minute() -> HKUnit { HKUnit("min", factor: 60, dimension: ["time": 1]) }
    /// Hours.
    public class func hour() -> HKUnit { HKUnit("hr", factor: 3600, dimension: ["time": 1]) }
    /// Days.
    public class func day() -> HKUnit { HKUnit("d", factor: 86400, dimension: ["time": 1]) }
    /// Joules with a metric prefix.
    public class func jouleUnit(with prefix: HKMetricPrefix) -> HKUnit { prefixed("J", prefix, dimension: ["energy": 1]) }
    /// Joules.
    public class func joule() -> HKUnit { jouleUnit(with: .none) }
    /// Kilocalories (`kcal`).
    public class func kilocalorie() -> HKUnit { HKUnit("kcal", factor: 4184, dimension: ["energy": 1]) }
    /// Small calories (`cal`).
    public class func smallCalorie() -> HKUnit { HKUnit("cal", factor: 4.184, dimension: ["energy": 1]) }
    /// Large (food) calories (`Cal`).
    public class func largeCalorie() -> HKUnit { HKUnit("Cal", factor: 4184, dimension: ["energy": 1]) }
    /// Calories (iOS 8; deprecated for `smallCalorie()`).
    public class func calorie() -> HKUnit { smallCalorie() }
    /// Degrees Celsius.
    public class func degreeCelsius() -> HKUnit { HKUnit("degC", factor: 1, offset: 273.15, dimension: ["temperature": 1]) }
    /// Degrees Fahrenheit.
    public class func degreeFahrenheit() -> HKUnit { HKUnit("degF", factor: 5.0 / 9.0, offset: 255.372222222222, dimension: ["temperature": 1]) }
    /// Kelvins.
    public class func kelvin() -> HKUnit { HKUnit("K", factor: 1, dimension: ["temperature": 1]) }
    /// Pascals with a metric prefix.
    public class func pascalUnit(with prefix: HKMetricPrefix) -> HKUnit { prefixed("Pa", prefix, dimension: ["pressure": 1]) }
    /// Pascals.
    public class func pascal() -> HKUnit { pascalUnit(with: .none) }
    /// Millimeters of mercury (blood pressure).
    public class func millimeterOfMercury() -> HKUnit { HKUnit("mmHg", factor: 133.322387415, dimension: ["pressure": 1]) }
    /// Inches of mercury.
    public class func inchesOfMercury() -> HKUnit { HKUnit("inHg", factor: 3386.389, dimension: ["pressure": 1]) }
    /// Centimeters of water.
    public class func centimeterOfWater() -> HKUnit { HKUnit("cmAq", factor: 98.0665, dimension: ["pressure": 1]) }
    /// Atmospheres.
    public class func atmosphere() -> HKUnit { HKUnit("atm", factor: 101325, dimension: ["pressure": 1]) }
    /// A-weighted sound pressure level (noise exposure).
    public class func decibelAWeightedSoundPressureLevel() -> HKUnit { HKUnit("dBASPL", factor: 1, dimension: ["soundPressure": 1]) }
    /// Hearing level.
    public class func decibelHearingLevel() -> HKUnit { HKUnit("dBHL", factor: 1, dimension: ["hearing": 1]) }
    /// Siemens with a metric prefix (electrodermal activity).
    public class func siemenUnit(with prefix: HKMetricPrefix) -> HKUnit { prefixed("S", prefix, dimension: ["conductance": 1]) }
    /// Siemens.
    public class func siemen() -> HKUnit { siemenUnit(with: .none) }
    /// International units (vitamins, insulin).
    public class func internationalUnit() -> HKUnit { HKUnit("IU", factor: 1, dimension: ["IU": 1]) }
    /// Volts with a metric prefix.
    public class func voltUnit(with prefix: HKMetricPrefix) -> HKUnit { prefixed("V", prefix, dimension: ["voltage": 1]) }
    /// Volts.
    public class func volt() -> HKUnit { voltUnit(with: .none) }
    /// Watts with a metric prefix (running and cycling power).
    public class func wattUnit(with prefix: HKMetricPrefix) -> HKUnit { prefixed("W", prefix, dimension: ["energy": 1, "time": -1]) }
    /// Watts.
    public class func watt() -> HKUnit { wattUnit(with: .none) }
    /// Hertz with a metric prefix.
    public class func hertzUnit(with prefix: HKMetricPrefix) -> HKUnit { prefixed("Hz", prefix, dimension: ["time": -1]) }
    /// Hertz.
    public class func hertz() -> HKUnit { hertzUnit(with: .none) }
    /// Lux with a metric prefix.
    public class func luxUnit(with prefix: HKMetricPrefix) -> HKUnit { prefixed("lx", prefix, dimension: ["illuminance": 1]) }
    /// Lux.
    public class func lux() -> HKUnit { luxUnit(with: .none) }
    /// Radians with a metric prefix.
    public class func radianAngleUnit(with prefix: HKMetricPrefix) -> HKUnit { prefixed("rad", prefix, dimension: ["angle": 1]) }
    /// Radians.
    public class func radianAngle() -> HKUnit { radianAngleUnit(with: .none) }
    /// Degrees of angle.
    public class func degreeAngle() -> HKUnit { HKUnit("deg", factor: Double.pi / 180, dimension: ["angle": 1]) }
    /// Diopters (lens prescriptions).
    public class func diopter() -> HKUnit { HKUnit("D", factor: 1, dimension: ["length": -1]) }
    /// Apple's physical-effort unit (kcal/hr·kg).
    public class func appleEffortScore() -> HKUnit { HKUnit("appleEffortScore", factor: 1, dimension: ["effort": 1]) }

    static func prefixed(_ symbol: String, _ prefix: HKMetricPrefix, dimension: [String: Int]) -> HKUnit {
        HKUnit(prefix.symbol + symbol, factor: prefix.factor, dimension: dimension)
    }
}

/// A metric prefix for units that take one.
public enum HKMetricPrefix: Int, Sendable {
    case none = 0, femto = 13, pico = 1, nano = 2, micro = 3, milli = 4, centi = 5, deci = 6, deca = 7, hecto = 8, kilo = 9, mega = 10, giga = 11, tera = 12

    var symbol: String {
        switch self {
        case .none: return ""
        case .femto: return "f"
        case .pico: return "p"
        case .nano: return "n"
        case .micro: return "mc"
        case .milli: return "m"
        case .centi: return "c"
        case .deci: return "d"
        case .deca: return "da"
        case .hecto: return "h"
        case .kilo: return "k"
        case .mega: return "M"
        case .giga: return "G"
        case .tera: return "T"
        }
    }

    var factor: Double {
        switch self {
        case .none: return 1
        case .femto: return 1e-15
        case .pico: return 1e-12
        case .nano: return 1e-9
        case .micro: return 1e-6
        case .milli: return 1e-3
        case .centi: return 1e-2
        case .deci: return 1e-1
        case .deca: return 1e1
        case .hecto: return 1e2
        case .kilo: return 1e3
        case .mega: return 1e6
        case .giga: return 1e9
        case .tera: return 1e12
        }
    }
}

/// The molar mass of glucose in grams per mole, for `HKUnit.moleUnit(with:molarMass:)` (HKUnit.h).
public let HKUnitMolarMassBloodGlucose: Double = 180.15588000005408
