import Foundation

// HealthKit's data types (https://developer.apple.com/documentation/healthkit/hkobjecttype).
// A widget's provider names the types it reads; on a device where nothing is authorised they are
// plain identifiers: queries of them find no samples.

/// The abstract type of every kind of data HealthKit stores.
open class HKObjectType: NSObject, @unchecked Sendable {
    /// The type's identifier (`HKQuantityTypeIdentifierStepCount`…).
    public let identifier: String

    init(identifier: String) { self.identifier = identifier }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? HKObjectType).map { type(of: $0) == type(of: self) && $0.identifier == identifier } ?? false
    }
    open override var hash: Int { identifier.hashValue }
    open override var description: String { identifier }

    /// The quantity type for `identifier`.
    public class func quantityType(forIdentifier identifier: HKQuantityTypeIdentifier) -> HKQuantityType? { HKQuantityType(identifier) }
    /// The category type for `identifier`.
    public class func categoryType(forIdentifier identifier: HKCategoryTypeIdentifier) -> HKCategoryType? { HKCategoryType(identifier) }
    /// The characteristic type for `identifier` (date of birth, biological sex…).
    public class func characteristicType(forIdentifier identifier: HKCharacteristicTypeIdentifier) -> HKCharacteristicType? { HKCharacteristicType(identifier) }
    /// The workout type.
    public class func workoutType() -> HKWorkoutType { HKWorkoutType() }
    /// The activity summary (the Activity rings) type.
    public class func activitySummaryType() -> HKActivitySummaryType { HKActivitySummaryType() }
    /// The correlation type for `identifier` (blood pressure, food).
    public class func correlationType(forIdentifier identifier: HKCorrelationTypeIdentifier) -> HKCorrelationType? { HKCorrelationType(identifier) }
}

/// A type of data stored as samples (with a start and an end date).
open class HKSampleType: HKObjectType, @unchecked Sendable {
    /// Whether samples of this type may have a duration (false for instantaneous types).
    open var isMinimumDurationRestricted: Bool { false }
    /// Whether samples of this type may have a duration.
    open var allowsRecalibrationForEstimates: Bool { false }
}

/// A type of numeric sample (steps, heart rate…).
public final class HKQuantityType: HKSampleType, @unchecked Sendable {
    /// Creates the quantity type for `identifier` (iOS 15).
    public init(_ identifier: HKQuantityTypeIdentifier) { super.init(identifier: identifier.rawValue) }
    /// Whether the values are summed (`.cumulative`) or averaged (`.discreteArithmetic`…).
    public var aggregationStyle: HKQuantityAggregationStyle {
        HKQuantityTypeIdentifier.cumulativeIdentifiers.contains(identifier) ? .cumulative : .discreteArithmetic
    }
    /// Whether `unit` measures what this type counts (`.count()` for steps, a length for distance…).
    public func `is`(compatibleWith unit: HKUnit) -> Bool {
        guard let canonical = HKQuantityTypeIdentifier(rawValue: identifier).canonicalUnit else { return true }
        return canonical.dimension == unit.dimension
    }
}

/// A type of sample whose value is one of a set of categories (sleep analysis…).
public final class HKCategoryType: HKSampleType, @unchecked Sendable {
    /// Creates the category type for `identifier` (iOS 15).
    public init(_ identifier: HKCategoryTypeIdentifier) { super.init(identifier: identifier.rawValue) }
}

/// A type of data that does not change over time (date of birth, blood type…).
public final class HKCharacteristicType: HKObjectType, @unchecked Sendable {
    /// Creates the characteristic type for `identifier`.
    public init(_ identifier: HKCharacteristicTypeIdentifier) { super.init(identifier: identifier.rawValue) }
}

/// A type that groups samples (blood pressure, food).
public final class HKCorrelationType: HKSampleType, @unchecked Sendable {
    /// Creates the correlation type for `identifier`.
    public init(_ identifier: HKCorrelationTypeIdentifier) { super.init(identifier: identifier.rawValue) }
}

/// The workout type.
public final class HKWorkoutType: HKSampleType, @unchecked Sendable {
    init() { super.init(identifier: "HKWorkoutTypeIdentifier") }
}

/// The type of the Activity rings' daily summaries.
public final class HKActivitySummaryType: HKObjectType, @unchecked Sendable {
    init() { super.init(identifier: "HKActivitySummaryTypeIdentifier") }
}

/// How the values of a quantity type combine.
public enum HKQuantityAggregationStyle: Int, Sendable {
    case cumulative = 0, discreteArithmetic = 1, discreteTemporallyWeighted = 2, discreteEquivalentContinuousLevel = 3
    /// The iOS 12 name of `.discreteArithmetic`.
    public static let discrete = HKQuantityAggregationStyle.discreteArithmetic
}

/// Whether the app may read or write a type (HealthKit never tells whether reading is allowed).
public enum HKAuthorizationStatus: Int, Sendable {
    case notDetermined = 0, sharingDenied = 1, sharingAuthorized = 2
}

/// Whether asking for authorisation would show the sheet.
public enum HKAuthorizationRequestStatus: Int, Sendable {
    case unknown = 0, shouldRequest = 1, unnecessary = 2
}

/// The characteristic identifiers.
public struct HKCharacteristicTypeIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let biologicalSex = Self("HKCharacteristicTypeIdentifierBiologicalSex")
    public static let bloodType = Self("HKCharacteristicTypeIdentifierBloodType")
    public static let dateOfBirth = Self("HKCharacteristicTypeIdentifierDateOfBirth")
    public static let fitzpatrickSkinType = Self("HKCharacteristicTypeIdentifierFitzpatrickSkinType")
    public static let wheelchairUse = Self("HKCharacteristicTypeIdentifierWheelchairUse")
    public static let activityMoveMode = Self("HKCharacteristicTypeIdentifierActivityMoveMode")
}

/// The correlation identifiers.
public struct HKCorrelationTypeIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let bloodPressure = Self("HKCorrelationTypeIdentifierBloodPressure")
    public static let food = Self("HKCorrelationTypeIdentifierFood")
}
