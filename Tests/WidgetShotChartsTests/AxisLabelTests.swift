import Foundation
import Testing
@testable import WidgetShotCharts
import WidgetShotUI

/// Default axis labels in the render's locale, calendar and time zone, and formats.
struct AxisLabelTests {
    static func environment(_ locale: String, zone: String = "UTC") -> EnvironmentValues {
        var env = EnvironmentValues()
        env.locale = Locale(identifier: locale)
        env.timeZone = TimeZone(identifier: zone)!
        env.calendar = Calendar(identifier: .gregorian)
        return env
    }

    @Test func numbersUseTheLocalesGrouping() {
        #expect(AxisResolver.defaultLabel(.number(10000), ticks: [], environment: Self.environment("en_US")) == "10,000")
        #expect(AxisResolver.defaultLabel(.number(10000), ticks: [], environment: Self.environment("de_DE")) == "10.000")
        #expect(AxisResolver.defaultLabel(.number(0.5), ticks: [], environment: Self.environment("en_US")) == "0.5")
    }

    @Test func hourlyTicksShowTheHourInTheRendersTimeZone() {
        let six = Date(timeIntervalSince1970: 1_795_564_800 + 6 * 3600)   // 2026-11-25 06:00 UTC
        let ticks: [PlotDatum] = [.date(six), .date(six.addingTimeInterval(6 * 3600))]
        #expect(AxisResolver.defaultLabel(.date(six), ticks: ticks, environment: Self.environment("en_US")) == "6\u{202F}AM")   // ICU (and iOS 17+) put a narrow no-break space before AM/PM
        #expect(AxisResolver.defaultLabel(.date(six), ticks: ticks, environment: Self.environment("en_US", zone: "Asia/Tokyo")) == "3\u{202F}PM")
        #expect(AxisResolver.defaultLabel(.date(six), ticks: ticks, environment: Self.environment("de_DE")) == "06 Uhr")
    }

    @Test func monthlyTicksShowTheMonth() {
        let nov = Date(timeIntervalSince1970: 1_793_491_200)   // 2026-11-01 00:00 UTC
        let ticks: [PlotDatum] = [.date(nov), .date(nov.addingTimeInterval(30 * 86_400))]
        #expect(AxisResolver.defaultLabel(.date(nov), ticks: ticks, environment: Self.environment("en_US")) == "Nov")
    }

    @Test func formatStylesUseTheRendersLocaleAndZone() {
        let six = Date(timeIntervalSince1970: 1_795_564_800 + 6 * 3600)
        #expect(AxisLabelFormatting.format(six, with: Date.FormatStyle.dateTime.hour(), environment: Self.environment("en_US", zone: "America/New_York")) == "1\u{202F}AM")
        #expect(AxisLabelFormatting.format(1234.5, with: FloatingPointFormatStyle<Double>.number, environment: Self.environment("de_DE")) == "1.234,5")
    }
}
