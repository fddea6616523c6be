import Foundation

/// The domain of the OSStatus errors audio APIs throw.
public let NSOSStatusErrorDomainAudio = "NSOSStatusErrorDomain"

/// Plays a sound file (https://developer.apple.com/documentation/avfaudio/avaudioplayer). A
/// render plays nothing: the file is opened as on iOS (a missing or empty file throws the same
/// OSStatus error), `play()` answers `false` and the player never plays. Audio is not decoded,
/// so `duration` is 0.
open class AVAudioPlayer: NSObject, @unchecked Sendable {
    /// The file played (nil for data).
    public let url: URL?
    /// The data played (nil for a file).
    public let data: Data?
    /// The delegate told when playback ends (never here).
    open weak var delegate: AVAudioPlayerDelegate?
    /// The volume (0…1).
    open var volume: Float = 1
    /// The stereo pan (-1…1).
    open var pan: Float = 0
    /// The playback rate (with `enableRate`).
    open var rate: Float = 1
    /// Whether `rate` is honoured.
    open var enableRate = false
    /// Extra repetitions (-1: forever).
    open var numberOfLoops = 0
    /// The playhead in seconds.
    open var currentTime: TimeInterval = 0
    /// Whether it plays: never in a render.
    open private(set) var isPlaying = false
    /// The sound's length in seconds: 0, audio is not decoded here.
    open var duration: TimeInterval { 0 }
    /// The number of channels.
    open var numberOfChannels: Int { 0 }
    /// Whether level metering is on.
    open var isMeteringEnabled = false

    /// Opens the sound file at `url`; a missing file throws kAudioFileUnspecifiedError ('wht?'),
    /// as on iOS.
    public init(contentsOf url: URL) throws {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw NSError(domain: NSOSStatusErrorDomainAudio, code: 2003334207, userInfo: [NSFilePathErrorKey: url.path])
        }
        self.url = url
        self.data = nil
    }

    /// Opens the sound file at `url`, of type `utiString`.
    public convenience init(contentsOf url: URL, fileTypeHint utiString: String?) throws { try self.init(contentsOf: url) }

    /// Plays `data`; empty data throws kAudioFileUnsupportedFileTypeError ('typ?').
    public init(data: Data) throws {
        guard !data.isEmpty else { throw NSError(domain: NSOSStatusErrorDomainAudio, code: 1954115647) }
        self.url = nil
        self.data = data
    }

    /// Plays `data` of type `utiString`.
    public convenience init(data: Data, fileTypeHint utiString: String?) throws { try self.init(data: data) }

    /// Loads buffers: nothing to load in a render.
    @discardableResult open func prepareToPlay() -> Bool { true }
    /// Starts playback: no audio device, so `false`.
    @discardableResult open func play() -> Bool { false }
    /// Starts playback at `time`: `false`.
    @discardableResult open func play(atTime time: TimeInterval) -> Bool { false }
    /// Pauses.
    open func pause() { isPlaying = false }
    /// Stops.
    open func stop() { isPlaying = false }
    /// Fades the volume to `volume` over `duration`.
    open func setVolume(_ volume: Float, fadeDuration duration: TimeInterval) { self.volume = volume }
    /// Refreshes the meters.
    open func updateMeters() {}
    /// The average power of `channelNumber` in dBFS: silence.
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
    /// The peak power of `channelNumber` in dBFS: silence.
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
}

/// Told when an audio player finishes.
public protocol AVAudioPlayerDelegate: AnyObject {
    /// Playback finished.
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    /// Decoding failed.
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: Error?)
}

extension AVAudioPlayerDelegate {
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: Error?) {}
}

/// A media type.
public struct AVMediaType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let video = AVMediaType("vide")
    public static let audio = AVMediaType("soun")
    public static let text = AVMediaType("text")
    public static let muxed = AVMediaType("muxx")
}

/// Camera and microphone permission.
public enum AVAuthorizationStatus: Int, Sendable { case notDetermined = 0, restricted = 1, denied = 2, authorized = 3 }

/// A capture device (camera, microphone). A widget's render process has none: `default(for:)`
/// is nil and permission has not been asked.
open class AVCaptureDevice: NSObject, @unchecked Sendable {
    /// Whether the device has a torch.
    open var hasTorch: Bool { false }
    /// The permission for `mediaType`: not asked.
    open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus { .notDetermined }
    /// Asks for permission: nobody answers in an extension, so `false`.
    open class func requestAccess(for mediaType: AVMediaType, completionHandler handler: @escaping @Sendable (Bool) -> Void) {
        DispatchQueue.global().async { handler(false) }
    }
    /// Asks for permission (async): `false`.
    open class func requestAccess(for mediaType: AVMediaType) async -> Bool { false }
    /// The default device for `mediaType`: none in the render process.
    open class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? { nil }
}
