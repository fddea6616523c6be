import Foundation
import WidgetShotUI

/// A bar of buttons — UIKit's `UIToolbar` (https://developer.apple.com/documentation/uikit/uitoolbar).
/// Never on screen in a widget render: its items and appearance are kept.
open class UIToolbar: UIView, @unchecked Sendable {
    /// The bar's items, left to right.
    open var items: [UIBarButtonItem]?
    /// The bar's style (UIKit's default `.default`).
    open var barStyle: UIBarStyle = .default
    /// Whether the bar is translucent (UIKit's default: true).
    open var isTranslucent = true
    /// The bar's background tint.
    open var barTintColor: UIColor?

    /// Replaces the items.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    /// A toolbar with a frame.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// A toolbar from an archive.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// A toolbar's natural height: 44 points, as UIKit sizes a compact-width toolbar.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 44) }
}

/// The look of a bar — UIKit's `UIBarStyle` (Apple's raw values).
public enum UIBarStyle: Int, Sendable {
    case `default` = 0, black
}
