import Foundation
import Testing
@testable import WidgetShotUI

@Suite("TimelineView")
struct TimelineViewTests {
    private final class DateBox { var dates: [Date] = [] }

    @Test("the content is built once with the render's date and the live cadence")
    func contextDateIsRenderDate() throws {
        let renderDate = Date(timeIntervalSince1970: 1_764_000_000)
        var env = EnvironmentValues()
        env.renderDate = renderDate
        let box = DateBox()
        var live = false
        let view = TimelineView(.periodic(from: renderDate.addingTimeInterval(-3600), by: 1)) { context in
            let _ = box.dates.append(context.date)
            let _ = (live = context.cadence == .live)
            Text("x").frame(width: 10, height: 10).accessibilityIdentifier("content")
        }
        let tree = try LayoutEngine().layout(view, in: CGSize(width: 50, height: 50), environment: env)
        #expect(box.dates == [renderDate])
        #expect(live)
        expectFrame(tree, "content", 20, 20, 10, 10)
    }

    @Test("every schedule builds its content the same way", arguments: ["everyMinute", "explicit", "animation"])
    func schedules(_ name: String) throws {
        let renderDate = Date(timeIntervalSince1970: 1_764_000_123)
        var env = EnvironmentValues()
        env.renderDate = renderDate
        let box = DateBox()
        func content(_ context: TimelineViewDefaultContext) -> some View {
            box.dates.append(context.date)
            return Color.red
        }
        switch name {
        case "everyMinute": _ = try LayoutEngine().layout(TimelineView(.everyMinute) { content($0) }, in: CGSize(width: 9, height: 9), environment: env)
        case "explicit": _ = try LayoutEngine().layout(TimelineView(.explicit([renderDate])) { content($0) }, in: CGSize(width: 9, height: 9), environment: env)
        default: _ = try LayoutEngine().layout(TimelineView(.animation(minimumInterval: 1, paused: false)) { content($0) }, in: CGSize(width: 9, height: 9), environment: env)
        }
        #expect(box.dates == [renderDate])
    }

    @Test("periodic entries keep the schedule's phase (Apple: 10:09:30 by 60 s issues dates half past each minute)")
    func periodicEntries() {
        let start = Date(timeIntervalSinceReferenceDate: 36_570)          // 10:09:30 UTC on 2001-01-01
        let from = Date(timeIntervalSinceReferenceDate: 36_570 + 200)     // 10:12:50
        let dates = Array(PeriodicTimelineSchedule(from: start, by: 60).entries(from: from, mode: .normal).prefix(3))
        #expect(dates.map { $0.timeIntervalSinceReferenceDate } == [36_750, 36_810, 36_870])   // 10:12:30, 10:13:30, 10:14:30
    }

    @Test("every-minute entries start at the start of the given minute (Apple's entries(from:mode:) documentation)")
    func everyMinuteEntries() {
        let unaligned = Array(EveryMinuteTimelineSchedule().entries(from: Date(timeIntervalSinceReferenceDate: 620), mode: .normal).prefix(2))
        #expect(unaligned.map { $0.timeIntervalSinceReferenceDate } == [600, 660])
        let aligned = Array(EveryMinuteTimelineSchedule().entries(from: Date(timeIntervalSinceReferenceDate: 600), mode: .lowFrequency).prefix(1))
        #expect(aligned.map { $0.timeIntervalSinceReferenceDate } == [600])
    }

    @Test("explicit entries are the dates given; a paused animation schedule yields only its start")
    func explicitAndAnimationEntries() {
        let dates = [Date(timeIntervalSinceReferenceDate: 5), Date(timeIntervalSinceReferenceDate: 9)]
        #expect(Array(ExplicitTimelineSchedule(dates).entries(from: .distantFuture, mode: .normal)) == dates)
        let paused = Array(AnimationTimelineSchedule(paused: true).entries(from: dates[0], mode: .normal))
        #expect(paused == [dates[0]])
        let every = Array(AnimationTimelineSchedule(minimumInterval: 0.5).entries(from: dates[0], mode: .normal).prefix(3))
        #expect(every.map { $0.timeIntervalSinceReferenceDate } == [5, 5.5, 6])
    }
}
