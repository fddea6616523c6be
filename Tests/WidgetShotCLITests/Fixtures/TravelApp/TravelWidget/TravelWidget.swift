import SwiftUI
import WidgetKit
import TravelKit
import TravelUI

struct TripEntry: TimelineEntry {
    let date: Date
    let trip: Trip
}

struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> TripEntry { TripEntry(date: .now, trip: Self.nextTrip()) }
    func getSnapshot(in context: Context, completion: @escaping (TripEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<TripEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }

    /// The trip the app stored in its resources (routes.json, read through Bundle.main).
    static func nextTrip() -> Trip {
        let url = Bundle.main.url(forResource: "routes", withExtension: "json")!
        let routes = try! JSONDecoder().decode([Route].self, from: Data(contentsOf: url))
        return Trip(destination: routes[0].destination, daysLeft: routes[0].days)
    }
}

struct Route: Decodable {
    var destination: String
    var days: Int
}

struct TravelWidgetView: View {
    var entry: TripEntry
    /// The app group the app and the widget share, from the extension's Info.plist.
    let appGroup = Bundle.main.object(forInfoDictionaryKey: "AppGroup") as! String

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(L10n.nextTrip).font(.caption)
            Text(Formatting.title(entry.trip.destination)).font(.headline)
            TripBadge(text: entry.trip.countdown)
            Text(appGroup).font(.caption2)
            Text(Bundle.main.bundleIdentifier ?? "no identifier").font(.caption2)
            Text(TripCodec.summary(entry.trip.destination)).font(.caption2)
            Text(Journal.summary()).font(.caption2)
            Text("countdown \(TripBadge.dayCount(in: entry.trip.countdown).map(String.init) ?? "?") d").font(.caption2)
        }
        .containerBackground(.white, for: .widget)
    }
}

@main
struct TravelWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "TravelWidget", provider: Provider()) { entry in
            TravelWidgetView(entry: entry)
        }
        .configurationDisplayName("Next trip")
        .supportedFamilies([.systemSmall])
    }
}
