import Foundation

/// The render's locale — what `Locale.current` and `Locale.autoupdatingCurrent` are in widget
/// code. On Linux, swift-foundation's `Locale.current` is always `en_001` whatever `LANG` says
/// (its non-Darwin `LocaleCache.preferences()` is hard-coded), so `Calendar.current` starts weeks
/// on Monday and `DateFormatter()` writes day-month dates where an iPhone set to en_US does
/// neither. An extension built with `widgetshot … --extension` has its `Locale.current` rewritten
/// to `WidgetShotLocale.current`; a team's own package can call it directly.
///
/// The process-wide value is ``processLocale`` (what WidgetShotUI's `LocalizedStrings.shared.locale`
/// reads and writes): en_US until a `WidgetRenderer` (before every render) or the CLI's `--locale`
/// sets it; never the machine's. It lives in WidgetShotFoundation so that files importing only
/// Foundation see it (extension builds add `import WidgetShotFoundation` to them).
public enum WidgetShotLocale {
    private static let storage = LockedValue(Locale(identifier: "en_US"))

    /// The render's locale: the one bound to the running render (``RenderRegion/bound``), else the
    /// process-wide value.
    public static var current: Locale {
        get { RenderRegion.bound?.locale ?? storage.value }
        set { storage.value = newValue }
    }
    /// The process-wide locale, whatever render is bound to the running task.
    public static var processLocale: Locale {
        get { storage.value }
        set { storage.value = newValue }
    }
    /// The same as ``current`` (a render never changes locale while it runs).
    public static var autoupdatingCurrent: Locale { current }
}

/// The render's time zone — what `TimeZone.current` and `TimeZone.autoupdatingCurrent` are in
/// widget code (rewritten to this in `--extension` builds). UTC until a `WidgetRenderer` (before
/// every render) or the CLI's `--time-zone` sets it; never the machine's.
public enum WidgetShotTimeZone {
    private static let storage = LockedValue(TimeZone(identifier: "UTC")!)

    /// The render's time zone: the one bound to the running render (``RenderRegion/bound``), else
    /// the process-wide value.
    public static var current: TimeZone {
        get { RenderRegion.bound?.timeZone ?? storage.value }
        set { storage.value = newValue }
    }
    /// The same as ``current``.
    public static var autoupdatingCurrent: TimeZone { current }
}

/// The locale and time zone of the render running on this task. `WidgetRenderer` binds them
/// around each render, so view bodies and providers answering on the render's own task see their
/// render's values even while another render in the process (a parallel test) uses another locale;
/// code running on other threads (a provider's completion on a dispatch queue) sees the
/// process-wide values, which the renderer sets too.
public struct RenderRegion: Sendable {
    /// The render's locale.
    public var locale: Locale
    /// The render's time zone.
    public var timeZone: TimeZone
    /// Creates a binding value.
    public init(locale: Locale, timeZone: TimeZone) {
        self.locale = locale
        self.timeZone = timeZone
    }
    /// The region bound to the running task, if any.
    @TaskLocal public static var bound: RenderRegion?
}

/// The render's calendar — what `Calendar.current` and `Calendar.autoupdatingCurrent` are in
/// widget code (rewritten to this in `--extension` builds): as on iOS, the locale's calendar
/// (Gregorian unless the identifier asks for another, like `ja_JP@calendar=japanese`) with the
/// render's ``WidgetShotLocale/current`` locale and ``WidgetShotTimeZone/current`` time zone, so
/// `firstWeekday` is 1 (Sunday) for en_US and 2 (Monday) for de_DE.
public enum WidgetShotCalendar {
    /// The render's calendar.
    public static var current: Calendar {
        let locale = WidgetShotLocale.current
        var calendar = Calendar(identifier: locale.calendar.identifier)
        calendar.locale = locale
        calendar.timeZone = WidgetShotTimeZone.current
        return calendar
    }
    /// The same as ``current``.
    public static var autoupdatingCurrent: Calendar { current }
}

/// A `DateFormatter()` as on an iPhone in the render's locale: its `locale`, `timeZone` and
/// `calendar` are ``WidgetShotLocale``'s, ``WidgetShotTimeZone``'s and ``WidgetShotCalendar``'s
/// (`--extension` builds rewrite `DateFormatter()` to this). Setting them afterwards works as usual.
/// It is a ``ContextCapitalizingDateFormatter``, which applies `formattingContext`.
public func WidgetShotDateFormatter() -> DateFormatter {
    let formatter = ContextCapitalizingDateFormatter()
    formatter.locale = WidgetShotLocale.current
    formatter.calendar = WidgetShotCalendar.current
    formatter.timeZone = WidgetShotTimeZone.current
    return formatter
}

/// A `NumberFormatter()` in the render's locale (`--extension` builds rewrite `NumberFormatter()` to this).
/// It is a ``FractionDigitsNumberFormatter``, which applies `maximumFractionDigits` beside a minimum as iOS does.
public func WidgetShotNumberFormatter() -> NumberFormatter {
    let formatter = FractionDigitsNumberFormatter()
    formatter.locale = WidgetShotLocale.current
    return formatter
}

/// A `DateIntervalFormatter()` in the render's locale, calendar and time zone (`--extension`
/// builds rewrite `DateIntervalFormatter()` to this).
public func WidgetShotDateIntervalFormatter() -> DateIntervalFormatter {
    let formatter = DateIntervalFormatter()
    formatter.locale = WidgetShotLocale.current
    formatter.calendar = WidgetShotCalendar.current
    formatter.timeZone = WidgetShotTimeZone.current
    return formatter
}

/// `Date.FormatStyle()` in the render's locale, calendar and time zone (Foundation's default is
/// `.autoupdatingCurrent`, `en_001` on Linux). `--extension` builds rewrite `Date.FormatStyle()`,
/// `.dateTime` given as an argument (`date.formatted(.dateTime.day().month())`) and
/// `date.formatted(date: .abbreviated, time: .omitted)` to this. In `Text(date, format:)` the
/// environment's locale applies either way, as on iOS.
public func WidgetShotDateFormatStyle(date: Date.FormatStyle.DateStyle? = nil, time: Date.FormatStyle.TimeStyle? = nil) -> Date.FormatStyle {
    Date.FormatStyle(date: date, time: time, locale: WidgetShotLocale.current, calendar: WidgetShotCalendar.current,
                     timeZone: WidgetShotTimeZone.current)
}

/// A value behind a lock (the process-wide locale and time zone are set by renders on any thread).
final class LockedValue<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }
}
