import Foundation

/// The app's audio session (https://developer.apple.com/documentation/avfaudio/avaudiosession).
/// Settings are kept and read back; nothing is routed (no audio hardware is in use).
public final class AVAudioSession: NSObject, @unchecked Sendable {
    private static let shared = AVAudioSession()
    /// The shared session.
    public class func sharedInstance() -> AVAudioSession { shared }

    /// The category (initially `.soloAmbient`, as on iOS).
    public private(set) var category: Category = .soloAmbient
    /// The mode.
    public private(set) var mode: Mode = .default
    /// The category's options.
    public private(set) var categoryOptions: CategoryOptions = []
    /// Whether the session is active.
    public private(set) var isActive = false
    /// The system volume (0…1): iOS's default half volume.
    public var outputVolume: Float { 0.5 }
    /// Whether another app plays audio: none does.
    public var isOtherAudioPlaying: Bool { false }
    /// Whether the app should mute secondary audio.
    public var secondaryAudioShouldBeSilencedHint: Bool { false }
    /// The microphone permission: the user has not been asked.
    public var recordPermission: RecordPermission { .undetermined }
    /// The hardware sample rate.
    public var sampleRate: Double { 48_000 }
    /// The sample rate asked for with `setPreferredSampleRate(_:)` (0 until then, as on iOS).
    public var preferredSampleRate: Double { preferredSampleRateValue }
    /// The I/O buffer duration asked for with `setPreferredIOBufferDuration(_:)` (0 until then).
    public var preferredIOBufferDuration: TimeInterval { preferredIOBufferDurationValue }
    var preferredSampleRateValue: Double = 0
    var preferredIOBufferDurationValue: TimeInterval = 0
    /// The current route: the built-in speaker.
    public var currentRoute: AVAudioSessionRouteDescription { AVAudioSessionRouteDescription() }

    /// Sets the category.
    public func setCategory(_ category: Category) throws { self.category = category }
    /// Sets the category and its options.
    public func setCategory(_ category: Category, options: CategoryOptions = []) throws {
        self.category = category
        categoryOptions = options
    }
    /// Sets the category, mode and options.
    public func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
        self.category = category
        self.mode = mode
        categoryOptions = options
    }
    /// Sets the category, mode, route-sharing policy and options.
    public func setCategory(_ category: Category, mode: Mode, policy: RouteSharingPolicy, options: CategoryOptions = []) throws {
        try setCategory(category, mode: mode, options: options)
    }
    /// Sets the mode.
    public func setMode(_ mode: Mode) throws { self.mode = mode }
    /// Activates or deactivates the session.
    public func setActive(_ active: Bool, options: SetActiveOptions = []) throws { isActive = active }
    /// Asks for the microphone: nobody answers the prompt in an extension, so `false`.
    public func requestRecordPermission(_ response: @escaping @Sendable (Bool) -> Void) {
        DispatchQueue.global().async { response(false) }
    }

    /// Audio categories.
    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
    }

    /// Audio modes.
    public struct Mode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        public static let gameChat = Mode(rawValue: "AVAudioSessionModeGameChat")
        public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        public static let videoChat = Mode(rawValue: "AVAudioSessionModeVideoChat")
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        public static let voicePrompt = Mode(rawValue: "AVAudioSessionModeVoicePrompt")
    }

    /// Category options.
    public struct CategoryOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
        public static let duckOthers = CategoryOptions(rawValue: 0x2)
        public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
        public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
        public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 0x11)
        public static let allowBluetoothA2DP = CategoryOptions(rawValue: 0x20)
        public static let allowAirPlay = CategoryOptions(rawValue: 0x40)
        public static let overrideMutedMicrophoneInterruption = CategoryOptions(rawValue: 0x80)
    }

    /// Options of `setActive`.
    public struct SetActiveOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }

    /// Route-sharing policies.
    public enum RouteSharingPolicy: UInt, Sendable { case `default` = 0, longFormAudio = 1, independent = 2, longFormVideo = 3 }
    /// Microphone permission.
    public enum RecordPermission: UInt, Sendable { case undetermined = 1970168948, denied = 1684369017, granted = 1735552628 }
    /// Interruption kinds.
    public enum InterruptionType: UInt, Sendable { case began = 1, ended = 0 }

    /// Posted when another app interrupts the session (never here).
    public static let interruptionNotification = Notification.Name("AVAudioSessionInterruptionNotification")
    /// Posted when the route changes (never here).
    public static let routeChangeNotification = Notification.Name("AVAudioSessionRouteChangeNotification")
}

/// The session's current inputs and outputs.
public final class AVAudioSessionRouteDescription: NSObject, @unchecked Sendable {
    /// The outputs: none in use.
    public var outputs: [AVAudioSessionPortDescription] { [] }
    /// The inputs: none in use.
    public var inputs: [AVAudioSessionPortDescription] { [] }
}

/// An audio port.
public final class AVAudioSessionPortDescription: NSObject, @unchecked Sendable {
    /// The port's name.
    public let portName: String = ""
    /// The port's kind (no port is ever in a route here; the built-in speaker's kind).
    public let portType: AVAudioSession.Port = .builtInSpeaker
    /// The port's unique identifier.
    public let uid: String = ""
}
