// The NetEase "每日推荐" widget around the seed-001 views: an entry, a provider and the widget.
// `WidgetSmallView.swift` stays as published; `NetEaseDailyEntryView` is its entry-driven twin.
import Foundation
import WidgetShot

/// One day's recommendation card.
public struct NetEaseDailyEntry: TimelineEntry, Codable {
    /// When the card is shown.
    public let date: Date
    /// The card title ("每日推荐").
    public let title: String
    /// The line under the title.
    public let subtitle: String
    /// The asset name of the background cover.
    public let coverImageName: String
}

/// Supplies the daily card: today's, then the next refreshes at 6:00 each morning.
struct NetEaseDailyProvider: TimelineProvider {
    static let subtitles = ["为你带来每日惊喜", "根据你的口味生成", "每天 6:00 更新"]

    func placeholder(in context: Context) -> NetEaseDailyEntry {
        NetEaseDailyEntry(date: Date(), title: "每日推荐", subtitle: Self.subtitles[0], coverImageName: "backgroundImageName")
    }

    func getSnapshot(in context: Context, completion: @escaping (NetEaseDailyEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<NetEaseDailyEntry>) -> Void) {
        let now = Date()
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Asia/Shanghai") ?? .current
        // 每天早上 6 点刷新一次推荐
        let nextSix = calendar.nextDate(after: now, matching: DateComponents(hour: 6), matchingPolicy: .nextTime) ?? now.addingTimeInterval(86_400)
        let dates = [now, nextSix, nextSix.addingTimeInterval(86_400)]
        let entries = dates.enumerated().map { i, date in
            NetEaseDailyEntry(date: date, title: "每日推荐", subtitle: Self.subtitles[i], coverImageName: "backgroundImageName")
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

/// `WidgetSmallView` with its texts taken from the entry; the cover and mask are the seed's
/// `WidgetSmallBackgroundView`.
struct NetEaseDailyEntryView: View {
    let entry: NetEaseDailyEntry

    func bigIconWidgetHeight(viewHeight: CGFloat) -> CGFloat {
        return viewHeight * 0.4
    }

    var body: some View {
        GeometryReader { geo in
            VStack(alignment: .center, spacing: 2) {
                Image("iconImageName")
                    .resizable()
                    .scaledToFill()
                    .frame(width: bigIconWidgetHeight(viewHeight: geo.size.height), height: bigIconWidgetHeight(viewHeight: geo.size.height))

                Text(entry.title)
                    .foregroundColor(.white)
                    .font(.system(size: 15))
                    .fontWeight(.medium)
                    .lineLimit(1)
                    .frame(height: 21)

                Text(entry.subtitle)
                    .foregroundColor(.white)
                    .font(.system(size: 13))
                    .fontWeight(.regular)
                    .opacity(0.8)
                    .lineLimit(1)
                    .frame(height: 18)
            }
            .padding(EdgeInsets(top: 0, leading: 14, bottom: 0, trailing: 14))
            .frame(width: geo.size.width, height: geo.size.height, alignment: .center)
            .background(WidgetSmallBackgroundView(backgroundImage: Image(entry.coverImageName)))
        }
    }
}

/// NetEase Cloud Music's "每日推荐" small widget (seed 001): the cover fills the widget, so the
/// content margins are off.
public struct NetEaseDailyWidget: Widget {
    let kind: String = "com.netease.cloudmusic.widget.daily"

    /// Creates the widget.
    public init() {}

    /// The widget's configuration.
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: NetEaseDailyProvider()) { entry in
            NetEaseDailyEntryView(entry: entry)
                .widgetURL(URL(string: "orpheus://songrcmd"))
                .containerBackground(for: .widget) {
                    Color(hex: 0x8C2A4F)
                }
        }
        .contentMarginsDisabled()
        .configurationDisplayName("每日推荐")
        .description("为你带来每日惊喜")
        .supportedFamilies([.systemSmall])
    }
}
