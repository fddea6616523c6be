import Foundation

/// "An object for scheduling and managing workouts" — WorkoutKit's `WorkoutScheduler`
/// (https://developer.apple.com/documentation/workoutkit/workoutscheduler).
///
/// In WidgetShot, as on an iPhone with no paired Apple Watch where the app never asked:
/// `isSupported` is false, `authorizationState` is `.notDetermined`, and
/// `requestAuthorization()` answers `.denied` (a widget extension cannot show the prompt).
/// Scheduling records the plan in this process, so `scheduledWorkouts` reads back what the app
/// scheduled; nothing reaches a watch.
public final class WorkoutScheduler: @unchecked Sendable {
    /// The scheduler's authorization status.
    public enum AuthorizationState: Hashable, Sendable {
        /// The app has not asked.
        case notDetermined
        /// Scheduling is restricted.
        case restricted
        /// The person declined.
        case denied
        /// The app may schedule workouts.
        case authorized
    }

    /// The shared scheduler.
    public static let shared = WorkoutScheduler()
    /// Whether this device supports scheduled workouts: false, no Apple Watch is paired.
    public static var isSupported: Bool { false }

    private let lock = NSLock()
    private var scheduled: [ScheduledWorkoutPlan] = []

    private init() {}

    /// The authorization status: `.notDetermined`.
    public var authorizationState: AuthorizationState { get async { .notDetermined } }
    /// Asks to schedule workouts: `.denied`, no prompt can be shown.
    public func requestAuthorization() async -> AuthorizationState { .denied }

    /// Every plan scheduled in this process.
    public var scheduledWorkouts: [ScheduledWorkoutPlan] { get async { lock.withLock { scheduled } } }

    /// Schedules `workout` at `date` (recorded in this process).
    public func schedule(_ workout: WorkoutPlan, at date: DateComponents) async {
        lock.withLock { scheduled.append(ScheduledWorkoutPlan(workout, date: date)) }
    }

    /// Removes `workout` scheduled at `date`.
    public func remove(_ workout: WorkoutPlan, at date: DateComponents) async {
        lock.withLock { scheduled.removeAll { $0.plan.id == workout.id && $0.date == date } }
    }

    /// Removes every scheduled workout.
    public func removeAllWorkouts() async {
        lock.withLock { scheduled.removeAll() }
    }

    /// Marks `workout` scheduled at `date` complete.
    public func markComplete(_ workout: WorkoutPlan, at date: DateComponents) async {
        lock.withLock {
            for i in scheduled.indices where scheduled[i].plan.id == workout.id && scheduled[i].date == date {
                scheduled[i].complete = true
            }
        }
    }
}
