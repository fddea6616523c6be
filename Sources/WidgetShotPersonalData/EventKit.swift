import Foundation
import WidgetShotUIKit

/// EventKit (https://developer.apple.com/documentation/eventkit) on a device where the user has
/// not answered the calendar or reminders prompt: the status is `.notDetermined`, an extension
/// cannot show the prompt (granted: false), and without access the store returns no calendars,
/// events or reminders. Handlers run on a background queue.
open class EKEventStore: NSObject, @unchecked Sendable {
    /// A store.
    public override init() {}

    /// The permission for `entityType`: not asked.
    open class func authorizationStatus(for entityType: EKEntityType) -> EKAuthorizationStatus { .notDetermined }
    /// Asks for access (before iOS 17): not granted.
    open func requestAccess(to entityType: EKEntityType, completion: @escaping @Sendable (Bool, Error?) -> Void) {
        DispatchQueue.global().async { completion(false, nil) }
    }
    /// Asks for access (async, before iOS 17): false.
    open func requestAccess(to entityType: EKEntityType) async throws -> Bool { false }
    /// Asks for full calendar access (iOS 17): not granted.
    open func requestFullAccessToEvents(completion: @escaping @Sendable (Bool, Error?) -> Void) {
        DispatchQueue.global().async { completion(false, nil) }
    }
    /// Asks for full calendar access (async): false.
    open func requestFullAccessToEvents() async throws -> Bool { false }
    /// Asks for write-only calendar access (iOS 17): false.
    open func requestWriteOnlyAccessToEvents() async throws -> Bool { false }
    /// Asks for reminders access (iOS 17): not granted.
    open func requestFullAccessToReminders(completion: @escaping @Sendable (Bool, Error?) -> Void) {
        DispatchQueue.global().async { completion(false, nil) }
    }
    /// Asks for reminders access (async): false.
    open func requestFullAccessToReminders() async throws -> Bool { false }

    /// The calendars of `entityType`: none without access.
    open func calendars(for entityType: EKEntityType) -> [EKCalendar] { [] }
    /// The default calendar for new events: none without access.
    open var defaultCalendarForNewEvents: EKCalendar? { nil }
    /// The default reminders list: none without access.
    open func defaultCalendarForNewReminders() -> EKCalendar? { nil }
    /// The calendar with `identifier`: none.
    open func calendar(withIdentifier identifier: String) -> EKCalendar? { nil }
    /// The event with `identifier`: none.
    open func event(withIdentifier identifier: String) -> EKEvent? { nil }
    /// The event or reminder with this identifier: none, nothing is stored (EventKit's `calendarItem(withIdentifier:)`).
    open func calendarItem(withIdentifier identifier: String) -> EKCalendarItem? { nil }
    /// The items with this server identifier: none (EventKit's `calendarItems(withExternalIdentifier:)`).
    open func calendarItems(withExternalIdentifier externalIdentifier: String) -> [EKCalendarItem] { [] }

    /// Events between two dates in `calendars` (nil: all).
    open func predicateForEvents(withStart startDate: Date, end endDate: Date, calendars: [EKCalendar]?) -> NSPredicate {
        NSPredicate { object, _ in
            guard let event = object as? EKEvent, let start = event.startDate, let end = event.endDate else { return false }
            return start < endDate && end > startDate
        }
    }
    /// The events matching `predicate`: none without access.
    open func events(matching predicate: NSPredicate) -> [EKEvent] { [] }
    /// Calls `block` for each matching event: none.
    open func enumerateEvents(matching predicate: NSPredicate, using block: (EKEvent, UnsafeMutablePointer<ObjCBool>) -> Void) {}

