import Foundation
import WidgetShotUI

/// Scales custom fonts and values with Dynamic Type — UIKit's `UIFontMetrics`
/// (https://developer.apple.com/documentation/uikit/uifontmetrics).
///
/// The content size is `UITraitCollection.current`'s (or the given trait collection's)
/// `preferredContentSizeCategory`, which is by default the Dynamic Type size of the SwiftUI view
/// whose `body` is being evaluated (`\.dynamicTypeSize`, which the renderer sets; Large outside
/// of a render), so
/// `UIFontMetrics(forTextStyle: .body).scaledValue(for: 10)` in a widget's body is 10 at Large and
/// 10 × 40/17 at accessibility3. The factor is the text style's point size at that size over its
/// size at Large (Apple's HIG table, `TextStyleMetrics`): Apple does not publish UIFontMetrics'
/// curve, and this ratio is what it gives for the text styles' own fonts.
///
/// ```swift
/// let metrics = UIFontMetrics(forTextStyle: .title2)
/// metrics.scaledValue(for: 24)   // 24 at Large, 48 at accessibility3 (24 × 44/22)
/// ```
open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The text style whose scaling this follows.
    public let textStyle: UIFont.TextStyle

    /// Metrics for a text style.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// Metrics for the body style.
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// The factor values grow by for a trait collection's content size (the current traits'
    /// when `nil` or unspecified): 1 at Large.
    private func factor(_ traits: UITraitCollection?) -> CGFloat {
        let size = traits.flatMap { DynamicTypeSize($0.preferredContentSizeCategory) }
            ?? DynamicTypeSize(UITraitCollection.current.preferredContentSizeCategory) ?? EnvironmentValues.evaluatingDynamicTypeSize
        return TextStyleMetrics.scale(textStyle.fontTextStyle, size)
    }

    /// The font scaled for the current content size (the identity at Large).
    open func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }
    /// The font scaled, at most `maximumPointSize` points (0 means no limit).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }
    /// The font scaled for a trait collection's content size, at most `maximumPointSize` points
    /// (0 means no limit).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let scaled = scaledFont(for: font, compatibleWith: traitCollection)
        return maximumPointSize > 0 && scaled.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : scaled
    }
    /// The font scaled for a trait collection's content size.
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let f = factor(traitCollection)
        return f == 1 ? font : font.withSize(font.pointSize * f)
    }
    /// The value scaled for the current content size (the identity at Large); non-finite values
    /// are returned unchanged.
    open func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }
    /// The value scaled for a trait collection's content size.
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value.isFinite ? value * factor(traitCollection) : value
    }
}
