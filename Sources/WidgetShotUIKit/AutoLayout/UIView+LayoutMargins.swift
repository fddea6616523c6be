import Foundation
import WidgetShotUI

// A view's margins and the layout guides UIKit derives from them (layout margins, safe area,
// readable content). Like every guide here they are kept, not solved by Auto Layout; their
// `layoutFrame` follows the view's bounds and insets, as UIKit computes them.

extension UIView {
    /// The margins in leading/trailing terms (leading is left in a left-to-right layout).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let m = layoutMargins
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            return NSDirectionalEdgeInsets(top: m.top, leading: rtl ? m.right : m.left, bottom: m.bottom, trailing: rtl ? m.left : m.right)
        }
        set {
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            layoutMargins = UIEdgeInsets(top: newValue.top, left: rtl ? newValue.trailing : newValue.leading,
                                         bottom: newValue.bottom, right: rtl ? newValue.leading : newValue.trailing)
        }
    }

    /// The guide inset from the view's bounds by its layout margins.
    public var layoutMarginsGuide: UILayoutGuide {
        systemGuide("UIViewLayoutMarginsGuide") { $0.bounds.inset(by: $0.layoutMargins) }
    }

    /// The guide covering the part of the view not hidden by bars (its bounds inset by
    /// `safeAreaInsets`).
    public var safeAreaLayoutGuide: UILayoutGuide {
        systemGuide("UIViewSafeAreaLayoutGuide") { $0.bounds.inset(by: $0.safeAreaInsets) }
    }

    /// The guide for text a reader can follow: within the layout margins, and no wider than a
    /// readable line of body text. UIKit's width depends on the Dynamic Type size; WidgetShot
    /// uses the layout margins' frame (the difference only shows on a view wider than a phone).
    public var readableContentGuide: UILayoutGuide {
        systemGuide("UIViewReadableContentGuide") { $0.bounds.inset(by: $0.layoutMargins) }
    }

    /// The guide of the view named `identifier`, made once (UIKit returns the same guide each time).
    private func systemGuide(_ identifier: String, frame: @escaping (UIView) -> CGRect) -> UILayoutGuide {
        if let guide = systemLayoutGuides[identifier] { return guide }
        let guide = UILayoutGuide(owningView: self, identifier: identifier, follows: frame)
        systemLayoutGuides[identifier] = guide
        return guide
    }
}