    /// Reminders in `calendars`.
    open func predicateForReminders(in calendars: [EKCalendar]?) -> NSPredicate { NSPredicate(value: true) }
    /// Incomplete reminders due in a range.
    open func predicateForIncompleteReminders(withDueDateStarting startDate: Date?, ending endDate: Date?, calendars: [EKCalendar]?) -> NSPredicate {
        NSPredicate(value: true)
    }
    /// Completed reminders in a range.
    open func predicateForCompletedReminders(withCompletionDateStarting startDate: Date?, ending endDate: Date?, calendars: [EKCalendar]?) -> NSPredicate {
        NSPredicate(value: true)
    }
    /// Fetches reminders: none without access.
    @discardableResult open func fetchReminders(matching predicate: NSPredicate, completion: @escaping @Sendable ([EKReminder]?) -> Void) -> Any {
        DispatchQueue.global().async { completion([]) }
        return UUID()
    }

    /// Saves an event: refused without access.
    open func save(_ event: EKEvent, span: EKSpan, commit: Bool = true) throws { throw EKError(.eventStoreNotAuthorized) }
    /// Saves a reminder: refused without access.
    open func save(_ reminder: EKReminder, commit: Bool) throws { throw EKError(.eventStoreNotAuthorized) }
    /// Removes an event: refused without access.
    open func remove(_ event: EKEvent, span: EKSpan, commit: Bool = true) throws { throw EKError(.eventStoreNotAuthorized) }
    /// Removes a reminder: refused without access.
    open func remove(_ reminder: EKReminder, commit: Bool) throws { throw EKError(.eventStoreNotAuthorized) }
    /// Saves a calendar: refused without access (a widget render has no calendar access).
    open func saveCalendar(_ calendar: EKCalendar, commit: Bool) throws { throw EKError(.eventStoreNotAuthorized) }
    /// Removes a calendar: refused without access.
    open func removeCalendar(_ calendar: EKCalendar, commit: Bool) throws { throw EKError(.eventStoreNotAuthorized) }
    /// Commits changes.
    open func commit() throws {}
    /// Forgets cached objects.
    open func reset() {}
}

/// Posted when the calendar database changes (never here).
public let EKEventStoreChangedNotification = Notification.Name("EKEventStoreChangedNotification")

extension Notification.Name {
    /// Posted when the calendar database changes (never here).
    public static let EKEventStoreChanged = EKEventStoreChangedNotification
}

/// Kinds of calendar items.
public enum EKEntityType: UInt, Sendable { case event = 0, reminder = 1 }
/// Calendar permission.
public enum EKAuthorizationStatus: Int, Sendable {
    case notDetermined = 0, restricted = 1, denied = 2, fullAccess = 3, writeOnly = 4
    /// The iOS 16 name of `.fullAccess`.
    public static let authorized = EKAuthorizationStatus.fullAccess
}
/// Which occurrences a change affects.
public enum EKSpan: Int, Sendable { case thisEvent = 0, futureEvents = 1 }

/// EventKit errors.
public struct EKError: Error, CustomNSError, Hashable, Sendable {
    /// Error codes.
    public enum Code: Int, Sendable { case eventNotMutable = 0, noCalendar = 1, noStartDate = 2, noEndDate = 3, datesInverted = 4, internalFailure = 5, calendarReadOnly = 6, durationGreaterThanRecurrence = 7, alarmGreaterThanRecurrence = 8, startDateTooFarInFuture = 9, startDateCollidesWithOtherOccurrence = 10, objectBelongsToDifferentStore = 11, invitesCannotBeMoved = 12, invalidSpan = 13, calendarHasNoSource = 14, calendarSourceCannotBeModified = 15, calendarIsImmutable = 16, sourceDoesNotAllowCalendarAddDelete = 17, recurringReminderRequiresDueDate = 18, structuredLocationsNotSupported = 19, reminderLocationsNotSupported = 20, alarmProximityNotSupported = 21, calendarDoesNotAllowEvents = 22, calendarDoesNotAllowReminders = 23, sourceDoesNotAllowReminders = 24, sourceDoesNotAllowEvents = 25, priorityIsInvalid = 26, invalidEntityType = 27, procedureAlarmsNotMutable = 28, eventStoreNotAuthorized = 29, osNotSupported = 30 }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static var errorDomain: String { "EKErrorDomain" }
    public var errorCode: Int { code.rawValue }
}

