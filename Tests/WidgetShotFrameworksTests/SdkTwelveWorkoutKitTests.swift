import Foundation
import Testing
import WidgetShotWorkoutKit

/// A running app's training models (compiled into its widget) turn the app's own goals into
/// WorkoutKit plans and schedule them for the watch: the plans build, nothing is authorised, and
/// what is scheduled is kept in the process.
struct SdkTwelveWorkoutKitTests {
    enum RunGoal { case open, distance(Double), time(Double), pacer(Double, Double), intervals([(Bool, Double)], Int) }

    func plan(for goal: RunGoal) -> WorkoutPlan {
        switch goal {
        case .open:
            return WorkoutPlan(.goal(SingleGoalWorkout(activity: .running, goal: .open)))
        case let .distance(miles):
            return WorkoutPlan(.goal(SingleGoalWorkout(activity: .running, goal: .distance(miles, .miles))))
        case let .time(seconds):
            return WorkoutPlan(.goal(SingleGoalWorkout(activity: .running, goal: .time(seconds, .seconds))))
        case let .pacer(miles, seconds):
            return WorkoutPlan(.pacer(PacerWorkout(activity: .running, distance: Measurement(value: miles, unit: UnitLength.miles),
                                                   time: Measurement(value: seconds, unit: UnitDuration.seconds))))
        case let .intervals(steps, iterations):
            let block = IntervalBlock(steps: steps.map { IntervalStep($0.0 ? .work : .recovery, goal: .distance($0.1, .miles)) },
                                      iterations: iterations)
            return WorkoutPlan(.custom(CustomWorkout(activity: .running, displayName: "Repeats", blocks: [block])))
        }
    }

    @Test("plans build from an app's goals with WorkoutKit's defaults")
    func plansBuild() {
        guard case let .goal(single) = plan(for: .distance(3)).workout else { Issue.record("not a goal workout"); return }
        #expect(single.goal == .distance(3, .miles) && single.location == .unknown && single.swimmingLocation == .unknown)
        guard case let .pacer(pacer) = plan(for: .pacer(1, 480)).workout else { Issue.record("not a pacer workout"); return }
        #expect(pacer.distance.converted(to: .meters).value.rounded() == 1609 && pacer.time.value == 480)
        guard case let .custom(custom) = plan(for: .intervals([(true, 0.25), (false, 0.125)], 6)).workout else {
            Issue.record("not a custom workout"); return
        }
        #expect(custom.displayName == "Repeats" && custom.warmup == nil && custom.blocks.count == 1)
        #expect(custom.blocks[0].iterations == 6 && custom.blocks[0].steps.map(\.purpose) == [.work, .recovery])
        #expect(custom.blocks[0].steps[1].step.goal == .distance(0.125, .miles))
        #expect(HKWorkoutSessionLocationType.outdoor.rawValue == 3 && HKWorkoutSwimmingLocationType.openWater.rawValue == 2)
    }

    @Test("the scheduler has no watch, is not authorised and keeps what is scheduled")
    func schedulerRecordsPlans() async {
        let scheduler = WorkoutScheduler.shared
        #expect(!WorkoutScheduler.isSupported)
        if await scheduler.authorizationState == .notDetermined {
            #expect(await scheduler.requestAuthorization() == .denied)
        }
        #expect(await scheduler.authorizationState != .authorized)
        await scheduler.removeAllWorkouts()
        let run = plan(for: .time(1800))
        let day = DateComponents(year: 2026, month: 3, day: 14, hour: 1)
        await scheduler.schedule(run, at: day)
        await scheduler.markComplete(run, at: day)
        let scheduled = await scheduler.scheduledWorkouts
        #expect(scheduled.map(\.id) == [run.id] && scheduled.first?.date == day && scheduled.first?.complete == true)
        await scheduler.remove(run, at: day)
        #expect(await scheduler.scheduledWorkouts.isEmpty)
    }
}
