import SwiftUI
import TallyKit
import WidgetKit

struct TallyEntry: TimelineEntry {
    let date: Date
    let tally: Tally
}

struct TallyProvider: TimelineProvider {
    func placeholder(in context: Context) -> TallyEntry { TallyEntry(date: Date(), tally: Tally(count: 3, goal: 8)) }
    func getSnapshot(in context: Context, completion: @escaping (TallyEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<TallyEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

@main
struct TallyWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Tally", provider: TallyProvider()) { entry in
            Text("Tally \(entry.tally.summary)")
                .containerBackground(Color.white, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}
