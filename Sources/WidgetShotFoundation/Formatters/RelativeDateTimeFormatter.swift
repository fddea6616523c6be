import Foundation

/// Foundation's `RelativeDateTimeFormatter` ("2 hours ago", "in 3 days", "yesterday"), which
/// swift-corelibs-foundation does not have. Apple formats with ICU's relative-date formatter and
/// CLDR's `relativeTime` patterns; so does this one, through swift-foundation's
/// `Date.AnchoredRelativeFormatStyle` (the same ICU data), one unit at a time:
///
/// - `localizedString(for:relativeTo:)` takes the calendar's components between the two dates
///   (years, months, weeks, days, hours, minutes, seconds — truncated, as `Calendar.dateComponents`
///   counts) and formats the largest non-zero one, as `NSRelativeDateTimeFormatter` does: 90
///   seconds ago is "1 minute ago", 36 hours ahead "in 1 day" ("tomorrow" with `.named`);
/// - `unitsStyle`: `.full` "2 hours ago", `.spellOut` "two hours ago", `.short` "2 hr. ago",
///   `.abbreviated` "2h ago" (CLDR's wide, spelled-out, short and narrow forms);
/// - `dateTimeStyle`: `.numeric` "1 day ago" or `.named` "yesterday" (CLDR's `relative` names:
///   yesterday, tomorrow, last/next week, month, year; "now" for zero).
///
/// Its `locale` and `calendar` default to the render's (``WidgetShotLocale``, ``WidgetShotCalendar``),
/// read when formatting, as Apple's default to the device's. A declaration in this module shadows
/// corelibs' name in files that import both (Swift prefers the declaration of the importing module).
open class RelativeDateTimeFormatter: Formatter {
    /// Whether a relative date is written with a name ("yesterday") or a number ("1 day ago").
    public enum DateTimeStyle: Int, Sendable {
        /// "1 day ago", "in 2 weeks".
        case numeric = 0
        /// "yesterday", "next week" where the language has a name, else numeric.
        case named = 1
    }

    /// How the unit is written.
    public enum UnitsStyle: Int, Sendable {
        /// "2 months ago".
        case full = 0
        /// "two months ago".
        case spellOut = 1
        /// "2 mo. ago".
        case short = 2
        /// "2mo ago".
        case abbreviated = 3
    }

    /// Numeric ("1 day ago", the default) or named ("yesterday").
    open var dateTimeStyle: DateTimeStyle = .numeric
    /// The unit's form (`.full` by default).
    open var unitsStyle: UnitsStyle = .full
    /// The capitalization context (`.beginningOfSentence` capitalizes "Yesterday").
    open var formattingContext: Formatter.Context = .unknown

    private var explicitCalendar: Calendar?
    private var explicitLocale: Locale?

    /// The calendar that counts the units between dates (the render's calendar unless set).
    open var calendar: Calendar! {
        get { explicitCalendar ?? WidgetShotCalendar.current }
        set { explicitCalendar = newValue }
    }
    /// The locale of the text (the render's locale unless set).
    open var locale: Locale! {
        get { explicitLocale ?? WidgetShotLocale.current }
        set { explicitLocale = newValue }
    }

    /// A formatter with the default styles (numeric, full).
    public override init() { super.init() }
    /// Not supported: WidgetShot does not archive formatters.
    public required init?(coder: NSCoder) { nil }

    /// The units considered, largest first, as `NSRelativeDateTimeFormatter` considers them.
    static let units: [Calendar.Component] = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]

    /// "in 2 days" for `DateComponents(day: 2)`: the largest non-zero unit (years, months, weeks —
    /// `weekOfMonth` or `weekOfYear` — days, hours, minutes, seconds); zero seconds when all are zero.
    open func localizedString(from dateComponents: DateComponents) -> String {
        for unit in Self.units {
            var value = dateComponents.value(for: unit) ?? 0
            if unit == .weekOfMonth, value == 0 || value == NSDateComponentUndefined { value = dateComponents.value(for: .weekOfYear) ?? 0 }
            if value != 0 && value != NSDateComponentUndefined { return format(value, unit) }
        }
        return format(0, .second)
    }

    /// `timeInterval` seconds from now, relative to now.
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let now = Date()
        return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }

    /// `date` relative to `referenceDate` ("2 hours ago" when `date` is two hours earlier).
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        let components = calendar.dateComponents(Set(Self.units), from: referenceDate, to: date)
        return localizedString(from: components)
    }

    /// A `Date` relative to now; nil for other values.
    open override func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: Date())
    }

    /// `value` of one `unit`, formatted with ICU's CLDR patterns: the difference between a fixed
    /// reference and that reference moved by `value` units, in a UTC Gregorian calendar (so every
    /// unit is exact), with only that unit allowed.
    func format(_ value: Int, _ unit: Calendar.Component) -> String {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = TimeZone(identifier: "UTC")!
        let reference = Date(timeIntervalSinceReferenceDate: 12 * 3600)   // 2001-01-01 12:00 UTC
        let field: Date.RelativeFormatStyle.Field
        let step: Calendar.Component
        switch unit {
        case .year: field = .year; step = .year
        case .month: field = .month; step = .month
        case .weekOfMonth, .weekOfYear: field = .week; step = .day
        case .day: field = .day; step = .day
        case .hour: field = .hour; step = .hour
        case .minute: field = .minute; step = .minute
        default: field = .second; step = .second
        }
        let amount = (unit == .weekOfMonth || unit == .weekOfYear) ? value * 7 : value
        let target = gregorian.date(byAdding: step, value: amount, to: reference) ?? reference
        var style = Date.AnchoredRelativeFormatStyle(anchor: target, presentation: dateTimeStyle == .named ? .named : .numeric,
                                                     unitsStyle: Self.icuStyle(unitsStyle), locale: locale, calendar: gregorian,
                                                     capitalizationContext: Self.capitalization(formattingContext))
        style.allowedFields = [field]
        return style.format(reference)
    }

    static func icuStyle(_ style: UnitsStyle) -> Date.RelativeFormatStyle.UnitsStyle {
        switch style {
        case .full: return .wide
        case .spellOut: return .spellOut
        case .short: return .abbreviated
        case .abbreviated: return .narrow
        }
    }

    static func capitalization(_ context: Formatter.Context) -> FormatStyleCapitalizationContext {
        switch context {
        case .beginningOfSentence: return .beginningOfSentence
        case .middleOfSentence: return .middleOfSentence
        case .standalone: return .standalone
        case .listItem: return .listItem
        default: return .unknown
        }
    }
}
