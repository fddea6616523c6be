import Foundation

/// How often a recurring event or reminder repeats — EventKit's `EKRecurrenceFrequency`.
public enum EKRecurrenceFrequency: Int, Sendable { case daily = 0, weekly, monthly, yearly }

/// When a recurrence ends — EventKit's `EKRecurrenceEnd`.
open class EKRecurrenceEnd: NSObject, @unchecked Sendable {
    /// The end date, for a recurrence that ends on a date.
    public let endDate: Date?
    /// The number of occurrences, for a recurrence that ends after a count (0 otherwise).
    public let occurrenceCount: Int
    /// A recurrence ending on a date.
    public init(end endDate: Date) { self.endDate = endDate; occurrenceCount = 0 }
    /// A recurrence ending after `occurrenceCount` occurrences.
    public init(occurrenceCount: Int) { endDate = nil; self.occurrenceCount = occurrenceCount }
}

/// A day of the week — EventKit's `EKWeekday` (Apple's raw values: Sunday is 1).
public enum EKWeekday: Int, Sendable {
    case sunday = 1, monday, tuesday, wednesday, thursday, friday, saturday
}

/// A day of the week in a recurrence, optionally the nth in its period ("the 2nd Tuesday") —
/// EventKit's `EKRecurrenceDayOfWeek`.
open class EKRecurrenceDayOfWeek: NSObject, @unchecked Sendable {
    /// The day.
    public let dayOfTheWeek: EKWeekday
    /// Which of the period's such days (negative: from the end; 0: every one).
    public let weekNumber: Int
    /// Every `dayOfTheWeek`.
    public convenience init(_ dayOfTheWeek: EKWeekday) { self.init(dayOfTheWeek, weekNumber: 0) }
    /// The `weekNumber`th `dayOfTheWeek` of the period.
    public init(_ dayOfTheWeek: EKWeekday, weekNumber: Int) {
        self.dayOfTheWeek = dayOfTheWeek
        self.weekNumber = weekNumber
        super.init()
    }
    /// The `weekNumber`th `dayOfTheWeek` of the period.
    public convenience init(dayOfTheWeek: EKWeekday, weekNumber: Int) { self.init(dayOfTheWeek, weekNumber: weekNumber) }
}

/// A rule for repeating an event or reminder — EventKit's `EKRecurrenceRule`: frequency,
/// interval, end, and the days, months, weeks and positions it is limited to (recorded as given).
open class EKRecurrenceRule: NSObject, @unchecked Sendable {
    /// The frequency.
    public let frequency: EKRecurrenceFrequency
    /// Every how many periods (at least 1).
    public let interval: Int
    /// When the recurrence ends (`nil`: never).
    open var recurrenceEnd: EKRecurrenceEnd?
    /// The calendar the rule is computed in (Gregorian, as EventKit).
    public let calendarIdentifier = Calendar.Identifier.gregorian
    /// The days of the week it occurs on (nil: not limited).
    public let daysOfTheWeek: [EKRecurrenceDayOfWeek]?
    /// The days of the month (1…31, negative from the end).
    public let daysOfTheMonth: [NSNumber]?
    /// The months of the year (1…12).
    public let monthsOfTheYear: [NSNumber]?
    /// The weeks of the year (1…53, negative from the end).
    public let weeksOfTheYear: [NSNumber]?
    /// The days of the year (1…366, negative from the end).
    public let daysOfTheYear: [NSNumber]?
    /// Which occurrences within each period are kept (1…366, negative from the end).
    public let setPositions: [NSNumber]?
    /// The day the week starts on (Sunday, as EventKit's default).
    public let firstDayOfTheWeek = 1

    /// A rule.
    public convenience init(recurrenceWith type: EKRecurrenceFrequency, interval: Int, end: EKRecurrenceEnd?) {
        self.init(recurrenceWith: type, interval: interval, daysOfTheWeek: nil, daysOfTheMonth: nil, monthsOfTheYear: nil,
                  weeksOfTheYear: nil, daysOfTheYear: nil, setPositions: nil, end: end)
    }
    /// A rule limited to days, months, weeks or positions.
    public init(recurrenceWith type: EKRecurrenceFrequency, interval: Int, daysOfTheWeek: [EKRecurrenceDayOfWeek]?, daysOfTheMonth: [NSNumber]?,
                monthsOfTheYear: [NSNumber]?, weeksOfTheYear: [NSNumber]?, daysOfTheYear: [NSNumber]?, setPositions: [NSNumber]?, end: EKRecurrenceEnd?) {
        frequency = type
        self.interval = max(1, interval)
        self.daysOfTheWeek = daysOfTheWeek
        self.daysOfTheMonth = daysOfTheMonth
        self.monthsOfTheYear = monthsOfTheYear
        self.weeksOfTheYear = weeksOfTheYear
        self.daysOfTheYear = daysOfTheYear
        self.setPositions = setPositions
        recurrenceEnd = end
    }
}

/// An account that holds calendars (iCloud, Exchange, local) — EventKit's `EKSource`.
open class EKSource: NSObject, @unchecked Sendable {
    /// The account's name.
    public let title: String
    /// The account's kind.
    public let sourceType: EKSourceType
    /// A stable identifier.
    public let sourceIdentifier = UUID().uuidString
    init(title: String, sourceType: EKSourceType) {
        self.title = title
        self.sourceType = sourceType
    }
    /// The device's local source ("On My iPhone"), which every calendar made in a render belongs to.
    static let local = EKSource(title: "Default", sourceType: .local)
}

/// Kinds of calendar accounts — EventKit's `EKSourceType` (raw values as Apple's).
public enum EKSourceType: Int, Sendable { case local = 0, exchange, calDAV, mobileMe, subscribed, birthdays }
