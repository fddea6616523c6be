import Foundation

/// An alarm of an event or reminder — EventKit's `EKAlarm`: at an absolute date, or at an offset
/// from the item's start (rrroyal/vulcan adds one to the reminders it saves). No alarm ever fires
/// in a render.
open class EKAlarm: NSObject, @unchecked Sendable {
    /// When the alarm fires (nil for a relative alarm).
    open var absoluteDate: Date?
    /// Seconds from the item's start (negative: before it); 0 for an absolute alarm.
    open var relativeOffset: TimeInterval = 0

    /// An alarm at `date`.
    public convenience init(absoluteDate date: Date) {
        self.init()
        absoluteDate = date
    }

    /// An alarm `offset` seconds from the item's start.
    public convenience init(relativeOffset offset: TimeInterval) {
        self.init()
        relativeOffset = offset
    }
}

extension EKCalendarItem {
    /// Adds an alarm to the item (`alarms`).
    public func addAlarm(_ alarm: EKAlarm) { alarms = (alarms ?? []) + [alarm] }
    /// Removes an alarm from the item (`alarms` becomes nil when none is left, as EventKit answers).
    public func removeAlarm(_ alarm: EKAlarm) {
        alarms?.removeAll { $0 === alarm }
        if alarms?.isEmpty == true { alarms = nil }
    }
}
