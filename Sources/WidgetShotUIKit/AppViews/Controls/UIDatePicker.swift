import Foundation
import WidgetShotFoundation

/// A control for choosing a date and time — UIKit's `UIDatePicker`. Nothing is picked in a
/// render: the date (now, when made) is kept within the minimum and maximum, as UIKit keeps it.
open class UIDatePicker: UIControl, @unchecked Sendable {
    /// What the picker chooses — UIKit's `UIDatePicker.Mode` (Apple's raw values).
    public enum Mode: Int, Sendable {
        case time = 0, date, dateAndTime, countDownTimer
        /// Month and year (iOS 17.4).
        case yearAndMonth = 4
    }

    /// The date shown (now, when the picker is made), within the minimum and maximum.
    open var date: Date {
        get { storedDate }
        set {
            var clamped = newValue
            if let minimumDate, clamped < minimumDate { clamped = minimumDate }
            if let maximumDate, clamped > maximumDate { clamped = maximumDate }
            storedDate = clamped
        }
    }
    private var storedDate = Date()
    /// The earliest date (nil: none).
    open var minimumDate: Date? { didSet { date = storedDate } }
    /// The latest date (nil: none).
    open var maximumDate: Date? { didSet { date = storedDate } }
    /// What is chosen (UIKit's default `.dateAndTime`).
    open var datePickerMode: Mode = .dateAndTime
    /// The style asked for (UIKit's default `.automatic`).
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic
    /// The style in effect: the preferred one, `.automatic` being `.compact` for dates and times
    /// and `.wheels` for a countdown, as on iOS 14 and later.
    open var datePickerStyle: UIDatePickerStyle {
        guard preferredDatePickerStyle == .automatic else { return preferredDatePickerStyle }
        return datePickerMode == .countDownTimer ? .wheels : .compact
    }
    /// The locale of the text (nil: the render locale).
    open var locale: Locale?
    /// The calendar (the render calendar unless set).
    open var calendar: Calendar! = WidgetShotCalendar.current
    /// The time zone (nil: the render time zone).
    open var timeZone: TimeZone?
    /// The minute wheel's step, 1…30 and dividing 60 (UIKit's default: 1; other values are ignored, as UIKit ignores them).
    open var minuteInterval: Int {
        get { storedMinuteInterval }
        set { if (1...30).contains(newValue), 60 % newValue == 0 { storedMinuteInterval = newValue } }
    }
    private var storedMinuteInterval = 1
    /// A countdown's duration in seconds (`.countDownTimer`; at most 23 h 59 min).
    open var countDownDuration: TimeInterval = 0

    /// Sets the date.
    open func setDate(_ date: Date, animated: Bool) { self.date = date }
}

/// How a date picker looks — UIKit's `UIDatePickerStyle` (Apple's raw values).
public enum UIDatePickerStyle: Int, Sendable {
    case automatic = 0, wheels, compact
    /// A calendar or clock inline (iOS 14).
    case inline = 3
}
