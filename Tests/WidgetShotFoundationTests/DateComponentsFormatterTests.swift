import Foundation
import Testing
import WidgetShotFoundation

/// `DateComponentsFormatter` against Apple's documented outputs. Source for the en_US strings:
/// Apple's `DateComponentsFormatter.UnitsStyle` documentation ("9 hours, 41 minutes, and 30
/// seconds … spellOut: nine hours, forty-one minutes, thirty seconds"; the cases' pages: abbreviated
/// "3y 9mo 26d 19h 17s", short "3 yrs, 9 mths, 26 days, 19 hr, 17 sec", brief "3yrs 9mths 26days
/// 19hr 17sec") and the `ZeroFormattingBehavior.default` page ("1:00:10" positional, "1h 10s"
/// abbreviated for one hour and ten seconds).
struct DateComponentsFormatterTests {
    func formatter(_ style: DateComponentsFormatter.UnitsStyle, locale: String = "en_US") -> DateComponentsFormatter {
        let f = DateComponentsFormatter()
        f.unitsStyle = style
        f.allowedUnits = [.hour, .minute, .second]
        f.locale = Locale(identifier: locale)
        return f
    }
    let nineFortyOne: TimeInterval = 9 * 3600 + 41 * 60 + 30

    @Test("each units style writes 9 h 41 min 30 s as Apple documents it (en_US)")
    func unitsStyles() {
        #expect(formatter(.positional).string(from: nineFortyOne) == "9:41:30")
        #expect(formatter(.abbreviated).string(from: nineFortyOne) == "9h 41m 30s")
        #expect(formatter(.short).string(from: nineFortyOne) == "9 hr, 41 min, 30 sec")
        #expect(formatter(.full).string(from: nineFortyOne) == "9 hours, 41 minutes, 30 seconds")
        #expect(formatter(.spellOut).string(from: nineFortyOne) == "nine hours, forty-one minutes, thirty seconds")
        #expect(formatter(.brief).string(from: nineFortyOne) == "9hr 41min 30sec")
    }

    @Test("the default zero behaviour: positional pads middle zeros, other styles drop zero units")
    func zeroFormatting() {
        #expect(formatter(.positional).string(from: 3610) == "1:00:10")
        #expect(formatter(.abbreviated).string(from: 3610) == "1h 10s")
        #expect(formatter(.positional).string(from: 125) == "2:05")        // leading zero hour dropped
        let padded = formatter(.positional)
        padded.zeroFormattingBehavior = .pad
        #expect(padded.string(from: 3610) == "01:00:10")
    }

    @Test("maximumUnitCount keeps the largest units, allowedUnits folds the rest into them")
    func unitLimits() {
        let f = formatter(.abbreviated)
        f.maximumUnitCount = 2
        #expect(f.string(from: nineFortyOne) == "9h 41m")
        let minutes = formatter(.positional)
        minutes.allowedUnits = [.minute, .second]
        #expect(minutes.string(from: 3725) == "62:05")
        let days = formatter(.full)
        days.allowedUnits = [.day, .hour]
        #expect(days.string(from: 86_400 + 7200) == "1 day, 2 hours")
    }

    @Test("other languages use CLDR's unit and list patterns (via ICU)")
    func otherLanguages() {
        // CLDR de: unit "Stunde/Stunden", list pattern "{0}, {1} und {2}".
        #expect(formatter(.full, locale: "de_DE").string(from: nineFortyOne) == "9 Stunden, 41 Minuten und 30 Sekunden")
        #expect(formatter(.positional, locale: "fr_FR").string(from: nineFortyOne) == "9:41:30")
    }

    @Test("DateComponents input and the class method")
    func components() {
        #expect(DateComponentsFormatter.localizedString(from: DateComponents(hour: 2, minute: 5), unitsStyle: .abbreviated) == "2h 5m")
        #expect(formatter(.full).string(from: DateComponents(minute: 1)) == "1 minute")
    }

    @Test("years and months are written with CLDR's duration units and unit list patterns")
    func yearsAndMonths() {
        let parts = DateComponents(year: 1, month: 2, day: 3)
        func formatter(_ style: DateComponentsFormatter.UnitsStyle, locale: String = "en_US") -> DateComponentsFormatter {
            let f = self.formatter(style, locale: locale)
            f.allowedUnits = [.year, .month, .weekOfMonth, .day]
            return f
        }
        // CLDR en: duration-year long "{0} year(s)", short "{0} yr(s)", narrow "{0}y", month narrow "{0}mo"; unit lists
        // long/short "{0}, {1}", narrow "{0} {1}". Apple: "1 year, 2 months, 3 days" (.full).
        #expect(formatter(.full).string(from: parts) == "1 year, 2 months, 3 days")
        #expect(formatter(.short).string(from: parts) == "1 yr, 2 mths, 3 days")
        #expect(formatter(.abbreviated).string(from: parts) == "1y 2mo 3d")   // CLDR narrow month "{0}mo" (not minutes' "m")
        // CLDR de: "1 Jahr, 2 Monate und 3 Tage".
        #expect(formatter(.full, locale: "de_DE").string(from: parts) == "1 Jahr, 2 Monate und 3 Tage")
        // Counted with the calendar between dates: 2024-01-15 to 2025-03-15 is 1 year, 2 months.
        let f = self.formatter(.full)
        f.allowedUnits = [.year, .month, .day]
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        f.calendar = utc
        let start = utc.date(from: DateComponents(year: 2024, month: 1, day: 15))!, end = utc.date(from: DateComponents(year: 2025, month: 3, day: 15))!
        #expect(f.string(from: start, to: end) == "1 year, 2 months")
        // Not allowed: the months fold into days, as before.
        let days = self.formatter(.full)
        days.allowedUnits = [.day]
        days.calendar = utc
        days.referenceDate = start
        #expect(days.string(from: DateComponents(month: 1)) == "31 days")
    }
}
