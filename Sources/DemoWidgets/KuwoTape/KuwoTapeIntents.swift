// The tape widget's button intents (seed 003, §2–§4), as the article declares them: iOS runs
// `AudioPlaybackIntent`s in the app's process, where same-named copies do the work.
import Foundation
import WidgetShot

/// 收藏或取消收藏当前歌曲.
struct KWAppWidgetConfigurationLikeIntent: AudioPlaybackIntent {
    static var title: LocalizedStringResource = "收藏或取消收藏当前歌曲"
    static var description = IntentDescription("酷我音乐")
    static var isDiscoverable: Bool = false
    var info: KWWidgetItemInfo
    init() {
        self.info = KWWidgetItemInfo.defaultInfo()
    }
    init(info: KWWidgetItemInfo) {
        self.info = info
    }
    func perform() async throws -> some IntentResult {
        return .result()
    }
}

/// 播放或暂停.
struct KWAppWidgetPlayPauseIntent: AudioPlaybackIntent {
    static var title: LocalizedStringResource = "播放或暂停"
    static var isDiscoverable: Bool = false
    func perform() async throws -> some IntentResult {
        return .result()
    }
}

/// 下一首.
struct KWAppWidgetNextIntent: AudioPlaybackIntent {
    static var title: LocalizedStringResource = "下一首"
    static var isDiscoverable: Bool = false
    func perform() async throws -> some IntentResult {
        return .result()
    }
}

/// 上一首.
struct KWAppWidgetPreviousIntent: AudioPlaybackIntent {
    static var title: LocalizedStringResource = "上一首"
    static var isDiscoverable: Bool = false
    func perform() async throws -> some IntentResult {
        return .result()
    }
}
