import Foundation
import WidgetShot

/// A simple entry for test widgets.
struct TestEntry: TimelineEntry {
    let date: Date
    let title: String
}

let t0 = Date(timeIntervalSince1970: 1_800_000_000)

/// A provider with three entries an hour apart, reloading at the end.
struct ThreeEntries: TimelineProvider {
    var policy: TimelineReloadPolicy = .atEnd
    func placeholder(in context: Context) -> TestEntry { TestEntry(date: t0, title: "Placeholder") }
    func getSnapshot(in context: Context, completion: @escaping (TestEntry) -> Void) { completion(TestEntry(date: t0, title: "Snapshot")) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<TestEntry>) -> Void) {
        let entries = (0..<3).map { TestEntry(date: t0.addingTimeInterval(Double($0) * 3600), title: "Entry \($0)") }
        completion(Timeline(entries: entries, policy: policy))
    }
}

/// A provider that never answers.
struct SilentProvider: TimelineProvider {
    func placeholder(in context: Context) -> TestEntry { TestEntry(date: t0, title: "p") }
    func getSnapshot(in context: Context, completion: @escaping (TestEntry) -> Void) {}
    func getTimeline(in context: Context, completion: @escaping (Timeline<TestEntry>) -> Void) {}
}

/// A provider that answers with no entries, from another thread.
struct EmptyProvider: TimelineProvider {
    func placeholder(in context: Context) -> TestEntry { TestEntry(date: t0, title: "p") }
    func getSnapshot(in context: Context, completion: @escaping (TestEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<TestEntry>) -> Void) {
        DispatchQueue.global().async { completion(Timeline(entries: [], policy: .never)) }
    }
}

/// A view reporting its frame and the margins it sees.
struct ProbeView: View {
    let entry: TestEntry
    @Environment(\.widgetContentMargins) var margins
    @Environment(\.widgetFamily) var family
    var body: some View {
        Color.red.accessibilityIdentifier("content")
            .overlay(Text("\(family.description) \(Int(margins.top))").accessibilityIdentifier("label").lineLimit(1))
            .containerBackground(Color.blue, for: .widget)
    }
}

struct ProbeWidget: Widget {
    var marginsDisabled = false
    var provider = ThreeEntries()
    var body: some WidgetConfiguration {
        let config = StaticConfiguration(kind: "probe", provider: provider) { entry in ProbeView(entry: entry) }
            .supportedFamilies([.systemSmall, .systemMedium])
        return marginsDisabled ? config.contentMarginsDisabled() : config
    }
}
