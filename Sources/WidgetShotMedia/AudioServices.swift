import Foundation
import WidgetShotCoreFoundation

// AudioToolbox's System Sound Services. A widget render plays no sound: sounds are registered
// (their files must exist, as on iOS), playing does nothing, and a completion runs at once on
// a background queue, as when the sound has finished.

/// A System Sound Services property's identifier — AudioToolbox's `AudioServicesPropertyID`.
public typealias AudioServicesPropertyID = UInt32

/// No error — AudioToolbox's `kAudioServicesNoError` (0).
public let kAudioServicesNoError: OSStatus = 0
/// An unspecified error — AudioToolbox's `kAudioServicesSystemSoundUnspecifiedError` (-1500).
public let kAudioServicesSystemSoundUnspecifiedError: OSStatus = -1500
/// Whether a sound obeys the ring/silent switch — AudioToolbox's
/// `kAudioServicesPropertyIsUISound` (the four-character code 'isui').
public let kAudioServicesPropertyIsUISound: AudioServicesPropertyID = 0x6973_7569

private let registeredSounds = NSLock()
nonisolated(unsafe) private var nextSoundID: SystemSoundID = 4096

/// Registers the sound file at `inFileURL` (AudioToolbox's `AudioServicesCreateSystemSoundID`):
/// writes a new identifier and returns `kAudioServicesNoError` when the file exists, else
/// `kAudioServicesSystemSoundUnspecifiedError`.
public func AudioServicesCreateSystemSoundID(_ inFileURL: CFURL, _ outSystemSoundID: UnsafeMutablePointer<SystemSoundID>) -> OSStatus {
    guard let path = (inFileURL as URL).isFileURL ? (inFileURL as URL).path : nil, FileManager.default.fileExists(atPath: path) else {
        return kAudioServicesSystemSoundUnspecifiedError
    }
    registeredSounds.lock()
    defer { registeredSounds.unlock() }
    nextSoundID += 1
    outSystemSoundID.pointee = nextSoundID
    return kAudioServicesNoError
}

/// Releases a registered sound (AudioToolbox's `AudioServicesDisposeSystemSoundID`).
public func AudioServicesDisposeSystemSoundID(_ inSystemSoundID: SystemSoundID) -> OSStatus { kAudioServicesNoError }

/// Sets a property of a sound (AudioToolbox's `AudioServicesSetProperty`): accepted, nothing plays.
public func AudioServicesSetProperty(_ inPropertyID: AudioServicesPropertyID, _ inSpecifierSize: UInt32, _ inSpecifier: UnsafeRawPointer?,
                                     _ inPropertyDataSize: UInt32, _ inPropertyData: UnsafeRawPointer) -> OSStatus {
    kAudioServicesNoError
}

/// Plays a system sound, then calls `inCompletionBlock` (AudioToolbox's
/// `AudioServicesPlaySystemSoundWithCompletion`): nothing plays; the block runs at once on a
/// background queue.
public func AudioServicesPlaySystemSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (@Sendable () -> Void)?) {
    if let inCompletionBlock { DispatchQueue.global().async(execute: inCompletionBlock) }
}

/// Plays an alert sound or vibrates, then calls `inCompletionBlock` (AudioToolbox's
/// `AudioServicesPlayAlertSoundWithCompletion`): nothing plays; the block runs at once on a
/// background queue.
public func AudioServicesPlayAlertSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (@Sendable () -> Void)?) {
    if let inCompletionBlock { DispatchQueue.global().async(execute: inCompletionBlock) }
}
