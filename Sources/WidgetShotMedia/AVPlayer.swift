import Foundation

/// A media resource (https://developer.apple.com/documentation/avfoundation/avasset).
open class AVAsset: NSObject, @unchecked Sendable {
    /// The URL given to `AVAsset(url:)`.
    var sourceURL: URL?
    /// The length: indefinite until loaded (nothing is loaded here).
    open var duration: CMTime { .indefinite }
}

/// A resource at a URL.
open class AVURLAsset: AVAsset, @unchecked Sendable {
    /// The URL.
    public let url: URL
    /// The resource at `url`.
    public init(url URL: URL, options: [String: Any]? = nil) { self.url = URL }
}

/// One item a player plays (https://developer.apple.com/documentation/avfoundation/avplayeritem).
open class AVPlayerItem: NSObject, @unchecked Sendable {
    /// The item's asset.
    public let asset: AVAsset
    /// Whether it is ready: it never loads in a render.
    open var status: Status { .unknown }
    /// Why it failed.
    open var error: Error? { nil }
    /// The item's length (indefinite: not loaded).
    open var duration: CMTime { .indefinite }
    /// The playhead.
    open func currentTime() -> CMTime { .zero }

    /// The item of `asset`.
    public init(asset: AVAsset) { self.asset = asset }
    /// The item of the resource at `url`.
    public convenience init(url URL: URL) { self.init(asset: AVURLAsset(url: URL)) }

    /// Loading states.
    public enum Status: Int, Sendable { case unknown = 0, readyToPlay = 1, failed = 2 }
    /// Posted when the item plays to its end (never here).
    public static let didPlayToEndTimeNotification = Notification.Name("AVPlayerItemDidPlayToEndTimeNotification")
}

/// Plays media (https://developer.apple.com/documentation/avfoundation/avplayer). A render has no
/// audio or video output: `play()` leaves the rate at 0 and the item never loads.
open class AVPlayer: NSObject, @unchecked Sendable {
    /// The item played.
    open private(set) var currentItem: AVPlayerItem?
    /// The rate (0: paused).
    open var rate: Float = 0
    /// The volume (0…1).
    open var volume: Float = 1
    /// Whether it is muted.
    open var isMuted = false
    /// What happens at the item's end.
    open var actionAtItemEnd: ActionAtItemEnd = .pause
    /// Whether it plays, waits or is paused.
    open var timeControlStatus: TimeControlStatus { .paused }
    /// Whether it can play.
    open var status: Status { .unknown }

    /// A player with no item.
    public override init() {}
    /// A player of `item`.
    public init(playerItem item: AVPlayerItem?) { currentItem = item }
    /// A player of the resource at `url`.
    public convenience init(url URL: URL) { self.init(playerItem: AVPlayerItem(url: URL)) }

    /// Starts playback: nothing plays in a render.
    open func play() {}
    /// Pauses.
    open func pause() { rate = 0 }
    /// Replaces the item.
    open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }
    /// The playhead.
    open func currentTime() -> CMTime { .zero }
    /// Moves the playhead.
    open func seek(to time: CMTime) {}
    /// Moves the playhead and reports completion (finished: false, nothing is loaded).
    open func seek(to time: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) {
        DispatchQueue.main.async { completionHandler(false) }
    }
    /// Moves the playhead (async).
    @discardableResult open func seek(to time: CMTime) async -> Bool { false }

    /// Item-end actions.
    public enum ActionAtItemEnd: Int, Sendable { case advance = 0, pause = 1, none = 2 }
    /// Playback states.
    public enum TimeControlStatus: Int, Sendable { case paused = 0, waitingToPlayAtSpecifiedRate = 1, playing = 2 }
    /// Player states.
    public enum Status: Int, Sendable { case unknown = 0, readyToPlay = 1, failed = 2 }
}

/// A player of a queue of items.
open class AVQueuePlayer: AVPlayer, @unchecked Sendable {
    private var queue: [AVPlayerItem]
    /// A player of `items`.
    public init(items: [AVPlayerItem]) {
        queue = items
        super.init(playerItem: items.first)
    }
    /// The items in order.
    open func items() -> [AVPlayerItem] { queue }
    /// Moves to the next item.
    open func advanceToNextItem() {
        if !queue.isEmpty { queue.removeFirst() }
        replaceCurrentItem(with: queue.first)
    }
}

/// Speaks text (https://developer.apple.com/documentation/avfaudio/avspeechsynthesizer): a render
/// has no audio output, so nothing is spoken and `isSpeaking` stays false.
open class AVSpeechSynthesizer: NSObject, @unchecked Sendable {
    /// Told about speech progress (never called here).
    open weak var delegate: AnyObject?
    /// Whether it speaks.
    open var isSpeaking: Bool { false }
    /// Whether it is paused.
    open var isPaused: Bool { false }
    /// Creates a synthesizer.
    public override init() {}
    /// Queues `utterance`: nothing is spoken in a render.
    open func speak(_ utterance: AVSpeechUtterance) {}
    /// Stops speaking.
    @discardableResult open func stopSpeaking(at boundary: AVSpeechBoundary) -> Bool { false }
    /// Pauses speaking.
    @discardableResult open func pauseSpeaking(at boundary: AVSpeechBoundary) -> Bool { false }
}

/// Where speech stops.
public enum AVSpeechBoundary: Int, Sendable { case immediate = 0, word = 1 }

/// Text to speak.
open class AVSpeechUtterance: NSObject, @unchecked Sendable {
    /// The text.
    public let speechString: String
    /// The voice.
    open var voice: AVSpeechSynthesisVoice?
    /// The rate (`AVSpeechUtteranceDefaultSpeechRate`).
    open var rate: Float = AVSpeechUtteranceDefaultSpeechRate
    /// The pitch (0.5…2).
    open var pitchMultiplier: Float = 1
    /// The volume (0…1).
    open var volume: Float = 1
    /// Silence before, in seconds.
    open var preUtteranceDelay: TimeInterval = 0
    /// Silence after, in seconds.
    open var postUtteranceDelay: TimeInterval = 0
    /// An utterance of `string`.
    public init(string: String) { speechString = string }
}

/// A voice.
open class AVSpeechSynthesisVoice: NSObject, @unchecked Sendable {
    /// The voice's BCP 47 language.
    public let language: String
    init(languageCode: String) { language = languageCode }
    /// The voice for `languageCode` (the current language when nil).
    public convenience init?(language languageCode: String?) {
        self.init(languageCode: languageCode ?? Locale.current.identifier.replacingOccurrences(of: "_", with: "-"))
    }
    /// The current language's code.
    open class func currentLanguageCode() -> String { Locale.current.identifier.replacingOccurrences(of: "_", with: "-") }
}

/// The slowest speech rate.
public let AVSpeechUtteranceMinimumSpeechRate: Float = 0
/// The fastest speech rate.
public let AVSpeechUtteranceMaximumSpeechRate: Float = 1
/// The default speech rate.
public let AVSpeechUtteranceDefaultSpeechRate: Float = 0.5
