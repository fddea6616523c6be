import Foundation
import Testing
@testable import WidgetShotUI

/// 2019-06-03 09:41:00 UTC, the date of Apple's own examples.
let keynote = Date(timeIntervalSince1970: 1_559_554_860)

/// An environment at a fixed render date, locale and time zone.
func textEnvironment(_ locale: String = "en_US", now: Date = keynote, zone: String = "UTC") -> EnvironmentValues {
    var env = EnvironmentValues()
    env.locale = Locale(identifier: locale)
    env.timeZone = TimeZone(identifier: zone)!
    env.renderDate = now
    return env
}

/// The string a text shows in an environment.
func shown(_ text: Text, _ env: EnvironmentValues = textEnvironment()) -> String { text.resolve(in: env).string }

@Suite struct TextDateStyleTests {
    @Test("each Text.DateStyle formats as Apple's widget documentation shows, at the render date")
    func dateStyles() {
        #expect(shown(Text(keynote, style: .time)) == "9:41\u{202F}AM")
        #expect(shown(Text(keynote, style: .date)) == "June 3, 2019")
        let later = keynote.addingTimeInterval(2 * 3600 + 5 * 60 + 30)
        #expect(shown(Text(later, style: .relative)) == "2 hr, 5 min")
        #expect(shown(Text(keynote.addingTimeInterval(-3 * 86400 - 60), style: .relative)) == "3 days")
        #expect(shown(Text(keynote.addingTimeInterval(-400 * 86400), style: .relative)) == "1 yr, 1 mth")
        #expect(shown(Text(keynote.addingTimeInterval(11 * 60 + 14), style: .relative)) == "11 min, 14 sec")
        #expect(shown(Text(keynote.addingTimeInterval(11 * 60 + 14), style: .offset)) == "-11 minutes")
        #expect(shown(Text(keynote.addingTimeInterval(9000), style: .offset)) == "-2 hours")
        #expect(shown(Text(keynote.addingTimeInterval(-95 * 86400), style: .offset)) == "+3 months")
        #expect(shown(Text(keynote.addingTimeInterval(3600 + 59 * 60 + 3), style: .timer)) == "1:59:03")
        #expect(shown(Text(keynote.addingTimeInterval(152), style: .timer)) == "2:32")
        #expect(shown(Text(keynote.addingTimeInterval(-5), style: .timer)) == "0:05")
        #expect(shown(Text(keynote.addingTimeInterval(36 * 3600 + 59 * 60 + 1), style: .timer)) == "36:59:01")
    }

