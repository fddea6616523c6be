import Foundation
import Testing
import WidgetShot

/// Calls to one provider instance are serialised, as in an iOS extension process: a provider
/// that keeps one Combine subscription per instance (a second call would cancel the first's) is
/// never called concurrently, however many threads render its widget.
struct ProviderSerialisationTests {
    struct ScoreEntry: TimelineEntry { let date: Date; let score: Int }

    /// One subscription per instance; records a call that overlaps another.
    final class ScoreFeed: @unchecked Sendable {
        private let lock = NSLock()
        private var subscription: AnyCancellable?
        private(set) var overlaps = 0
        private(set) var calls = 0

        func load(_ done: @escaping (Int) -> Void) {
            lock.lock()
            calls += 1
            if subscription != nil { overlaps += 1 }
            subscription = Just(21).delay(for: .milliseconds(30), scheduler: DispatchQueue.global()).sink { [weak self] score in
                self?.lock.withLock { self?.subscription = nil }
                done(score)
            }
            lock.unlock()
        }
    }

    struct ScoreProvider: TimelineProvider {
        let feed: ScoreFeed
        func placeholder(in context: Context) -> ScoreEntry { ScoreEntry(date: Date(timeIntervalSince1970: 0), score: 0) }
        func getSnapshot(in context: Context, completion: @escaping (ScoreEntry) -> Void) { feed.load { completion(ScoreEntry(date: Date(timeIntervalSince1970: 0), score: $0)) } }
        func getTimeline(in context: Context, completion: @escaping (Timeline<ScoreEntry>) -> Void) {
            feed.load { completion(Timeline(entries: [ScoreEntry(date: Date(timeIntervalSince1970: 0), score: $0)], policy: .never)) }
        }
    }

    @Test func concurrentRendersOfOneWidgetNeverOverlapItsProviderCalls() throws {
        let feed = ScoreFeed()
        let widget = StaticConfiguration(kind: "score", provider: ScoreProvider(feed: feed)) { entry in
            Text("\(entry.score)").containerBackground(Color.white, for: .widget)
        }.definition
        let context = TimelineProviderContext(family: .systemSmall, displaySize: CGSize(width: 170, height: 170), isPreview: false)
        let failures = NSLock()
        nonisolated(unsafe) var errors: [String] = []   // guarded by `failures`
        // Eight threads of their own, not `concurrentPerform`: its iterations run on Dispatch's
        // worker threads, and on a 2-core machine blocking them all in the provider wait starves the
        // provider's own `delay` on `DispatchQueue.global()` until the 10 s limit.
        let finished = DispatchGroup()
        for i in 0..<8 {
            finished.enter()
            Thread {
                do {
                    if i % 2 == 0 { _ = try widget.timeline(in: context, timeout: 10) } else { _ = try widget.snapshot(in: context, timeout: 10) }
                } catch {
                    failures.withLock { errors.append("\(error)") }
                }
                finished.leave()
            }.start()
        }
        finished.wait()
        #expect(errors.isEmpty, "\(errors)")
        #expect(feed.calls == 8)
        #expect(feed.overlaps == 0)
    }
}
