import Foundation

// The accessibility display settings SwiftUI exposes as read-only environment values. A render
// is a device with the Settings app's defaults (Accessibility ▸ Display & Text Size, Motion):
// every one is off, as on a new iPhone.
extension EnvironmentValues {
    /// Whether Reduce Motion is on (SwiftUI's `accessibilityReduceMotion`): off.
    public var accessibilityReduceMotion: Bool { false }
    /// Whether Reduce Transparency is on (SwiftUI's `accessibilityReduceTransparency`): off.
    public var accessibilityReduceTransparency: Bool { false }
    /// Whether Differentiate Without Colour is on (SwiftUI's `accessibilityDifferentiateWithoutColor`): off.
    public var accessibilityDifferentiateWithoutColor: Bool { false }
    /// Whether Button Shapes is on (SwiftUI's `accessibilityShowButtonShapes`): off.
    public var accessibilityShowButtonShapes: Bool { false }
    /// Whether Invert Colours is on (SwiftUI's `accessibilityInvertColors`): off.
    public var accessibilityInvertColors: Bool { false }
    /// Whether Voice Over is running (SwiftUI's `accessibilityVoiceOverEnabled`): no.
    public var accessibilityVoiceOverEnabled: Bool { false }
    /// Whether Switch Control is running (SwiftUI's `accessibilitySwitchControlEnabled`): no.
    public var accessibilitySwitchControlEnabled: Bool { false }
    /// Whether Dim Flashing Lights is on (SwiftUI's `accessibilityDimFlashingLights`): off.
    public var accessibilityDimFlashingLights: Bool { false }
    /// Whether Auto-Play Animated Images is off (SwiftUI's `accessibilityPlayAnimatedImages`): they play.
    public var accessibilityPlayAnimatedImages: Bool { true }
}
