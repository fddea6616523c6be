import Foundation

/// Format styles the system keeps current on screen (iOS 18) — SwiftUI's `SystemFormatStyle`.
public enum SystemFormatStyle {
    /// A date named by how far it is from the input (usually now): relative close by ("now",
    /// "in 5 minutes", "tomorrow", "3 days ago"), absolute beyond the threshold ("Monday, June 3",
    /// "June 2019") — SwiftUI's `SystemFormatStyle.DateReference`.
    ///
    /// The rules, from Apple's documentation of the type: under a minute is "now"; the
    /// relative form (`Date.RelativeFormatStyle`, named presentation, wide units, restricted to
    /// `allowedFields` plus `thresholdField`) is used while the distance's largest unit is no
    /// larger than `thresholdField` (with `.day`, within about a month); beyond, the absolute
    /// form leaves out the leading fields equal to the input's and shows at most
    /// `maxFieldCount` of the rest: year and month as "June 2019", month and day as
    /// "Monday, June 3", hours and minutes as the time ("2:45 PM").
    ///
    /// ```swift
    /// Text(.currentDate, format: .reference(to: departure, allowedFields: [.hour, .minute], thresholdField: .minute))
    /// ```
    public struct DateReference: DiscreteFormatStyle, Sendable {
        /// The date the style refers to.
        public var date: Date
        /// The units the relative form may use (the threshold's is always allowed).
        public var allowedFields: Set<Date.RelativeFormatStyle.Field>
        /// The most fields the absolute form shows.
        public var maxFieldCount: Int
        /// The largest distance unit still shown relatively.
        public var thresholdField: Date.RelativeFormatStyle.Field
        /// The locale (the environment's in a `Text`).
        public var locale: Locale = .autoupdatingCurrent
        /// The calendar and time zone of the absolute form.
        public var calendar: Calendar = .autoupdatingCurrent

        /// A style that refers to `date`.
        public init(to date: Date, allowedFields: Set<Date.RelativeFormatStyle.Field> = [.year, .month, .day, .hour, .minute],
                    maxFieldCount: Int = 2, thresholdField: Date.RelativeFormatStyle.Field = .day) {
            self.date = date
            self.allowedFields = allowedFields
            self.maxFieldCount = maxFieldCount
            self.thresholdField = thresholdField
        }

        /// The phrase for `date` seen from `input`.
        public func format(_ input: Date) -> AttributedString { AttributedString(string(from: input)) }

        /// The style in a locale.
        public func locale(_ locale: Locale) -> DateReference {
            var copy = self
            copy.locale = locale
            return copy
        }

        /// The next input (a minute later at most) at which the phrase may change.
        public func discreteInput(after input: Date) -> Date? { input.addingTimeInterval(60 - input.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 60)) }
        /// The previous input at which the phrase may change.
        public func discreteInput(before input: Date) -> Date? { input.addingTimeInterval(-max(input.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 60), 1)) }

        /// Units from the largest down, as `Date.RelativeFormatStyle.Field` orders them.
        static let order: [Date.RelativeFormatStyle.Field] = [.year, .month, .week, .day, .hour, .minute, .second]

        /// The largest unit of the distance from `input` to `date` (nil under a minute).
        func largestUnit(from input: Date) -> Date.RelativeFormatStyle.Field? {
            let (from, to) = input < date ? (input, date) : (date, input)
            let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: from, to: to)
            if (c.year ?? 0) > 0 { return .year }
            if (c.month ?? 0) > 0 { return .month }
            if (c.day ?? 0) >= 7 { return .week }
            if (c.day ?? 0) > 0 { return .day }
            if (c.hour ?? 0) > 0 { return .hour }
            if (c.minute ?? 0) > 0 { return .minute }
            return nil
        }

        func string(from input: Date) -> String {
            guard let unit = largestUnit(from: input) else { return Self.now(locale) }
            let rank = Self.order.firstIndex(of: unit) ?? 0, threshold = Self.order.firstIndex(of: thresholdField) ?? 0
            if rank >= threshold {
                var relative = Date.RelativeFormatStyle(presentation: .named, unitsStyle: .wide, locale: locale, calendar: calendar)
                relative.allowedFields = allowedFields.union([thresholdField])
                // The relative style counts from the machine clock: shift `date` by the same distance from now.
                return relative.format(Date.now.addingTimeInterval(date.timeIntervalSince(input)))
            }
            return absolute(from: input)
        }

        func absolute(from input: Date) -> String {
            var style = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: calendar.timeZone)
            let fields: [Calendar.Component] = [.year, .month, .day, .hour, .minute]
            let first = fields.first { calendar.component($0, from: date) != calendar.component($0, from: input) } ?? .minute
            let shown = Array(fields.drop { $0 != first }.prefix(max(maxFieldCount, 1)))
            if shown.contains(.year) { style = style.year() }
            if shown.contains(.month) { style = style.month(.wide) }
            if shown.contains(.day) { style = style.weekday(.wide).day() }
            if shown.contains(.hour) { style = style.hour() }
            if shown.contains(.minute) { style = style.minute() }
            return style.format(date)
        }

        /// "now" in the locale (the named relative style's word for a zero distance).
        static func now(_ locale: Locale) -> String {
            Date.RelativeFormatStyle(presentation: .named, unitsStyle: .wide, locale: locale).format(Date.now)
        }
    }
}

extension FormatStyle where Self == SystemFormatStyle.DateReference {
    /// A style that refers to `date` by its distance from the input (iOS 18).
    public static func reference(to date: Date, allowedFields: Set<Date.RelativeFormatStyle.Field> = [.year, .month, .day, .hour, .minute],
                                 maxFieldCount: Int = 2, thresholdField: Date.RelativeFormatStyle.Field = .day) -> SystemFormatStyle.DateReference {
        SystemFormatStyle.DateReference(to: date, allowedFields: allowedFields, maxFieldCount: maxFieldCount, thresholdField: thresholdField)
    }
}

extension Text {
    /// Displays a time-dependent value with a discrete format style whose output is attributed
    /// (`SystemFormatStyle`'s): `Text(.currentDate, format: .reference(to: date))`.
    public init<V, F>(_ source: TimeDataSource<V>, format: F) where V == F.FormatInput, F: DiscreteFormatStyle, F.FormatOutput == AttributedString {
        self.init(deferred: "time:\(source.identity):\(String(reflecting: format))", live: true) { env in
            var style = format
            if var reference = style as? SystemFormatStyle.DateReference {
                reference.locale = env.locale
                reference.calendar = DateText.calendar(env)
                reference.calendar.timeZone = env.timeZone
                style = reference as? F ?? style
            } else {
                style = format.locale(env.locale)
            }
            return [Run(string: String(style.format(source.value(env.renderDate)).characters))]
        }
    }
}
