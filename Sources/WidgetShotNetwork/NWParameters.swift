import Foundation
@_exported import WidgetShotSecurity

/// Options of one protocol in a connection's stack — Network's `NWProtocolOptions`.
open class NWProtocolOptions: @unchecked Sendable {
    init() {}
}

/// IP's options — Network's `NWProtocolIP`.
public enum NWProtocolIP {
    /// IP options of a connection (`parameters.defaultProtocolStack.internetProtocol`).
    public final class Options: NWProtocolOptions, @unchecked Sendable {
        /// Which IP versions may be used.
        public enum Version: Hashable, Sendable { case any, v4, v6 }
        /// The IP version (`.any`).
        public var version: Version = .any
        /// Hop limit (0: the system default).
        public var hopLimit: UInt8 = 0
        /// Whether received packets carry their receive time.
        public var shouldCalculateReceiveTime = false
    }
}

/// TCP — Network's `NWProtocolTCP`.
public enum NWProtocolTCP {
    /// TCP options (https://developer.apple.com/documentation/network/nwprotocoltcp/options).
    public final class Options: NWProtocolOptions, @unchecked Sendable {
        /// Disable Nagle's algorithm.
        public var noDelay = false
        /// Send without waiting for acknowledgements of small writes.
        public var noPush = false
        /// Avoid TCP options.
        public var noOptions = false
        /// Send keep-alive probes.
        public var enableKeepalive = false
        /// Probes before the connection is dropped.
        public var keepaliveCount = 0
        /// Idle seconds before the first probe.
        public var keepaliveIdle = 0
        /// Seconds between probes.
        public var keepaliveInterval = 0
        /// Largest segment size (0: the system default).
        public var maximumSegmentSize = 0
        /// Seconds to wait for the connection (0: the system default).
        public var connectionTimeout = 0
        /// Seconds before a persisting connection is dropped.
        public var persistTimeout = 0
        /// Seconds to retry a connection that drops.
        public var connectionDropTime = 0
        /// TCP Fast Open.
        public var enableFastOpen = false
        /// Disable ECN.
        public var disableECN = false
        /// Disable acknowledgement stretching.
        public var disableAckStretching = false
        /// Retransmit-fin-drop.
        public var retransmitFinDrop = false
        /// Default TCP options.
        public override init() { super.init() }
    }
}

/// TLS — Network's `NWProtocolTLS`.
public enum NWProtocolTLS {
    /// TLS options; `securityProtocolOptions` takes Security's `sec_protocol_options_*` calls.
    public final class Options: NWProtocolOptions, @unchecked Sendable {
        /// The Security options (verify block, minimum version, ALPN…).
        public let securityProtocolOptions: sec_protocol_options_t = sec_protocol_options_t()
        /// Default TLS options (system trust evaluation).
        public override init() { super.init() }
    }
}

/// How a connection is made — Network's `NWParameters`
/// (https://developer.apple.com/documentation/network/nwparameters).
public final class NWParameters: @unchecked Sendable, CustomDebugStringConvertible {
    /// What may be done with DNS answers past their lifetime.
    public enum ExpiredDNSBehavior: Hashable, Sendable { case systemDefault, allow, prohibit, persistent }
    /// Multipath TCP service.
    public enum MultipathServiceType: Hashable, Sendable { case disabled, handover, interactive, aggregate }
    /// Service class (traffic priority).
    public enum ServiceClass: Hashable, Sendable { case bestEffort, background, interactiveVideo, interactiveVoice, responsiveData, signaling }

    /// The protocols a connection stacks, from the application down.
    public final class ProtocolStack: @unchecked Sendable {
        /// Protocols above the transport (TLS).
        public var applicationProtocols: [NWProtocolOptions]
        /// The transport (TCP, UDP).
        public var transportProtocol: NWProtocolOptions?
        /// The internet protocol (IP options).
        public var internetProtocol: NWProtocolOptions?
        init(application: [NWProtocolOptions], transport: NWProtocolOptions?) {
            applicationProtocols = application
            transportProtocol = transport
            internetProtocol = NWProtocolIP.Options()
        }
    }

    /// The protocol stack.
    public let defaultProtocolStack: ProtocolStack
    /// Whether expensive (cellular, hotspot) paths are refused.
    public var prohibitExpensivePaths = false
    /// Whether constrained (Low Data Mode) paths are refused.
    public var prohibitConstrainedPaths = false
    /// DNS answers past their lifetime.
    public var expiredDNSBehavior: ExpiredDNSBehavior = .systemDefault
    /// Multipath TCP.
    public var multipathServiceType: MultipathServiceType = .disabled
    /// Traffic priority.
    public var serviceClass: ServiceClass = .bestEffort
    /// Whether the connection may reuse a local address.
    public var allowLocalEndpointReuse = false
    /// Whether the connection includes peer-to-peer interfaces.
    public var includePeerToPeer = false
    /// Whether fast open is on.
    public var allowFastOpen = false
    /// The interface the connection must use, if any.
    public var requiredInterfaceType: NWInterface.InterfaceType = .other
    /// Interface kinds the connection must not use.
    public var prohibitedInterfaceTypes: [NWInterface.InterfaceType]?

    /// TLS over TCP, or plain TCP when `tls` is nil.
    public init(tls: NWProtocolTLS.Options?, tcp: NWProtocolTCP.Options = NWProtocolTCP.Options()) {
        defaultProtocolStack = ProtocolStack(application: tls.map { [$0] } ?? [], transport: tcp)
    }
    /// Default parameters (no protocols chosen).
    public init() { defaultProtocolStack = ProtocolStack(application: [], transport: nil) }

    /// Plain TCP.
    public class var tcp: NWParameters { NWParameters(tls: nil) }
    /// TLS over TCP.
    public class var tls: NWParameters { NWParameters(tls: NWProtocolTLS.Options()) }

    /// Whether TLS is in the stack.
    var usesTLS: Bool { defaultProtocolStack.applicationProtocols.contains { $0 is NWProtocolTLS.Options } }
    public var debugDescription: String { usesTLS ? "tls, tcp" : "tcp" }
}
