import Foundation
import Testing
import WidgetShot

/// EventKit's `EKAlarm` on a reminder (rrroyal/vulcan): added, compared, removed.
struct SdkTenEKAlarmTests {
    @Test func aReminderKeepsItsAlarms() {
        let store = EKEventStore()
        let reminder = EKReminder(eventStore: store)
        #expect(reminder.alarms == nil && !reminder.hasAlarms)
        let date = Date(timeIntervalSince1970: 1_795_701_900)
        let alarm = EKAlarm(absoluteDate: date)
        reminder.addAlarm(alarm)
        #expect(reminder.hasAlarms && reminder.alarms?.first?.absoluteDate == date)
        let early = EKAlarm(relativeOffset: -900)
        reminder.addAlarm(early)
        #expect(reminder.alarms?.count == 2 && early.absoluteDate == nil && early.relativeOffset == -900)
        reminder.removeAlarm(alarm)
        reminder.removeAlarm(early)
        #expect(reminder.alarms == nil)
    }
}
