import Foundation

extension Text {
    /// A predefined style used to display a `Date` — SwiftUI's `Text.DateStyle`.
    ///
    /// Every style formats with the environment's locale, calendar and time zone; the styles that
    /// count from "now" (`relative`, `offset`, `timer`) count from the render's date
    /// (`EnvironmentValues.renderDate`: a widget entry's date), not the machine clock.
    public struct DateStyle: Equatable, Hashable, Sendable {
        enum Kind: String, Hashable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind

        /// Only the time: "11:23 PM" (the locale's short time).
        /// https://developer.apple.com/documentation/swiftui/text/datestyle/time
        public static let time = DateStyle(kind: .time)
        /// The date: "June 3, 2019" (the locale's long date, no time).
        /// https://developer.apple.com/documentation/swiftui/text/datestyle/date
        public static let date = DateStyle(kind: .date)
        /// The distance from now, no sign, in the two largest non-zero units, abbreviated as
        /// widgets show it: "11 min, 14 sec" (WidgetKit, "Displaying dynamic dates in widgets":
        /// https://developer.apple.com/documentation/widgetkit/displaying-dynamic-dates). SwiftUI's
        /// page shows full names ("2 hours, 23 minutes",
        /// https://developer.apple.com/documentation/swiftui/text/datestyle/relative); the widget
        /// page is followed here. Unit abbreviations come from the locale's CLDR data ("2 hrs").
        public static let relative = DateStyle(kind: .relative)
        /// The offset from now in its largest unit, full name: "-11 minutes". Future dates have a
        /// minus sign and past dates a plus sign, as the WidgetKit page states
        /// (https://developer.apple.com/documentation/widgetkit/displaying-dynamic-dates; SwiftUI:
        /// "+2 hours", "-3 months", https://developer.apple.com/documentation/swiftui/text/datestyle/offset).
        public static let offset = DateStyle(kind: .offset)
        /// A timer counting from now: "2:32", "36:59:01" (minutes:seconds, hours only when non-zero).
        /// https://developer.apple.com/documentation/swiftui/text/datestyle/timer
        public static let timer = DateStyle(kind: .timer)
    }

    /// Displays a date in a style, at the render's date and in the environment's locale.
    ///
    /// ```swift
    /// Text(entry.game.start, style: .relative)   // "2 hours, 5 minutes"
    /// Text(entry.deadline, style: .timer)        // "1:59:03"
    /// ```
    public init(_ date: Date, style: DateStyle) {
        runs = [Run(.deferred(DateText.content(date, style: style)))]
    }

    /// Displays a localized range between two dates: "9:30 AM – 3:30 PM" on one day, dates and
    /// times otherwise. https://developer.apple.com/documentation/swiftui/text/init(_:)-4k7ab
    public init(_ dates: ClosedRange<Date>) {
        self.init(deferred: "dates:\(dates.lowerBound.timeIntervalSinceReferenceDate)-\(dates.upperBound.timeIntervalSinceReferenceDate)") { env in
            [Run(string: DateText.range(dates.lowerBound, dates.upperBound, env))]
        }
    }

    /// Displays a localized time interval ("9:30AM - 3:30PM").
    /// https://developer.apple.com/documentation/swiftui/text/init(_:)-56n81
    public init(_ interval: DateInterval) { self.init(interval.start...interval.end) }

    /// A timer counting within an interval, as of the render's date (or `pauseTime`, frozen):
    /// down from the end (`countsDown`) or up from the start, clamped to the interval. With
    /// `showsHours` false the minutes run past 59 ("90:00").
    /// https://developer.apple.com/documentation/swiftui/text/init(timerinterval:pausetime:countsdown:showshours:)
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        let id = "timer:\(timerInterval.lowerBound.timeIntervalSinceReferenceDate)-\(timerInterval.upperBound.timeIntervalSinceReferenceDate):"
            + "\(pauseTime?.timeIntervalSinceReferenceDate ?? .nan):\(countsDown):\(showsHours)"
        self.init(deferred: id, live: pauseTime == nil) { env in
            let now = pauseTime ?? env.renderDate
            let length = timerInterval.upperBound.timeIntervalSince(timerInterval.lowerBound)
            let elapsed = min(max(now.timeIntervalSince(timerInterval.lowerBound), 0), length)
            return [Run(string: DateText.timer(countsDown ? length - elapsed : elapsed, showsHours: showsHours, env.locale))]
        }
    }
}

