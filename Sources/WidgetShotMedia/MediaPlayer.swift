import Foundation

/// Now-playing information shown on the Lock Screen
/// (https://developer.apple.com/documentation/mediaplayer/mpnowplayinginfocenter): what the app
/// sets is kept and read back.
public final class MPNowPlayingInfoCenter: NSObject, @unchecked Sendable {
    private static let shared = MPNowPlayingInfoCenter()
    /// The shared center.
    public class func `default`() -> MPNowPlayingInfoCenter { shared }
    /// The current item's properties (`MPMediaItemPropertyTitle`…).
    public var nowPlayingInfo: [String: Any]?
    /// The playback state (iOS 13).
    public var playbackState: MPNowPlayingPlaybackState = .unknown
}

/// Playback states shown with now-playing information.
public enum MPNowPlayingPlaybackState: UInt, Sendable { case unknown = 0, playing, paused, stopped, interrupted }

/// The title.
public let MPMediaItemPropertyTitle = "title"
/// The artist.
public let MPMediaItemPropertyArtist = "artist"
/// The album title.
public let MPMediaItemPropertyAlbumTitle = "albumTitle"
/// The length in seconds.
public let MPMediaItemPropertyPlaybackDuration = "playbackDuration"
/// The artwork.
public let MPMediaItemPropertyArtwork = "artwork"
/// The persistent identifier.
public let MPMediaItemPropertyPersistentID = "persistentID"
/// The elapsed time in seconds.
public let MPNowPlayingInfoPropertyElapsedPlaybackTime = "MPNowPlayingInfoPropertyElapsedPlaybackTime"
/// The playback rate.
public let MPNowPlayingInfoPropertyPlaybackRate = "MPNowPlayingInfoPropertyPlaybackRate"
/// Whether the item is a live stream.
public let MPNowPlayingInfoPropertyIsLiveStream = "MPNowPlayingInfoPropertyIsLiveStream"

/// Artwork for now-playing information.
public final class MPMediaItemArtwork: NSObject, @unchecked Sendable {
    /// The artwork's size.
    public let bounds: CGRect
    let handler: (CGSize) -> Any
    /// Artwork whose image `requestHandler` draws at a size (an image of the platform's type).
    public init(boundsSize: CGSize, requestHandler: @escaping @Sendable (CGSize) -> Any) {
        bounds = CGRect(origin: .zero, size: boundsSize)
        handler = requestHandler
    }
    /// The image at `size` (what the request handler returns).
    public func image(at size: CGSize) -> Any? { handler(size) }
}

/// The remote commands (Lock Screen and headphone controls) the app handles.
public final class MPRemoteCommandCenter: NSObject, @unchecked Sendable {
    private static let sharedCenter = MPRemoteCommandCenter()
    /// The shared center.
    public class func shared() -> MPRemoteCommandCenter { sharedCenter }
    public let playCommand = MPRemoteCommand()
    public let pauseCommand = MPRemoteCommand()
    public let stopCommand = MPRemoteCommand()
    public let togglePlayPauseCommand = MPRemoteCommand()
    public let nextTrackCommand = MPRemoteCommand()
    public let previousTrackCommand = MPRemoteCommand()
    public let skipForwardCommand = MPSkipIntervalCommand()
    public let skipBackwardCommand = MPSkipIntervalCommand()
    public let changePlaybackPositionCommand = MPRemoteCommand()
}

