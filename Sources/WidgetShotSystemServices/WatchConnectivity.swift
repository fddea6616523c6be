import Foundation

/// A session's activation state — WatchConnectivity's `WCSessionActivationState`.
public enum WCSessionActivationState: Int, Sendable { case notActivated = 0, inactive = 1, activated = 2 }

/// WatchConnectivity's errors — `WCError` (domain `WCErrorDomain`, Apple's codes).
public struct WCError: Error, Sendable {
    /// The codes.
    public enum Code: Int, Sendable {
        case genericError = 7001, sessionNotSupported, sessionMissingDelegate, sessionNotActivated, deviceNotPaired,
             watchAppNotInstalled, notReachable, invalidParameter, payloadTooLarge, payloadUnsupportedTypes,
             messageReplyFailed, messageReplyTimedOut, fileAccessDenied, deliveryFailed, insufficientSpace,
             sessionInactive, transferTimedOut, companionAppNotInstalled, watchOnlyApp
    }
    /// The code.
    public let code: Code
    /// An error.
    public init(_ code: Code) { self.code = code }
}

/// A session's delegate — WatchConnectivity's `WCSessionDelegate`.
public protocol WCSessionDelegate: AnyObject {
    /// Activation finished.
    func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: Error?)
    /// The session became inactive.
    func sessionDidBecomeInactive(_ session: WCSession)
    /// The session was deactivated.
    func sessionDidDeactivate(_ session: WCSession)
    /// A message arrived.
    func session(_ session: WCSession, didReceiveMessage message: [String: Any])
    /// An application context arrived.
    func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any])
    /// Reachability changed.
    func sessionReachabilityDidChange(_ session: WCSession)
}
extension WCSessionDelegate {
    public func sessionDidBecomeInactive(_ session: WCSession) {}
    public func sessionDidDeactivate(_ session: WCSession) {}
    public func session(_ session: WCSession, didReceiveMessage message: [String: Any]) {}
    public func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any]) {}
    public func sessionReachabilityDidChange(_ session: WCSession) {}
}

/// The link to a paired Apple Watch — WatchConnectivity's `WCSession`, as on an iPhone with no
/// watch: supported, activates, not paired, no watch app, not reachable; sending fails with
/// `deviceNotPaired`.
open class WCSession: NSObject, @unchecked Sendable {
    private static let shared = WCSession()
    /// The session.
    open class var `default`: WCSession { shared }
    /// Whether the device supports sessions (an iPhone does).
    open class func isSupported() -> Bool { true }
    /// The delegate.
    open weak var delegate: WCSessionDelegate?
    /// The state.
    open private(set) var activationState: WCSessionActivationState = .notActivated
    /// Whether a watch is paired (no).
    open var isPaired: Bool { false }
    /// Whether the watch app is installed (no).
    open var isWatchAppInstalled: Bool { false }
    /// Whether the complication is enabled (no).
    open var isComplicationEnabled: Bool { false }
    /// Whether the watch is reachable (no).
    open var isReachable: Bool { false }
    /// The last context sent.
    open private(set) var applicationContext: [String: Any] = [:]
    /// The last context received (none).
    open var receivedApplicationContext: [String: Any] { [:] }
    /// Activates; the delegate hears `.activated`.
    open func activate() {
        activationState = .activated
        delegate?.session(self, activationDidCompleteWith: .activated, error: nil)
    }
    /// Fails: no watch is paired.
    open func updateApplicationContext(_ applicationContext: [String: Any]) throws {
        guard activationState == .activated else { throw WCError(.sessionNotActivated) }
        throw WCError(.deviceNotPaired)
    }
    /// Fails: the watch is not reachable.
    open func sendMessage(_ message: [String: Any], replyHandler: (([String: Any]) -> Void)?, errorHandler: ((Error) -> Void)? = nil) {
        errorHandler?(WCError(activationState == .activated ? .notReachable : .sessionNotActivated))
    }
}
