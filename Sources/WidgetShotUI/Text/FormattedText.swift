import Foundation

extension Text {
    /// Displays a value formatted with a Foundation `FormatStyle` — numbers, percentages,
    /// currencies, dates (`.dateTime…`), date ranges, durations, lists, `.relative(presentation:)`.
    /// The style takes the environment's locale (and for dates its calendar and time zone), as
    /// SwiftUI does; a relative date style counts from the render's date.
    ///
    /// ```swift
    /// Text(quote.change, format: .percent.precision(.fractionLength(2)))
    /// Text(quote.price, format: .currency(code: "USD"))
    /// Text(entry.date, format: .dateTime.weekday(.wide).day())
    /// ```
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        runs = [Run(.deferred(FormattedText.content(input, format: format)))]
    }

    /// Displays a time-dependent value (the render's date, or a duration from a date) formatted
    /// with a discrete format style: `Text(.currentDate, format: .dateTime.hour().minute())`.
    /// https://developer.apple.com/documentation/swiftui/text/init(_:format:)-8sfgg
    public init<V, F>(_ source: TimeDataSource<V>, format: F) where V == F.FormatInput, F: DiscreteFormatStyle, F.FormatOutput == String {
        self.init(deferred: "time:\(source.identity):\(String(reflecting: format))", live: true) { env in
            [Run(string: FormattedText.apply(format, env).format(source.value(env.renderDate)))]
        }
    }
}

/// A value that changes with time, read at the render's date — SwiftUI's `TimeDataSource`.
public struct TimeDataSource<Value> {
    let identity: String
    let value: (Date) -> Value
}

extension TimeDataSource where Value == Date {
    /// The current date: the render's date (a widget entry's date).
    /// https://developer.apple.com/documentation/swiftui/timedatasource/currentdate
    public static var currentDate: TimeDataSource<Date> { TimeDataSource(identity: "now") { $0 } }
}

extension TimeDataSource where Value == Date {
    /// The duration from the render's date to `date` — iOS 18 declares it on `TimeDataSource<Date>`
    /// too, so `TimeDataSource<Date>.durationOffset(to:)` compiles (same source as the `Duration` one).
    public static func durationOffset(to date: Date) -> TimeDataSource<Duration> { TimeDataSource<Duration>.durationOffset(to: date) }
}

extension TimeDataSource where Value == Duration {
    /// The duration from the render's date to `date` (negative once it has passed).
    public static func durationOffset(to date: Date) -> TimeDataSource<Duration> {
        TimeDataSource(identity: "offset:\(date.timeIntervalSinceReferenceDate)") { now in
            let seconds = date.timeIntervalSince(now)
            return .milliseconds(seconds.isFinite ? Int64(min(max(seconds, -1e12), 1e12) * 1000) : 0)
        }
    }
}

extension TimeDataSource where Value == Range<Date> {
    /// The range from the render's date to `date` (empty once it has passed).
    public static func dateRange(to date: Date) -> TimeDataSource<Range<Date>> {
        TimeDataSource(identity: "range:\(date.timeIntervalSinceReferenceDate)") { now in now..<max(now, date) }
    }
}

/// Applying the environment to format styles.
enum FormattedText {
    static func content<F: FormatStyle>(_ input: F.FormatInput, format: F) -> DeferredContent where F.FormatOutput == String {
        DeferredContent(identity: "format:\(String(reflecting: input)):\(String(reflecting: format))") { env in
            var value = input
            // Relative styles count from the machine clock; shift the date so they count from the render's date.
            if format is Date.RelativeFormatStyle, let date = input as? Date, date.timeIntervalSince(env.renderDate).isFinite, let shifted = Date.now.addingTimeInterval(date.timeIntervalSince(env.renderDate)) as? F.FormatInput {
                value = shifted
            }
            return [Text.Run(string: apply(format, env).format(value))]
        }
    }

    /// The style in the environment's locale, calendar and time zone (never the machine's).
    static func apply<F: FormatStyle>(_ format: F, _ env: EnvironmentValues) -> F {
        let localized = format.locale(env.locale)
        let calendar = DateText.calendar(env)
        switch localized {
        case var f as Date.FormatStyle:
            f.timeZone = env.timeZone
            f.calendar = calendar
            return f as? F ?? localized
        case var f as Date.IntervalFormatStyle:
            f.timeZone = env.timeZone
            f.calendar = calendar
            return f as? F ?? localized
        case var f as Date.RelativeFormatStyle:
            f.calendar = calendar
            return f as? F ?? localized
        case var f as Date.VerbatimFormatStyle:
            f.timeZone = env.timeZone
            f.calendar = calendar
            return f as? F ?? localized
        default:
            return localized
        }
    }
}

extension Text {
    /// Displays a value converted by a `Formatter` (with the formatter's own locale, as SwiftUI).
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }
    /// Displays an object converted by a `Formatter` (`NSNumber` with a `NumberFormatter`…).
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }
}
