import Foundation

/// A location update of iOS 17's asynchronous API — Core Location's `CLLocationUpdate`
/// (https://developer.apple.com/documentation/corelocation/cllocationupdate):
///
/// ```swift
/// for try await update in CLLocationUpdate.liveUpdates() {
///     if let location = update.location { … } else if update.authorizationDenied { … }
/// }
/// ```
///
/// As with `CLLocationManager` here, the device has no location and the app's authorisation is
/// `.notDetermined`: no update comes. The sequence waits, as on a device that never gets a fix,
/// and ends when the task iterating it is cancelled (a provider's own timeout, as real code has).
public struct CLLocationUpdate: @unchecked Sendable {
    /// The location, if the update has one.
    public let location: CLLocation?
    /// Whether the device is stationary (iOS 17; iOS 18 calls it `stationary`).
    public var isStationary: Bool { stationary }
    /// Whether the device is stationary.
    public let stationary: Bool
    /// The user denied the app location access.
    public let authorizationDenied: Bool
    /// Location services are off for the whole device.
    public let authorizationDeniedGlobally: Bool
    /// Location access is restricted (parental controls, management).
    public let authorizationRestricted: Bool
    /// The system is asking the user for authorisation.
    public let authorizationRequestInProgress: Bool
    /// The app is not in use enough to receive updates.
    public let insufficientlyInUse: Bool
    /// No location can be determined.
    public let locationUnavailable: Bool
    /// The app has reduced accuracy only.
    public let accuracyLimited: Bool
    /// A `CLServiceSession` is needed.
    public let serviceSessionRequired: Bool

    /// How the updates are used, which tunes their accuracy — `CLLocationUpdate.LiveConfiguration`.
    public struct LiveConfiguration: Hashable, Sendable {
        let name: String
        /// General use.
        public static let `default` = LiveConfiguration(name: "default")
        /// Driving directions.
        public static let automotiveNavigation = LiveConfiguration(name: "automotiveNavigation")
        /// Other navigation (walking, cycling).
        public static let otherNavigation = LiveConfiguration(name: "otherNavigation")
        /// Fitness tracking.
        public static let fitness = LiveConfiguration(name: "fitness")
        /// Flight.
        public static let airborne = LiveConfiguration(name: "airborne")
    }

    /// The updates of a live session — `CLLocationUpdate.Updates`.
    public struct Updates: AsyncSequence, Sendable {
        public typealias Element = CLLocationUpdate
        /// The configuration the updates were asked with.
        public let configuration: LiveConfiguration

        /// The iterator: it waits for an update that never comes, until its task is cancelled.
        public struct AsyncIterator: AsyncIteratorProtocol {
            public mutating func next() async throws -> CLLocationUpdate? {
                // `Task.sleep` returns early (throwing) when the task is cancelled.
                while !Task.isCancelled { try? await Task.sleep(nanoseconds: 3_600_000_000_000) }
                return nil
            }
        }

        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }

    /// The device's location updates (none here; see the type's notes).
    public static func liveUpdates(_ configuration: LiveConfiguration = .default) -> Updates {
        Updates(configuration: configuration)
    }
}
