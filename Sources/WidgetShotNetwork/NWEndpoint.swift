import Foundation

/// Where a connection goes — Network's `NWEndpoint`
/// (https://developer.apple.com/documentation/network/nwendpoint).
public enum NWEndpoint: Hashable, CustomDebugStringConvertible, Sendable {
    /// A host name or address and a port.
    case hostPort(host: NWEndpoint.Host, port: NWEndpoint.Port)
    /// A Bonjour service.
    case service(name: String, type: String, domain: String, interface: NWInterface?)
    /// A Unix domain socket path.
    case unix(path: String)
    /// A URL (its host and port are used).
    case url(URL)

    /// A host: a name or an IP address — Network's `NWEndpoint.Host`.
    public enum Host: Hashable, CustomDebugStringConvertible, ExpressibleByStringLiteral, Sendable {
        /// A host name, optionally on one interface.
        case name(String, NWInterface?)
        /// An IPv4 address.
        case ipv4(IPv4Address)
        /// An IPv6 address.
        case ipv6(IPv6Address)

        /// The address `string` spells, or else a host name (as Apple parses it).
        public init(_ string: String) {
            if let v4 = IPv4Address(string) { self = .ipv4(v4) }
            else if let v6 = IPv6Address(string) { self = .ipv6(v6) }
            else { self = .name(string, nil) }
        }
        public init(stringLiteral value: String) { self.init(value) }
        public var debugDescription: String {
            switch self {
            case .name(let name, _): return name
            case .ipv4(let address): return address.debugDescription
            case .ipv6(let address): return address.debugDescription
            }
        }
    }

    /// A port number — Network's `NWEndpoint.Port`.
    public struct Port: RawRepresentable, Hashable, CustomDebugStringConvertible, ExpressibleByIntegerLiteral, Sendable {
        public let rawValue: UInt16
        /// Any port (0): the system chooses.
        public static let any: Port = 0
        /// Port 80.
        public static let http: Port = 80
        /// Port 443.
        public static let https: Port = 443
        /// Port 21.
        public static let ftp: Port = 21
        /// The port `rawValue` (every `UInt16` is one; failable as in Apple's signature).
        public init?(rawValue: UInt16) { self.rawValue = rawValue }
        /// The port a decimal string names (`nil` if it is not a number from 0 to 65535).
        public init?(_ string: String) {
            guard let value = UInt16(string) else { return nil }
            rawValue = value
        }
        public init(integerLiteral value: UInt16) { rawValue = value }
        public var debugDescription: String { String(rawValue) }
    }

    public var debugDescription: String {
        switch self {
        case .hostPort(let host, let port):
            if case .ipv6 = host { return "[\(host.debugDescription)]:\(port.rawValue)" }
            return "\(host.debugDescription):\(port.rawValue)"
        case .service(let name, let type, let domain, _): return "\(name).\(type).\(domain)"
        case .unix(let path): return path
        case .url(let url): return url.absoluteString
        }
    }
}