    @Test("dates that are not finite show nothing instead of trapping")
    func nonFiniteDates() {
        let nan = Date(timeIntervalSinceReferenceDate: .nan)
        for style in [Text.DateStyle.relative, .offset, .timer, .time, .date] { #expect(shown(Text(nan, style: style)) == "") }
        #expect(shown(Text(.durationOffset(to: nan), format: .time(pattern: .minuteSecond))) == "0:00")
        #expect(shown(Text(timerInterval: keynote...keynote.addingTimeInterval(60), pauseTime: nan)) == "0:00")
    }

    @Test("timers and relative dates move with the render date, not the clock")
    func followsRenderDate() {
        let deadline = keynote.addingTimeInterval(7200)
        #expect(shown(Text(deadline, style: .timer), textEnvironment(now: keynote)) == "2:00:00")
        #expect(shown(Text(deadline, style: .timer), textEnvironment(now: keynote.addingTimeInterval(3600))) == "1:00:00")
        #expect(shown(Text(deadline, style: .relative), textEnvironment(now: keynote.addingTimeInterval(7140))) == "1 min")
    }

    @Test("timerInterval counts down or up, clamps to the interval, pauses and hides hours")
    func timerInterval() {
        let range = keynote.addingTimeInterval(-60)...keynote.addingTimeInterval(3600)
        #expect(shown(Text(timerInterval: range)) == "1:00:00")
        #expect(shown(Text(timerInterval: range, countsDown: false)) == "1:00")
        #expect(shown(Text(timerInterval: range, pauseTime: keynote.addingTimeInterval(1800))) == "30:00")
        #expect(shown(Text(timerInterval: keynote...keynote.addingTimeInterval(7200), showsHours: false)) == "120:00")
        #expect(shown(Text(timerInterval: range), textEnvironment(now: keynote.addingTimeInterval(99999))) == "0:00")
    }

    @Test("dates follow the locale and time zone")
    func localeAndZone() {
        #expect(shown(Text(keynote, style: .date), textEnvironment("de_DE")) == "3. Juni 2019")
        #expect(shown(Text(keynote, style: .date), textEnvironment("ja_JP")) == "2019年6月3日")
        #expect(["9:41", "09:41"].contains(shown(Text(keynote, style: .time), textEnvironment("de_DE"))), "24-hour time, no AM")
        #expect(shown(Text(keynote, style: .time), textEnvironment(zone: "America/New_York")) == "5:41\u{202F}AM")
        #expect(shown(Text(keynote.addingTimeInterval(7500), style: .relative), textEnvironment("de_DE")) == "2 Std., 5 Min.")
    }

    @Test("date ranges and intervals: times only within one day")
    func ranges() {
        let s = shown(Text(keynote...keynote.addingTimeInterval(7200)))
        #expect(s == "9:41\u{2009}\u{2013}\u{2009}11:41\u{202F}AM" || s == "9:41\u{202F}AM\u{2009}\u{2013}\u{2009}11:41\u{202F}AM", "\(s.unicodeScalars.map { String($0.value, radix: 16) })")
        let days = shown(Text(DateInterval(start: keynote, duration: 3 * 86400)))
        #expect(days.contains("Jun 3") && days.contains("Jun 6"))
    }

    @Test("Text(_:format:) uses Foundation format styles in the environment's locale")
    func formatStyles() {
        #expect(shown(Text(0.1234, format: .percent)) == "12.34%")
        #expect(shown(Text(1234.5, format: .currency(code: "USD"))) == "$1,234.50")
        #expect(shown(Text(1234.5, format: .currency(code: "EUR")), textEnvironment("de_DE")) == "1.234,50\u{00A0}€")
        #expect(shown(Text(keynote, format: .dateTime.weekday(.wide).day())) == "Monday 3")
        #expect(shown(Text(keynote, format: Date.FormatStyle().hour().minute()), textEnvironment(zone: "Asia/Tokyo")) == "6:41\u{202F}PM")
        #expect(shown(Text(["Ana", "Bo", "Cy"], format: .list(type: .and))) == "Ana, Bo, and Cy")
        #expect(shown(Text(Duration.seconds(3725), format: .time(pattern: .hourMinuteSecond))) == "1:02:05")
        #expect(shown(Text(keynote.addingTimeInterval(86400), format: .relative(presentation: .named))) == "tomorrow")
        #expect(shown(Text(keynote.addingTimeInterval(7200), format: .relative(presentation: .numeric))) == "in 2 hours")
    }

    @Test("measurements format with the unit symbol; temperatures in the locale's scale")
    func measurements() {
        let temperature = Measurement(value: 21.4, unit: UnitTemperature.celsius)
        #expect(shown(Text(temperature, format: .measurement(width: .abbreviated))) == "70.5°F")
        #expect(shown(Text(temperature, format: .measurement(width: .abbreviated)), textEnvironment("de_DE")) == "21,4°C")
        #expect(shown(Text(temperature, format: .measurement(width: .narrow, usage: .asProvided)), textEnvironment("ja_JP")) == "21.4°")
        #expect(shown(Text(Measurement(value: 12, unit: UnitLength.kilometers), format: .measurement(width: .abbreviated))) == "12 km")
        #expect(Measurement(value: 3, unit: UnitLength.meters).formatted(.measurement(width: .narrow)) == "3m")
    }

    @Test("TimeDataSource.currentDate is the render date")
    func timeDataSource() {
        #expect(shown(Text(.currentDate, format: Date.FormatStyle().hour().minute())) == "9:41\u{202F}AM")
        #expect(shown(Text(.durationOffset(to: keynote.addingTimeInterval(-125)), format: .time(pattern: .minuteSecond))) == "-2:05")
    }

    @Test("a countdown widget view shows the time left at each entry's date in the placed tree")
    func countdownTree() throws {
        let end = keynote.addingTimeInterval(5400)
        let view = VStack {
            Text("Launch in").font(.caption)
            Text(end, style: .timer).font(.title).monospacedDigit().accessibilityIdentifier("timer")
            Text(timerInterval: keynote...end, countsDown: false).accessibilityIdentifier("elapsed")
        }
        for (offset, timer, elapsed) in [(0.0, "1:30:00", "0:00"), (1800, "1:00:00", "30:00")] {
            let tree = try place(view.environment(\.renderDate, keynote.addingTimeInterval(offset)), 170, 170)
            guard case .text(let t)? = tree.node("timer")?.content, case .text(let e)? = tree.node("elapsed")?.content else {
                Issue.record("no text nodes")
                return
            }
            #expect(t.string == timer && e.string == elapsed)
        }
    }
}

@Suite struct LiveTextLayoutTests {
    @Test("live dates take the whole proposed width, as in iOS widgets; static dates fit their text")
    func liveDatesFillWidth() throws {
        let env = { (v: AnyView) in v.environment(\.renderDate, keynote) }
        let tree = try place(env(AnyView(VStack(alignment: .leading) {
            Text(keynote.addingTimeInterval(90), style: .timer).accessibilityIdentifier("timer")
            Text(keynote.addingTimeInterval(90), style: .relative).accessibilityIdentifier("relative")
            Text("in \(keynote.addingTimeInterval(90), style: .offset)").accessibilityIdentifier("offset")
            Text(keynote, style: .time).accessibilityIdentifier("time")
            Text(timerInterval: keynote...keynote.addingTimeInterval(60), pauseTime: keynote).accessibilityIdentifier("paused")
        }.frame(width: 150))), 200, 200)
        for id in ["timer", "relative", "offset"] { #expect(tree.frame(of: id)?.width == 150, "\(id)") }
        #expect((tree.frame(of: "time")?.width ?? 150) < 150 && (tree.frame(of: "paused")?.width ?? 150) < 150)
        let ideal = try place(env(AnyView(Text(keynote.addingTimeInterval(90), style: .timer).fixedSize().accessibilityIdentifier("t"))), 200, 200)
        #expect((ideal.frame(of: "t")?.width ?? 200) < 100, "the ideal width is the text's")
    }
}
