import Foundation

/// An amount in a unit (https://developer.apple.com/documentation/healthkit/hkquantity).
public final class HKQuantity: NSObject, @unchecked Sendable {
    let unit: HKUnit
    let value: Double

    /// Creates `value` of `unit`.
    public init(unit: HKUnit, doubleValue value: Double) {
        self.unit = unit
        self.value = value
    }

    /// Whether the quantity can be expressed in `unit`.
    public func `is`(compatibleWith unit: HKUnit) -> Bool { unit.dimension == self.unit.dimension }

    /// The amount in `unit`. An incompatible unit stops the program with a message naming both,
    /// as HealthKit raises an exception for one.
    public func doubleValue(for unit: HKUnit) -> Double {
        guard `is`(compatibleWith: unit) else {
            fatalError("HKQuantity.doubleValue(for: \(unit.unitString)): \(self.unit.unitString) is not compatible with \(unit.unitString)")
        }
        let base = value * self.unit.factor + self.unit.offset
        return (base - unit.offset) / unit.factor
    }

    /// Orders two quantities of compatible units.
    public func compare(_ quantity: HKQuantity) -> ComparisonResult {
        let a = doubleValue(for: unit), b = quantity.doubleValue(for: unit)
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? HKQuantity, other.is(compatibleWith: unit) else { return false }
        return compare(other) == .orderedSame
    }
    public override var hash: Int { unit.dimension.description.hashValue }
    public override var description: String { "\(value) \(unit.unitString)" }
}
