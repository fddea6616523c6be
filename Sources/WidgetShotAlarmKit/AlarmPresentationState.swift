import Foundation

/// The content state of an alarm's Live Activity, which the system supplies: which alarm, and
/// whether it counts down, is paused or alerts — AlarmKit's `AlarmPresentationState`
/// (https://developer.apple.com/documentation/alarmkit/alarmpresentationstate).
///
/// ```swift
/// switch context.state.mode {
/// case .countdown(let countdown): Text(timerInterval: Date.now...countdown.fireDate, countsDown: true)
/// case .paused(let paused): Text("Paused")
/// case .alert(let alert): Text("\(alert.time.hour):\(alert.time.minute)")
/// @unknown default: EmptyView()
/// }
/// ```
public struct AlarmPresentationState: Codable, Hashable, Sendable {
    /// The alarm this state belongs to.
    public var alarmID: Alarm.ID
    /// The alarm's mode.
    public var mode: Mode

    /// Creates a state.
    public init(alarmID: Alarm.ID, mode: Mode) {
        self.alarmID = alarmID
        self.mode = mode
    }

    /// Whether the alarm alerts, counts down or is paused — AlarmKit's `AlarmPresentationState.Mode`.
    public enum Mode: Codable, Hashable, Sendable {
        /// The alarm is alerting.
        case alert(Alert)
        /// The alarm is counting down.
        case countdown(Countdown)
        /// The countdown is paused.
        case paused(Paused)

        /// An alerting alarm — AlarmKit's `AlarmPresentationState.Mode.Alert`.
        public struct Alert: Codable, Hashable, Sendable {
            /// The time the alarm alerts.
            public var time: Alarm.Schedule.Relative.Time
            /// Creates an alert state.
            public init(time: Alarm.Schedule.Relative.Time) { self.time = time }
        }

        /// A running countdown — AlarmKit's `AlarmPresentationState.Mode.Countdown`.
        public struct Countdown: Codable, Hashable, Sendable {
            /// The countdown's whole duration.
            public var totalCountdownDuration: TimeInterval
            /// The time that elapsed before the countdown last resumed (0 if it never paused).
            public var previouslyElapsedDuration: TimeInterval
            /// When the countdown last resumed (or started).
            public var startDate: Date
            /// When the countdown ends and the alarm alerts.
            public var fireDate: Date

            /// Creates a countdown state.
            public init(totalCountdownDuration: TimeInterval, previouslyElapsedDuration: TimeInterval, startDate: Date, fireDate: Date) {
                self.totalCountdownDuration = totalCountdownDuration
                self.previouslyElapsedDuration = previouslyElapsedDuration
                self.startDate = startDate
                self.fireDate = fireDate
            }
        }

        /// A paused countdown — AlarmKit's `AlarmPresentationState.Mode.Paused`.
        public struct Paused: Codable, Hashable, Sendable {
            /// The countdown's whole duration.
            public var totalCountdownDuration: TimeInterval
            /// The time that elapsed before it paused.
            public var previouslyElapsedDuration: TimeInterval

            /// Creates a paused state.
            public init(totalCountdownDuration: TimeInterval, previouslyElapsedDuration: TimeInterval) {
                self.totalCountdownDuration = totalCountdownDuration
                self.previouslyElapsedDuration = previouslyElapsedDuration
            }
        }
    }
}
