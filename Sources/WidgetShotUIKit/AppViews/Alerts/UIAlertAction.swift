import Foundation

/// A button of an alert or action sheet — UIKit's `UIAlertAction`
/// (https://developer.apple.com/documentation/uikit/uialertaction).
///
/// Nothing is presented in a widget render, so no one taps an action: the handler is kept and
/// never called by WidgetShot.
open class UIAlertAction: NSObject, NSCopying, @unchecked Sendable {
    /// How an action looks — UIKit's `UIAlertAction.Style` (raw values as in UIKit).
    public enum Style: Int, Sendable {
        /// A normal button.
        case `default` = 0
        /// The button that cancels (at most one per alert).
        case cancel = 1
        /// A button that changes or deletes data (drawn red on iOS).
        case destructive = 2
    }

    /// The button's title.
    open private(set) var title: String?
    /// The button's style.
    open private(set) var style: Style = .default
    /// Whether the button can be tapped (UIKit's default: true).
    open var isEnabled = true
    /// The block run when the button is tapped (kept; never run here: nothing is tapped).
    let handler: ((UIAlertAction) -> Void)?

    /// An action with a title, a style and a block to run when it is tapped.
    public convenience init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init(title: title, style: style, storedHandler: handler)
    }

    init(title: String?, style: Style, storedHandler: ((UIAlertAction) -> Void)?) {
        self.title = title
        self.style = style
        handler = storedHandler
        super.init()
    }

    /// An untitled default action (Objective-C's `init`).
    public override convenience init() { self.init(title: nil, style: .default, storedHandler: nil) }

    /// A copy with the same title, style, state and handler.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIAlertAction(title: title, style: style, storedHandler: handler)
        copy.isEnabled = isEnabled
        return copy
    }
}
