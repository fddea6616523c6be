import Foundation
import Testing
import WidgetShot

/// `UIContentSizeCategory`, the trait collection's content size, and UIKit's Dynamic Type
/// scaling (`UIFont.preferredFont`, `UIFontMetrics`) at a given category.
struct UIContentSizeCategoryTests {
    @Test("categories bridge to Dynamic Type sizes both ways, in order")
    func bridging() {
        #expect(UIContentSizeCategory(DynamicTypeSize.accessibility1) == .accessibilityMedium)
        #expect(UIContentSizeCategory(DynamicTypeSize.xSmall) == .extraSmall && UIContentSizeCategory(nil) == .unspecified)
        #expect(DynamicTypeSize(UIContentSizeCategory.accessibilityExtraExtraExtraLarge) == .accessibility5)
        #expect(DynamicTypeSize(UIContentSizeCategory.unspecified) == nil)
        #expect(ContentSizeCategory(UIContentSizeCategory.extraExtraLarge) == .extraExtraLarge)
        for size in DynamicTypeSize.allCases { #expect(DynamicTypeSize(UIContentSizeCategory(size)) == size) }
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory && !UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.small < .large && UIContentSizeCategory.large < .accessibilityLarge)
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
    }

    @Test("preferredFont and UIFontMetrics follow a trait collection's content size")
    func scaling() {
        let ax3 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: ax3).pointSize == 40)
        #expect(UIFont.preferredFont(forTextStyle: .caption2, compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)).pointSize == 41)
        #expect(UIFontMetrics(forTextStyle: .title2).scaledValue(for: 24, compatibleWith: ax3) == 48)
        #expect(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: ax3) == 40)
        #expect(UIFontMetrics.default.scaledValue(for: 17) == 17, "Large outside of a render")
        #expect(UIFontMetrics.default.scaledFont(for: UIFont.systemFont(ofSize: 17), compatibleWith: ax3).pointSize == 40)
        #expect(UIFontMetrics.default.scaledFont(for: UIFont.systemFont(ofSize: 17), maximumPointSize: 30).pointSize == 17)
        ax3.performAsCurrent {
            #expect(UIFontMetrics.default.scaledValue(for: 17) == 40)
            #expect(UIFont.preferredFont(forTextStyle: .headline).pointSize == 40)
        }
        let merged = UITraitCollection(traitsFrom: [ax3, UITraitCollection(userInterfaceStyle: .dark)])
        #expect(merged.preferredContentSizeCategory == .accessibilityExtraLarge && merged.userInterfaceStyle == .dark)
        #expect(merged != UITraitCollection(userInterfaceStyle: .dark))
    }
}
