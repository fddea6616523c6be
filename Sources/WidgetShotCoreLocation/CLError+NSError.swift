import Foundation

/// Core Location's error domain (`let kCLErrorDomain: String`).
public let kCLErrorDomain = "kCLErrorDomain"

extension CLError: CustomNSError, LocalizedError {
    /// The error domain, `kCLErrorDomain` (`static var errorDomain: String`, as Apple's bridged
    /// `CLError` declares it).
    public static var errorDomain: String { kCLErrorDomain }
    /// The code's raw value.
    public var errorCode: Int { code.rawValue }
    /// What `localizedDescription` reads on iOS for a Core Location error, which carries no
    /// description of its own: "The operation couldn’t be completed. (kCLErrorDomain error 1.)".
    /// Without it, Foundation on Linux wrote "(WidgetShotCoreLocation.CLError error 1.)" — seen in
    /// mihaip/weather-text's watch complication, which shows the error when location is denied.
    public var errorDescription: String? { "The operation couldn’t be completed. (\(kCLErrorDomain) error \(code.rawValue).)" }
    /// The description under `NSLocalizedDescriptionKey`: Foundation on Linux builds
    /// `localizedDescription` from the bridged `NSError`'s user info, not from `LocalizedError`.
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: errorDescription ?? ""] }
}
