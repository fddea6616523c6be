import Foundation

// CoreHaptics' patterns, events and players, for code that builds a pattern and asks the engine
// to play it (efremidze/Haptica, which sparcs-kaist/app-ios' widget links through its UI package).
// They are real values — a pattern keeps its events and reads AHAP files — but nothing is ever
// felt: `CHHapticEngine` reports no haptic hardware, its `start()` throws, and a player's `start`
// throws `engineNotRunning`, as on a device whose engine is not running.

/// The time meaning "now" — CoreHaptics' `CHHapticTimeImmediate` (0).
public let CHHapticTimeImmediate: TimeInterval = 0

/// One haptic or audio event of a pattern — CoreHaptics' `CHHapticEvent`
/// (https://developer.apple.com/documentation/corehaptics/chhapticevent).
open class CHHapticEvent: NSObject, @unchecked Sendable {
    /// An event type (`hapticTransient`, `hapticContinuous`, `audioContinuous`, `audioCustom`).
    public struct EventType: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A brief impulse.
        public static let hapticTransient = EventType(rawValue: "HapticTransient")
        /// A lasting vibration.
        public static let hapticContinuous = EventType(rawValue: "HapticContinuous")
        /// A lasting sound.
        public static let audioContinuous = EventType(rawValue: "AudioContinuous")
        /// A sound from a registered audio resource.
        public static let audioCustom = EventType(rawValue: "AudioCustom")
    }
    /// An event parameter's identifier (AHAP's `ParameterID` strings as raw values).
    public struct ParameterID: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The strength of a haptic event.
        public static let hapticIntensity = ParameterID(rawValue: "HapticIntensity")
        /// The feel of a haptic event (soft to sharp).
        public static let hapticSharpness = ParameterID(rawValue: "HapticSharpness")
        /// When the intensity begins increasing.
        public static let attackTime = ParameterID(rawValue: "AttackTime")
        /// When the intensity begins decreasing.
        public static let decayTime = ParameterID(rawValue: "DecayTime")
        /// When the event fades out.
        public static let releaseTime = ParameterID(rawValue: "ReleaseTime")
        /// Whether a continuous event sustains for its whole duration.
        public static let sustained = ParameterID(rawValue: "Sustained")
        /// An audio event's volume.
        public static let audioVolume = ParameterID(rawValue: "AudioVolume")
        /// An audio event's pitch.
        public static let audioPitch = ParameterID(rawValue: "AudioPitch")
        /// An audio event's stereo position.
        public static let audioPan = ParameterID(rawValue: "AudioPan")
        /// An audio event's high-frequency content.
        public static let audioBrightness = ParameterID(rawValue: "AudioBrightness")
    }
    /// The event's type.
    public let type: EventType
    /// Its parameters.
    public let eventParameters: [CHHapticEventParameter]
    /// When it starts, in seconds from the pattern's start.
    open var relativeTime: TimeInterval
    /// How long it lasts (0: a continuous event has no fixed end).
    open var duration: TimeInterval
    /// An event of `type` starting at `time` — `init(eventType:parameters:relativeTime:)`.
    public init(eventType type: EventType, parameters eventParams: [CHHapticEventParameter], relativeTime time: TimeInterval) {
        self.type = type
        eventParameters = eventParams
        relativeTime = time
        duration = 0
    }
    /// An event of `type` lasting `duration` — `init(eventType:parameters:relativeTime:duration:)`.
    public init(eventType type: EventType, parameters eventParams: [CHHapticEventParameter], relativeTime time: TimeInterval,
                duration: TimeInterval) {
        self.type = type
        eventParameters = eventParams
        relativeTime = time
        self.duration = duration
    }
}

/// A fixed value of one property of an event — CoreHaptics' `CHHapticEventParameter`
/// (`init(parameterID:value:)`).
open class CHHapticEventParameter: NSObject, @unchecked Sendable {
    /// Which property.
    public let parameterID: CHHapticEvent.ParameterID
    /// Its value.
    open var value: Float
    /// A parameter value.
    public init(parameterID: CHHapticEvent.ParameterID, value: Float) {
        self.parameterID = parameterID
        self.value = value
    }
}

/// A change of a parameter while a pattern plays — CoreHaptics' `CHHapticDynamicParameter`.
open class CHHapticDynamicParameter: NSObject, @unchecked Sendable {
    /// A dynamic parameter's identifier.
    public struct ID: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Scales the intensity of every haptic event.
        public static let hapticIntensityControl = ID(rawValue: "HapticIntensityControl")
        /// Scales the sharpness of every haptic event.
        public static let hapticSharpnessControl = ID(rawValue: "HapticSharpnessControl")
    }
    /// Which parameter.
    public let parameterID: ID
    /// Its value.
    open var value: Float
    /// When it applies, relative to the pattern's start.
    open var relativeTime: TimeInterval
    /// A change — `init(parameterID:value:relativeTime:)`.
    public init(parameterID: ID, value: Float, relativeTime time: TimeInterval) {
        self.parameterID = parameterID
        self.value = value
        relativeTime = time
    }
}

