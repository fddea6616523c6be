import Foundation

// The Objective-C era names of AVPlayerItem's notifications, as Swift imports them onto
// `NSNotification.Name` (https://developer.apple.com/documentation/foundation/nsnotification/name-swift.struct/avplayeritemdidplaytoendtime):
// `NotificationCenter.default.addObserver(forName: .AVPlayerItemDidPlayToEndTime, …)`. Same
// strings as the class constants (`AVPlayerItem.didPlayToEndTimeNotification`), so an observer
// registered with either name hears a post under the other. Nothing plays in a render, so
// AVFoundation never posts them here.

extension NSNotification.Name {
    /// The item played to its end (`AVPlayerItem.didPlayToEndTimeNotification`).
    public static let AVPlayerItemDidPlayToEndTime = AVPlayerItem.didPlayToEndTimeNotification
    /// The item failed to play to its end.
    public static let AVPlayerItemFailedToPlayToEndTime = AVPlayerItem.failedToPlayToEndTimeNotification
    /// The item stalled for lack of data.
    public static let AVPlayerItemPlaybackStalled = AVPlayerItem.playbackStalledNotification
    /// The item's time changed discontinuously.
    public static let AVPlayerItemTimeJumped = AVPlayerItem.timeJumpedNotification
    /// A new access log entry was added.
    public static let AVPlayerItemNewAccessLogEntry = AVPlayerItem.newAccessLogEntryNotification
    /// A new error log entry was added.
    public static let AVPlayerItemNewErrorLogEntry = AVPlayerItem.newErrorLogEntryNotification
}

extension AVPlayerItem {
    /// Posted when the item fails to play to its end (never here: nothing loads).
    public static let failedToPlayToEndTimeNotification = Notification.Name("AVPlayerItemFailedToPlayToEndTimeNotification")
    /// Posted when the item stalls (never here).
    public static let playbackStalledNotification = Notification.Name("AVPlayerItemPlaybackStalledNotification")
    /// Posted when the item's time jumps (never here).
    public static let timeJumpedNotification = Notification.Name("AVPlayerItemTimeJumpedNotification")
    /// Posted when an access log entry is added (never here).
    public static let newAccessLogEntryNotification = Notification.Name("AVPlayerItemNewAccessLogEntryNotification")
    /// Posted when an error log entry is added (never here).
    public static let newErrorLogEntryNotification = Notification.Name("AVPlayerItemNewErrorLogEntryNotification")
}

/// The `userInfo` key of the error in an `AVPlayerItemFailedToPlayToEndTime` notification.
public let AVPlayerItemFailedToPlayToEndTimeErrorKey = "AVPlayerItemFailedToPlayToEndTimeErrorKey"
