import WidgetKit
import SwiftUI

// The app group comes from the Info.plist, which the extension build on Linux does not have.
struct SharedDefaultsProvider: TimelineProvider {
    func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: .now, value: 0) }
    func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {
        let group = Bundle.main.object(forInfoDictionaryKey: "AppGroupIdentifier") as? String
        let defaults = UserDefaults(suiteName: group!)
        let count = defaults?.integer(forKey: "count") ?? 0
        completion(Timeline(entries: [SimpleEntry(date: .now, value: count)], policy: .atEnd))
    }
}

struct SharedDefaultsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.example.shared", provider: SharedDefaultsProvider()) { entry in
            Text("\(entry.value) items").containerBackground(.background, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

// Waits for a sync whose callback never comes.
final class SyncClient {
    func fetch(_ done: @escaping (Int) -> Void) {}
}

struct SyncProvider: TimelineProvider {
    func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: .now, value: 0) }
    func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {
        let semaphore = DispatchSemaphore(value: 0)
        var value = 0
        SyncClient().fetch { value = $0; semaphore.signal() }
        semaphore.wait()
        completion(Timeline(entries: [SimpleEntry(date: .now, value: value)], policy: .atEnd))
    }
}

struct SyncWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.example.sync", provider: SyncProvider()) { entry in
            Text("Synced \(entry.value)").containerBackground(.background, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

// Logs the user out by ending the process when the session expired (entry.value < 0 here).
struct SessionView: View {
    let entry: SimpleEntry

    var body: some View {
        let _ = endSessionIfExpired()
        Text("Welcome back")
    }

    private func endSessionIfExpired() -> Bool {
        if entry.value < 0 { exit(0) }
        return false
    }
}

struct SessionWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.example.session", provider: SimpleProvider(value: -1)) { entry in
            SessionView(entry: entry).containerBackground(.background, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

// The streak walks forward with no end when every day is done.
func streakLength(from day: Int, in history: [Bool]) -> Int {
    history[day % history.count] ? 1 + streakLength(from: day + 1, in: history) : 0
}

struct StreakView: View {
    let entry: SimpleEntry

    var body: some View {
        Text("\(streakLength(from: 0, in: Array(repeating: true, count: entry.value))) days")
    }
}

struct StreakWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.example.streak", provider: SimpleProvider(value: 7)) { entry in
            StreakView(entry: entry).containerBackground(.background, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}
