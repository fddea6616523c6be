#if canImport(FoundationNetworking)
import Foundation
import FoundationNetworking

/// The key of a configuration's `waitsForConnectivity` (its address is the key).
nonisolated(unsafe) private var waitsForConnectivityKey: UInt8 = 0

extension URLSessionConfiguration {
    /// `waitsForConnectivity` (iOS 11: whether a task waits for a connection instead of failing at
    /// once; false by default), which swift-corelibs-foundation marks unavailable. The extension
    /// build rewrites `.waitsForConnectivity` to this (ruuvi's `RuuviCloudApiURLSession` sets it):
    /// the value is kept with the configuration and read back; a render has no network either way.
    public var _widgetShotWaitsForConnectivity: Bool {
        get { objc_getAssociatedObject(self, &waitsForConnectivityKey) as? Bool ?? false }
        set { objc_setAssociatedObject(self, &waitsForConnectivityKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}
#endif
