import Foundation

/// Whether a workout session takes place indoors or outdoors — HealthKit's
/// `HKWorkoutSessionLocationType` (https://developer.apple.com/documentation/healthkit/hkworkoutsessionlocationtype;
/// raw values are HealthKit's: `HKWorkoutSessionLocationTypeUnknown` is 1).
public enum HKWorkoutSessionLocationType: Int, Sendable {
    /// Not known.
    case unknown = 1
    /// Indoors.
    case indoor = 2
    /// Outdoors.
    case outdoor = 3
}

/// Where a swim takes place — HealthKit's `HKWorkoutSwimmingLocationType`
/// (https://developer.apple.com/documentation/healthkit/hkworkoutswimminglocationtype; raw values
/// are HealthKit's, from 0).
public enum HKWorkoutSwimmingLocationType: Int, Sendable {
    /// The swimming location could not be determined.
    case unknown = 0
    /// A pool.
    case pool = 1
    /// Open water, like a lake or ocean.
    case openWater = 2
}
