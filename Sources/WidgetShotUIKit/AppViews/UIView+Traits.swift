import Foundation
import WidgetShotFoundation
import WidgetShotUI

/// How a view's content flips for right-to-left languages — UIKit's `UISemanticContentAttribute`
/// (Apple's raw values).
public enum UISemanticContentAttribute: Int, Sendable {
    /// Flips with the language (the default).
    case unspecified = 0
    /// Playback controls: never flipped.
    case playback
    /// Directional controls (a D-pad): never flipped.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}

extension UIView {
    /// How a view's tint is dimmed — UIKit's `UIView.TintAdjustmentMode` (Apple's raw values).
    public enum TintAdjustmentMode: Int, Sendable {
        /// As the superview (not dimmed at the top).
        case automatic = 0
        /// Never dimmed.
        case normal
        /// Dimmed.
        case dimmed
    }

    /// The layout direction of content with a semantic attribute: forced directions are kept,
    /// playback and spatial content is left to right, other content follows the app's
    /// direction (the render locale's), as UIKit answers.
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        case .unspecified:
            return LayoutDirection(locale: WidgetShotLocale.current) == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    /// The layout direction of content with a semantic attribute, relative to a direction.
    public class func userInterfaceLayoutDirection(for semanticContentAttribute: UISemanticContentAttribute,
                                                   relativeTo layoutDirection: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        semanticContentAttribute == .unspecified ? layoutDirection : userInterfaceLayoutDirection(for: semanticContentAttribute)
    }

    /// The smallest size, for `systemLayoutSizeFitting(_:)` (UIKit's `layoutFittingCompressedSize`: zero).
    public static let layoutFittingCompressedSize = CGSize.zero
    /// The largest size, for `systemLayoutSizeFitting(_:)` (10 000 000 points each way here; UIKit does not document its value).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)
}

extension UIView: UITraitEnvironment, UITraitChangeObservable {}
extension UIViewController: UITraitEnvironment, UITraitChangeObservable {}
