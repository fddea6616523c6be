import Foundation
import WidgetShotHealthKit

/// "A workout with a single goal" — WorkoutKit's `SingleGoalWorkout`.
public struct SingleGoalWorkout: Sendable {
    /// The kind of workout.
    public var activity: HKWorkoutActivityType
    /// Indoors or outdoors.
    public var location: HKWorkoutSessionLocationType
    /// Pool or open water, for swims.
    public var swimmingLocation: HKWorkoutSwimmingLocationType
    /// The goal.
    public var goal: WorkoutGoal

    /// A workout of `activity` with one `goal`.
    public init(activity: HKWorkoutActivityType, location: HKWorkoutSessionLocationType = .unknown,
                swimmingLocation: HKWorkoutSwimmingLocationType = .unknown, goal: WorkoutGoal) {
        self.activity = activity
        self.location = location
        self.swimmingLocation = swimmingLocation
        self.goal = goal
    }
}

/// "A workout in which a person covers a specific distance in a given time" — WorkoutKit's `PacerWorkout`.
public struct PacerWorkout: Sendable {
    /// The workout activity type.
    public var activity: HKWorkoutActivityType
    /// The workout location.
    public var location: HKWorkoutSessionLocationType
    /// The distance goal.
    public var distance: Measurement<UnitLength>
    /// The time goal.
    public var time: Measurement<UnitDuration>

    /// A pacer workout covering `distance` in `time`.
    public init(activity: HKWorkoutActivityType, location: HKWorkoutSessionLocationType = .unknown,
                distance: Measurement<UnitLength>, time: Measurement<UnitDuration>) {
        self.activity = activity
        self.location = location
        self.distance = distance
        self.time = time
    }
}

/// "A workout that includes a repeating series of work and recovery steps" — WorkoutKit's `CustomWorkout`.
public struct CustomWorkout: Sendable {
    /// The type of activity performed during the workout.
    public var activity: HKWorkoutActivityType
    /// The workout session location.
    public var location: HKWorkoutSessionLocationType
    /// The name the system shows.
    public var displayName: String?
    /// The warmup step (if any).
    public var warmup: WorkoutStep?
    /// Blocks of repeating work and recovery steps.
    public var blocks: [IntervalBlock]
    /// The cooldown step (if any).
    public var cooldown: WorkoutStep?

    /// A custom workout of interval blocks between an optional warmup and cooldown.
    public init(activity: HKWorkoutActivityType, location: HKWorkoutSessionLocationType = .unknown, displayName: String? = nil,
                warmup: WorkoutStep? = nil, blocks: [IntervalBlock] = [], cooldown: WorkoutStep? = nil) {
        self.activity = activity
        self.location = location
        self.displayName = displayName
        self.warmup = warmup
        self.blocks = blocks
        self.cooldown = cooldown
    }
}

/// A multisport (triathlon) workout — WorkoutKit's `SwimBikeRunWorkout`.
public struct SwimBikeRunWorkout: Sendable {
    /// One leg of the workout.
    public enum Activity: Hashable, Sendable {
        /// A swim in a pool or open water.
        case swimming(HKWorkoutSwimmingLocationType)
        /// A ride, indoors or outdoors.
        case cycling(HKWorkoutSessionLocationType)
        /// A run, indoors or outdoors.
        case running(HKWorkoutSessionLocationType)
    }

    /// The legs, in order.
    public var activities: [Activity]
    /// The name the system shows.
    public var displayName: String?

    /// A workout of `activities` in order.
    public init(activities: [Activity], displayName: String? = nil) {
        self.activities = activities
        self.displayName = displayName
    }
}
