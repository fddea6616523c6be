import Foundation
import Testing
import WidgetShotTesting

/// Goldens for watchOS widgets on Apple Watches (`Snapshots/WatchEightSnapshotTests/`): a
/// hydration complication in the four accessory families on a 45 mm watch — the corner with its
/// text label along the dial, the circular gauge, the Smart Stack rectangle and the inline line.
@Suite(.serialized) struct WatchEightSnapshotTests {
    @Test func hydrationComplications() throws {
        try assertWidgetSnapshots(of: WatchEightHydrationWidget(), devices: [.appleWatch45mm], appearances: [.dark])
    }

    @Test func cornerGaugeLabelOnSmallestWatch() throws {
        try assertWidgetSnapshots(of: WatchEightHydrationWidget(), devices: [.appleWatch40mm], families: [.accessoryCorner],
                                  appearances: [.accented()])
    }
}

struct WatchEightEntry: TimelineEntry {
    let date: Date
    let glasses = 5
    let goal = 8
}

struct WatchEightProvider: TimelineProvider {
    func placeholder(in context: Context) -> WatchEightEntry { WatchEightEntry(date: Date(timeIntervalSince1970: 1_800_000_000)) }
    func getSnapshot(in context: Context, completion: @escaping (WatchEightEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<WatchEightEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct WatchEightHydrationWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "watchEightHydration", provider: WatchEightProvider()) { entry in WatchEightHydrationView(entry: entry) }
            .supportedFamilies([.accessoryCorner, .accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}

/// Written like appledb's and KataGo's watch widgets: a corner icon with a text or gauge label.
struct WatchEightHydrationView: View {
    let entry: WatchEightEntry
    @Environment(\.widgetFamily) var family
    @Environment(\.widgetRenderingMode) var renderingMode

    var body: some View {
        switch family {
        case .accessoryCorner:
            if renderingMode == .accented {
                Image(systemName: "drop.fill")
                    .font(.title3)
                    .widgetAccentable()
                    .widgetLabel {
                        Gauge(value: Double(entry.glasses), in: 0...Double(entry.goal)) { Text("Water") }
                            .gaugeStyle(.accessoryLinearCapacity)
                    }
            } else {
                Image(systemName: "drop.fill")
                    .font(.title3)
                    .foregroundStyle(.cyan)
                    .widgetLabel("\(entry.glasses) of \(entry.goal) glasses")
            }
        case .accessoryCircular:
            Gauge(value: Double(entry.glasses), in: 0...Double(entry.goal)) {
                Image(systemName: "drop.fill")
            } currentValueLabel: {
                Text("\(entry.glasses)")
            }
            .gaugeStyle(.accessoryCircularCapacity)
            .tint(.cyan)
        case .accessoryRectangular:
            VStack(alignment: .leading, spacing: 2) {
                Label("Water", systemImage: "drop.fill").font(.headline).foregroundStyle(.cyan)
                Text("\(entry.glasses) of \(entry.goal) glasses").font(.body)
                ProgressView(value: Double(entry.glasses), total: Double(entry.goal)).tint(.cyan)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .containerBackground(Color.blue.opacity(0.4), for: .widget)
        default:
            Label("\(entry.glasses)/\(entry.goal) glasses", systemImage: "drop.fill")
        }
    }
}
