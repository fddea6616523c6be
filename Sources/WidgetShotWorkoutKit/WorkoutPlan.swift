import Foundation

/// A workout to send to the Workout app — WorkoutKit's `WorkoutPlan`
/// (https://developer.apple.com/documentation/workoutkit/workoutplan).
public struct WorkoutPlan: Identifiable, Sendable {
    /// The kinds of workout a plan holds.
    public enum Workout: Sendable {
        /// A single-goal workout.
        case goal(SingleGoalWorkout)
        /// A pacer workout.
        case pacer(PacerWorkout)
        /// A custom interval workout.
        case custom(CustomWorkout)
        /// A multisport workout.
        case swimBikeRun(SwimBikeRunWorkout)
    }

    /// The workout.
    public var workout: Workout
    /// The plan's identifier.
    public var id: UUID

    /// A plan for `workout`.
    public init(_ workout: Workout, id: UUID = UUID()) {
        self.workout = workout
        self.id = id
    }
}

/// A plan scheduled for a date — WorkoutKit's `ScheduledWorkoutPlan`.
public struct ScheduledWorkoutPlan: Identifiable, Sendable {
    /// The plan.
    public let plan: WorkoutPlan
    /// When it is scheduled.
    public let date: DateComponents
    /// Whether it was marked complete.
    public var complete: Bool
    /// The plan's identifier.
    public var id: UUID { plan.id }

    /// `plan` scheduled at `date`.
    public init(_ plan: WorkoutPlan, date: DateComponents) {
        self.plan = plan
        self.date = date
        self.complete = false
    }
}
