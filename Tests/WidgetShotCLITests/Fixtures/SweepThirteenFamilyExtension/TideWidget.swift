//
//  TideWidget.swift
//  SweepThirteenFamilyExtension
//
//  A fixture written for WidgetShot (sweep-13): switches over WidgetFamily that name every
//  iOS family and have no `default`, as Xcode 14–26 compile them (`accessoryCorner` is
//  watchOS only, so iOS code never names it). Built unedited by SweepThirteenExtensionTests.
//

import WidgetKit
import SwiftUI

struct TideEntry: TimelineEntry {
    let date: Date
    let heightMetres: Double
}

struct TideProvider: TimelineProvider {
    func placeholder(in context: Context) -> TideEntry { TideEntry(date: .now, heightMetres: 2.4) }
    func getSnapshot(in context: Context, completion: @escaping (TideEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<TideEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

/// How many readings each family lists: a switch statement with returns.
func readingCount(for family: WidgetFamily) -> Int {
    switch family {
    case .systemSmall: return 1
    case .systemMedium: return 3
    case .systemLarge, .systemExtraLarge: return 6
    case .accessoryCircular, .accessoryRectangular, .accessoryInline:
        return 1
    }
}

struct TideView: View {
    @Environment(\.widgetFamily) private var family
    let entry: TideEntry

    private var title: String {
        switch family {
        case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge: "High tide"
        case .accessoryCircular: "Tide"
        case .accessoryRectangular: "Next high"
        case .accessoryInline: "Tide" }
    }

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: entry.heightMetres, in: 0...4) { Text(title) }
                .gaugeStyle(.accessoryCircularCapacity)
        case .accessoryRectangular, .accessoryInline:
            Text("\(title) \(entry.heightMetres, specifier: "%.1f") m")
        case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge:
            VStack(alignment: .leading) {
                Text(title).font(.headline)
                Text("\(readingCount(for: family)) readings, \(entry.heightMetres, specifier: "%.1f") m")
            }
        }
    }
}

@main
struct TideWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Tide", provider: TideProvider()) { entry in
            TideView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Tide")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}
