import Foundation
import Testing
import WidgetShot

/// An entry whose strings the provider computed with the machine-independent accessors that
/// `--extension` builds rewrite `Calendar.current`, `DateFormatter()`… to.
struct CurrentLocaleEntry: TimelineEntry {
    var date: Date
    var providerDate: String
}

/// A provider that formats with `WidgetShotDateFormatter()` as a widget's provider formats with `DateFormatter()`.
struct CurrentLocaleProvider: TimelineProvider {
    static let day = Date(timeIntervalSince1970: 1_795_435_200)   // 2026-11-23 12:00 UTC, a Monday
    func entry() -> CurrentLocaleEntry {
        let f = WidgetShotDateFormatter()
        f.dateStyle = .short
        return CurrentLocaleEntry(date: Self.day, providerDate: f.string(from: Self.day))
    }
    func placeholder(in context: Context) -> CurrentLocaleEntry { entry() }
    func getSnapshot(in context: Context, completion: @escaping (CurrentLocaleEntry) -> Void) { completion(entry()) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<CurrentLocaleEntry>) -> Void) {
        completion(Timeline(entries: [entry()], policy: .never))
    }
}

/// A month-calendar header as real calendar widgets draw it: weekday symbols from the current
/// calendar's `firstWeekday`, the date from a default `DateFormatter`.
struct CurrentLocaleWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "current-locale", provider: CurrentLocaleProvider()) { entry in
            let calendar = WidgetShotCalendar.current
            let symbols = calendar.veryShortWeekdaySymbols
            let ordered = symbols[(calendar.firstWeekday - 1)...] + symbols[..<(calendar.firstWeekday - 1)]
            let numbers = WidgetShotNumberFormatter()
            numbers.numberStyle = .decimal
            return VStack(alignment: .leading) {
                Text(verbatim: entry.providerDate).accessibilityIdentifier("provider")
                Text(verbatim: ordered.joined(separator: " ")).accessibilityIdentifier("weekdays")
                Text(verbatim: "\(calendar.firstWeekday) \(WidgetShotTimeZone.current.secondsFromGMT(for: CurrentLocaleProvider.day))").accessibilityIdentifier("first")
                Text(verbatim: numbers.string(from: 1234.5) ?? "").accessibilityIdentifier("number")
                Text(verbatim: CurrentLocaleProvider.day.formatted(WidgetShotDateFormatStyle().hour().minute())).accessibilityIdentifier("style")
                Text(verbatim: CurrentLocaleProvider.day.formatted(WidgetShotDateFormatStyle(date: .abbreviated, time: .omitted)))
                    .accessibilityIdentifier("formatted")
            }
            .containerBackground(Color.white, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

@Suite(.serialized) struct RenderLocaleTests {
    static let renderer = Result { try WidgetRenderer() }

    private func render(locale: String? = nil, zone: String? = nil) throws -> RenderResult {
        let r = try Self.renderer.get()
        if let locale { r.locale = Locale(identifier: locale) }
        if let zone { r.timeZone = TimeZone(identifier: zone)! }
        defer { r.locale = Locale(identifier: "en_US"); r.timeZone = TimeZone(identifier: "UTC")! }
        return try r.render(CurrentLocaleWidget().body.definition, family: .systemSmall, device: .iPhone15Pro, entries: .timeline)[0].result
    }

    @Test("Calendar.current and DateFormatter() are an en_US iPhone's by default, not Linux's en_001")
    func defaultRenderLocale() throws {
        let en = try render()
        #expect(en.text("first") == "1 0")
        #expect(en.text("weekdays") == "S M T W T F S")
        #expect(en.text("provider") == "11/23/26")
        #expect(en.text("number") == "1,234.5")
        #expect(en.text("style") == "12:00\u{202F}PM")
        #expect(en.text("formatted") == "Nov 23, 2026")
    }

    @Test("--locale de_DE and --time-zone reach Calendar.current, TimeZone.current and DateFormatter()")
    func germanRenderLocale() throws {
        let de = try render(locale: "de_DE", zone: "Europe/Berlin")
        #expect(de.text("first") == "2 3600")
        #expect(de.text("weekdays") == "M D M D F S S")
        #expect(de.text("provider") == "23.11.26")
        #expect(de.text("number") == "1.234,5")
        #expect(de.text("style") == "13:00")
        #expect(de.text("formatted") == "23. Nov. 2026")
    }

    @Test("renders running at once in different locales each see their own (RenderRegion)")
    func concurrentRenders() async throws {
        let results = try await withThrowingTaskGroup(of: (Bool, String?).self) { group in
            for i in 0..<4 {
                group.addTask {
                    let r = try WidgetRenderer()
                    let german = i % 2 == 1
                    if german { r.locale = Locale(identifier: "de_DE"); r.timeZone = TimeZone(identifier: "Europe/Berlin")! }
                    let result = try r.render(CurrentLocaleWidget().body.definition, family: .systemSmall, device: .iPhone15Pro, entries: .timeline)[0].result
                    return (german, result.text("first"))
                }
            }
            var out: [(Bool, String?)] = []
            for try await x in group { out.append(x) }
            return out
        }
        #expect(results.count == 4)
        for (german, first) in results { #expect(first == (german ? "2 3600" : "1 0")) }
    }
}
