import Foundation

/// A VPN connection's state — NetworkExtension's `NEVPNStatus` (Apple's raw values).
public enum NEVPNStatus: Int, Sendable {
    case invalid = 0, disconnected, connecting, connected, reasserting, disconnecting
}

/// NetworkExtension's errors — `NEVPNError` (Apple's codes, domain `NEVPNErrorDomain`).
public struct NEVPNError: Error, CustomStringConvertible, Sendable {
    /// The error codes.
    public enum Code: Int, Sendable {
        case configurationInvalid = 1, configurationDisabled, connectionFailed, configurationStale, configurationReadWriteFailed, configurationUnknown
    }
    /// The code.
    public let code: Code
    /// An error with a code.
    public init(_ code: Code) { self.code = code }
    /// The error domain.
    public static let errorDomain = "NEVPNErrorDomain"
    public var description: String { "NEVPNErrorDomain error \(code.rawValue) (\(code))" }
}

/// A VPN protocol's settings — NetworkExtension's `NEVPNProtocol`.
open class NEVPNProtocol: NSObject, @unchecked Sendable {
    /// The server.
    open var serverAddress: String?
    /// The user name.
    open var username: String?
    /// Whether traffic is disconnected on sleep.
    open var disconnectOnSleep = false
    /// Whether all traffic goes through the tunnel.
    open var includeAllNetworks = false
}
/// A packet-tunnel provider's settings — `NETunnelProviderProtocol`.
open class NETunnelProviderProtocol: NEVPNProtocol, @unchecked Sendable {
    /// The provider extension's bundle identifier.
    open var providerBundleIdentifier: String?
    /// Provider settings.
    open var providerConfiguration: [String: Any]?
}

/// A VPN connection — NetworkExtension's `NEVPNConnection`. Without a configuration it is
/// `.invalid`, and starting it fails with `NEVPNError.configurationInvalid`, as on iOS.
open class NEVPNConnection: NSObject, @unchecked Sendable {
    /// The state.
    open internal(set) var status: NEVPNStatus = .invalid
    /// When the connection connected (never).
    open var connectedDate: Date? { nil }
    /// Starts the tunnel: fails (no configuration is installed).
    open func startVPNTunnel() throws { throw NEVPNError(.configurationInvalid) }
    /// Starts the tunnel with options: fails (no configuration is installed).
    open func startVPNTunnel(options: [String: NSObject]?) throws { throw NEVPNError(.configurationInvalid) }
    /// Stops the tunnel (it is not running).
    open func stopVPNTunnel() {}
}
/// A packet-tunnel connection — `NETunnelProviderSession`.
open class NETunnelProviderSession: NEVPNConnection, @unchecked Sendable {
    /// Sends a message to the provider: no provider runs, the handler gets `nil`.
    open func sendProviderMessage(_ messageData: Data, responseHandler: ((Data?) -> Void)?) throws { responseHandler?(nil) }
}

/// The app's VPN configuration — NetworkExtension's `NEVPNManager`. WidgetShot's device has no
/// VPN configured: loading succeeds and finds nothing (`protocolConfiguration` nil, the connection
/// `.invalid`); saving fails with `configurationReadWriteFailed` (a widget may not change VPNs).
open class NEVPNManager: NSObject, @unchecked Sendable {
    private static let sharedManager = NEVPNManager()
    /// The app's manager.
    open class func shared() -> NEVPNManager { sharedManager }
    /// The connection.
    open var connection: NEVPNConnection { storedConnection }
    let storedConnection: NEVPNConnection
    /// Whether the configuration is enabled.
    open var isEnabled = false
    /// Whether on-demand rules are on.
    open var isOnDemandEnabled = false
    /// The name shown in Settings.
    open var localizedDescription: String?
    /// The protocol settings (none loaded).
    open var protocolConfiguration: NEVPNProtocol?
    public override init() {
        storedConnection = NEVPNConnection()
        super.init()
    }
    init(connection: NEVPNConnection) {
        storedConnection = connection
        super.init()
    }
    /// Loads the configuration: there is none; `completionHandler(nil)`.
    open func loadFromPreferences(completionHandler: @escaping (Error?) -> Void) { completionHandler(nil) }
    /// Loads the configuration (there is none).
    open func loadFromPreferences() async throws {}
    /// Saving fails: a widget cannot install VPN configurations.
    open func saveToPreferences(completionHandler: ((Error?) -> Void)? = nil) { completionHandler?(NEVPNError(.configurationReadWriteFailed)) }
    /// Saving fails: a widget cannot install VPN configurations.
    open func saveToPreferences() async throws { throw NEVPNError(.configurationReadWriteFailed) }
    /// Removing: there is nothing to remove; fails with `configurationReadWriteFailed`.
    open func removeFromPreferences(completionHandler: ((Error?) -> Void)? = nil) { completionHandler?(NEVPNError(.configurationReadWriteFailed)) }
    /// Removing: there is nothing to remove.
    open func removeFromPreferences() async throws { throw NEVPNError(.configurationReadWriteFailed) }
}

/// The app's packet-tunnel configurations — `NETunnelProviderManager`: none are installed.
open class NETunnelProviderManager: NEVPNManager, @unchecked Sendable {
    public override init() { super.init(connection: NETunnelProviderSession()) }
    /// Loads every configuration of the app: an empty list.
    open class func loadAllFromPreferences(completionHandler: @escaping ([NETunnelProviderManager]?, Error?) -> Void) { completionHandler([], nil) }
    /// Loads every configuration of the app: an empty list.
    open class func loadAllFromPreferences() async throws -> [NETunnelProviderManager] { [] }
}

extension Notification.Name {
    /// Posted when a VPN connection's status changes (never, here: nothing is configured).
    public static let NEVPNStatusDidChange = Notification.Name("com.apple.networkextension.statuschanged")
    /// Posted when a VPN configuration changes.
    public static let NEVPNConfigurationChange = Notification.Name("com.apple.networkextension.configuration-changed")
}

/// The Wi-Fi network the device is on — NetworkExtension's `NEHotspotNetwork`. Reading it needs
/// an entitlement and location permission a widget does not have: `fetchCurrent` gives `nil`.
open class NEHotspotNetwork: NSObject, @unchecked Sendable {
    /// The network name.
    open var ssid: String { "" }
    /// The access point's MAC address.
    open var bssid: String { "" }
    /// The signal strength, 0…1.
    open var signalStrength: Double { 0 }
    /// Whether the network is secure.
    open var isSecure: Bool { false }
    /// The current network: `nil` (no permission).
    open class func fetchCurrent(completionHandler: @escaping (NEHotspotNetwork?) -> Void) { completionHandler(nil) }
    /// The current network: `nil` (no permission).
    open class func fetchCurrent() async -> NEHotspotNetwork? { nil }
}
