#if os(iOS)
import SwiftUI
import WidgetKit
#else
import Foundation
import WidgetShot
#endif

/// What the widget shows at one moment (Codable, so `--entries file.json` can supply entries).
public struct WaterEntry: TimelineEntry, Codable {
    public let date: Date
    public let glasses: Int
    public let goal: Int
}

/// Today's timeline: one entry per hour as the count goes up.
struct WaterProvider: TimelineProvider {
    func placeholder(in context: Context) -> WaterEntry {
        WaterEntry(date: Date(), glasses: 3, goal: 8)
    }

    func getSnapshot(in context: Context, completion: @escaping (WaterEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WaterEntry>) -> Void) {
        let now = Date()
        let entries = (0..<4).map { hour in
            WaterEntry(date: now.addingTimeInterval(Double(hour) * 3600), glasses: 2 + 2 * hour, goal: 8)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

/// The widget's view: a title, the count and a progress bar.
struct WaterView: View {
    @Environment(\.widgetFamily) var family
    let entry: WaterEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 4) {
                Image(systemName: "drop.fill")
                Text("Water").font(.headline)
            }
            .foregroundColor(.blue)
            Spacer(minLength: 0)
            Text("\(entry.glasses) of \(entry.goal)")
                .font(.system(size: family == .systemSmall ? 30 : 40, weight: .bold))
                .accessibilityIdentifier("count")
            Text("glasses today").font(.caption).foregroundStyle(.secondary)
            GeometryReader { geo in
                ZStack(alignment: .leading) {
                    Capsule().fill(Color.blue.opacity(0.2))
                    Capsule().fill(Color.blue)
                        .frame(width: geo.size.width * min(1, CGFloat(entry.glasses) / CGFloat(max(1, entry.goal))))
                }
            }
            .frame(height: 8)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        .widgetURL(URL(string: "water://today"))
    }
}

/// The widget.
public struct WaterWidget: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "water", provider: WaterProvider()) { entry in
            WaterView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Water")
        .description("Glasses of water drunk today.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

/// Every widget of the extension (`@main` on iOS).
public struct MyWidgets: WidgetBundle {
    public init() {}

    public var body: some Widget {
        WaterWidget()
    }
}
