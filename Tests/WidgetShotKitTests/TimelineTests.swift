import Foundation
import Testing
import WidgetShot

@Suite struct TimelineTests {
    let entries = (0..<3).map { TestEntry(date: t0.addingTimeInterval(Double($0) * 3600), title: "Entry \($0)") }

    @Test("the entry shown at a date is the latest one not after it; before the first, the first")
    func entryAtDate() {
        let timeline = Timeline(entries: entries, policy: .atEnd)
        #expect(timeline.entry(at: t0.addingTimeInterval(5400))?.title == "Entry 1")
        #expect(timeline.entry(at: t0.addingTimeInterval(3600))?.title == "Entry 1")
        #expect(timeline.entry(at: t0.addingTimeInterval(99999))?.title == "Entry 2")
        #expect(timeline.entry(at: t0.addingTimeInterval(-10))?.title == "Entry 0")
        #expect(Timeline<TestEntry>(entries: [], policy: .never).entry(at: t0) == nil)
    }

    @Test("each reload policy implies its next reload date")
    func policies() {
        #expect(TimelineReloadPolicy.atEnd.nextReload(after: entries) == t0.addingTimeInterval(7200))
        #expect(TimelineReloadPolicy.after(t0.addingTimeInterval(60)).nextReload(after: entries) == t0.addingTimeInterval(60))
        #expect(TimelineReloadPolicy.never.nextReload(after: entries) == nil)
        #expect(TimelineReloadPolicy.never.description.contains("never"))
    }

    @Test("rendering at a date picks that entry and reports the policy")
    func renderAtDate() throws {
        let r = try renderProbe(entries: .at(t0.addingTimeInterval(4000)))
        #expect(r.count == 1 && r[0].entryIndex == 1 && r[0].reloadPolicy == .atEnd)
        let all = try renderProbe(entries: .timeline)
        #expect(all.map(\.entryIndex) == [0, 1, 2])
        #expect(all[2].variantName == "probe.iPhoneSE3.systemSmall.light.entry2")
    }

    @Test("an unsupported family, a silent provider and an empty timeline are clear errors")
    func badInput() throws {
        #expect(throws: WidgetError.unsupportedFamily(kind: "probe", family: .systemLarge, supported: [.systemSmall, .systemMedium])) {
            try renderProbe(family: .systemLarge)
        }
        let silent = StaticConfiguration(kind: "silent", provider: SilentProvider()) { e in Text(e.title) }.definition
        let context = TimelineProviderContext(family: .systemSmall, displaySize: CGSize(width: 10, height: 10), isPreview: false)
        #expect(throws: WidgetError.providerTimedOut(kind: "silent", call: "getTimeline", seconds: 0.2)) {
            try silent.timeline(in: context, timeout: 0.2)
        }
        let empty = StaticConfiguration(kind: "empty", provider: EmptyProvider()) { e in Text(e.title) }.definition
        #expect(throws: WidgetError.emptyTimeline(kind: "empty")) { try empty.timeline(in: context, timeout: 5) }
        #expect(WidgetError.emptyTimeline(kind: "empty").description.contains("no entries"))
    }
}
