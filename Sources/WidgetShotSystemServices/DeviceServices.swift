import Foundation

// CoreTelephony, AdSupport, AppTrackingTransparency, CoreHaptics: an iPhone with no SIM
// information available, tracking not authorised, no haptics (GameKit: `GameKit.swift`).

/// Cellular information — CoreTelephony's `CTTelephonyNetworkInfo`: no service is reported (a
/// widget's process has no radio information here).
open class CTTelephonyNetworkInfo: NSObject, @unchecked Sendable {
    /// Radio technology per service: `nil`.
    open var serviceCurrentRadioAccessTechnology: [String: String]? { nil }
    /// The data service's identifier: `nil`.
    open var dataServiceIdentifier: String? { nil }
    /// Called when the radio technology changes (never).
    open var serviceSubscriberCellularProvidersDidUpdateNotifier: ((String) -> Void)?
}
/// LTE.
public let CTRadioAccessTechnologyLTE = "CTRadioAccessTechnologyLTE"
/// 5G NR.
public let CTRadioAccessTechnologyNR = "CTRadioAccessTechnologyNR"
/// 5G NR non-standalone.
public let CTRadioAccessTechnologyNRNSA = "CTRadioAccessTechnologyNRNSA"

/// The advertising identifier — AdSupport's `ASIdentifierManager`. Tracking is not authorised,
/// so the identifier is all zeros, as iOS returns then.
open class ASIdentifierManager: NSObject, @unchecked Sendable {
    private static let manager = ASIdentifierManager()
    /// The manager.
    open class func shared() -> ASIdentifierManager { manager }
    /// `00000000-0000-0000-0000-000000000000`.
    open var advertisingIdentifier: UUID { UUID(uuidString: "00000000-0000-0000-0000-000000000000")! }
    /// Whether tracking is enabled (no; deprecated by Apple).
    open var isAdvertisingTrackingEnabled: Bool { false }
}

/// App Tracking Transparency — `ATTrackingManager`: the user was never asked.
open class ATTrackingManager: NSObject, @unchecked Sendable {
    /// The authorisation status (Apple's raw values).
    public enum AuthorizationStatus: UInt, Sendable { case notDetermined = 0, restricted, denied, authorized }
    /// `.notDetermined`.
    open class var trackingAuthorizationStatus: AuthorizationStatus { .notDetermined }
    /// No prompt appears outside an active app: the handler gets `.notDetermined`.
    open class func requestTrackingAuthorization(completionHandler: @escaping (AuthorizationStatus) -> Void) { completionHandler(.notDetermined) }
    /// No prompt appears outside an active app: `.notDetermined`.
    open class func requestTrackingAuthorization() async -> AuthorizationStatus { .notDetermined }
}

/// What the haptics hardware supports — CoreHaptics' `CHHapticDeviceCapability`.
public protocol CHHapticDeviceCapability {
    /// Whether haptics play.
    var supportsHaptics: Bool { get }
    /// Whether audio plays.
    var supportsAudio: Bool { get }
}
struct NoHaptics: CHHapticDeviceCapability {
    var supportsHaptics: Bool { false }
    var supportsAudio: Bool { false }
}
/// The haptics engine — CoreHaptics' `CHHapticEngine`. A widget cannot play haptics: the
/// hardware reports no support and `start()` throws.
open class CHHapticEngine: NSObject, @unchecked Sendable {
    /// The hardware's capabilities: no haptics.
    open class func capabilitiesForHardware() -> CHHapticDeviceCapability { NoHaptics() }
    /// An engine.
    public override init() { super.init() }
    /// Fails: no haptics in a widget.
    open func start() throws { throw CHHapticError(.notSupported) }
    /// Stops.
    open func stop(completionHandler: ((Error?) -> Void)? = nil) { completionHandler?(nil) }
    /// Called after the haptic server resets (`resetHandler`; never here: there is no server).
    open var resetHandler: ResetHandler = {}
}
/// CoreHaptics' errors — `CHHapticError`.
public struct CHHapticError: Error, Sendable {
    /// The codes (Apple's values).
    public enum Code: Int, Sendable {
        case engineNotRunning = -4805, engineStartTimeout = -4808, notSupported = -4809, invalidPatternData = -4813
        case badEventEntry = -4830, fileNotFound = -4851
    }
    /// The code.
    public let code: Code
    /// An error.
    public init(_ code: Code) { self.code = code }
}
