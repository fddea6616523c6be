import Foundation
import Testing
import WidgetShotTesting

private let showDay = Date(timeIntervalSince1970: 1_559_554_860)  // 2019-06-03 09:41 UTC

private struct ShowEntry: TimelineEntry {
    let date: Date
}

private struct ShowProvider: TimelineProvider {
    func placeholder(in context: Context) -> ShowEntry { ShowEntry(date: showDay) }
    func getSnapshot(in context: Context, completion: @escaping (ShowEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<ShowEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

/// A medium widget using most text features at once: Markdown, date styles counted from the
/// entry date, format styles, an attributed headline, decorations and an inline symbol.
private struct TextShowcaseWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "text-showcase", provider: ShowProvider()) { entry in
            HStack(alignment: .top, spacing: 12) {
                VStack(alignment: .leading, spacing: 3) {
                    Text("**Today** · *Cupertino*").font(.caption)
                    Text(entry.date, style: .date).font(.caption2).foregroundStyle(.secondary).textCase(.uppercase)
                    Text(headline).lineLimit(2)
                    Text("\(Image(systemName: "star.fill")) \(4.8, specifier: "%.1f") · `v2.1` [Details](https://example.com)").font(.caption)
                }
                VStack(alignment: .trailing, spacing: 3) {
                    Text(entry.date.addingTimeInterval(5025), style: .timer).font(.title2.bold()).monospacedDigit()
                    // Live dates fill the width (as on iOS); the timer stays left-aligned, the
                    // relative date is right-aligned with multilineTextAlignment, the usual fix.
                    Text("in \(entry.date.addingTimeInterval(5025), style: .relative)").font(.caption2).multilineTextAlignment(.trailing)
                    Text(189.99, format: .currency(code: "USD")).font(.headline)
                    Text(229, format: .currency(code: "USD")).font(.caption).strikethrough(color: .red)
                    Text(-0.0231, format: .percent.precision(.fractionLength(1))).font(.caption).foregroundColor(.red)
                }
            }
            .containerBackground(Color.white, for: .widget)
        }
        .supportedFamilies([.systemMedium])
    }

    var headline: AttributedString {
        var s = AttributedString("Keynote starts soon")
        s.font = .system(size: 15)
        s[s.range(of: "Keynote")!].font = .system(size: 15, weight: .heavy)
        s[s.range(of: "soon")!].underlineStyle = .single
        s[s.range(of: "soon")!].backgroundColor = .yellow
        return s
    }
}

@Suite(.serialized) struct TextShowcaseSnapshotTests {
    @Test func textShowcase() throws {
        try assertWidgetSnapshots(of: TextShowcaseWidget(), devices: [.iPhone15Pro], appearances: [.light])
    }
}
