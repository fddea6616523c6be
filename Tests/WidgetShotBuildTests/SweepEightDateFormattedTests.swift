import Foundation
import Testing
@testable import WidgetShotBuild

/// `formatted()` of a receiver that is a `Date` by its spelling formats in the render's locale
/// (akitorahayashi/bus_time_scheduler's `Text("Rendered at: \(entry.date.formatted())")` drew
/// Linux's en_001 "26/11/2026, 5:49 PM" where an en_US iPhone draws "11/26/2026, 5:49 PM").
struct SweepEightDateFormattedTests {
    @Test func dateReceiversAreRewrittenOthersAreNot() {
        let style = ".formatted(WidgetShotDateFormatStyle(date: .numeric, time: .shortened))"
        #expect(LocaleRewrites.rewrite(#"Text("Rendered at: \(entry.date.formatted())")"#) == #"Text("Rendered at: \(entry.date"# + style + #")")"#)
        #expect(LocaleRewrites.rewrite("let a = Date().formatted(), b = Date.now.formatted()") == "let a = Date()\(style), b = Date.now\(style)")
        // The app's own types (a `formatted()` of its own) and strings stay.
        #expect(LocaleRewrites.rewrite("return schedules[0].arrivalTime.formatted()") == "return schedules[0].arrivalTime.formatted()")
        #expect(LocaleRewrites.rewrite("let t = myEntry.date.formatted()") == "let t = myEntry.date.formatted()")
        #expect(LocaleRewrites.rewrite(#"let s = "entry.date.formatted()""#) == #"let s = "entry.date.formatted()""#)
    }
}
