import Foundation

// HealthKit's conversions between units and Foundation's formatter units
// (https://developer.apple.com/documentation/healthkit/hkunit/massformatterunit(from:)). A unit
// with no formatter counterpart stops the program with a message naming it, as HealthKit raises
// an exception for one.

extension HKUnit {
    /// The mass formatter unit of `unit` (g, kg, oz, lb or st).
    public class func massFormatterUnit(from unit: HKUnit) -> MassFormatter.Unit {
        let units: [(HKUnit, MassFormatter.Unit)] = [(.gram(), .gram), (.gramUnit(with: .kilo), .kilogram), (.ounce(), .ounce),
                                                      (.pound(), .pound), (.stone(), .stone)]
        guard let match = units.first(where: { $0.0 == unit }) else { fatalError("HKUnit.massFormatterUnit(from: \(unit.unitString)): not a mass formatter unit") }
        return match.1
    }

    /// The length formatter unit of `unit` (mm, cm, m, km, in, ft, yd or mi).
    public class func lengthFormatterUnit(from unit: HKUnit) -> LengthFormatter.Unit {
        let units: [(HKUnit, LengthFormatter.Unit)] = [(.meterUnit(with: .milli), .millimeter), (.meterUnit(with: .centi), .centimeter),
                                                        (.meter(), .meter), (.meterUnit(with: .kilo), .kilometer), (.inch(), .inch),
                                                        (.foot(), .foot), (.yard(), .yard), (.mile(), .mile)]
        guard let match = units.first(where: { $0.0 == unit }) else { fatalError("HKUnit.lengthFormatterUnit(from: \(unit.unitString)): not a length formatter unit") }
        return match.1
    }

    /// The energy formatter unit of `unit` (J, kJ, cal or kcal).
    public class func energyFormatterUnit(from unit: HKUnit) -> EnergyFormatter.Unit {
        let units: [(HKUnit, EnergyFormatter.Unit)] = [(.joule(), .joule), (.jouleUnit(with: .kilo), .kilojoule),
                                                        (.smallCalorie(), .calorie), (.kilocalorie(), .kilocalorie)]
        guard let match = units.first(where: { $0.0 == unit }) else { fatalError("HKUnit.energyFormatterUnit(from: \(unit.unitString)): not an energy formatter unit") }
        return match.1
    }
}
