import Foundation
import Testing
import WidgetShot

private let built = BodyCounter()   // the entry bodies evaluated so far

private struct HourEntry: TimelineEntry { let date: Date; let hour: Int }

private struct HourProvider: TimelineProvider {
    func placeholder(in context: Context) -> HourEntry { HourEntry(date: t0, hour: 0) }
    func getSnapshot(in context: Context, completion: @escaping (HourEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<HourEntry>) -> Void) {
        completion(Timeline(entries: (0..<6).map { HourEntry(date: t0.addingTimeInterval(Double($0) * 3600), hour: $0) }, policy: .atEnd))
    }
}

/// Its body runs when the entry is laid out, not when the timeline is made.
private struct HourView: View {
    let entry: HourEntry
    var body: some View {
        built.hit()
        return Text("hour \(entry.hour)")
    }
}

private struct HourWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "hours", provider: HourProvider()) { HourView(entry: $0).containerBackground(.white, for: .widget) }
    }
}

/// `WidgetRenderer.render(…, each:)`: a timeline is drawn one entry at a time, each render handed
/// over before the next entry's body runs, so `widgetshot timeline` and
/// `gallery --all-entries` hold one image however long the timeline is.
@Suite(.serialized) struct LeadThirteenEachRenderTests {
    @Test("each render is handed over before the next entry's body runs")
    func rendersAreHandedOverOneAtATime() throws {
        let renderer = try WidgetRenderer()
        let definition = HourWidget().body.definition
        var builtAtHandOver: [Int] = []
        var indices: [Int] = []
        let before = built.value
        try renderer.render(definition, family: .systemSmall, device: .iPhoneSE3, entries: .timeline) { render in
            builtAtHandOver.append(built.value - before)
            indices.append(render.entryIndex)
        }
        #expect(indices == Array(0..<6))
        // Bodies evaluated so far grow with every hand-over and never run ahead to the end.
        #expect(zip(builtAtHandOver, builtAtHandOver.dropFirst()).allSatisfy { $0 < $1 }, "\(builtAtHandOver)")
        #expect(builtAtHandOver[0] < built.value - before, "\(builtAtHandOver)")
    }

    @Test("the collected renders equal the ones handed over, image for image")
    func collectedEqualsHandedOver() throws {
        let renderer = try WidgetRenderer()
        let definition = HourWidget().body.definition
        var handed: [[UInt8]] = []
        try renderer.render(definition, family: .systemMedium, device: .iPhoneSE3, entries: .timeline) { handed.append($0.result.image.bytes) }
        let collected = try renderer.render(definition, family: .systemMedium, device: .iPhoneSE3, entries: .timeline)
        #expect(collected.map(\.result.image.bytes) == handed)
        #expect(Set(handed).count == 6, "each hour draws its own text")
    }

    @Test("a throwing hand-over stops the render there")
    func throwingHandOverStops() throws {
        struct Enough: Error {}
        let renderer = try WidgetRenderer()
        var seen = 0
        #expect(throws: Enough.self) {
            try renderer.render(HourWidget().body.definition, family: .systemSmall, device: .iPhoneSE3, entries: .timeline) { _ in
                seen += 1
                if seen == 2 { throw Enough() }
            }
        }
        #expect(seen == 2)
    }
}
