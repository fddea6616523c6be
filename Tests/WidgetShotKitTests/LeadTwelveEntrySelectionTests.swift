import Foundation
import Testing
import WidgetShot

/// Counts how many entry views were built, across the render's threads (shared with
/// `LeadThirteenEachRenderTests`).
final class BodyCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func hit() { lock.lock(); count += 1; lock.unlock() }
    func reset() { lock.lock(); count = 0; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
}
private let bodies = BodyCounter()

private struct MinuteEntry: TimelineEntry { let date: Date; let minute: Int }

/// A day of minute entries, like the clock widgets of tutorial apps (Nature time: 1,440 entries).
private struct MinuteProvider: TimelineProvider {
    func placeholder(in context: Context) -> MinuteEntry { MinuteEntry(date: t0, minute: 0) }
    func getSnapshot(in context: Context, completion: @escaping (MinuteEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<MinuteEntry>) -> Void) {
        let entries = (0..<1440).map { MinuteEntry(date: t0.addingTimeInterval(Double($0) * 60), minute: $0) }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

private struct MinuteView: View {
    let entry: MinuteEntry
    var body: some View {
        bodies.hit()
        return Text("minute \(entry.minute)")
    }
}

private struct MinuteWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "minutes", provider: MinuteProvider()) { MinuteView(entry: $0) }
    }
}

@Suite(.serialized) struct LeadTwelveEntrySelectionTests {
    @Test("one entry of a 1,440-entry timeline renders that entry alone")
    func oneEntryOfALongTimeline() throws {
        let renderer = try WidgetRenderer()
        bodies.reset()
        let renders = try renderer.render(MinuteWidget().body.definition, family: .systemSmall, device: .iPhoneSE3, entries: .entry(700))
        #expect(renders.count == 1)
        #expect(renders[0].entryIndex == 700)
        #expect(renders[0].entryDate == t0.addingTimeInterval(700 * 60))
        #expect(renders[0].reloadPolicy == .atEnd)
        // The whole timeline is built by the provider, but only one entry's view is.
        #expect(bodies.value >= 1 && bodies.value < 10)
    }

    @Test("an index past the timeline's end is a clear error naming the widget and the count")
    func outOfRange() throws {
        let renderer = try WidgetRenderer()
        #expect(throws: WidgetError.entryOutOfRange(kind: "minutes", index: 1440, count: 1440)) {
            try renderer.render(MinuteWidget().body.definition, family: .systemSmall, device: .iPhoneSE3, entries: .entry(1440))
        }
        #expect(WidgetError.entryOutOfRange(kind: "minutes", index: 1440, count: 1440).description
                == "widget 'minutes': entry 1440 is out of range: the timeline has 1440 entries")
    }

    @Test("entry 0 draws the same image as the first of the whole timeline")
    func firstEntryMatchesTheTimeline() throws {
        let renderer = try WidgetRenderer()
        let definition = ProbeWidget().body.definition
        let one = try renderer.render(definition, family: .systemSmall, device: .iPhoneSE3, entries: .entry(0))
        let all = try renderer.render(definition, family: .systemSmall, device: .iPhoneSE3, entries: .timeline)
        #expect(one.count == 1 && all.count > 1)
        #expect(one[0].result.image.bytes == all[0].result.image.bytes)
    }
}