/// A calendar or reminders list.
open class EKCalendar: NSObject, @unchecked Sendable {
    open var title = ""
    open var calendarIdentifier = UUID().uuidString
    open var type: EKCalendarType = .local
    open var allowsContentModifications = true
    /// The account the calendar belongs to: the device's local source for a calendar made here.
    open var source: EKSource! = EKSource.local
    /// The calendar's colour (nil until set: iOS picks one when a new calendar is saved, and
    /// nothing is saved here).
    open var cgColor: CGColor!
    /// A new calendar of `entityType` in `eventStore`.
    public init(for entityType: EKEntityType, eventStore: EKEventStore) {}
}

/// Calendar kinds.
public enum EKCalendarType: Int, Sendable { case local = 0, calDAV, exchange, subscription, birthday }

/// An event or reminder.
open class EKCalendarItem: NSObject, @unchecked Sendable {
    open var calendar: EKCalendar!
    open var title: String! = ""
    open var location: String?
    open var notes: String?
    open var url: URL?
    open var calendarItemIdentifier: String { identifier }
    /// The item's alarms (`nil`: none), as EventKit answers (``EKAlarm``).
    open var alarms: [EKAlarm]?
    /// Whether the item has alarms.
    open var hasAlarms: Bool { !(alarms?.isEmpty ?? true) }
    /// The rules the item repeats by (`nil`: it does not repeat), as EventKit answers.
    open var recurrenceRules: [EKRecurrenceRule]?
    /// Whether the item repeats.
    open var hasRecurrenceRules: Bool { !(recurrenceRules?.isEmpty ?? true) }
    /// Adds a rule.
    open func addRecurrenceRule(_ rule: EKRecurrenceRule) { recurrenceRules = (recurrenceRules ?? []) + [rule] }
    /// Removes a rule.
    open func removeRecurrenceRule(_ rule: EKRecurrenceRule) {
        recurrenceRules?.removeAll { $0 === rule }
        if recurrenceRules?.isEmpty == true { recurrenceRules = nil }
    }
    let identifier = UUID().uuidString
}

/// A calendar event.
open class EKEvent: EKCalendarItem, @unchecked Sendable {
    open var startDate: Date!
    open var endDate: Date!
    open var isAllDay = false
    open var eventIdentifier: String! { identifier }
    open var availability: EKEventAvailability = .busy
    open var status: EKEventStatus { .none }
    /// The event's place with coordinates (setting one sets `location` to its title, as EventKit does).
    open var structuredLocation: EKStructuredLocation? {
        didSet { if let title = structuredLocation?.title { location = title } }
    }
    /// A new event in `eventStore`.
    public init(eventStore: EKEventStore) {}
}

/// Availability during an event.
public enum EKEventAvailability: Int, Sendable { case notSupported = -1, busy = 0, free, tentative, unavailable }
/// Event states.
public enum EKEventStatus: Int, Sendable { case none = 0, confirmed, tentative, canceled }

/// A reminder's priority — EventKit's `EKReminderPriority` (Apple's raw values, the iCalendar
/// levels `EKReminder.priority` holds: 1 high, 5 medium, 9 low, 0 none).
public enum EKReminderPriority: UInt, Sendable { case none = 0, high = 1, medium = 5, low = 9 }

/// A reminder.
open class EKReminder: EKCalendarItem, @unchecked Sendable {
    open var isCompleted = false
    open var completionDate: Date?
    open var dueDateComponents: DateComponents?
    open var startDateComponents: DateComponents?
    open var priority = 0
    /// A new reminder in `eventStore`.
    public init(eventStore: EKEventStore) {}
}
