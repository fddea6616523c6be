//
//  NextTripWidget.swift
//  TravelWidgets
//

import WidgetKit
import SwiftUI
import TravelKit
import TravelUI

struct TripEntry: TimelineEntry {
    let date: Date
    let trip: Trip?
}

struct TripProvider: TimelineProvider {
    func placeholder(in context: Context) -> TripEntry {
        TripEntry(date: .now, trip: TripStore.samples(from: .now).first)
    }

    func getSnapshot(in context: Context, completion: @escaping (TripEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TripEntry>) -> Void) {
        let now = Date.now
        let trip = TripStore(appGroup: Constants.appGroup).upcomingTrips(after: now).first
        let midnight = Calendar.current.startOfDay(for: now).addingTimeInterval(24 * 60 * 60)
        completion(Timeline(entries: [TripEntry(date: now, trip: trip)], policy: .after(midnight)))
    }
}

struct NextTripView: View {
    var entry: TripEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        if let trip = entry.trip {
            VStack(alignment: .leading, spacing: 6) {
                HStack(spacing: 4) {
                    Text(DestinationCatalog.shared.emoji(for: trip.destination))
                    Text(trip.destination)
                        .font(.headline)
                        .lineLimit(1)
                }
                CountdownBadge(text: TripFormatting.countdown(to: trip.departure, from: entry.date), tint: .accentColor)
                if family != .systemSmall {
                    Text(String(format: NSLocalizedString("trip.nights", comment: "Length of the trip"), trip.nights))
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                #if DEBUG
                Text(Constants.debugLabel)
                    .font(.caption2)
                    .foregroundStyle(.tertiary)
                #endif
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        } else {
            Text("trip.none")
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
    }
}

struct NextTripWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: Constants.widgetKind, provider: TripProvider()) { entry in
            NextTripView(entry: entry)
                .containerBackground(Color("WidgetBackground"), for: .widget)
        }
        .configurationDisplayName("Next Trip")
        .description("Counts down to your next trip.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

#Preview(as: .systemSmall) {
    NextTripWidget()
} timeline: {
    TripEntry(date: .now, trip: Trip(destination: "Lisbon", departure: .now.addingTimeInterval(5 * 86_400), nights: 4))
    TripEntry(date: .now, trip: nil)
}
