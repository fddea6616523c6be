#if canImport(FoundationNetworking)
import Foundation
import FoundationNetworking

/// The keys of the configuration values below (their addresses are the keys).
nonisolated(unsafe) private var constrainedKey: UInt8 = 0
nonisolated(unsafe) private var expensiveKey: UInt8 = 0
nonisolated(unsafe) private var launchEventsKey: UInt8 = 0

extension URLSessionConfiguration {
    /// Whether the session may use a constrained (Low Data Mode) network (iOS 13; true by
    /// default). swift-corelibs-foundation lacks it (Harbour's `URLSessionConfiguration.app` sets
    /// it): the value is kept with the configuration and read back; Linux has no Low Data Mode, so
    /// requests go out alike either way (see `URLRequest.allowsConstrainedNetworkAccess`).
    public var allowsConstrainedNetworkAccess: Bool {
        get { objc_getAssociatedObject(self, &constrainedKey) as? Bool ?? true }
        set { objc_setAssociatedObject(self, &constrainedKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    /// Whether the session may use an expensive network — cellular, a hotspot (iOS 13; true by
    /// default). Kept and read back, like ``allowsConstrainedNetworkAccess``.
    public var allowsExpensiveNetworkAccess: Bool {
        get { objc_getAssociatedObject(self, &expensiveKey) as? Bool ?? true }
        set { objc_setAssociatedObject(self, &expensiveKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    /// Whether the app is launched in the background when a background session's tasks finish
    /// (true by default). Kept and read back; a render launches nothing.
    public var sessionSendsLaunchEvents: Bool {
        get { objc_getAssociatedObject(self, &launchEventsKey) as? Bool ?? true }
        set { objc_setAssociatedObject(self, &launchEventsKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}
#endif
