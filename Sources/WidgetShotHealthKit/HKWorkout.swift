import Foundation

/// A workout (https://developer.apple.com/documentation/healthkit/hkworkout).
public final class HKWorkout: HKSample, @unchecked Sendable {
    /// The kind of workout.
    public let workoutActivityType: HKWorkoutActivityType
    /// The workout's duration in seconds.
    public let duration: TimeInterval
    /// The energy burned.
    public let totalEnergyBurned: HKQuantity?
    /// The distance covered.
    public let totalDistance: HKQuantity?

    /// Describes a workout.
    public init(activityType workoutActivityType: HKWorkoutActivityType, start startDate: Date, end endDate: Date,
                duration: TimeInterval = 0, totalEnergyBurned: HKQuantity? = nil, totalDistance: HKQuantity? = nil,
                metadata: [String: Any]? = nil) {
        self.workoutActivityType = workoutActivityType
        self.duration = duration == 0 ? endDate.timeIntervalSince(startDate) : duration
        self.totalEnergyBurned = totalEnergyBurned
        self.totalDistance = totalDistance
        super.init(sampleType: HKObjectType.workoutType(), startDate: startDate, endDate: endDate, metadata: metadata)
    }

    /// The statistics of `quantityType` during the workout (iOS 16): none.
    public func statistics(for quantityType: HKQuantityType) -> HKStatistics? { nil }
    /// Every statistic of the workout.
    public var allStatistics: [HKQuantityType: HKStatistics] { [:] }
}

/// Kinds of workouts (raw values as in HealthKit).
public enum HKWorkoutActivityType: UInt, Sendable {
    case americanFootball = 1, archery, australianFootball, badminton, baseball, basketball, bowling, boxing, climbing
    case cricket, crossTraining, curling, cycling, dance, danceInspiredTraining, elliptical, equestrianSports, fencing
    case fishing, functionalStrengthTraining, golf, gymnastics, handball, hiking, hockey, hunting, lacrosse, martialArts
    case mindAndBody, mixedMetabolicCardioTraining, paddleSports, play, preparationAndRecovery, racquetball, rowing
    case rugby, running, sailing, skatingSports, snowSports, soccer, softball, squash, stairClimbing, surfingSports
    case swimming, tableTennis, tennis, trackAndField, traditionalStrengthTraining, volleyball, walking, waterFitness
    case waterPolo, waterSports, wrestling, yoga, barre, coreTraining, crossCountrySkiing, downhillSkiing, flexibility
    case highIntensityIntervalTraining, jumpRope, kickboxing, pilates, snowboarding, stairs, stepTraining
    case wheelchairWalkPace, wheelchairRunPace, taiChi, mixedCardio, handCycling, discSports, fitnessGaming
    case cardioDance, socialDance, pickleball, cooldown, swimBikeRun = 82, transition = 83, underwaterDiving = 84
    case other = 3000
}

/// One day's Activity rings (https://developer.apple.com/documentation/healthkit/hkactivitysummary).
public final class HKActivitySummary: NSObject, @unchecked Sendable {
    /// Move ring: active energy burned.
    public var activeEnergyBurned = HKQuantity(unit: .kilocalorie(), doubleValue: 0)
    /// Move ring goal.
    public var activeEnergyBurnedGoal = HKQuantity(unit: .kilocalorie(), doubleValue: 0)
    /// Exercise ring: minutes of exercise.
    public var appleExerciseTime = HKQuantity(unit: .minute(), doubleValue: 0)
    /// Exercise ring goal.
    public var appleExerciseTimeGoal = HKQuantity(unit: .minute(), doubleValue: 0)
    /// Stand ring: hours with standing.
    public var appleStandHours = HKQuantity(unit: .count(), doubleValue: 0)
    /// Stand ring goal.
    public var appleStandHoursGoal = HKQuantity(unit: .count(), doubleValue: 0)
    /// Move ring in minutes (move-time mode).
    public var appleMoveTime = HKQuantity(unit: .minute(), doubleValue: 0)
    /// Move-time goal.
    public var appleMoveTimeGoal = HKQuantity(unit: .minute(), doubleValue: 0)
    var dateComponentsValue = DateComponents()

    /// An empty summary.
    public override init() {}

    /// The summary's day, in `calendar`.
    public func dateComponents(for calendar: Calendar) -> DateComponents {
        var c = dateComponentsValue
        c.calendar = calendar
        return c
    }
}
