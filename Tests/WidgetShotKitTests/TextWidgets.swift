import Foundation
import WidgetShot

/// 2019-06-03 09:41:00 UTC.
let launchDay = Date(timeIntervalSince1970: 1_559_554_860)

struct DateEntry: TimelineEntry {
    let date: Date
}

/// Entries an hour apart from `launchDay`.
struct HourlyProvider: TimelineProvider {
    var count = 2
    func placeholder(in context: Context) -> DateEntry { DateEntry(date: launchDay) }
    func getSnapshot(in context: Context, completion: @escaping (DateEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<DateEntry>) -> Void) {
        completion(Timeline(entries: (0..<count).map { DateEntry(date: launchDay.addingTimeInterval(Double($0) * 3600)) }, policy: .atEnd))
    }
}

/// A launch countdown: a `.timer` to a fixed deadline and a progress timer, as real countdown
/// widgets write them.
struct CountdownWidget: Widget {
    static let deadline = launchDay.addingTimeInterval(2 * 3600)
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "countdown", provider: HourlyProvider()) { _ in
            VStack(alignment: .leading, spacing: 4) {
                Text("LAUNCH").font(.caption2.bold()).foregroundStyle(.secondary)
                Text(Self.deadline, style: .timer).font(.system(size: 28, weight: .bold)).monospacedDigit().accessibilityIdentifier("timer")
                Text("Starts \(Self.deadline, style: .relative) from now").font(.caption).accessibilityIdentifier("relative")
                Text(timerInterval: launchDay...Self.deadline, countsDown: false).font(.caption2).accessibilityIdentifier("elapsed")
            }
            .containerBackground(Color.black, for: .widget)
            .foregroundStyle(.white)
        }
        .supportedFamilies([.systemSmall])
    }
}

/// A calendar widget: the next event's time and how soon it starts.
struct CalendarWidget: Widget {
    static let event = launchDay.addingTimeInterval(90 * 60)
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "calendar", provider: HourlyProvider(count: 1)) { entry in
            VStack(alignment: .leading, spacing: 2) {
                Text(entry.date, format: .dateTime.weekday(.wide)).font(.caption.bold()).foregroundColor(.red).textCase(.uppercase)
                    .accessibilityIdentifier("weekday")
                Text(entry.date, style: .date).font(.caption).accessibilityIdentifier("date")
                Text("Keynote").font(.headline)
                Text(Self.event, style: .time).font(.caption).accessibilityIdentifier("time")
                Text(Self.event, style: .offset).font(.caption2).accessibilityIdentifier("offset")
            }
            .containerBackground(Color.white, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

/// A stock quote: currency price and a signed percent change, coloured by sign.
struct StockWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "stock", provider: HourlyProvider(count: 1)) { _ in
            let change = -0.0231
            VStack(alignment: .leading) {
                Text(verbatim: "AAPL").font(.headline)
                Text(1_234.5, format: .currency(code: "USD")).font(.title2.bold()).accessibilityIdentifier("price")
                Text(change, format: .percent.precision(.fractionLength(2)).sign(strategy: .always()))
                    .foregroundColor(change < 0 ? .red : .green).accessibilityIdentifier("change")
                Text("Vol \(48_200_000, format: .number.notation(.compactName))").font(.caption).accessibilityIdentifier("volume")
            }
            .containerBackground(Color.white, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

/// A match widget whose strings come from string tables.
struct MatchWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "match", provider: HourlyProvider(count: 1)) { entry in
            VStack(alignment: .leading) {
                Text("widget.match.title").font(.headline).accessibilityIdentifier("title")
                Text("widget.match.goals \(3)").accessibilityIdentifier("goals")
                Text("widget.match.kickoff \(entry.date.addingTimeInterval(1800), style: .time)", tableName: "Match").accessibilityIdentifier("kickoff")
            }
            .containerBackground(Color.white, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

extension RenderResult {
    /// The string shown by the text tagged `id`.
    func text(_ id: String) -> String? {
        guard case .text(let t)? = tree.node(id)?.content else { return nil }
        return t.string
    }
}
