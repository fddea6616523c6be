import Foundation

// The keys of an object's metadata (https://developer.apple.com/documentation/healthkit/metadata-keys)
// and the values of the enumerated ones. The strings are HealthKit's own (HKStringCache's list in
// HealthKit's binary): LoopKit and Nightscout uploaders store samples' metadata by them.

/// Whether the user entered the sample by hand (`NSNumber` `Bool`).
public let HKMetadataKeyWasUserEntered = "HKWasUserEntered"
/// The time zone the sample was recorded in (`String`, a tz database name).
public let HKMetadataKeyTimeZone = "HKTimeZone"
/// An identifier the app gives the object (`String`).
public let HKMetadataKeyExternalUUID = "HKExternalUUID"
/// A unique string that lets a newer version of the object replace an older one (`String`).
public let HKMetadataKeySyncIdentifier = "HKMetadataKeySyncIdentifier"
/// The version of the object with a sync identifier (`NSNumber`).
public let HKMetadataKeySyncVersion = "HKMetadataKeySyncVersion"
/// The device's name (`String`).
public let HKMetadataKeyDeviceName = "HKDeviceName"
/// The device's manufacturer (`String`).
public let HKMetadataKeyDeviceManufacturerName = "HKDeviceManufacturerName"
/// The device's serial number (`String`).
public let HKMetadataKeyDeviceSerialNumber = "HKDeviceSerialNumber"
/// The FDA Unique Device Identifier's device identifier (`String`).
public let HKMetadataKeyUDIDeviceIdentifier = "HKUDIDeviceIdentifier"
/// The FDA Unique Device Identifier's production identifier (`String`).
public let HKMetadataKeyUDIProductionIdentifier = "HKUDIProductionIdentifier"
/// A digital signature of the sample (`Data`).
public let HKMetadataKeyDigitalSignature = "HKDigitalSignature"
/// Whether the sample was measured in a lab (`NSNumber` `Bool`).
public let HKMetadataKeyWasTakenInLab = "HKWasTakenInLab"
/// The lower limit of the reference range (`HKQuantity`).
public let HKMetadataKeyReferenceRangeLowerLimit = "HKReferenceRangeLowerLimit"
/// The upper limit of the reference range (`HKQuantity`).
public let HKMetadataKeyReferenceRangeUpperLimit = "HKReferenceRangeUpperLimit"
/// The food a dietary sample is for (`String`).
public let HKMetadataKeyFoodType = "HKFoodType"
/// Why insulin was delivered (`NSNumber` holding an ``HKInsulinDeliveryReason``); required for insulin delivery samples.
public let HKMetadataKeyInsulinDeliveryReason = "HKInsulinDeliveryReason"
/// When a blood glucose sample was taken relative to a meal (`NSNumber` holding an ``HKBloodGlucoseMealTime``).
public let HKMetadataKeyBloodGlucoseMealTime = "HKBloodGlucoseMealTime"
/// Where a heart rate sensor sat (`NSNumber`).
public let HKMetadataKeyHeartRateSensorLocation = "HKHeartRateSensorLocation"
/// The user's activity when a heart rate was measured (`NSNumber` holding an ``HKHeartRateMotionContext``).
public let HKMetadataKeyHeartRateMotionContext = "HKMetadataKeyHeartRateMotionContext"
/// Where a body temperature was measured (`NSNumber`).
public let HKMetadataKeyBodyTemperatureSensorLocation = "HKBodyTemperatureSensorLocation"
/// Whether protection was used during sexual activity (`NSNumber` `Bool`).
public let HKMetadataKeySexualActivityProtectionUsed = "HKSexualActivityProtectionUsed"
/// Whether a menstrual flow sample starts a cycle (`NSNumber` `Bool`).
public let HKMetadataKeyMenstrualCycleStart = "HKMenstrualCycleStart"
/// Whether the workout was indoors (`NSNumber` `Bool`).
public let HKMetadataKeyIndoorWorkout = "HKIndoorWorkout"
/// Whether the workout was coached (`NSNumber` `Bool`).
public let HKMetadataKeyCoachedWorkout = "HKCoachedWorkout"
/// Whether the workout was a group fitness class (`NSNumber` `Bool`).
public let HKMetadataKeyGroupFitness = "HKGroupFitness"
/// The workout's brand name (`String`).
public let HKMetadataKeyWorkoutBrandName = "HKWorkoutBrandName"
/// The workout's average speed (`HKQuantity`).
public let HKMetadataKeyAverageSpeed = "HKAverageSpeed"
/// The workout's maximum speed (`HKQuantity`).
public let HKMetadataKeyMaximumSpeed = "HKMaximumSpeed"
/// The elevation the workout climbed (`HKQuantity`).
public let HKMetadataKeyElevationAscended = "HKElevationAscended"
/// The elevation the workout descended (`HKQuantity`).
public let HKMetadataKeyElevationDescended = "HKElevationDescended"
/// The workout's average metabolic equivalent (`HKQuantity`).
public let HKMetadataKeyAverageMETs = "HKAverageMETs"
/// The length of a swimming pool lap (`HKQuantity`).
public let HKMetadataKeyLapLength = "HKLapLength"
/// The weather during the workout (`NSNumber`).
public let HKMetadataKeyWeatherCondition = "HKWeatherCondition"
/// The temperature during the workout (`HKQuantity`).
public let HKMetadataKeyWeatherTemperature = "HKWeatherTemperature"
/// The humidity during the workout (`HKQuantity`).
public let HKMetadataKeyWeatherHumidity = "HKWeatherHumidity"
/// The VO2 max test type (`NSNumber`).
public let HKMetadataKeyVO2MaxTestType = "HKVO2MaxTestType"
/// The threshold of a heart rate event (`HKQuantity`).
public let HKMetadataKeyHeartRateEventThreshold = "HKHeartRateEventThreshold"
/// A quantity clamped to the lower bound of its type (`NSNumber` `Bool`).
public let HKMetadataKeyQuantityClampedToLowerBound = "HKMetadataKeyQuantityClampedToLowerBound"
/// A quantity clamped to the upper bound of its type (`NSNumber` `Bool`).
public let HKMetadataKeyQuantityClampedToUpperBound = "HKMetadataKeyQuantityClampedToUpperBound"
/// The version of the algorithm that computed the value (`NSNumber`).
public let HKMetadataKeyAlgorithmVersion = "HKAlgorithmVersion"

/// Why insulin was delivered.
public enum HKInsulinDeliveryReason: Int, Sendable {
    /// Insulin for the body's basic metabolic needs.
    case basal = 1
    /// Insulin for a meal or a correction.
    case bolus = 2
}

/// When a blood glucose sample was taken relative to a meal.
public enum HKBloodGlucoseMealTime: Int, Sendable {
    /// Before a meal.
    case preprandial = 1
    /// After a meal.
    case postprandial = 2
}

/// The user's activity when a heart rate was measured.
public enum HKHeartRateMotionContext: Int, Sendable {
    case notSet = 0, sedentary = 1, active = 2
}
