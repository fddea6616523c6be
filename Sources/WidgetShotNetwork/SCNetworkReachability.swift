import Foundation
import WidgetShotFoundation

/// A reachability target — SystemConfiguration's `SCNetworkReachability`. WidgetShot's device is
/// offline (see `NWPath`): a target is not reachable (no flags), except the device itself
/// (`localhost`, a loopback address), which is reachable, local and direct.
public final class SCNetworkReachability: @unchecked Sendable {
    /// Whether the target is the device itself.
    let isLoopback: Bool
    init(isLoopback: Bool) { self.isLoopback = isLoopback }
}

/// Reachability flags — SystemConfiguration's `SCNetworkReachabilityFlags` (Apple's bit values).
public struct SCNetworkReachabilityFlags: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Reachable through a transient connection.
    public static let transientConnection = SCNetworkReachabilityFlags(rawValue: 1 << 0)
    /// Reachable.
    public static let reachable = SCNetworkReachabilityFlags(rawValue: 1 << 1)
    /// A connection must be established first.
    public static let connectionRequired = SCNetworkReachabilityFlags(rawValue: 1 << 2)
    /// A connection is made on traffic.
    public static let connectionOnTraffic = SCNetworkReachabilityFlags(rawValue: 1 << 3)
    /// User intervention is needed.
    public static let interventionRequired = SCNetworkReachabilityFlags(rawValue: 1 << 4)
    /// A connection is made on demand.
    public static let connectionOnDemand = SCNetworkReachabilityFlags(rawValue: 1 << 5)
    /// The address is local.
    public static let isLocalAddress = SCNetworkReachabilityFlags(rawValue: 1 << 16)
    /// Direct, no gateway.
    public static let isDirect = SCNetworkReachabilityFlags(rawValue: 1 << 17)
    /// Through cellular.
    public static let isWWAN = SCNetworkReachabilityFlags(rawValue: 1 << 18)
    /// Either kind of automatic connection.
    public static let connectionAutomatic = SCNetworkReachabilityFlags.connectionOnTraffic
}

/// A reachability target for a host name.
public func SCNetworkReachabilityCreateWithName(_ allocator: CFAllocator?, _ nodename: UnsafePointer<CChar>) -> SCNetworkReachability? {
    SCNetworkReachability(isLoopback: WidgetShotOfflineNetwork.isLoopback(String(cString: nodename)))
}
/// A reachability target for a socket address (the zero address is "the internet").
public func SCNetworkReachabilityCreateWithAddress(_ allocator: CFAllocator?, _ address: UnsafePointer<sockaddr>) -> SCNetworkReachability? {
    SCNetworkReachability(isLoopback: isLoopbackAddress(address))
}
/// The target's flags: none (not reachable: the device is offline), or `.reachable`,
/// `.isLocalAddress` and `.isDirect` for the device itself.
public func SCNetworkReachabilityGetFlags(_ target: SCNetworkReachability, _ flags: UnsafeMutablePointer<SCNetworkReachabilityFlags>) -> Bool {
    flags.pointee = target.isLoopback ? [.reachable, .isLocalAddress, .isDirect] : []
    return true
}
/// Whether a socket address is 127.0.0.0/8 or ::1.
private func isLoopbackAddress(_ address: UnsafePointer<sockaddr>) -> Bool {
    switch Int32(address.pointee.sa_family) {
    case AF_INET:
        return address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt32(bigEndian: $0.pointee.sin_addr.s_addr) >> 24 == 127 }
    case AF_INET6:
        return address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { pointer in
            withUnsafeBytes(of: pointer.pointee.sin6_addr) { Array($0) == Array(repeating: 0, count: 15) + [1] }
        }
    default:
        return false
    }
}
/// A reachability callback — SystemConfiguration's `SCNetworkReachabilityCallBack` (a Swift
/// function type here: classes are not C-representable on Linux; closure literals fit both).
public typealias SCNetworkReachabilityCallBack = (SCNetworkReachability, SCNetworkReachabilityFlags, UnsafeMutableRawPointer?) -> Void
/// The context passed to callbacks — SystemConfiguration's `SCNetworkReachabilityContext`.
public struct SCNetworkReachabilityContext {
    public var version: CFIndex
    public var info: UnsafeMutableRawPointer?
    public var retain: (@convention(c) (UnsafeRawPointer) -> UnsafeRawPointer)?
    public var release: (@convention(c) (UnsafeRawPointer) -> Void)?
    public var copyDescription: ((UnsafeRawPointer) -> Unmanaged<CFString>)?
    /// A context.
    public init(version: CFIndex, info: UnsafeMutableRawPointer?, retain: (@convention(c) (UnsafeRawPointer) -> UnsafeRawPointer)?,
                release: (@convention(c) (UnsafeRawPointer) -> Void)?, copyDescription: ((UnsafeRawPointer) -> Unmanaged<CFString>)?) {
        self.version = version
        self.info = info
        self.retain = retain
        self.release = release
        self.copyDescription = copyDescription
    }
}
/// Sets the callback for changes: accepted; WidgetShot's reachability never changes, so it is never called.
public func SCNetworkReachabilitySetCallback(_ target: SCNetworkReachability, _ callout: SCNetworkReachabilityCallBack?,
                                             _ context: UnsafeMutablePointer<SCNetworkReachabilityContext>?) -> Bool { true }
/// Schedules change callbacks on a dispatch queue: accepted (nothing changes).
public func SCNetworkReachabilitySetDispatchQueue(_ target: SCNetworkReachability, _ queue: DispatchQueue?) -> Bool { true }
