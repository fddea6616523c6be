// The tape widget's button intents (seed 003, §2–§4). On iOS they are `AudioPlaybackIntent`s and
// the same-named copies in the app target do the work; here they only need to exist.
import Foundation
import WidgetShot

/// 收藏或取消收藏当前歌曲.
struct KWAppWidgetConfigurationLikeIntent: AppIntent {
    static var title: LocalizedStringResource = "收藏或取消收藏当前歌曲"
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
struct KWAppWidgetPlayPauseIntent: AppIntent {
    static var title: LocalizedStringResource = "播放或暂停"
    static var isDiscoverable: Bool = false
    func perform() async throws -> some IntentResult {
        return .result()
    }
}

/// 下一首.
struct KWAppWidgetNextIntent: AppIntent {
    static var title: LocalizedStringResource = "下一首"
    static var isDiscoverable: Bool = false
    func perform() async throws -> some IntentResult {
        return .result()
    }
}

/// 上一首.
struct KWAppWidgetPreviousIntent: AppIntent {
    static var title: LocalizedStringResource = "上一首"
    static var isDiscoverable: Bool = false
    func perform() async throws -> some IntentResult {
        return .result()
    }
}
