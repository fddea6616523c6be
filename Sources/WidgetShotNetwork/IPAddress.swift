import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An IP address — Network's `IPAddress` protocol
/// (https://developer.apple.com/documentation/network/ipaddress).
public protocol IPAddress {
    /// The address's bytes, in network byte order.
    var rawValue: Data { get }
    /// The interface the address is scoped to (a link-local IPv6 address's `%en0`).
    var interface: NWInterface? { get }
    /// Whether the address is a loopback address.
    var isLoopback: Bool { get }
    /// Whether the address is link-local.
    var isLinkLocal: Bool { get }
    /// Whether the address is a multicast address.
    var isMulticast: Bool { get }
}

/// An IPv4 address — Network's `IPv4Address`. `IPv4Address("10.0.0.1")` parses the text as
/// `inet_pton` does (four decimal parts; `nil` otherwise), so code that sorts hosts and IPs
/// (iVPN's `AddressType.validateIpAddress`) decides as on iOS.
public struct IPv4Address: IPAddress, Hashable, CustomDebugStringConvertible, Sendable {
    public let rawValue: Data
    public let interface: NWInterface?

    /// The address `string` names, or `nil` if it is not an IPv4 address.
    public init?(_ string: String, _ interface: NWInterface? = nil) {
        var address = in_addr()
        guard inet_pton(AF_INET, string, &address) == 1 else { return nil }
        self.rawValue = withUnsafeBytes(of: &address) { Data($0) }
        self.interface = interface
    }

    /// The address with these four bytes, or `nil` if there are not four.
    public init?(_ rawValue: Data, _ interface: NWInterface? = nil) {
        guard rawValue.count == 4 else { return nil }
        self.rawValue = rawValue
        self.interface = interface
    }

    /// 0.0.0.0.
    public static let any = IPv4Address(Data([0, 0, 0, 0]))!
    /// 255.255.255.255.
    public static let broadcast = IPv4Address(Data([255, 255, 255, 255]))!
    /// 127.0.0.1.
    public static let loopback = IPv4Address(Data([127, 0, 0, 1]))!

    public var isLoopback: Bool { rawValue.first == 127 }
    public var isLinkLocal: Bool { rawValue.prefix(2) == Data([169, 254]) }
    public var isMulticast: Bool { (rawValue.first ?? 0) & 0xF0 == 0xE0 }
    public var debugDescription: String { rawValue.map(String.init).joined(separator: ".") }
}

/// An IPv6 address — Network's `IPv6Address`, parsed as `inet_pton` does (`::1`,
/// `2001:db8::8a2e:370:7334`, an embedded IPv4 tail).
public struct IPv6Address: IPAddress, Hashable, CustomDebugStringConvertible, Sendable {
    public let rawValue: Data
    public let interface: NWInterface?

    /// The address `string` names (an `%interface` suffix is dropped), or `nil`.
    public init?(_ string: String, _ interface: NWInterface? = nil) {
        let text = string.split(separator: "%", maxSplits: 1).first.map(String.init) ?? string
        var address = in6_addr()
        guard inet_pton(AF_INET6, text, &address) == 1 else { return nil }
        self.rawValue = withUnsafeBytes(of: &address) { Data($0) }
        self.interface = interface
    }

    /// The address with these sixteen bytes, or `nil` if there are not sixteen.
    public init?(_ rawValue: Data, _ interface: NWInterface? = nil) {
        guard rawValue.count == 16 else { return nil }
        self.rawValue = rawValue
        self.interface = interface
    }

    /// `::`.
    public static let any = IPv6Address(Data(count: 16))!
    /// `::1`.
    public static let loopback = IPv6Address(Data(count: 15) + Data([1]))!

    public var isLoopback: Bool { rawValue == Self.loopback.rawValue }
    public var isLinkLocal: Bool { rawValue.first == 0xFE && (rawValue.dropFirst().first ?? 0) & 0xC0 == 0x80 }
    public var isMulticast: Bool { rawValue.first == 0xFF }
    public var debugDescription: String {
        var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        let text = rawValue.withUnsafeBytes { inet_ntop(AF_INET6, $0.baseAddress, &buffer, socklen_t(buffer.count)) }
        return text.map { _ in String(cString: buffer) } ?? ""
    }
}
