import Foundation

extension FileManager {
    /// An opaque token for the signed-in iCloud account, or nil when iCloud Drive is unavailable —
    /// Foundation's `ubiquityIdentityToken`
    /// (https://developer.apple.com/documentation/foundation/filemanager/ubiquityidentitytoken).
    ///
    /// A render runs with no iCloud account, so this is nil, as on a device signed out of iCloud;
    /// apps take their "no iCloud" path (local storage, no sync to wait for).
    ///
    /// ```swift
    /// guard FileManager.default.ubiquityIdentityToken != nil else { return }  // no iCloud
    /// ```
    public var ubiquityIdentityToken: (any NSCoding & NSCopying & NSObjectProtocol)? { nil }
}
