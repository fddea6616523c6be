import Foundation

/// What a view controller shows in a navigation bar — UIKit's `UINavigationItem`. Kept as set;
/// no bar is drawn in a widget.
open class UINavigationItem: NSObject, @unchecked Sendable {
    /// When the title is large — UIKit's `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic = 0, always, never
    }

    /// The title.
    open var title: String?
    /// A view shown instead of the title.
    open var titleView: UIView?
    /// A line above the title.
    open var prompt: String?
    /// The title of the back button leading here.
    open var backButtonTitle: String?
    /// The back button leading here.
    open var backBarButtonItem: UIBarButtonItem?
    /// Whether the back button is hidden.
    open var hidesBackButton = false
    /// The items on the leading side.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// The items on the trailing side.
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// The first leading item.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The first trailing item.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    /// When the title is large (UIKit's default `.automatic`).
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic

    /// An item with a title.
    public init(title: String) {
        self.title = title
        super.init()
    }
    /// An untitled item.
    public override init() { super.init() }

    /// Sets the leading item.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets the trailing item.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets the leading items.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets the trailing items.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Hides or shows the back button.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
}
