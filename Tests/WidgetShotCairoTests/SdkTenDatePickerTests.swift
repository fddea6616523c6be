import Foundation
import Testing
import WidgetShot

/// `DatePicker` draws as on iOS at rest: compact pills by default, a month grid for
/// `.graphical`, wheels for `.wheel` — in the render's locale and time zone (daneden/TimeMachine).
struct SdkTenDatePickerTests {
    /// 2026-11-26 14:05 UTC (a Thursday).
    let date = Date(timeIntervalSince1970: 1_795_701_900)
    let utc = TimeZone(identifier: "UTC")!

    func texts(_ result: RenderResult) -> [String] {
        result.tree.allNodes.compactMap { node in
            if case .text(let text) = node.content { return text.string }
            return nil
        }
    }

    @Test func theDefaultStyleIsCompactPillsTrailingTheLabel() throws {
        let picker = DatePicker("Start", selection: .constant(date))
            .environment(\.timeZone, utc).environment(\.locale, Locale(identifier: "en_US"))
        let result = try render(picker.frame(width: 340), 340, 44)
        dumpForLooking(result.image, "datepicker-compact")
        // ICU (and iOS 17+) put a narrow no-break space before "PM".
        #expect(texts(result) == ["Start", "Nov 26, 2026", "2:05\u{202F}PM"], "\(texts(result))")
        // The grey pill behind the time, at the trailing edge; nothing grey behind the label.
        let pill = result.image.px(3 * 330, 3 * 22)
        #expect(pill.a > 20 && pill.a < 60, "tertiary fill behind the time: \(pill)")
        #expect(result.image.px(3 * 2, 3 * 4).a == 0)
        #expect(result.tree.allNodes.contains { $0.unsupportedReason?.contains("DatePicker") == true }, "linted: widgets take no input")
    }

    @Test func componentsAndTheLocalePickWhatThePillsSay() throws {
        let dateOnly = DatePicker("Day", selection: .constant(date), displayedComponents: .date)
            .environment(\.timeZone, utc).environment(\.locale, Locale(identifier: "de_DE"))
        let german = texts(try render(dateOnly, 300, 44))
        #expect(german == ["Day", "26.11.2026"], "\(german)")
        let timeOnly = DatePicker(selection: .constant(date), in: ...date, displayedComponents: [.hourAndMinute]) { Text("Alarm") }
            .labelsHidden()
            .environment(\.timeZone, utc).environment(\.locale, Locale(identifier: "en_GB"))
        #expect(texts(try render(timeOnly, 300, 44)) == ["14:05"])
    }

    @Test func aRangeClampsTheShownDate() throws {
        let later = date.addingTimeInterval(86_400 * 3)
        let picker = DatePicker("From", selection: .constant(date), in: later..., displayedComponents: .date)
            .environment(\.timeZone, utc).environment(\.locale, Locale(identifier: "en_US"))
        #expect(texts(try render(picker, 300, 44)) == ["From", "Nov 29, 2026"])
    }

    @Test func graphicalIsTheMonthGridWithTheSelectedDayCircled() throws {
        let picker = DatePicker("", selection: .constant(date), displayedComponents: .date)
            .datePickerStyle(.graphical)
            .environment(\.timeZone, utc).environment(\.locale, Locale(identifier: "en_US"))
        let result = try render(picker.frame(width: 320), 320, 340)
        dumpForLooking(result.image, "datepicker-graphical")
        let strings = texts(result)
        #expect(strings.first == "November 2026")
        #expect(Array(strings[1...7]) == ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"], "\(strings)")
        #expect(Array(strings[8...]) == (1...30).map(String.init), "November's 30 days")
        // November 2026 starts on a Sunday; the 26th is in the fourth week's Thursday column, tinted.
        let tinted = result.image.count { $0.b > 200 && $0.r < 80 && $0.a > 200 }
        #expect(tinted > 50, "the selected day and the chevrons in the tint")
    }

    @Test func wheelsShowTheNeighbouringValues() throws {
        let picker = DatePicker("", selection: .constant(date), displayedComponents: .hourAndMinute)
            .datePickerStyle(.wheel).labelsHidden()
            .environment(\.timeZone, utc).environment(\.locale, Locale(identifier: "en_US"))
        let result = try render(picker.frame(width: 320), 320, 180)
        dumpForLooking(result.image, "datepicker-wheel")
        #expect(texts(result) == ["12", "1", "2", "3", "4", "03", "04", "05", "06", "07", "", "AM", "PM", "", ""], "\(texts(result))")
    }

    @Test func aCustomStyleGetsTheConfiguration() throws {
        struct Plain: DatePickerStyle {
            func makeBody(configuration: Configuration) -> some View {
                Text(configuration.selection, format: .dateTime.year())
            }
        }
        let picker = DatePicker("x", selection: .constant(date)).datePickerStyle(Plain())
            .environment(\.timeZone, utc).environment(\.locale, Locale(identifier: "en_US"))
        #expect(texts(try render(picker, 100, 40)) == ["2026"])
    }
}
