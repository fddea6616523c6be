// WidgetShotWorkoutKit stands in for Apple's WorkoutKit (iOS 17): the workout compositions an
// app builds (`SingleGoalWorkout`, `PacerWorkout`, `CustomWorkout` of interval blocks,
// `SwimBikeRunWorkout`), wrapped in a `WorkoutPlan` and handed to `WorkoutScheduler` for the
// Workout app on a paired Apple Watch. `import WorkoutKit` becomes `import WidgetShotWorkoutKit`;
// the umbrella does not re-export it, because fitness apps name their own `WorkoutPlan`,
// `WorkoutStep` and `WorkoutGoal` types.
//
// Nothing here draws. At render time no Apple Watch is paired (`WorkoutScheduler.isSupported` is
// false), the app is not authorised (`authorizationState` `.notDetermined`, and
// `requestAuthorization()` answers `.denied`, since a widget extension cannot show the prompt),
// and scheduling records the plan in this process only. The compositions are plain values with
// Apple's members, so code that builds plans from its own models compiles and runs.
@_exported import WidgetShotHealthKit
