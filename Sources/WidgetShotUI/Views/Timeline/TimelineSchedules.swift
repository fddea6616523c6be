import Foundation

// SwiftUI's timeline schedules (https://developer.apple.com/documentation/swiftui/timelineschedule).
// A `TimelineView` asks its schedule when to update; in a widget the view is drawn once per entry,
// so WidgetShot never waits for these dates — but custom schedules and code that reads
// `entries(from:mode:)` get Apple's sequences.

/// How often a timeline schedule is asked to update — SwiftUI's `TimelineScheduleMode`.
public enum TimelineScheduleMode: Sendable, Hashable {
    /// The schedule updates as often as it asks.
    case normal
    /// The system asks for fewer updates (Always On display, a widget).
    case lowFrequency
}

/// A type that provides a sequence of dates for use as a schedule — SwiftUI's `TimelineSchedule`.
public protocol TimelineSchedule {
    /// The mode the schedule is asked in.
    typealias Mode = TimelineScheduleMode
    /// The sequence of dates within a schedule.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates, in ascending order, at which a timeline view updates, starting around `startDate`.
    func entries(from startDate: Date, mode: Mode) -> Entries
}

/// A schedule for updating a timeline view at regular intervals — SwiftUI's `PeriodicTimelineSchedule`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let start: Date
    let interval: TimeInterval
    /// A schedule whose dates are `startDate + n × interval` (intervals ≤ 0 behave as 1 s, so the
    /// sequence always advances).
    public init(from startDate: Date, by interval: TimeInterval) {
        start = startDate
        self.interval = interval > 0 && interval.isFinite ? interval : 1
    }
    /// The dates of a periodic schedule: phase-aligned on the schedule's start ("for a startDate
    /// and interval of 10:09:30 and 60 seconds, the schedule prepares to issue dates half past
    /// each minute", Apple's `entries(from:mode:)` documentation), from the last such date at or
    /// before the requested start.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval
        /// The next date.
        public mutating func next() -> Date? {
            defer { upcoming = upcoming.addingTimeInterval(interval) }
            return upcoming
        }
    }
    /// The periodic dates around `startDate`.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let steps = (startDate.timeIntervalSince(start) / interval).rounded(.down)
        return Entries(upcoming: start.addingTimeInterval(max(steps, 0) * interval), interval: interval)
    }
}

/// A schedule updating at the start of every minute — SwiftUI's `EveryMinuteTimelineSchedule`.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// A per-minute schedule.
    public init() {}
    /// Per-minute dates: "for a startDate that's exactly minute-aligned, the schedule's sequence of
    /// dates starts at that time. Otherwise, it starts at the beginning of the specified minute"
    /// (Apple's `entries(from:mode:)` documentation).
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        /// The next date.
        public mutating func next() -> Date? {
            defer { upcoming = upcoming.addingTimeInterval(60) }
            return upcoming
        }
    }
    /// Dates at the start of each minute from `startDate`'s minute.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let seconds = startDate.timeIntervalSinceReferenceDate
        return Entries(upcoming: Date(timeIntervalSinceReferenceDate: (seconds / 60).rounded(.down) * 60))
    }
}

/// A schedule of explicit dates — SwiftUI's `ExplicitTimelineSchedule`.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries
    /// A schedule made of `dates`.
    public init(_ dates: Entries) { self.dates = dates }
    /// The dates given at initialisation (start and mode ignored, as Apple documents).
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

/// A schedule for animations — SwiftUI's `AnimationTimelineSchedule`.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let minimumInterval: Double?
    /// Whether updates are paused.
    public let paused: Bool
    /// An animation schedule updating at most every `minimumInterval` seconds (`nil`: every frame).
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }
    /// The frame dates (1/60 s apart when no minimum interval is given — iPhone's 60 Hz display;
    /// a paused schedule yields only `startDate`).
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let step: TimeInterval
        let paused: Bool
        /// The next date.
        public mutating func next() -> Date? {
            defer { upcoming = paused ? nil : upcoming?.addingTimeInterval(step) }
            return upcoming
        }
    }
    /// Frame dates from `startDate`.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let step = minimumInterval.map { max($0, 1.0 / 60) } ?? 1.0 / 60
        return Entries(upcoming: startDate, step: step, paused: paused)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// A schedule updating every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// A schedule updating at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
    /// A schedule updating at the given dates.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S>, S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// A schedule updating every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    /// A schedule updating at most every `minimumInterval` seconds, or not at all when `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
