import Foundation

// Screen Time (FamilyControls, ManagedSettings, DeviceActivity) on a device where the user has
// not authorised the app: the status is `.notDetermined`, selections are empty, settings stores
// keep what the app writes (nothing is enforced) and monitoring starts nothing.

/// Screen Time authorisation (FamilyControls).
public final class AuthorizationCenter: @unchecked Sendable {
    /// The shared center.
    public static let shared = AuthorizationCenter()
    /// The status: not asked.
    public private(set) var authorizationStatus: AuthorizationStatus = .notDetermined
    /// Asks for authorisation: an extension cannot show the prompt, so it throws.
    public func requestAuthorization(for member: FamilyControlsMember) async throws { throw FamilyControlsError.invalidAccountType }
    /// Asks for authorisation (iOS 15 form).
    public func requestAuthorization(completionHandler: @escaping (Result<Void, Error>) -> Void) {
        DispatchQueue.global().async { completionHandler(.failure(FamilyControlsError.invalidAccountType)) }
    }
    /// Revokes authorisation.
    public func revokeAuthorization(completionHandler: @escaping (Result<Void, Error>) -> Void) {
        DispatchQueue.global().async { completionHandler(.success(())) }
    }
}

/// Screen Time permission.
public enum AuthorizationStatus: Int, Codable, Sendable { case notDetermined = 0, denied, approved }
/// Who authorises.
public enum FamilyControlsMember: Sendable { case child, individual }
/// FamilyControls errors.
public enum FamilyControlsError: Error, Equatable, Sendable {
    case restricted, unavailable, invalidAccountType, invalidArgument, authorizationConflict, authorizationCanceled
    case networkError, authenticationMethodUnavailable
}

/// Opaque tokens of apps, categories and web domains the user picked.
public struct ApplicationToken: Codable, Hashable, Sendable { let id: UUID }
/// A category token.
public struct ActivityCategoryToken: Codable, Hashable, Sendable { let id: UUID }
/// A web-domain token.
public struct WebDomainToken: Codable, Hashable, Sendable { let id: UUID }

/// What the user picked in the activity picker: nothing, here.
public struct FamilyActivitySelection: Codable, Hashable, Sendable {
    public var applicationTokens: Set<ApplicationToken> = []
    public var categoryTokens: Set<ActivityCategoryToken> = []
    public var webDomainTokens: Set<WebDomainToken> = []
    public var includeEntireCategory = false
    /// An empty selection.
    public init() {}
    /// An empty selection.
    public init(includeEntireCategory: Bool) { self.includeEntireCategory = includeEntireCategory }
}

/// Restrictions the app writes (ManagedSettings): kept, never enforced in a render.
public final class ManagedSettingsStore: @unchecked Sendable {
    /// A store's name.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
    /// The store's name.
    public let name: Name?
    /// App shielding.
    public var shield = ShieldSettings()
    /// App restrictions.
    public var application = ApplicationSettings()
    /// The default store.
    public init() { name = nil }
    /// A named store.
    public init(named name: Name) { self.name = name }
    /// Clears every setting.
    public func clearAllSettings() {
        shield = ShieldSettings()
        application = ApplicationSettings()
    }

    /// Shield settings.
    public struct ShieldSettings: Sendable {
        public var applications: Set<ApplicationToken>?
        public var applicationCategories: ActivityCategoryPolicy<Application>?
        public var webDomains: Set<WebDomainToken>?
    }
    /// Application settings.
    public struct ApplicationSettings: Sendable {
        public var blockedApplications: Set<Application>?
        public var denyAppRemoval: Bool?
    }
}

/// An app.
public struct Application: Codable, Hashable, Sendable {
    public let bundleIdentifier: String?
    public let token: ApplicationToken?
    /// The app with `bundleIdentifier`.
    public init(bundleIdentifier: String) {
        self.bundleIdentifier = bundleIdentifier
        token = nil
    }
    /// The app of `token`.
    public init(token: ApplicationToken) {
        self.token = token
        bundleIdentifier = nil
    }
}

/// A category policy.
public enum ActivityCategoryPolicy<Child: Sendable>: Sendable {
    case all(except: Set<ApplicationToken> = []), specific(Set<ActivityCategoryToken>, except: Set<ApplicationToken> = []), none
}

/// A device-activity name (DeviceActivity).
public struct DeviceActivityName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// A schedule of monitoring.
public struct DeviceActivitySchedule: Sendable {
    public let intervalStart: DateComponents
    public let intervalEnd: DateComponents
    public let repeats: Bool
    public let warningTime: DateComponents?
    /// A schedule.
    public init(intervalStart: DateComponents, intervalEnd: DateComponents, repeats: Bool, warningTime: DateComponents? = nil) {
        self.intervalStart = intervalStart
        self.intervalEnd = intervalEnd
        self.repeats = repeats
        self.warningTime = warningTime
    }
}

/// An event's name.
public struct DeviceActivityEvent: Sendable {
    /// An event's name.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
    public let applications: Set<ApplicationToken>
    public let threshold: DateComponents
    /// An event after `threshold` of use.
    public init(applications: Set<ApplicationToken> = [], categories: Set<ActivityCategoryToken> = [], webDomains: Set<WebDomainToken> = [],
                threshold: DateComponents) {
        self.applications = applications
        self.threshold = threshold
    }
}

/// Starts and stops monitoring: without Screen Time authorisation monitoring throws.
public final class DeviceActivityCenter: @unchecked Sendable {
    /// A center.
    public init() {}
    /// The activities monitored: none.
    public var activities: [DeviceActivityName] { [] }
    /// Starts monitoring: throws, not authorised.
    public func startMonitoring(_ activity: DeviceActivityName, during schedule: DeviceActivitySchedule,
                                events: [DeviceActivityEvent.Name: DeviceActivityEvent] = [:]) throws {
        throw DeviceActivityCenter.MonitoringError.unauthorized
    }
    /// Stops monitoring.
    public func stopMonitoring(_ activities: [DeviceActivityName] = []) {}
    /// Monitoring errors.
    public enum MonitoringError: Error, Sendable { case excessiveActivities, intervalTooLong, intervalTooShort, invalidDateComponents, unauthorized }
}
