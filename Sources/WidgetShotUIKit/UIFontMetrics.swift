import Foundation
import WidgetShotUI

/// Scales custom fonts and values with Dynamic Type — UIKit's `UIFontMetrics`.
///
/// WidgetShot renders UIKit-sized things at the default content size category (Large), where
/// UIKit's scaling is the identity: `scaledValue(for:)` returns its input and `scaledFont(for:)`
/// its font (capped by `maximumPointSize`). SwiftUI text still follows the environment's
/// `dynamicTypeSize`; fonts made with `Font(_: UIFont)` from a text style's font scale with it.
///
/// ```swift
/// let metrics = UIFontMetrics(forTextStyle: .title2)
/// metrics.scaledValue(for: 24)   // 24
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

    /// The font scaled for the current content size (the identity at Large).
    open func scaledFont(for font: UIFont) -> UIFont { font }
    /// The font scaled, at most `maximumPointSize` points (0 means no limit).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        maximumPointSize > 0 && font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
    }
    /// The font scaled for a trait collection (the identity: traits carry no content size here).
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { font }
    /// The value scaled for the current content size (the identity at Large).
    open func scaledValue(for value: CGFloat) -> CGFloat { value }
    /// The value scaled for a trait collection (the identity).
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { value }
}
