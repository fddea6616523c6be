import Foundation

extension AVAudioSession {
    /// Asks for a hardware sample rate; recorded (`preferredSampleRate`), the hardware rate stays
    /// `sampleRate` (nothing plays in a render). Throws `ErrorCode.badParam` for a negative or
    /// non-finite rate, as Core Audio rejects one.
    public func setPreferredSampleRate(_ sampleRate: Double) throws {
        guard sampleRate.isFinite, sampleRate >= 0 else { throw NSError(domain: "AVAudioSessionErrorDomain", code: ErrorCode.badParam.rawValue) }
        preferredSampleRateValue = sampleRate
    }

    /// Asks for an I/O buffer duration; recorded (`preferredIOBufferDuration`); the hardware keeps
    /// `ioBufferDuration`. Throws `ErrorCode.badParam` for a negative or non-finite duration.
    public func setPreferredIOBufferDuration(_ duration: TimeInterval) throws {
        guard duration.isFinite, duration >= 0 else { throw NSError(domain: "AVAudioSessionErrorDomain", code: ErrorCode.badParam.rawValue) }
        preferredIOBufferDurationValue = duration
    }

    /// The hardware I/O buffer duration: 1024 frames at `sampleRate` (0.0213 s). A guess: iOS's
    /// value depends on the device and route and is not documented; nothing plays in a render.
    public var ioBufferDuration: TimeInterval { 1024 / sampleRate }
    /// The hardware's output latency: none measured (nothing plays).
    public var outputLatency: TimeInterval { 0 }
    /// The hardware's input latency: none (no input in use).
    public var inputLatency: TimeInterval { 0 }
    /// Output channels of the current route: 2 (the built-in speaker pair).
    public var outputNumberOfChannels: Int { 2 }
    /// Input channels of the current route: none in use.
    public var inputNumberOfChannels: Int { 0 }

    /// AVFAudio's session error codes, with Apple's raw values (four-character codes as integers).
    public enum ErrorCode: Int, Sendable {
        case none = 0
        case mediaServicesFailed = 1836282486     // 'msrv'
        case isBusy = 560030580                   // '!act'
        case incompatibleCategory = 560161140     // '!cat'
        case cannotInterruptOthers = 560557684    // '!int'
        case missingEntitlement = 1701737535      // 'ent?'
        case siriIsRecording = 1936290409         // 'siri'
        case cannotStartPlaying = 561015905       // '!pla'
        case cannotStartRecording = 561145187     // '!rec'
        case badParam = -50
        case insufficientPriority = 561017449     // '!pri'
        case resourceNotAvailable = 561145203     // '!res'
        case unspecified = 2003329396             // 'what'
        case expiredSession = 561210739           // '!ses'
        case sessionNotActive = 1768841571        // 'inac'
    }

    /// What an ended interruption says (`AVAudioSessionInterruptionOptionKey`).
    public struct InterruptionOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The app may resume playing.
        public static let shouldResume = InterruptionOptions(rawValue: 1)
    }

    /// Why the route changed (`AVAudioSessionRouteChangeReasonKey`), with Apple's raw values.
    public enum RouteChangeReason: UInt, Sendable {
        case unknown = 0, newDeviceAvailable = 1, oldDeviceUnavailable = 2, categoryChange = 3, override = 4
        case wakeFromSleep = 6, noSuitableRouteForCategory = 7, routeConfigurationChange = 8
    }

    /// A kind of audio port — AVFAudio's `AVAudioSession.Port` (raw values are Apple's strings).
    public struct Port: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let builtInSpeaker = Port(rawValue: "Speaker")
        public static let builtInReceiver = Port(rawValue: "Receiver")
        public static let builtInMic = Port(rawValue: "MicrophoneBuiltIn")
        public static let headphones = Port(rawValue: "Headphones")
        public static let headsetMic = Port(rawValue: "MicrophoneWired")
        public static let bluetoothA2DP = Port(rawValue: "BluetoothA2DPOutput")
        public static let bluetoothHFP = Port(rawValue: "BluetoothHFP")
        public static let bluetoothLE = Port(rawValue: "BluetoothLE")
        public static let airPlay = Port(rawValue: "AirPlay")
        public static let lineOut = Port(rawValue: "LineOut")
        public static let HDMI = Port(rawValue: "HDMIOutput")
        public static let usbAudio = Port(rawValue: "USBAudio")
        public static let carAudio = Port(rawValue: "CarAudio")
    }

    /// Posted when the media server restarts (never in a render).
    public static let mediaServicesWereResetNotification = Notification.Name("AVAudioSessionMediaServicesWereResetNotification")
    /// Posted when the media server stops (never in a render).
    public static let mediaServicesWereLostNotification = Notification.Name("AVAudioSessionMediaServicesWereLostNotification")
    /// Posted when another app's primary audio starts or stops (never in a render).
    public static let silenceSecondaryAudioHintNotification = Notification.Name("AVAudioSessionSilenceSecondaryAudioHintNotification")
}

/// The interruption notification's type key (its value: an `InterruptionType` raw value).
public let AVAudioSessionInterruptionTypeKey = "AVAudioSessionInterruptionTypeKey"
/// The interruption notification's options key (an `InterruptionOptions` raw value).
public let AVAudioSessionInterruptionOptionKey = "AVAudioSessionInterruptionOptionKey"
/// The route-change notification's reason key (a `RouteChangeReason` raw value).
public let AVAudioSessionRouteChangeReasonKey = "AVAudioSessionRouteChangeReasonKey"
/// The route-change notification's previous-route key (an `AVAudioSessionRouteDescription`).
public let AVAudioSessionRouteChangePreviousRouteKey = "AVAudioSessionRouteChangePreviousRouteKey"
