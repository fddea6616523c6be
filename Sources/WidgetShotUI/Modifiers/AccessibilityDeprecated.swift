import Foundation

// The iOS 13 `.accessibility(…)` forms (deprecated in iOS 14–16, still compiled by older widgets:
// https://developer.apple.com/documentation/swiftui/view/accessibility(label:)). Each does what its
// replacement does.

extension View {
    /// Adds a label (iOS 13 form of `accessibilityLabel(_:)`).
    public func accessibility(label: Text) -> some View { accessibilityLabel(label) }
    /// Adds a hint (iOS 13 form of `accessibilityHint(_:)`).
    public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }
    /// Adds a value (iOS 13 form of `accessibilityValue(_:)`).
    public func accessibility(value: Text) -> some View { accessibilityValue(value) }
    /// Hides the view from accessibility (iOS 13 form of `accessibilityHidden(_:)`).
    public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }
    /// Sets the identifier (iOS 13 form of `accessibilityIdentifier(_:)`).
    public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }
    /// Adds traits (iOS 13 form of `accessibilityAddTraits(_:)`).
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }
    /// Removes traits (iOS 13 form of `accessibilityRemoveTraits(_:)`).
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { accessibilityRemoveTraits(traits) }
}