/// A sequence of events — CoreHaptics' `CHHapticPattern`
/// (https://developer.apple.com/documentation/corehaptics/chhapticpattern).
open class CHHapticPattern: NSObject, @unchecked Sendable {
    /// Its events.
    public let events: [CHHapticEvent]
    /// Its dynamic parameters.
    public let parameters: [CHHapticDynamicParameter]
    /// From the first event's start to the last event's end, in seconds.
    open var duration: TimeInterval { events.map { $0.relativeTime + $0.duration }.max() ?? 0 }
    /// A pattern of events — `init(events:parameters:)`.
    public init(events: [CHHapticEvent], parameters: [CHHapticDynamicParameter]) throws {
        self.events = events
        self.parameters = parameters
    }
    /// A pattern read from an AHAP file — `init(contentsOf:)` (iOS 16): its `Pattern` array's
    /// `Event` entries (`Time`, `EventType`, `EventDuration`, `EventParameters`). A missing file
    /// throws `fileNotFound`; a file that is not AHAP throws `invalidPatternData`; an event without
    /// `Time` or `EventType` throws `badEventEntry`.
    public convenience init(contentsOf ahapURL: URL) throws {
        guard let data = try? Data(contentsOf: ahapURL) else { throw CHHapticError(.fileNotFound) }
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = root["Pattern"] as? [[String: Any]] else { throw CHHapticError(.invalidPatternData) }
        var events: [CHHapticEvent] = []
        for entry in entries {
            guard let event = entry["Event"] as? [String: Any] else { continue }
            guard let time = (event["Time"] as? NSNumber)?.doubleValue, let type = event["EventType"] as? String else {
                throw CHHapticError(.badEventEntry)
            }
            let parameters = (event["EventParameters"] as? [[String: Any]] ?? []).compactMap { parameter -> CHHapticEventParameter? in
                guard let id = parameter["ParameterID"] as? String, let value = (parameter["ParameterValue"] as? NSNumber)?.floatValue else { return nil }
                return CHHapticEventParameter(parameterID: CHHapticEvent.ParameterID(rawValue: id), value: value)
            }
            events.append(CHHapticEvent(eventType: CHHapticEvent.EventType(rawValue: type), parameters: parameters, relativeTime: time,
                                        duration: (event["EventDuration"] as? NSNumber)?.doubleValue ?? 0))
        }
        try self.init(events: events, parameters: [])
    }
}

/// Plays a pattern — CoreHaptics' `CHHapticPatternPlayer`
/// (https://developer.apple.com/documentation/corehaptics/chhapticpatternplayer).
public protocol CHHapticPatternPlayer: AnyObject {
    /// Starts playing at `time` (`start(atTime:)`).
    func start(atTime time: TimeInterval) throws
    /// Stops at `time` (`stop(atTime:)`).
    func stop(atTime time: TimeInterval) throws
    /// Changes parameters while playing (`sendParameters(_:atTime:)`).
    func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: TimeInterval) throws
    /// Stops at once and drops what was scheduled (`cancel()`).
    func cancel() throws
    /// Whether the player is silent.
    var isMuted: Bool { get set }
}

/// The player ``CHHapticEngine/makePlayer(with:)`` gives: the engine never runs, so playing fails
/// with `engineNotRunning`; stopping and cancelling succeed (nothing plays).
final class StoppedPatternPlayer: CHHapticPatternPlayer {
    let pattern: CHHapticPattern
    var isMuted = false
    init(pattern: CHHapticPattern) { self.pattern = pattern }
    func start(atTime time: TimeInterval) throws { throw CHHapticError(.engineNotRunning) }
    func stop(atTime time: TimeInterval) throws {}
    func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: TimeInterval) throws { throw CHHapticError(.engineNotRunning) }
    func cancel() throws {}
}

extension CHHapticEngine {
    /// Called after the haptic server reset (never here) — `CHHapticEngine.ResetHandler`.
    public typealias ResetHandler = () -> Void
    /// A player for `pattern` — `makePlayer(with:)`. Its `start(atTime:)` throws
    /// `engineNotRunning`: this engine's `start()` fails, as there are no haptics.
    public func makePlayer(with pattern: CHHapticPattern) throws -> any CHHapticPatternPlayer {
        StoppedPatternPlayer(pattern: pattern)
    }
}
