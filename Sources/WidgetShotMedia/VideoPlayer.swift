import Foundation
import WidgetShotUI

/// A video player with system playback controls — AVKit's SwiftUI `VideoPlayer`
/// (https://developer.apple.com/documentation/avkit/videoplayer). A render plays nothing (an
/// `AVPlayer` never loads its item here), so the view draws what iOS shows before the first frame:
/// a black video area filling the space offered, with the overlay on top, centred.
public struct VideoPlayer<VideoOverlay: View>: View {
    /// The player whose video would show.
    let player: AVPlayer?
    /// The app's view above the video.
    let videoOverlay: VideoOverlay

    /// A player view for `player`, with `videoOverlay` above its video.
    public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) {
        self.player = player
        self.videoOverlay = videoOverlay()
    }

    public var body: some View {
        ZStack {
            Color.black
            videoOverlay
        }
    }
}

extension VideoPlayer where VideoOverlay == EmptyView {
    /// A player view for `player`.
    public init(player: AVPlayer?) { self.init(player: player) { EmptyView() } }
}
