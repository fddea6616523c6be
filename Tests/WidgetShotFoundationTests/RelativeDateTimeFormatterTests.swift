import Foundation
import Testing
import WidgetShotFoundation

/// `RelativeDateTimeFormatter` against Apple's strings. Apple formats with ICU's relative-date
/// formatter over CLDR's `relativeTime`/`relative` data; the expected strings are CLDR's
/// (common/main/<lang>.xml, `<fields>`: e.g. en `<field type="hour">` past "{0} hours ago",
/// `hour-short` "{0} hr. ago", `hour-narrow` "{0}h ago", `day` relative -1 "yesterday", +1
/// "tomorrow", `second` relative 0 "now"); the style names follow Apple's `UnitsStyle` docs
/// (full "2 months ago", short "2 mo. ago").
struct RelativeDateTimeFormatterTests {
    let reference = Date(timeIntervalSince1970: 1_790_000_000)   // 2026-09-21 14:13:20 UTC

    func formatter(_ locale: String, named: Bool = false, units: RelativeDateTimeFormatter.UnitsStyle = .full) -> RelativeDateTimeFormatter {
        let f = RelativeDateTimeFormatter()
        f.locale = Locale(identifier: locale)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        f.calendar = calendar
        f.dateTimeStyle = named ? .named : .numeric
        f.unitsStyle = units
        return f
    }

    @Test("numeric and named English, each units style")
    func english() {
        let en = formatter("en_US")
        #expect(en.localizedString(for: reference.addingTimeInterval(-7200), relativeTo: reference) == "2 hours ago")
        #expect(en.localizedString(for: reference.addingTimeInterval(3 * 86_400), relativeTo: reference) == "in 3 days")
        #expect(en.localizedString(for: reference.addingTimeInterval(-86_400), relativeTo: reference) == "1 day ago")
        #expect(en.localizedString(for: reference.addingTimeInterval(-90), relativeTo: reference) == "1 minute ago")   // truncated, as Calendar counts
        let named = formatter("en_US", named: true)
        #expect(named.localizedString(for: reference.addingTimeInterval(-86_400), relativeTo: reference) == "yesterday")
        #expect(named.localizedString(for: reference.addingTimeInterval(86_400), relativeTo: reference) == "tomorrow")
        #expect(named.localizedString(for: reference, relativeTo: reference) == "now")
        #expect(named.localizedString(for: reference.addingTimeInterval(-7 * 86_400), relativeTo: reference) == "last week")
        #expect(formatter("en_US", units: .short).localizedString(for: reference.addingTimeInterval(-7200), relativeTo: reference) == "2 hr. ago")
        #expect(formatter("en_US", units: .abbreviated).localizedString(for: reference.addingTimeInterval(-7200), relativeTo: reference) == "2h ago")
        #expect(formatter("en_US", units: .spellOut).localizedString(for: reference.addingTimeInterval(-7200), relativeTo: reference) == "two hours ago")
    }

    @Test("German, French, Spanish, Japanese and Chinese (CLDR)")
    func otherLanguages() {
        let twoHoursAgo = reference.addingTimeInterval(-7200)
        let yesterday = reference.addingTimeInterval(-86_400)
        let expected: [(String, String, String)] = [
            ("de_DE", "vor 2 Stunden", "gestern"), ("fr_FR", "il y a 2 heures", "hier"), ("es_ES", "hace 2 horas", "ayer"),
            ("ja_JP", "2 時間前", "昨日"), ("zh_Hans_CN", "2小时前", "昨天"),
        ]
        for (locale, hours, named) in expected {
            #expect(formatter(locale).localizedString(for: twoHoursAgo, relativeTo: reference) == hours, "\(locale)")
            #expect(formatter(locale, named: true).localizedString(for: yesterday, relativeTo: reference) == named, "\(locale)")
        }
        #expect(formatter("de_DE").localizedString(for: reference.addingTimeInterval(3 * 86_400), relativeTo: reference) == "in 3 Tagen")
    }

    @Test("date components: the largest non-zero unit; a sentence start is capitalized")
    func componentsAndContext() {
        let en = formatter("en_US")
        #expect(en.localizedString(from: DateComponents(day: -2, hour: -3)) == "2 days ago")
        #expect(en.localizedString(from: DateComponents(month: 1)) == "in 1 month")
        let named = formatter("en_US", named: true)
        named.formattingContext = .beginningOfSentence
        #expect(named.localizedString(from: DateComponents(day: -1)) == "Yesterday")
    }
}
