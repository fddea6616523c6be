import Foundation

private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct ShowsWidgetLabelKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether controls in this view respond to interaction (`.disabled(true)` makes it false).
    /// Disabled built-in button and toggle styles draw dimmed.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// Whether an accessory widget can show its `widgetLabel` — WidgetKit's `showsWidgetLabel`.
    ///
    /// Always false on iOS: "The system only displays labels on widget-based complications in
    /// watchOS. The system ignores any labels attached to widgets on the Lock Screen on iPhone."
    /// (https://developer.apple.com/documentation/swiftui/view/widgetlabel(label:)). WidgetShot
    /// sets it for an Apple Watch's `accessoryCorner` complication, whose label it draws
    /// (`WidgetChrome`); false everywhere else.
    public var showsWidgetLabel: Bool {
        get { self[ShowsWidgetLabelKey.self] }
        set { self[ShowsWidgetLabelKey.self] = newValue }
    }

    /// Whether the nearest focusable ancestor has focus — SwiftUI's `isFocused` (iOS 14). Nothing in
    /// a widget takes focus (no keyboard, no focus engine on the Home Screen), so it is false, the
    /// value Apple documents "if there is no focusable ancestor" (vinhnx/Clendar's event rows
    /// scale up when focused).
    public var isFocused: Bool { false }

    /// The Dynamic Type size as the older `ContentSizeCategory` (reads and writes `dynamicTypeSize`).
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) ?? .large }
        set { dynamicTypeSize = DynamicTypeSize(newValue) }
    }
}

extension View {
    /// Disables the controls in this view (`disabled(false)` does not re-enable what an outer
    /// `disabled(true)` disabled, as in SwiftUI).
    public func disabled(_ disabled: Bool) -> some View {
        modifier(EnvironmentWritingModifier { if disabled { $0.isEnabled = false } })
    }
}

/// The Dynamic Type sizes under their iOS 13 names — SwiftUI's `ContentSizeCategory`.
public enum ContentSizeCategory: Hashable, CaseIterable, Comparable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// Whether the category is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The category of a Dynamic Type size.
    public init?(_ dynamicTypeSize: DynamicTypeSize) {
        let all = Self.allCases
        guard let i = DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize), i < all.count else { return nil }
        self = all[i]
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

extension DynamicTypeSize {
    /// The Dynamic Type size of a content size category.
    public init(_ sizeCategory: ContentSizeCategory) {
        self = DynamicTypeSize.allCases[ContentSizeCategory.allCases.firstIndex(of: sizeCategory)!]
    }
}
