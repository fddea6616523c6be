import WidgetKit
import SwiftUI
import Combine

/// Keeps one subscription per instance, as many feeds do: a second load while the first is
/// running would cancel the first one's subscription, so it refuses outright.
final class ScoreFeed {
    private var subscription: AnyCancellable?

    func load(_ done: @escaping (Int) -> Void) {
        precondition(subscription == nil, "ScoreFeed.load was called while a load is running")
        subscription = Just(21)
            .delay(for: .milliseconds(200), scheduler: DispatchQueue.global())
            .sink { [weak self] score in
                self?.subscription = nil
                done(score)
            }
    }
}

struct LiveScoreProvider: TimelineProvider {
    let feed = ScoreFeed()

    func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: .now, value: 0) }
    func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) {
        feed.load { completion(SimpleEntry(date: .now, value: $0)) }
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {
        feed.load { completion(Timeline(entries: [SimpleEntry(date: .now, value: $0)], policy: .atEnd)) }
    }
}

struct LiveScoreWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.example.livescore", provider: LiveScoreProvider()) { entry in
            Text("Live \(entry.value)")
                .containerBackground(.green.gradient, for: .widget)
        }
        .configurationDisplayName("Live score")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}