/// Formatting for `Text.DateStyle` and the date initialisers.
enum DateText {
    static func content(_ date: Date, style: Text.DateStyle) -> DeferredContent {
        DeferredContent(identity: "date:\(date.timeIntervalSinceReferenceDate):\(style.kind.rawValue)",
                        isLive: [.relative, .offset, .timer].contains(style.kind)) { env in
            [Text.Run(string: format(date, style: style, env))]
        }
    }

    static func calendar(_ env: EnvironmentValues) -> Calendar {
        var calendar = env.calendar
        calendar.timeZone = env.timeZone
        calendar.locale = env.locale
        return calendar
    }

    static func format(_ date: Date, style: Text.DateStyle, _ env: EnvironmentValues) -> String {
        let calendar = calendar(env)
        let now = env.renderDate
        // A date that is not finite (NaN, ±∞ seconds) shows nothing rather than trapping.
        guard date.timeIntervalSince(now).isFinite else { return "" }
        switch style.kind {
        case .time:
            return Date.FormatStyle(date: .omitted, time: .shortened, locale: env.locale, calendar: calendar, timeZone: env.timeZone).format(date)
        case .date:
            return Date.FormatStyle(date: .long, time: .omitted, locale: env.locale, calendar: calendar, timeZone: env.timeZone).format(date)
        case .relative:
            return units(from: now, to: date, maximum: 2, width: .abbreviated, calendar: calendar, locale: env.locale)
        case .offset:
            let sign = date > now ? "-" : "+"
            return sign + units(from: now, to: date, maximum: 1, width: .wide, calendar: calendar, locale: env.locale)
        case .timer:
            return timer(abs(date.timeIntervalSince(now)), showsHours: true, env.locale)
        }
    }

    /// "59:03", "1:59:03"; without hours the minutes keep counting ("119:03"). Western digits
    /// and `:` in every locale (a guess: iOS uses the locale's digits).
    static func timer(_ seconds: TimeInterval, showsHours: Bool, _ locale: Locale) -> String {
        let total = seconds.isFinite ? Int64(min(max(seconds, 0), 1e12).rounded(.down)) : 0
        let h = total / 3600, m = (total % 3600) / 60, s = total % 60
        if showsHours && h > 0 { return String(format: "%lld:%02lld:%02lld", h, m, s) }
        return String(format: "%lld:%02lld", total / 60, s)
    }

    /// The largest `maximum` non-zero calendar units between two dates, the last unit truncated:
    /// "2 hours, 23 minutes" (wide), "2 hrs, 23 min" (abbreviated). Years and months come from
    /// the calendar (their names are English: Foundation on Linux has no localized year/month
    /// unit formatter); weeks and smaller use `Duration.UnitsFormatStyle` in the locale.
    static func units(from start: Date, to end: Date, maximum: Int, width: Duration.UnitsFormatStyle.UnitWidth, calendar: Calendar,
                      locale: Locale) -> String {
        let (a, b) = start <= end ? (start, end) : (end, start)
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: a, to: b)
        let years = c.year ?? 0, months = c.month ?? 0
        if years > 0 || months > 0 {
            let wide = width == .wide
            let parts = [(years, wide ? "year" : "yr"), (months, wide ? "month" : "mth"), (c.day ?? 0, "day")].filter { $0.0 > 0 }.prefix(maximum)
            return parts.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }.joined(separator: ", ")
        }
        let seconds = Int64(min(b.timeIntervalSince(a), 1e12).rounded(.down))
        let all: [Duration.UnitsFormatStyle.Unit] = [.weeks, .days, .hours, .minutes, .seconds]
        let sizes: [Int64] = [604_800, 86_400, 3_600, 60, 1]
        let first = sizes.firstIndex { seconds >= $0 } ?? (all.count - 1)
        let allowed = Set(all[first..<min(first + maximum, all.count)])
        let style = Duration.UnitsFormatStyle(allowedUnits: allowed, width: width, maximumUnitCount: maximum,
                                              fractionalPart: .hide(rounded: .towardZero))
        return style.locale(locale).format(.seconds(seconds))
    }

    /// A localized date range; one day's range shows only times.
    static func range(_ start: Date, _ end: Date, _ env: EnvironmentValues) -> String {
        let calendar = calendar(env)
        let sameDay = calendar.isDate(start, inSameDayAs: end)
        let style = Date.IntervalFormatStyle(date: sameDay ? .omitted : .abbreviated, time: .shortened, locale: env.locale,
                                             calendar: calendar, timeZone: env.timeZone)
        return style.format(start..<max(start, end))
    }
}
