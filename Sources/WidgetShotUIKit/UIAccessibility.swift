import Foundation

/// UIKit's accessibility namespace (`UIAccessibility`): the assistive-technology and display
/// settings, and the notifications an app posts to assistive technologies.
///
/// A render runs with no assistive technology and with the display settings off, as SwiftUI's
/// environment in WidgetShot has them (`accessibilityReduceMotion` is `false`), so every setting
/// reads `false`. Posted notifications have no listener; they are kept in ``postedNotifications``.
///
/// ```swift
/// if UIAccessibility.isVoiceOverRunning { UIAccessibility.post(notification: .announcement, argument: "Saved") }
/// ```
public enum UIAccessibility {
    /// A notification an app posts to assistive technologies (UIKit's `UIAccessibility.Notification`;
    /// raw values are `UIAccessibilityConstants.h`'s).
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// The notification's number.
        public let rawValue: UInt32
        /// A notification from its number.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// A new screen appeared (`UIAccessibilityScreenChangedNotification`).
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout of the screen changed (`UIAccessibilityLayoutChangedNotification`).
        public static let layoutChanged = Notification(rawValue: 1001)
        /// An announcement to speak (`UIAccessibilityAnnouncementNotification`).
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished (`UIAccessibilityPageScrolledNotification`).
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Whether VoiceOver is on: no assistive technology runs in a render.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Switch Control is on.
    public static var isSwitchControlRunning: Bool { false }
    /// Whether Guided Access is on.
    public static var isGuidedAccessEnabled: Bool { false }
    /// Whether Reduce Motion is on (SwiftUI's `accessibilityReduceMotion` here is off too).
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether Reduce Transparency is on.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether Bold Text is on.
    public static var isBoldTextEnabled: Bool { false }
    /// Whether Increase Contrast (darker system colours) is on.
    public static var isDarkerSystemColorsEnabled: Bool { false }
    /// Whether Grayscale is on.
    public static var isGrayscaleEnabled: Bool { false }
    /// Whether Classic or Smart Invert is on.
    public static var isInvertColorsEnabled: Bool { false }
    /// Whether Mono Audio is on.
    public static var isMonoAudioEnabled: Bool { false }
    /// Whether Closed Captions + SDH is on.
    public static var isClosedCaptioningEnabled: Bool { false }
    /// Whether On/Off Labels is on.
    public static var isOnOffSwitchLabelsEnabled: Bool { false }
    /// Whether Button Shapes is on.
    public static var buttonShapesEnabled: Bool { false }
    /// Whether Differentiate Without Colour is on (iOS 13; SwiftUI's
    /// `accessibilityDifferentiateWithoutColor` here is off too).
    public static var shouldDifferentiateWithoutColor: Bool { false }

    nonisolated(unsafe) private static var posted: [(Notification, Any?)] = []
    private static let lock = NSLock()

    /// Posts `notification` with its argument (an announcement's string, the element to focus).
    /// No assistive technology listens in a render; the post is kept in ``postedNotifications``.
    public static func post(notification: Notification, argument: Any?) {
        lock.withLock { posted.append((notification, argument)) }
    }

    /// Every notification posted so far, in order, with its argument.
    public static var postedNotifications: [(notification: Notification, argument: Any?)] {
        lock.withLock { posted.map { (notification: $0.0, argument: $0.1) } }
    }
}
