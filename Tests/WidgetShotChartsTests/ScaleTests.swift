import Foundation
import Testing
@testable import WidgetShotCharts

/// Nice numeric domains and ticks (d3's 1-2-5 steps), date ticks and scale mapping.
struct ScaleTests {
    @Test func niceStepsFollowOneTwoFive() {
        #expect(NiceTicks.step(0, 4.1, count: 2.41) == 2)       // R1: 205 pt plot → 0, 2, 4, 6
        #expect(NiceTicks.step(0, 175, count: 5.46) == 50)      // R3: 464 pt plot on 0…175 → 0, 50, 100, 150
        #expect(NiceTicks.step(0, 11200, count: 2) == 5000)
        #expect(NiceTicks.step(0, 1, count: 10) == 0.1)
    }

    @Test func niceDomainRoundsOutToWholeSteps() {
        #expect(NiceTicks.nice(0...4.1, count: 2.41) == 0...6)
        #expect(NiceTicks.nice(0...11200, count: 2) == 0...20000)   // d3 settles: step 5 000 → 0…15 000 → step 10 000
        #expect(NiceTicks.nice(-38...29, count: 3) == -40...40)
        #expect(NiceTicks.nice(3...3, count: 3) == 0...3)
    }

    @Test func ticksAreCleanMultiples() {
        #expect(NiceTicks.ticks(0...175, count: 5.46) == [0, 50, 100, 150])
        #expect(NiceTicks.ticks(0...1, count: 10) == [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1])
        #expect(NiceTicks.ticks(0...6, step: 2) == [0, 2, 4, 6])
    }

    @Test func automaticTickCountMatchesMeasuredPlots() {
        // R1: 205 pt tall plot, data to 4.1 → ticks 0, 2, 4, 6.
        let r1 = ChartMetrics.automaticTickCount(length: 205)
        #expect(NiceTicks.ticks(NiceTicks.nice(0...4.1, count: r1), count: r1) == [0, 2, 4, 6])
        // R3: 464.7 pt on 0…175 → 0, 50, 100, 150.
        #expect(NiceTicks.ticks(0...175, count: ChartMetrics.automaticTickCount(length: 464.7)) == [0, 50, 100, 150])
    }

    @Test func dateIntervalForADayOverAMediumPlot() {
        // R1: 24 h over 331 pt → every 6 hours.
        let interval = DateTickInterval.choose(span: 86_400, count: ChartMetrics.automaticTickCount(length: 331))
        #expect(interval == DateTickInterval(component: .hour, count: 6))
        #expect(DateTickInterval.choose(span: 7 * 86_400, count: 5) == DateTickInterval(component: .day, count: 1))
        #expect(DateTickInterval.choose(span: 365 * 86_400, count: 5) == DateTickInterval(component: .month, count: 3))
    }

    @Test func dateTicksAlignToTheCalendar() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "America/Los_Angeles")!
        let start = calendar.date(from: DateComponents(year: 2026, month: 11, day: 25, hour: 1, minute: 20))!
        let end = calendar.date(byAdding: .hour, value: 24, to: start)!
        let ticks = DateTicks.ticks(from: start, to: end, interval: DateTickInterval(component: .hour, count: 6), calendar: calendar)
        #expect(ticks.map { calendar.component(.hour, from: $0) } == [6, 12, 18, 0])
        let months = DateTicks.ticks(from: calendar.date(from: DateComponents(year: 2026, month: 2, day: 10))!,
                                     to: calendar.date(from: DateComponents(year: 2026, month: 12, day: 1))!,
                                     interval: DateTickInterval(component: .month, count: 3), calendar: calendar)
        #expect(months.map { calendar.component(.month, from: $0) } == [4, 7, 10])
    }

    @Test func linearScaleMapsUpwardsOnY() {
        let scale = ChartScale(kind: .continuous(lower: 0, upper: 100, type: .linear, isDate: false), start: 200, end: 0)
        #expect(scale.position(.number(0)) == 200)
        #expect(scale.position(.number(25)) == 150)
        #expect(scale.datum(at: 100) == .number(50))
    }

    @Test func categoryBandsSplitTheLength() {
        let scale = ChartScale(kind: .category([.category("a"), .category("b"), .category("c"), .category("d")]), start: 0, end: 200)
        #expect(scale.step == 50)
        #expect(scale.position(.category("a")) == 25)
        #expect(scale.position(.category("d")) == 175)
        #expect(scale.position(.category("z")) == nil)
        #expect(scale.datum(at: 120) == .category("c"))
    }

    @Test func logScalePlacesPowersEvenly() {
        let scale = ChartScale(kind: .continuous(lower: 1, upper: 1000, type: .log, isDate: false), start: 0, end: 300)
        #expect(abs(scale.position(.number(10))! - 100) < 1e-9)
        #expect(abs(scale.position(.number(100))! - 200) < 1e-9)
        #expect(LogTicks.ticks(1...1000) == [1, 10, 100, 1000])
    }
}
