import Foundation
import WidgetShotFoundation
import WidgetShotUI

/// The direction of an app's layout — UIKit's `UIUserInterfaceLayoutDirection` (Apple's raw
/// values).
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right (English, Chinese…).
    case leftToRight = 0
    /// Right to left (Arabic, Hebrew…).
    case rightToLeft = 1
}

extension UIApplication {
    /// The layout direction of the app's interface: the render locale's (right to left for
    /// Arabic, Hebrew, Persian, Urdu…, as iOS lays out an app in that language).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        LayoutDirection(locale: WidgetShotLocale.current) == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// Sends an action message to a target — UIKit's `sendAction(_:to:from:for:)`. A `nil`
    /// target means the first responder, and nothing is first responder in a widget render, so
    /// that answers false (as UIKit does when no responder handles it). A target is sent the
    /// action when it implements it (see WidgetShotFoundation's `responds(to:)`: Objective-C
    /// methods WidgetShot's classes provide).
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        guard let object = target as? NSObject, object.responds(to: action) else { return false }
        _ = object.perform(action)
        return true
    }
}
