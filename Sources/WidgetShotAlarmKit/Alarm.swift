import Foundation

/// An alarm or timer an app scheduled — AlarmKit's `Alarm`
/// (https://developer.apple.com/documentation/alarmkit/alarm).
public struct Alarm: Identifiable, Codable, Hashable, Sendable {
    /// An alarm's identifier.
    public typealias ID = UUID

    /// The alarm's identifier.
    public var id: Alarm.ID
    /// When it alerts (`nil` for a timer that only counts down).
    public var schedule: Schedule?
    /// Its countdown before and after alerting, if any.
    public var countdownDuration: CountdownDuration?
    /// Where it is in its life.
    public var state: State

    init(id: Alarm.ID, schedule: Schedule?, countdownDuration: CountdownDuration?, state: State) {
        self.id = id
        self.schedule = schedule
        self.countdownDuration = countdownDuration
        self.state = state
    }

    /// Where an alarm is in its life — AlarmKit's `Alarm.State`.
    public enum State: String, Codable, Hashable, Sendable {
        /// Waiting for its time.
        case scheduled
        /// Counting down to its alert.
        case countdown
        /// Its countdown is paused.
        case paused
        /// Alerting.
        case alerting
    }

    /// How long an alarm counts down before it alerts, and after a snooze — AlarmKit's
    /// `Alarm.CountdownDuration`.
    public struct CountdownDuration: Codable, Hashable, Sendable {
        /// The countdown before the first alert.
        public var preAlert: TimeInterval?
        /// The countdown after the alarm alerted and was snoozed or repeated.
        public var postAlert: TimeInterval?

        /// Creates a countdown duration.
        public init(preAlert: TimeInterval?, postAlert: TimeInterval?) {
            self.preAlert = preAlert
            self.postAlert = postAlert
        }
    }

    /// When an alarm alerts — AlarmKit's `Alarm.Schedule`.
    public enum Schedule: Codable, Hashable, Sendable {
        /// At a fixed date, whatever the time zone.
        case fixed(Date)
        /// At a time of day in the device's time zone, possibly on repeat.
        case relative(Relative)

        /// A time of day, possibly repeating — AlarmKit's `Alarm.Schedule.Relative`.
        public struct Relative: Codable, Hashable, Sendable {
            /// The hour and minute it alerts.
            public var time: Time
            /// How it repeats.
            public var repeats: Recurrence

            /// Creates a relative schedule (Apple: `repeats` `.never` by default).
            public init(time: Time, repeats: Recurrence = .never) {
                self.time = time
                self.repeats = repeats
            }

            /// An hour and minute — AlarmKit's `Alarm.Schedule.Relative.Time`.
            public struct Time: Codable, Hashable, Sendable {
                /// The hour, 0–23.
                public var hour: Int
                /// The minute, 0–59.
                public var minute: Int

                /// Creates a time.
                public init(hour: Int, minute: Int) {
                    self.hour = hour
                    self.minute = minute
                }
            }

            /// How a relative alarm repeats — AlarmKit's `Alarm.Schedule.Relative.Recurrence`.
            public enum Recurrence: Codable, Hashable, Sendable {
                /// It alerts once.
                case never
                /// It alerts every week on these days.
                case weekly([Locale.Weekday])
            }
        }
    }
}
