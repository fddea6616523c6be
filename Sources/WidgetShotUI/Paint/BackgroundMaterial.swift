import Foundation

private struct BackgroundMaterialKey: EnvironmentKey { static let defaultValue: Material? = nil }

extension EnvironmentValues {
    /// The material underneath the current view — SwiftUI's `backgroundMaterial` (iOS 15,
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/backgroundmaterial):
    /// nil unless set. Apple's Backyard Birds widget sets `.environment(\.backgroundMaterial, .regular)`
    /// on its header.
    ///
    /// On iOS setting a material switches the standard content styles to their vibrant
    /// rendering; WidgetShot keeps the value for code that reads it and draws those styles as
    /// without a material (its materials are flat translucent fills, `Material`).
    public var backgroundMaterial: Material? {
        get { self[BackgroundMaterialKey.self] }
        set { self[BackgroundMaterialKey.self] = newValue }
    }
}
