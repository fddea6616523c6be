import Foundation
import WidgetShot

/// An entry with every kind of field a widget's JSON entries have; its numbers reach modifiers.
struct FuzzEntry: TimelineEntry, Codable {
    let date: Date
    let title: String
    let value: Double
    let count: Int
    let tags: [String]?
}

struct FuzzProvider: TimelineProvider {
    func placeholder(in context: Context) -> FuzzEntry { FuzzEntry(date: Date(timeIntervalSince1970: 0), title: "", value: 0, count: 0, tags: nil) }
    func getSnapshot(in context: Context, completion: @escaping (FuzzEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<FuzzEntry>) -> Void) { completion(Timeline(entries: [], policy: .never)) }
}

struct FuzzWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "fuzz", provider: FuzzProvider()) { entry in
            VStack(spacing: CGFloat(entry.value)) {
                Text(entry.title).font(.system(size: CGFloat(entry.value))).lineLimit(entry.count)
                ForEach(0..<min(max(entry.tags?.count ?? 0, 0), 8), id: \.self) { i in Text(entry.tags![i]).padding(CGFloat(entry.count)) }
            }
            .frame(width: CGFloat(entry.value), height: CGFloat(entry.count))
            .containerBackground(Color.white.opacity(entry.value), for: .widget)
        }
    }
}

let fuzzWidgets = try! WidgetRenderer()
let fuzzDefinition = FuzzWidget().body.definition

/// Entries JSON bytes → `decodeEntries` (what `--entries` uses) → the first entry rendered.
func fuzzOne(_ bytes: [UInt8]) {
    guard let entries = try? fuzzDefinition.decodeEntries?(Data(bytes)), let first = entries.first else { return }
    _ = try? fuzzWidgets.render(fuzzDefinition, family: .systemSmall, device: .iPhoneSE3, entries: [first])
}
