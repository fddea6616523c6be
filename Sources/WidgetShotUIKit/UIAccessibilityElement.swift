import Foundation

/// How an accessibility element behaves — UIKit's `UIAccessibilityTraits` (Apple's bit values,
/// `UIAccessibilityConstants.h`). No assistive technology reads a render; the traits are kept.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    /// Traits from their bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    /// No traits.
    public static let none = UIAccessibilityTraits([])
    /// Behaves like a button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// Behaves like a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// Behaves like an image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// Is selected.
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Plays a sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// Behaves like a keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Static text that cannot change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// Summarises the app's state when it starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// Is not enabled.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// Updates its label or value often.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// Behaves like a search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Starts a media session when activated.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// Can be adjusted continuously (a slider).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Allows direct touch interaction.
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// Turns the page when VoiceOver finishes reading it.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// Behaves like a tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    /// A header that divides content into sections.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}

/// An accessibility element for something that is not a view (a bar of a chart) — UIKit's
/// `UIAccessibilityElement`. It keeps what assistive technologies would read; none reads a render.
open class UIAccessibilityElement: UIResponder, @unchecked Sendable {
    /// The element (a view, usually) that contains this one.
    open weak var accessibilityContainer: AnyObject?
    /// The element's frame in the container's coordinates (iOS 10); assistive technologies
    /// would convert it to ``accessibilityFrame``.
    open var accessibilityFrameInContainerSpace: CGRect = .zero

    /// An element inside `container` (a view, usually), kept weakly.
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }
}
