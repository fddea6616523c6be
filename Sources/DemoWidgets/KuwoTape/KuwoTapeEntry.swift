import Foundation
import WidgetShot

/// What the Kuwo widgets know about the playing song (written by the app into the App Group).
public struct KWWidgetItemInfo: Codable, Hashable {
    /// Song title.
    public var songName: String
    /// Artist.
    public var artist: String
    /// Asset name of the album cover.
    public var coverImageName: String
    /// The lyric line being sung (highlighted).
    public var currLine: String
    /// The next lyric line.
    public var nextLine: String
    /// Whether the user has collected (liked) the song.
    public var didCollected: Bool
    /// Whether the song is playing.
    public var isPlay: Bool
    /// Playback position, 0…1 (winds the tape from the left reel to the right one).
    public var progress: Double
    /// Elapsed time as shown ("01:12").
    public var elapsed: String
    /// Duration as shown ("03:46").
    public var duration: String

    /// The info before the app has shared anything.
    public static func defaultInfo() -> KWWidgetItemInfo {
        KWWidgetItemInfo(songName: "夏夜电台", artist: "林间乐队", coverImageName: "kw_tape_cover",
                         currLine: "晚风把旧磁带轻轻倒回", nextLine: "那年夏天的歌还在播放",
                         didCollected: false, isPlay: false, progress: 0.3, elapsed: "01:08", duration: "03:46")
    }
}

/// One lyric line of the tape widget's timeline.
public struct KWTapeEntry: TimelineEntry, Codable {
    /// When the line is sung.
    public let date: Date
    /// The song and the two lyric lines.
    public let info: KWWidgetItemInfo
    /// The tape colour chosen in the widget's configuration.
    public let tapeStyle: KWTapeStyle
}

/// The cassette's colour, a parameter of the widget's configuration.
public enum KWTapeStyle: String, Codable, CaseIterable, AppEnum {
    /// 琥珀: amber shell, cream label.
    case amber
    /// 薄荷: mint shell.
    case mint
    /// 墨黑: black shell.
    case ink

    public static var typeDisplayRepresentation: TypeDisplayRepresentation = "磁带配色"
    public static var caseDisplayRepresentations: [KWTapeStyle: DisplayRepresentation] = [
        .amber: "琥珀", .mint: "薄荷", .ink: "墨黑",
    ]
}

/// The tape widget's configuration — a `WidgetConfigurationIntent` as in the seed (§4): hidden
/// from the Shortcuts app (`isDiscoverable = false`), opening the app when run, with the tape
/// colour as its one parameter.
struct KWAppWidgetTestConfigurationIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "复古磁带机"
    static var description = IntentDescription("酷我音乐小组件.")
    static var openAppWhenRun: Bool = true  //app启动 默认拉端
    static var isDiscoverable: Bool = false //不在指令app中显示
    /// 磁带配色
    @Parameter(title: "磁带配色", default: .amber)
    var tapeStyle: KWTapeStyle

    func perform() async throws -> some IntentResult {
        return .result()
    }
}

/// Follows the lyrics line by line. The seed warns that refreshing too often is throttled, so the
/// lines are several seconds apart and the timeline asks again after the last one.
struct KWTapeProvider: AppIntentTimelineProvider {
    /// The gallery's suggestions: one per tape colour.
    func recommendations() -> [AppIntentRecommendation<KWAppWidgetTestConfigurationIntent>] {
        KWTapeStyle.allCases.map { style in
            let intent = KWAppWidgetTestConfigurationIntent()
            intent.tapeStyle = style
            return AppIntentRecommendation(intent: intent, description: KWTapeStyle.caseDisplayRepresentations[style]!.title.key)
        }
    }

    /// The song's lines and when each starts, in seconds into the song.
    static let lyrics: [(time: TimeInterval, line: String)] = [
        (68, "晚风把旧磁带轻轻倒回"),
        (74, "那年夏天的歌还在播放"),
        (80, "路灯下我们慢慢地走"),
        (86, "把心事都录进 A 面里"),
        (92, "等你按下播放键"),
    ]

    func placeholder(in context: Context) -> KWTapeEntry {
        KWTapeEntry(date: Date(), info: .defaultInfo(), tapeStyle: .amber)
    }

    func snapshot(for configuration: KWAppWidgetTestConfigurationIntent, in context: Context) async -> KWTapeEntry {
        KWTapeEntry(date: Date(), info: Self.info(line: 0), tapeStyle: configuration.tapeStyle)
    }

    func timeline(for configuration: KWAppWidgetTestConfigurationIntent, in context: Context) async -> Timeline<KWTapeEntry> {
        let currentDate = Date()
        let start = Self.lyrics[0].time
        let entries = (0..<Self.lyrics.count - 1).map { i in
            KWTapeEntry(date: currentDate.addingTimeInterval(Self.lyrics[i].time - start), info: Self.info(line: i),
                        tapeStyle: configuration.tapeStyle)
        }
        return Timeline(entries: entries, policy: .atEnd)
    }

    /// The playing state at lyric line `i`.
    static func info(line i: Int) -> KWWidgetItemInfo {
        let duration: TimeInterval = 226
        let t = lyrics[i].time
        var info = KWWidgetItemInfo.defaultInfo()
        info.currLine = lyrics[i].line
        info.nextLine = lyrics[min(i + 1, lyrics.count - 1)].line
        info.didCollected = true
        info.isPlay = true
        info.progress = t / duration
        info.elapsed = String(format: "%02d:%02d", Int(t) / 60, Int(t) % 60)
        return info
    }
}
