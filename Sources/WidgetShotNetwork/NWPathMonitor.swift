import Foundation
@_exported import WidgetShotCoreFoundation

// WidgetShotNetwork stands in for Network, NetworkExtension and SystemConfiguration. A widget is
// drawn on an offline device, as an iPhone in Airplane Mode (WidgetShotFoundation's
// `WidgetShotOfflineNetwork`: `URLSession` loads of outside hosts fail with
// `URLError(.notConnectedToInternet)`): paths are unsatisfied, reachability says not reachable,
// `NWConnection`s wait with `ENETDOWN`, and no VPN is configured. Only the loopback interface is up.

/// A network interface — Network's `NWInterface`.
public struct NWInterface: Hashable, CustomDebugStringConvertible, Sendable {
    /// Kinds of interface.
    public enum InterfaceType: Hashable, Sendable { case other, wifi, cellular, wiredEthernet, loopback }
    /// The interface's name (`en0` for Wi-Fi, as on an iPhone).
    public let name: String
    /// Its kind.
    public let type: InterfaceType
    /// Its system index.
    public let index: Int
    public var debugDescription: String { name }
    /// The loopback interface, the only one up on WidgetShot's offline device (`lo0`, as on an iPhone).
    static let loopback = NWInterface(name: "lo0", type: .loopback, index: 1)
}

/// A network path — Network's `NWPath`: what the device can reach. WidgetShot's device is
/// offline: a path is unsatisfied (no interface, reason `.notAvailable`), except one that asks
/// for the loopback interface.
public struct NWPath: Equatable, CustomDebugStringConvertible, Sendable {
    /// Whether the path can be used.
    public enum Status: Equatable, Sendable { case satisfied, unsatisfied, requiresConnection }
    /// Why a path is unsatisfied.
    public enum UnsatisfiedReason: Equatable, Sendable { case notAvailable, cellularDenied, wifiDenied, localNetworkDenied, vpnInactive }
    /// The status (`.unsatisfied` on WidgetShot's offline device).
    public let status: Status
    /// Why unsatisfied: `.notAvailable` ("no reason is given", as Apple also returns for a
    /// satisfied path; Airplane Mode is not one of the policy reasons).
    public var unsatisfiedReason: UnsatisfiedReason { .notAvailable }
    /// The interfaces the path uses.
    public let availableInterfaces: [NWInterface]
    /// Whether the path uses a cellular or personal-hotspot interface.
    public var isExpensive: Bool { availableInterfaces.contains { $0.type == .cellular } }
    /// Whether Low Data Mode is on.
    public let isConstrained: Bool
    /// The local endpoint of a connection's path (none: a render's connections never connect).
    public let localEndpoint: NWEndpoint?
    /// The remote endpoint of a connection's path (the connection's endpoint).
    public let remoteEndpoint: NWEndpoint?

    init(status: Status, availableInterfaces: [NWInterface], isConstrained: Bool,
         localEndpoint: NWEndpoint? = nil, remoteEndpoint: NWEndpoint? = nil) {
        self.status = status
        self.availableInterfaces = availableInterfaces
        self.isConstrained = isConstrained
        self.localEndpoint = localEndpoint
        self.remoteEndpoint = remoteEndpoint
    }
    /// Whether IPv4 works.
    public var supportsIPv4: Bool { status == .satisfied }
    /// Whether IPv6 works.
    public var supportsIPv6: Bool { status == .satisfied }
    /// Whether DNS works.
    public var supportsDNS: Bool { status == .satisfied }
    /// Whether the path uses an interface of a kind.
    public func usesInterfaceType(_ type: NWInterface.InterfaceType) -> Bool { availableInterfaces.contains { $0.type == type } }
    public var debugDescription: String { "\(status)" + (availableInterfaces.isEmpty ? "" : ", interface: \(availableInterfaces[0].name)") }

    /// The path WidgetShot's offline device reports to a monitor requiring `type` (or any
    /// interface): satisfied over `lo0` for a loopback monitor, otherwise unsatisfied.
    static func offline(requiring type: NWInterface.InterfaceType?) -> NWPath {
        if type == .loopback { return NWPath(status: .satisfied, availableInterfaces: [.loopback], isConstrained: false) }
        return NWPath(status: .unsatisfied, availableInterfaces: [], isConstrained: false)
    }
}

/// Watches the network path — Network's `NWPathMonitor`. `start(queue:)` reports the current
/// path once on the queue, as a monitor does when it starts; WidgetShot's path never changes.
public final class NWPathMonitor: @unchecked Sendable, AsyncSequence {
    public typealias Element = NWPath
    private let requiredType: NWInterface.InterfaceType?
    /// Called with each path (once, after `start`).
    public var pathUpdateHandler: ((NWPath) -> Void)?
    /// The queue given to `start(queue:)`.
    public private(set) var queue: DispatchQueue?
    /// The current path (unsatisfied: the device is offline).
    public var currentPath: NWPath { .offline(requiring: requiredType) }
    /// A monitor of every interface.
    public init() { requiredType = nil }
    /// A monitor of one kind of interface (only loopback is up).
    public init(requiredInterfaceType: NWInterface.InterfaceType) { requiredType = requiredInterfaceType }
    /// A monitor ignoring some kinds of interface.
    public init(prohibitedInterfaceTypes: [NWInterface.InterfaceType]) { requiredType = nil }
    /// Starts: the handler receives the current path on `queue`.
    public func start(queue: DispatchQueue) {
        self.queue = queue
        let path = currentPath
        queue.async { [weak self] in self?.pathUpdateHandler?(path) }
    }
    /// Stops reporting.
    public func cancel() { pathUpdateHandler = nil }

    /// The paths as an async sequence: the current path, then nothing more (it never changes).
    public struct AsyncIterator: AsyncIteratorProtocol {
        var pending: NWPath?
        public mutating func next() async -> NWPath? {
            if let path = pending { pending = nil; return path }
            // A monitor's sequence never ends on iOS; WidgetShot's path never changes, so wait until cancelled.
            while !Task.isCancelled { try? await Task.sleep(nanoseconds: 60_000_000_000) }
            return nil
        }
    }
    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(pending: currentPath) }
}