/// A remote command: handlers are kept; no remote event arrives in a render.
open class MPRemoteCommand: NSObject, @unchecked Sendable {
    /// Whether the control is enabled.
    open var isEnabled = true
    private(set) var handlers: [(MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus] = []
    /// Adds a handler; returns a token for `removeTarget(_:)`.
    @discardableResult open func addTarget(handler: @escaping (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus) -> Any {
        handlers.append(handler)
        return handlers.count - 1
    }
    /// Removes handlers (nil: all).
    open func removeTarget(_ target: Any?) { handlers.removeAll() }
}

/// A skip command with its intervals.
open class MPSkipIntervalCommand: MPRemoteCommand, @unchecked Sendable {
    /// The intervals offered, in seconds.
    open var preferredIntervals: [NSNumber] = [15]
}

/// A remote event.
open class MPRemoteCommandEvent: NSObject, @unchecked Sendable {
    /// The command.
    public let command: MPRemoteCommand
    /// When it happened.
    public let timestamp: TimeInterval
    init(command: MPRemoteCommand) {
        self.command = command
        timestamp = ProcessInfo.processInfo.systemUptime
    }
}

/// What a handler did.
public enum MPRemoteCommandHandlerStatus: Int, Sendable { case success = 0, noSuchContent = 100, noActionableNowPlayingItem = 110, deviceNotFound = 120, commandFailed = 200 }

/// The media library's permission.
public enum MPMediaLibraryAuthorizationStatus: Int, Sendable { case notDetermined = 0, denied, restricted, authorized }

/// The user's media library: permission not asked, nothing readable.
public final class MPMediaLibrary: NSObject, @unchecked Sendable {
    /// The permission: not asked.
    public class func authorizationStatus() -> MPMediaLibraryAuthorizationStatus { .notDetermined }
    /// Asks: nobody answers in an extension.
    public class func requestAuthorization(_ handler: @escaping @Sendable (MPMediaLibraryAuthorizationStatus) -> Void) {
        DispatchQueue.global().async { handler(.notDetermined) }
    }
    /// The default library.
    public class func `default`() -> MPMediaLibrary { MPMediaLibrary() }
}

/// A song or other item of the library.
open class MPMediaItem: NSObject, @unchecked Sendable {
    open var title: String? { nil }
    open var artist: String? { nil }
    open var albumTitle: String? { nil }
    open var playbackDuration: TimeInterval { 0 }
    open var persistentID: UInt64 { 0 }
    open var artwork: MPMediaItemArtwork? { nil }
}

/// A library query: the library cannot be read without permission, so no items.
open class MPMediaQuery: NSObject, @unchecked Sendable {
    /// The matching items: none.
    open var items: [MPMediaItem]? { [] }
    /// Every song.
    open class func songs() -> MPMediaQuery { MPMediaQuery() }
    /// Every album.
    open class func albums() -> MPMediaQuery { MPMediaQuery() }
    /// Every playlist.
    open class func playlists() -> MPMediaQuery { MPMediaQuery() }
    /// Every artist.
    open class func artists() -> MPMediaQuery { MPMediaQuery() }
}

/// The Music app's player or the app's own: nothing is playing.
open class MPMusicPlayerController: NSObject, @unchecked Sendable {
    /// The Music app's player.
    public static let systemMusicPlayer = MPMusicPlayerController()
    /// The app's player.
    public static let applicationMusicPlayer = MPMusicPlayerController()
    /// The app's player that shares the Music app's queue.
    public static let applicationQueuePlayer = MPMusicPlayerController()
    /// The item playing: none.
    open var nowPlayingItem: MPMediaItem?
    /// Stopped.
    open var playbackState: MPMusicPlaybackState { .stopped }
    /// The playhead.
    open var currentPlaybackTime: TimeInterval = 0
    /// Plays (nothing in a render).
    open func play() {}
    /// Pauses.
    open func pause() {}
    /// Stops.
    open func stop() {}
    /// Skips to the next item.
    open func skipToNextItem() {}
    /// Skips to the previous item.
    open func skipToPreviousItem() {}
    /// Starts listening for changes.
    open func beginGeneratingPlaybackNotifications() {}
    /// Stops listening for changes.
    open func endGeneratingPlaybackNotifications() {}
}

/// Player states.
public enum MPMusicPlaybackState: Int, Sendable { case stopped = 0, playing, paused, interrupted, seekingForward, seekingBackward }
