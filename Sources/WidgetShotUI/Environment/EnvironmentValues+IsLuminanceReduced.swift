import Foundation

private struct IsLuminanceReducedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the display currently requires reduced luminance — SwiftUI's `isLuminanceReduced`
    /// (iOS 16; https://developer.apple.com/documentation/swiftui/environmentvalues/isluminancereduced):
    /// views lower their brightness when it is true. `false` by default; WidgetShot sets it for the
    /// presentations iOS dims (a Live Activity in StandBy's night mode), and a test or preview can
    /// set it with `.environment(\.isLuminanceReduced, true)`.
    public var isLuminanceReduced: Bool {
        get { self[IsLuminanceReducedKey.self] }
        set { self[IsLuminanceReducedKey.self] = newValue }
    }
}
