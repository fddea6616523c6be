import Foundation

/// Parses HealthKit unit strings: atoms (`count`, `kcal`, `mg`, `mmol<180.15588>`…) joined by
/// `*` and `/`, with `^` powers and parentheses (`mL/(kg*min)`), as `HKUnit(from:)` accepts them
/// (https://developer.apple.com/documentation/healthkit/hkunit/init(from:)-4tejm).
enum HKUnitParser {
    static func parse(_ string: String) -> HKUnit? {
        var parser = Cursor(characters: Array(string.replacingOccurrences(of: " ", with: "")))
        guard let unit = parser.expression(), parser.index == parser.characters.count else { return nil }
        return HKUnit(string, factor: unit.factor, offset: unit.offset, dimension: unit.dimension)
    }

    /// Units without a metric prefix.
    static let plain: [String: () -> HKUnit] = [
        "count": HKUnit.count, "%": HKUnit.percent, "oz": HKUnit.ounce, "lb": HKUnit.pound, "st": HKUnit.stone,
        "in": HKUnit.inch, "ft": HKUnit.foot, "yd": HKUnit.yard, "mi": HKUnit.mile,
        "fl_oz_us": HKUnit.fluidOunceUS, "fl_oz_imp": HKUnit.fluidOunceImperial, "pt_us": HKUnit.pintUS,
        "pt_imp": HKUnit.pintImperial, "cup_us": HKUnit.cupUS, "cup_imp": HKUnit.cupImperial,
        "min": HKUnit.minute, "hr": HKUnit.hour, "d": HKUnit.day, "kcal": HKUnit.kilocalorie, "cal": HKUnit.smallCalorie,
        "Cal": HKUnit.largeCalorie, "degC": HKUnit.degreeCelsius, "degF": HKUnit.degreeFahrenheit, "K": HKUnit.kelvin,
        "mmHg": HKUnit.millimeterOfMercury, "inHg": HKUnit.inchesOfMercury, "cmAq": HKUnit.centimeterOfWater,
        "atm": HKUnit.atmosphere, "dBASPL": HKUnit.decibelAWeightedSoundPressureLevel, "dBHL": HKUnit.decibelHearingLevel,
        "IU": HKUnit.internationalUnit, "deg": HKUnit.degreeAngle, "D": HKUnit.diopter, "appleEffortScore": HKUnit.appleEffortScore,
    ]

    /// Units that take a metric prefix.
    static let prefixable: [String: (HKMetricPrefix) -> HKUnit] = [
        "g": HKUnit.gramUnit(with:), "m": HKUnit.meterUnit(with:), "L": HKUnit.literUnit(with:), "s": HKUnit.secondUnit(with:),
        "J": HKUnit.jouleUnit(with:), "Pa": HKUnit.pascalUnit(with:), "S": HKUnit.siemenUnit(with:), "V": HKUnit.voltUnit(with:),
        "W": HKUnit.wattUnit(with:), "Hz": HKUnit.hertzUnit(with:), "lx": HKUnit.luxUnit(with:), "rad": HKUnit.radianAngleUnit(with:),
    ]

    static let prefixes: [(String, HKMetricPrefix)] = [
        ("da", .deca), ("mc", .micro), ("µ", .micro), ("f", .femto), ("p", .pico), ("n", .nano), ("m", .milli), ("c", .centi),
        ("d", .deci), ("h", .hecto), ("k", .kilo), ("M", .mega), ("G", .giga), ("T", .tera),
    ]

    /// One atom: a plain unit, a prefixed unit, or `[prefix]mol<molar mass>`.
    static func atom(_ name: String) -> HKUnit? {
        if let make = plain[name] { return make() }
        if let make = prefixable[name] { return make(.none) }
        if let open = name.firstIndex(of: "<"), name.hasSuffix(">") {
            let head = String(name[..<open]), mass = Double(name[name.index(after: open)..<name.index(before: name.endIndex)])
            guard let mass, head.hasSuffix("mol") else { return nil }
            let prefixText = String(head.dropLast(3))
            guard let prefix = prefixText.isEmpty ? HKMetricPrefix.none : prefixes.first(where: { $0.0 == prefixText })?.1 else { return nil }
            return HKUnit.moleUnit(with: prefix, molarMass: mass)
        }
        for (symbol, prefix) in prefixes where name.hasPrefix(symbol) {
            if let make = prefixable[String(name.dropFirst(symbol.count))] { return make(prefix) }
        }
        return nil
    }

    struct Cursor {
        var characters: [Character]
        var index = 0

        mutating func expression() -> HKUnit? {
            guard var unit = term() else { return nil }
            while index < characters.count, characters[index] == "*" || characters[index] == "/" || characters[index] == "·" {
                let op = characters[index]
                index += 1
                guard let next = term() else { return nil }
                unit = op == "/" ? unit.unitDivided(by: next) : unit.unitMultiplied(by: next)
            }
            return unit
        }

        mutating func term() -> HKUnit? {
            var unit: HKUnit?
            if index < characters.count, characters[index] == "(" {
                index += 1
                unit = expression()
                guard index < characters.count, characters[index] == ")" else { return nil }
                index += 1
            } else {
                var name = ""
                var depth = 0
                while index < characters.count {
                    let c = characters[index]
                    if c == "<" { depth += 1 } else if c == ">" { depth -= 1 }
                    if depth == 0 && "*/·()^".contains(c) { break }
                    name.append(c)
                    index += 1
                }
                if name == "1" { unit = HKUnit("", factor: 1, dimension: [:]) } else { unit = HKUnitParser.atom(name) }
            }
            guard let base = unit else { return nil }
            if index < characters.count, characters[index] == "^" {
                index += 1
                var digits = ""
                while index < characters.count, characters[index] == "-" || characters[index].isNumber { digits.append(characters[index]); index += 1 }
                guard let power = Int(digits) else { return nil }
                return base.unitRaised(toPower: power)
            }
            return base
        }
    }
}
