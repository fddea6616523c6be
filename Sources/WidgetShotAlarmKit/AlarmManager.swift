import Foundation
import WidgetShotActivityKit
import WidgetShotIntents

/// Schedules, pauses and cancels an app's alarms — AlarmKit's `AlarmManager`
/// (https://developer.apple.com/documentation/alarmkit/alarmmanager).
///
/// In WidgetShot, as on a device where the app never asked: `authorizationState` is
/// `.notDetermined` and there are no alarms. `schedule(id:configuration:)` records the alarm in
/// this process (as the UserNotifications stand-in records requests) and returns it;
/// `requestAuthorization()` answers `.denied`, since a widget extension cannot show the prompt.
/// The other calls change the recorded alarms as AlarmKit documents; unknown IDs are ignored.
///
/// ```swift
/// let alarm = try await AlarmManager.shared.schedule(id: UUID(), configuration: .timer(duration: 300, attributes: attributes))
/// ```
public final class AlarmManager: @unchecked Sendable {
    /// The shared manager.
    public static let shared = AlarmManager()

    private let lock = NSLock()
    private var recorded: [Alarm] = []

    init() {}

    /// Whether the app may schedule alarms — AlarmKit's `AlarmManager.AuthorizationState`.
    public enum AuthorizationState: String, Codable, Hashable, Sendable {
        /// The person has not been asked.
        case notDetermined
        /// The person declined.
        case denied
        /// The person allowed alarms.
        case authorized
    }

    /// Why scheduling failed — AlarmKit's `AlarmManager.AlarmError`.
    public enum AlarmError: Error, Hashable, Sendable {
        /// The app already has as many alarms as the system allows.
        case maximumLimitReached
    }

    /// `.notDetermined`: nothing is authorised at render time.
    public var authorizationState: AuthorizationState { .notDetermined }

    /// Answers `.denied`: a widget extension cannot show the permission prompt.
    public func requestAuthorization() async throws -> AuthorizationState { .denied }

    /// The recorded alarms (none unless this process scheduled some).
    public var alarms: [Alarm] {
        get throws { lock.withLock { recorded } }
    }

    /// Emits the recorded alarms once, then ends (nothing changes them at render time).
    public var alarmUpdates: AsyncStream<[Alarm]> {
        let current = lock.withLock { recorded }
        return AsyncStream { continuation in
            continuation.yield(current)
            continuation.finish()
        }
    }

    /// Emits `authorizationState` once, then ends.
    public var authorizationUpdates: AsyncStream<AuthorizationState> {
        AsyncStream { continuation in
            continuation.yield(.notDetermined)
            continuation.finish()
        }
    }

    /// Records an alarm and returns it: counting down when it has a pre-alert countdown, else scheduled.
    public func schedule<Metadata: AlarmMetadata>(id: Alarm.ID, configuration: AlarmConfiguration<Metadata>) async throws -> Alarm {
        let alarm = Alarm(id: id, schedule: configuration.schedule, countdownDuration: configuration.countdownDuration,
                          state: configuration.countdownDuration?.preAlert != nil ? .countdown : .scheduled)
        lock.withLock {
            recorded.removeAll { $0.id == id }
            recorded.append(alarm)
        }
        return alarm
    }

    /// Cancels an alarm: it is removed.
    public func cancel(id: Alarm.ID) throws { lock.withLock { recorded.removeAll { $0.id == id } } }

    /// Stops an alerting alarm: a one-shot alarm is removed, a repeating one is scheduled again.
    public func stop(id: Alarm.ID) throws {
        lock.withLock {
            guard let index = recorded.firstIndex(where: { $0.id == id }) else { return }
            if case .relative(let relative) = recorded[index].schedule, relative.repeats != .never {
                recorded[index].state = .scheduled
            } else {
                recorded.remove(at: index)
            }
        }
    }

    /// Pauses a countdown.
    public func pause(id: Alarm.ID) throws { setState(.paused, of: id) }

    /// Resumes a paused countdown.
    public func resume(id: Alarm.ID) throws { setState(.countdown, of: id) }

    /// Starts the post-alert countdown of an alerting alarm (a snooze).
    public func countdown(id: Alarm.ID) throws { setState(.countdown, of: id) }

    private func setState(_ state: Alarm.State, of id: Alarm.ID) {
        lock.withLock {
            if let index = recorded.firstIndex(where: { $0.id == id }) { recorded[index].state = state }
        }
    }

    /// Everything needed to schedule an alarm — AlarmKit's `AlarmManager.AlarmConfiguration`.
    ///
    /// ```swift
    /// AlarmManager.AlarmConfiguration(countdownDuration: .init(preAlert: 10, postAlert: 10), attributes: attributes)
    /// ```
    public struct AlarmConfiguration<Metadata: AlarmMetadata> {
        /// The countdown before and after the alert, if any.
        public var countdownDuration: Alarm.CountdownDuration?
        /// When the alarm alerts, if it is scheduled.
        public var schedule: Alarm.Schedule?
        /// The Live Activity's content.
        public var attributes: AlarmAttributes<Metadata>
        /// What runs when the person stops the alarm.
        public var stopIntent: (any LiveActivityIntent)?
        /// What runs when the person taps the secondary button.
        public var secondaryIntent: (any LiveActivityIntent)?
        /// The alert's sound.
        public var sound: AlertConfiguration.AlertSound

        /// Creates a configuration (Apple's defaults: no countdown, no schedule, no intents, the default sound).
        public init(countdownDuration: Alarm.CountdownDuration? = nil, schedule: Alarm.Schedule? = nil, attributes: AlarmAttributes<Metadata>,
                    stopIntent: (any LiveActivityIntent)? = nil, secondaryIntent: (any LiveActivityIntent)? = nil,
                    sound: AlertConfiguration.AlertSound = .default) {
            self.countdownDuration = countdownDuration
            self.schedule = schedule
            self.attributes = attributes
            self.stopIntent = stopIntent
            self.secondaryIntent = secondaryIntent
            self.sound = sound
        }

        /// A timer: counts down `duration` seconds, then alerts.
        public static func timer(duration: TimeInterval, attributes: AlarmAttributes<Metadata>, stopIntent: (any LiveActivityIntent)? = nil,
                                 secondaryIntent: (any LiveActivityIntent)? = nil, sound: AlertConfiguration.AlertSound = .default) -> Self {
            Self(countdownDuration: Alarm.CountdownDuration(preAlert: duration, postAlert: nil), attributes: attributes,
                 stopIntent: stopIntent, secondaryIntent: secondaryIntent, sound: sound)
        }

        /// An alarm: alerts on `schedule`.
        public static func alarm(schedule: Alarm.Schedule? = nil, attributes: AlarmAttributes<Metadata>, stopIntent: (any LiveActivityIntent)? = nil,
                                 secondaryIntent: (any LiveActivityIntent)? = nil, sound: AlertConfiguration.AlertSound = .default) -> Self {
            Self(schedule: schedule, attributes: attributes, stopIntent: stopIntent, secondaryIntent: secondaryIntent, sound: sound)
        }
    }
}
