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

/// Something HealthKit stores.
open class HKObject: NSObject, @unchecked Sendable {
    /// The object's identifier.
    public let uuid = UUID()
    /// The metadata the app saved with it.
    public let metadata: [String: Any]?
    /// The app or device that saved it.
    public let sourceRevision = HKSourceRevision(source: HKSource(name: "WidgetShot", bundleIdentifier: Bundle.main.bundleIdentifier ?? "widgetshot"), version: nil)
    /// The device that measured it (none here).
    public let device: HKDevice? = nil

    init(metadata: [String: Any]?) { self.metadata = metadata }
}

/// A stored value with a start and an end date.
open class HKSample: HKObject, @unchecked Sendable {
    /// The sample's type.
    public let sampleType: HKSampleType
    /// When the measurement began.
    public let startDate: Date
    /// When the measurement ended.
    public let endDate: Date
    /// Whether the sample has an undetermined end date.
    public var hasUndeterminedDuration: Bool { endDate == .distantFuture }

    init(sampleType: HKSampleType, startDate: Date, endDate: Date, metadata: [String: Any]?) {
        self.sampleType = sampleType
        self.startDate = startDate
        self.endDate = endDate
        super.init(metadata: metadata)
    }
}

/// A numeric sample.
open class HKQuantitySample: HKSample, @unchecked Sendable {
    /// The sample's value.
    public let quantity: HKQuantity
    /// The sample's type.
    public var quantityType: HKQuantityType { sampleType as! HKQuantityType }
    /// How many values the sample combines.
    public var count: Int { 1 }

    /// Creates a sample of `quantity` between `startDate` and `endDate`.
    public init(type: HKQuantityType, quantity: HKQuantity, start startDate: Date, end endDate: Date, metadata: [String: Any]? = nil) {
        self.quantity = quantity
        super.init(sampleType: type, startDate: startDate, endDate: endDate, metadata: metadata)
    }

    /// Creates a sample of `quantity` between `startDate` and `endDate` measured by `device`.
    public convenience init(type: HKQuantityType, quantity: HKQuantity, start startDate: Date, end endDate: Date, device: HKDevice?, metadata: [String: Any]?) {
        self.init(type: type, quantity: quantity, start: startDate, end: endDate, metadata: metadata)
    }
}

/// A sample whose value is a category (sleep analysis…).
open class HKCategorySample: HKSample, @unchecked Sendable {
    /// The category's raw value (`HKCategoryValueSleepAnalysis.asleepCore.rawValue`…).
    public let value: Int
    /// The sample's type.
    public var categoryType: HKCategoryType { sampleType as! HKCategoryType }

    /// Creates a sample of `value` between `startDate` and `endDate`.
    public init(type: HKCategoryType, value: Int, start startDate: Date, end endDate: Date, metadata: [String: Any]? = nil) {
        self.value = value
        super.init(sampleType: type, startDate: startDate, endDate: endDate, metadata: metadata)
    }
}

/// The app or device that saved samples.
public final class HKSource: NSObject, @unchecked Sendable {
    /// The source's name.
    public let name: String
    /// The source's bundle identifier.
    public let bundleIdentifier: String
    init(name: String, bundleIdentifier: String) {
        self.name = name
        self.bundleIdentifier = bundleIdentifier
    }
    /// The app itself.
    public class func `default`() -> HKSource { HKSource(name: "WidgetShot", bundleIdentifier: Bundle.main.bundleIdentifier ?? "widgetshot") }
}

/// A source at a version.
public final class HKSourceRevision: NSObject, @unchecked Sendable {
    /// The source.
    public let source: HKSource
    /// The source's version.
    public let version: String?
    /// Creates a revision of `source`.
    public init(source: HKSource, version: String?) {
        self.source = source
        self.version = version
    }
}

/// A device that measures samples.
public final class HKDevice: NSObject, @unchecked Sendable {
    /// The device's name.
    public let name: String?
    /// The device's model.
    public let model: String?
    /// Describes a device.
    public init(name: String?, manufacturer: String?, model: String?, hardwareVersion: String?, firmwareVersion: String?,
                softwareVersion: String?, localIdentifier: String?, udiDeviceIdentifier: String?) {
        self.name = name
        self.model = model
    }
    /// The device this code runs on.
    public class func local() -> HKDevice {
        HKDevice(name: "iPhone", manufacturer: "Apple Inc.", model: "iPhone", hardwareVersion: nil, firmwareVersion: nil,
                 softwareVersion: nil, localIdentifier: nil, udiDeviceIdentifier: nil)
    }
}

/// Keys of a sample's metadata.
public let HKMetadataKeyWasUserEntered = "HKWasUserEntered"
/// The time zone the sample was recorded in.
public let HKMetadataKeyTimeZone = "HKTimeZone"
/// An identifier the app gives the sample.
public let HKMetadataKeyExternalUUID = "HKExternalUUID"
/// Whether the workout was indoors.
public let HKMetadataKeyIndoorWorkout = "HKIndoorWorkout"
