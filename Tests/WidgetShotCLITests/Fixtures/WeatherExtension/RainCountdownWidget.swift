import SwiftUI
import WidgetKit

#if os(iOS)
private let platformName = "iPhone"
#elseif os(watchOS)
private let platformName = "Apple Watch"
#else
private let platformName = "Mac"
#endif

struct RainEntry: TimelineEntry {
    let date: Date
    let minutesUntilRain: Int

    static let sample = RainEntry(date: Date(timeIntervalSince1970: 1_790_000_000), minutesUntilRain: 25)
}

struct RainProvider: TimelineProvider {
    func placeholder(in context: Context) -> RainEntry { .sample }
    func getSnapshot(in context: Context, completion: @escaping (RainEntry) -> ()) { completion(.sample) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<RainEntry>) -> ()) {
        completion(Timeline(entries: [.sample], policy: .never))
    }
}

struct RainView: View {
    var entry: RainEntry

    /// A default `DateFormatter` and `Calendar.current`: the render's locale (en_US unless
    /// `--locale`), never Linux's en_001.
    var day: String {
        let formatter = DateFormatter()
        formatter.dateStyle = .short
        return formatter.string(from: entry.date)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Image(.Icons.rainDrop).resizable().frame(width: 24, height: 24)
            Text("Rain in \(entry.minutesUntilRain) min").font(.headline).accessibilityIdentifier("rain")
            Text("\(day) | week starts \(Calendar.current.firstWeekday)").font(.caption2).accessibilityIdentifier("day")
#if targetEnvironment(macCatalyst) || os(macOS)
            Text("on your Mac").font(.caption)
#elseif os(iOS) && !targetEnvironment(simulator)
            Text("on your \(platformName)").font(.caption).foregroundStyle(.secondary).accessibilityIdentifier("platform")
#endif
        }
        .containerBackground(Color.brandBlue.opacity(0.15), for: .widget)
    }
}

#if os(watchOS)
struct RainCountdownWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "RainCountdown", provider: RainProvider()) { RainView(entry: $0) }
            .supportedFamilies([.accessoryRectangular])
    }
}
#else
struct RainCountdownWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "RainCountdown", provider: RainProvider()) { entry in
            RainView(entry: entry)
        }
        .configurationDisplayName("Rain countdown")
        .description("Minutes until it rains.")
        .supportedFamilies([.systemSmall])
    }
}
#endif

struct RainCountdownWidget_Previews: PreviewProvider {
    static var previews: some View {
        // An image the previews read as they are built (an object literal, as 2020-era code wrote it).
        let logo: UIImage = #imageLiteral(resourceName: "logo")
        Group {
            RainView(entry: .sample)
                .previewContext(WidgetPreviewContext(family: .systemSmall))
            RainView(entry: RainEntry(date: .now, minutesUntilRain: 5))
                .previewContext(WidgetPreviewContext(family: .systemSmall))
                .previewDisplayName(logo.size.width > 0 ? "Soon" : "Soon without logo")
        }
    }
}
