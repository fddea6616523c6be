import Foundation
import WidgetShotUI

/// "Constants that indicate the preferred size of your content" — UIKit's `UIContentSizeCategory`
/// (https://developer.apple.com/documentation/uikit/uicontentsizecategory), the UIKit name of a
/// Dynamic Type size. Raw values are UIKit's (`UICTContentSizeCategoryXS` …, as listed by
/// https://github.com/temoki/UIKit_DynamicType).
///
/// ```swift
/// UIContentSizeCategory(DynamicTypeSize.accessibility1)   // .accessibilityMedium
/// UITraitCollection.current.preferredContentSizeCategory  // the widget's size while rendering
/// ```
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// An unspecified font size.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
    /// Posted when the preferred content size changes (never, in a render).
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")

    /// The twelve sizes in order, as the matching `DynamicTypeSize` cases.
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]

    /// "Creates a content size category from the specified SwiftUI Dynamic Type size"; `nil`
    /// gives `.unspecified` (https://developer.apple.com/documentation/uikit/uicontentsizecategory/init(_:)-abz4).
    public init(_ dynamicTypeSize: DynamicTypeSize?) {
        self = dynamicTypeSize.map { Self.ordered[DynamicTypeSize.allCases.firstIndex(of: $0)!] } ?? .unspecified
    }

    /// Whether the category is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// Ordered from extra small to accessibility XXXL; `.unspecified` and unknown values sort first.
    public static func < (lhs: Self, rhs: Self) -> Bool { (ordered.firstIndex(of: lhs) ?? -1) < (ordered.firstIndex(of: rhs) ?? -1) }
}

extension DynamicTypeSize {
    /// "Create a Dynamic Type size from its `UIContentSizeCategory` equivalent"; `nil` for
    /// `.unspecified` (https://developer.apple.com/documentation/swiftui/dynamictypesize/init(_:)).
    public init?(_ uiSizeCategory: UIContentSizeCategory) {
        guard let i = UIContentSizeCategory.ordered.firstIndex(of: uiSizeCategory) else { return nil }
        self = DynamicTypeSize.allCases[i]
    }
}

extension ContentSizeCategory {
    /// The SwiftUI category of a UIKit one; `nil` for `.unspecified`.
    public init?(_ uiSizeCategory: UIContentSizeCategory) {
        guard let size = DynamicTypeSize(uiSizeCategory) else { return nil }
        self.init(size)
    }
}
