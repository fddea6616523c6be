import Foundation

/// "A value that specifies the goal for a workout" — WorkoutKit's `WorkoutGoal`
/// (https://developer.apple.com/documentation/workoutkit/workoutgoal).
///
/// ```swift
/// SingleGoalWorkout(activity: .running, goal: .distance(5, .kilometers))
/// IntervalStep(.work, goal: .time(90, .seconds))
/// ```
public enum WorkoutGoal: Hashable, Sendable {
    /// An open workout with no set goal.
    case open
    /// A goal based on distance traveled during the workout.
    case distance(Double, UnitLength)
    /// A goal based on the amount of energy burned during the workout.
    case energy(Double, UnitEnergy)
    /// A goal based on the amount of time that has elapsed during the workout.
    case time(Double, UnitDuration)
    /// A pool swim of a distance within a time.
    case poolSwimDistanceWithTime(Measurement<UnitLength>, Measurement<UnitDuration>)
}

/// An alert the watch gives during a workout step (heart rate, pace, cadence…) — WorkoutKit's
/// `WorkoutAlert` protocol. WidgetShot defines no concrete alerts: none fires without a watch.
public protocol WorkoutAlert: Sendable {}

/// "A step in a workout" — WorkoutKit's `WorkoutStep`: a goal that ends it, an optional alert
/// and a display name.
public struct WorkoutStep: Sendable {
    /// A goal that determines when the step ends.
    public var goal: WorkoutGoal
    /// Alerts used during the step.
    public var alert: (any WorkoutAlert)?
    /// The step's name in the Workout app.
    public var displayName: String?

    /// A step with `goal` (open by default), `alert` and `displayName`.
    public init(goal: WorkoutGoal = .open, alert: (any WorkoutAlert)? = nil, displayName: String? = nil) {
        self.goal = goal
        self.alert = alert
        self.displayName = displayName
    }
}

/// "An interval that represents a work or recovery step in a workout" — WorkoutKit's `IntervalStep`.
public struct IntervalStep: Sendable {
    /// An interval step's purpose.
    public enum Purpose: Hashable, Sendable {
        /// A work interval.
        case work
        /// A recovery interval.
        case recovery
    }

    /// The purpose of the interval step.
    public var purpose: Purpose
    /// The workout step to perform.
    public var step: WorkoutStep

    /// A step for `purpose` performing `step`.
    public init(_ purpose: Purpose, step: WorkoutStep) {
        self.purpose = purpose
        self.step = step
    }

    /// A step for `purpose` with a goal and an alert.
    public init(_ purpose: Purpose, goal: WorkoutGoal = .open, alert: (any WorkoutAlert)? = nil) {
        self.init(purpose, step: WorkoutStep(goal: goal, alert: alert))
    }
}

/// A block of work and recovery steps repeated `iterations` times — WorkoutKit's `IntervalBlock`.
public struct IntervalBlock: Sendable {
    /// The steps, in order.
    public var steps: [IntervalStep]
    /// How many times the block repeats.
    public var iterations: Int

    /// A block of `steps` repeated `iterations` times.
    public init(steps: [IntervalStep] = [], iterations: Int = 1) {
        self.steps = steps
        self.iterations = iterations
    }
}
