import Foundation
import WidgetShotFoundation

/// An item of a bar — UIKit's `UIBarItem`.
open class UIBarItem: NSObject, @unchecked Sendable {
    /// The title.
    open var title: String?
    /// The image.
    open var image: UIImage?
    /// Whether the item can be tapped (UIKit's default: true).
    open var isEnabled = true
    /// A number identifying the item.
    open var tag = 0
}

/// A button of a navigation bar or toolbar — UIKit's `UIBarButtonItem`. Nothing is tapped in a
/// render: the target–action pair is kept, never sent.
open class UIBarButtonItem: UIBarItem, @unchecked Sendable {
    /// How the item looks — UIKit's `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable {
        case plain = 0, bordered, done
    }
    /// The system's items — UIKit's `UIBarButtonItem.SystemItem` (raw values as in UIKit).
    public enum SystemItem: Int, Sendable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case pageCurl, close
    }

    /// The item's style.
    open var style: Style = .plain
    /// The system item it was made as (UIKit keeps it private).
    private(set) var systemItem: SystemItem?
    /// The object the action is sent to.
    open weak var target: AnyObject?
    /// The action sent when tapped (never, here).
    open var action: Selector?
    /// A view shown instead of a button.
    open var customView: UIView?
    /// The width of a fixed space.
    open var width: CGFloat = 0
    /// The item's tint.
    open var tintColor: UIColor?

    /// An empty plain item.
    public override init() { super.init() }
    /// A titled item.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }
    /// An item showing an image.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }
    /// A system item.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        self.target = target as AnyObject?
        self.action = action
    }
    /// An item showing a view.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }
    /// Flexible space between items (iOS 14).
    public class func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil) }
    /// Fixed space of a width (iOS 14).
    public class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }
}
