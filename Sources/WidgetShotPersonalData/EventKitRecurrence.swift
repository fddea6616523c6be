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

/// A rule for repeating an event or reminder — EventKit's `EKRecurrenceRule` (the simple form:
/// frequency, interval and end).
open class EKRecurrenceRule: NSObject, @unchecked Sendable {
    /// The frequency.
    public let frequency: EKRecurrenceFrequency
    /// Every how many periods (at least 1).
    public let interval: Int
    /// When the recurrence ends (`nil`: never).
    open var recurrenceEnd: EKRecurrenceEnd?
    /// The calendar the rule is computed in (Gregorian, as EventKit).
    public let calendarIdentifier = Calendar.Identifier.gregorian
    /// A rule.
    public init(recurrenceWith type: EKRecurrenceFrequency, interval: Int, end: EKRecurrenceEnd?) {
        frequency = type
        self.interval = max(1, interval)
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
