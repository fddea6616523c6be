//
//  NextBusWidget.swift
//  TransitBoardExtension
//
//  A configuration type of its own with only `var body: some WidgetConfiguration`
//  (FlipByBlink/LockInNote) and iOS 18's `Text(.currentDate, format: .reference(…))`
//  (eoinkelly/WellyBus).
//

import SwiftUI
import WidgetKit

struct NextBusEntry: TimelineEntry {
    let date: Date
    let departure: Date
}

struct NextBusProvider: TimelineProvider {
    func placeholder(in context: Context) -> NextBusEntry {
        let now = Date.now
        return NextBusEntry(date: now, departure: now.addingTimeInterval(25 * 60))
    }
    func getSnapshot(in context: Context, completion: @escaping (NextBusEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<NextBusEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct NextBusView: View {
    let entry: NextBusEntry
    @Environment(\.boardName) private var boardName
    @Environment(\.boardHighlight) private var highlight
    @Environment(\.self) private var environment
    private let nowSource: TimeDataSource<Date> = .currentDate

    var body: some View {
        let stored = StoredLineColor.encoded(.red, in: environment)
        VStack(alignment: .leading, spacing: 4) {
            Text(boardName).font(.boardCaption)
            Text(nowSource, format: .reference(to: entry.departure, allowedFields: [.hour, .minute], thresholdField: .minute))
                .font(.headline)
                .foregroundStyle(highlight ?? StoredLineColor.decoded(stored) ?? .primary)
            Text("U2").modifier(PulseModifier(progress: 1))
        }
        .containerBackground(.background, for: .widget)
    }
}

struct NextBusConfiguration: WidgetConfiguration {
    var line: String
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "NextBus-\(line)", provider: NextBusProvider()) { entry in
            NextBusView(entry: entry)
        }
        .configurationDisplayName("Next bus")
        .supportedFamilies([.systemSmall])
    }
}

struct NextBusWidget: Widget {
    var body: some WidgetConfiguration {
        NextBusConfiguration(line: "U2")
    }
}
