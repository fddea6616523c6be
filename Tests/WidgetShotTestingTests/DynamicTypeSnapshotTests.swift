import Foundation
import Testing
import WidgetShotTesting

private struct GateEntry: TimelineEntry {
    let date: Date
}

private struct GateProvider: TimelineProvider {
    func placeholder(in context: Context) -> GateEntry { GateEntry(date: Date(timeIntervalSince1970: 1_559_554_860)) }
    func getSnapshot(in context: Context, completion: @escaping (GateEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<GateEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

/// A boarding widget written with text styles, as Apple recommends, so it follows Dynamic Type:
/// the flight in `.headline`, the route in `.subheadline`, the gate in `.title2`, a badge sized
/// with `@ScaledMetric`, and a `.caption` footer limited to `...DynamicTypeSize.xxLarge`.
private struct GateWidget: Widget {
    struct Content: View {
        @ScaledMetric(relativeTo: .headline) var badge: CGFloat = 22
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                HStack(spacing: 6) {
                    Image(systemName: "airplane").font(.system(size: badge * 0.55, weight: .bold)).foregroundStyle(.white)
                        .frame(width: badge, height: badge).background(Circle().fill(Color.blue))
                    Text("UA 837").font(.headline).lineLimit(1)
                    Text("SFO → NRT").font(.subheadline).foregroundStyle(.secondary).lineLimit(1)
                }
                Spacer(minLength: 0)
                Text("Gate B32").font(.title2.bold()).lineLimit(1)
                Text("Seat 14C · Boards 10:05").font(.caption).foregroundStyle(.secondary).lineLimit(1).dynamicTypeSize(...DynamicTypeSize.xxLarge)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "gate", provider: GateProvider()) { _ in
            Content().containerBackground(Color.white, for: .widget)
        }
        .supportedFamilies([.systemMedium])
    }
}

/// The Dynamic Type axis of `assertWidgetSnapshots`: the same widget at Large (the old file
/// name) and at accessibility3 (`….light.accessibility3.entry0.png`, body 40 pt).
@Suite(.serialized) struct DynamicTypeSnapshotTests {
    @Test func gateWidget() throws {
        let outcomes = try assertWidgetSnapshots(of: GateWidget(), devices: [.iPhone16Pro], appearances: [.light],
                                                 dynamicTypeSizes: [.large, .accessibility3])
        #expect(outcomes.count == 2)
    }
}
