import Foundation
import Testing
@testable import WidgetShotBuild

/// `Locale.current`, `Calendar.current`, `TimeZone.current` and default formatters in an
/// extension's code become the render's (swift-foundation's are `en_001` on Linux).
struct LocaleRewriteTests {
    func lines(_ source: String) -> [String] { transformedLines(source) }

    @Test func currentValuesBecomeTheRendersAccessors() {
        let l = lines("""
        let c = Calendar.current
        let id = Locale.autoupdatingCurrent.identifier; let z = Foundation.TimeZone.current
        var cal = Calendar.autoupdatingCurrent; cal.timeZone = TimeZone.autoupdatingCurrent
        """)
        #expect(l == [
            "let c = WidgetShotCalendar.current",
            "let id = WidgetShotLocale.current.identifier; let z = WidgetShotTimeZone.current",
            "var cal = WidgetShotCalendar.current; cal.timeZone = WidgetShotTimeZone.current",
        ])
    }

    @Test func implicitCurrentGivenToALocaleCalendarOrTimeZoneIsRewritten() {
        let l = lines("""
        f.locale = .current
        let s = date.formatted(.dateTime.locale(.autoupdatingCurrent))
        let style = Date.FormatStyle(locale: .current, calendar: .autoupdatingCurrent, timeZone: .current)
        let calendar: Calendar = .current
        let x = Settings.current.locale; let y = Weather.current; use(.current); let c: Calendar? = cal ?? .current
        """)
        #expect(l[0] == "f.locale = WidgetShotLocale.current")
        #expect(l[1] == "let s = date.formatted(WidgetShotDateFormatStyle().locale(WidgetShotLocale.current))")
        #expect(l[2] == "let style = Date.FormatStyle(locale: WidgetShotLocale.current, calendar: WidgetShotCalendar.current, timeZone: WidgetShotTimeZone.current)")
        #expect(l[3] == "let calendar: Calendar = WidgetShotCalendar.current")
        #expect(l[4] == "let x = Settings.current.locale; let y = Weather.current; use(.current); let c: Calendar? = cal ?? .current")  // unlabelled: the type is unknown
    }

    @Test func defaultFormattersBecomeTheRendersFactories() {
        let l = lines("""
        let f = DateFormatter(); let n = NumberFormatter()
        static let interval = DateIntervalFormatter(), style = Date.FormatStyle()
        let iso = ISO8601DateFormatter(); let custom = MyDateFormatter(); let given = DateFormatter(coder: c)
        class Fmt: DateFormatter { override init() { super.init() } }
        """)
        #expect(l[0] == "let f = WidgetShotDateFormatter(); let n = WidgetShotNumberFormatter()")
        #expect(l[1] == "static let interval = WidgetShotDateIntervalFormatter(), style = WidgetShotDateFormatStyle()")
        #expect(l[2] == "let iso = ISO8601DateFormatter(); let custom = MyDateFormatter(); let given = DateFormatter(coder: c)")
        #expect(l[3] == "class Fmt: DateFormatter { override init() { super.init() } }")
    }

    @Test func stringsAndCommentsAreLeftButInterpolationsRewritten() {
        let source = """
        let a = "Locale.current" // Calendar.current
        let b = "day \\(Calendar.current.component(.day, from: d)) of \\(f("Locale.current"))" /* TimeZone.current */ + x
        let c = #"Calendar.current \\#(Locale.current.identifier)"#
        let d = \"\"\"
        Calendar.current
        \"\"\"
        /* DateFormatter()
        Locale.current */
        struct Region { static var current: Locale { Locale.current }; var current = 1 }
        """
        let l = lines(source)
        #expect(l[0] == #"let a = "Locale.current" // Calendar.current"#)
        #expect(l[1] == #"let b = "day \(WidgetShotCalendar.current.component(.day, from: d)) of \(f("Locale.current"))" /* TimeZone.current */ + x"#)
        #expect(l[2] == ##"let c = #"Calendar.current \#(WidgetShotLocale.current.identifier)"#"##)
        #expect(l[3] == "let d = \"\"\"")
        #expect(l[4] == "Calendar.current")
        #expect(l[6] == "/* DateFormatter()")
        #expect(l[7] == "Locale.current */")
        #expect(l[8] == "struct Region { static var current: Locale { WidgetShotLocale.current }; var current = 1 }")
    }

    @Test func dateFormattedCallsUseTheRendersStyle() {
        let l = lines("""
        let a = entry.date.formatted(date: .abbreviated, time: .omitted)
        let b = date.formatted(.dateTime.weekday(.wide)); Text(date, format: .dateTime.hour())
        switch kind { case .time, .dateTime: break }; let n = value.formatted(.number); let c = date.formatted()
        """)
        #expect(l[0] == "let a = entry.date.formatted(WidgetShotDateFormatStyle(date: .abbreviated, time: .omitted))")
        #expect(l[1] == "let b = date.formatted(WidgetShotDateFormatStyle().weekday(.wide)); Text(date, format: WidgetShotDateFormatStyle().hour())")
        #expect(l[2] == "switch kind { case .time, .dateTime: break }; let n = value.formatted(.number); let c = date.formatted()")
    }

    /// CloudKit (seen in the sweep) has a stand-in now (FrameworkStandIns): the import takes it,
    /// with no diagnostic, on the same line.
    @Test func importingCloudKitTakesItsStandIn() {
        let output = SourceTransform(originalPath: "/src/Sync.swift", fileIndex: 0, localModules: []).transform("import SwiftUI\nimport CloudKit\n")
        #expect(output.diagnostics.isEmpty)
        #expect(output.text.components(separatedBy: "\n")[2] == "import WidgetShotCloudKit")
    }
}
