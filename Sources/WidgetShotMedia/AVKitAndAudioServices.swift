import Foundation
import WidgetShotUIKit

/// A player's full-screen view controller — AVKit's `AVPlayerViewController` (compile-only: a
/// widget presents no view controller and plays nothing).
open class AVPlayerViewController: UIViewController, @unchecked Sendable {
    /// The player shown.
    open var player: AVPlayer?
    /// Whether playback controls show (AVKit's default: true).
    open var showsPlaybackControls = true
    /// Whether picture in picture may start automatically.
    open var canStartPictureInPictureAutomaticallyFromInline = false
}

/// A system sound's identifier — AudioToolbox's `SystemSoundID`.
public typealias SystemSoundID = UInt32

/// Plays a system sound (AudioToolbox's `AudioServicesPlaySystemSound`): a widget render plays
/// no sound, so nothing happens.
public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {}

/// Plays a system sound or vibrates (AudioToolbox's `AudioServicesPlayAlertSound`): nothing happens.
public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) {}

/// The vibration "sound" — AudioToolbox's `kSystemSoundID_Vibrate` (4095).
public let kSystemSoundID_Vibrate: SystemSoundID = 4095
