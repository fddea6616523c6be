import WidgetKit
import SwiftUI
import Combine

/// Keeps one subscription per instance, as many feeds do: a second load while the first is
/// running would cancel the first one's subscription, so it refuses outright. The score arrives
/// on another thread, after `load` returned.
///
/// (No `delay(for:scheduler:)` here: under heavy load (load average 15–30 on 2 cores) a 200 ms
/// Dispatch timer in a worker sometimes fired only after the provider's 10 s limit — in 3 to 5
/// of 8–10 gallery runs, every Dispatch thread idle and the event loop waiting with no timer
/// armed; not seen on a quiet machine. That made this test flaky in CI; it tests isolation and
/// serialised provider calls, not timers.)
final class ScoreFeed {
    private var subscription: AnyCancellable?

    func load(_ done: @escaping (Int) -> Void) {
        precondition(subscription == nil, "ScoreFeed.load was called while a load is running")
        let arrivals = PassthroughSubject<Int, Never>()
        subscription = arrivals.sink { [weak self] score in
            self?.subscription = nil
            done(score)
        }
        DispatchQueue.global().async { arrivals.send(21) }
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
