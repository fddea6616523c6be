import Foundation
import WidgetShotUI

/// A controller showing one of several child controllers chosen with a tab bar — UIKit's
/// `UITabBarController` (compile-only, as every controller here: the children and the selection
/// are kept, nothing is shown). Its view controllers are its children, so each one's
/// `tabBarController` is this controller, as in UIKit.
open class UITabBarController: UIViewController, @unchecked Sendable {
    /// The controllers of the tabs, in order (each becomes a child).
    open var viewControllers: [UIViewController]? {
        didSet {
            oldValue?.forEach { old in if !(viewControllers ?? []).contains(where: { $0 === old }) { old.removeFromParent() } }
            viewControllers?.forEach { addChild($0) }
            tabBar.items = viewControllers?.map(\.tabBarItem)
            if selectedIndex >= (viewControllers?.count ?? 0) { selectedIndex = 0 }
        }
    }
    /// The index of the selected tab (0 by default).
    open var selectedIndex = 0 {
        didSet { tabBar.selectedItem = selectedViewController?.tabBarItem }
    }
    /// The controller of the selected tab; setting one of the tabs' controllers selects it.
    open var selectedViewController: UIViewController? {
        get { viewControllers.flatMap { $0.indices.contains(selectedIndex) ? $0[selectedIndex] : nil } }
        set { if let index = viewControllers?.firstIndex(where: { $0 === newValue }) { selectedIndex = index } }
    }
    /// The tab bar.
    open private(set) lazy var tabBar = UITabBar(frame: CGRect(x: 0, y: 0, width: 0, height: 49))
    /// The object told about selections (nothing is tapped in a render).
    open weak var delegate: UITabBarControllerDelegate?

    /// Sets the tabs' controllers.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) { self.viewControllers = viewControllers }
}

/// What a tab bar controller tells its delegate — UIKit's `UITabBarControllerDelegate` (every
/// method optional; no tab is tapped in a render, so none is called).
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether a tab may be selected.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// A tab was selected.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// A bar of tabs — UIKit's `UITabBar` (compile-only).
open class UITabBar: UIView, @unchecked Sendable {
    /// The items, in order.
    open var items: [UITabBarItem]?
    /// The selected item.
    open weak var selectedItem: UITabBarItem?
    /// The bar's tint.
    open var barTintColor: UIColor?
    /// The colour of unselected items.
    open var unselectedItemTintColor: UIColor?
    /// Whether the bar is translucent (UIKit's default: true).
    open var isTranslucent = true
    /// Sets the items.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }
}

/// An item of a tab bar — UIKit's `UITabBarItem`.
open class UITabBarItem: UIBarItem, @unchecked Sendable {
    /// The image shown when selected.
    open var selectedImage: UIImage?
    /// The badge's text (nil: no badge).
    open var badgeValue: String?
    /// The badge's colour.
    open var badgeColor: UIColor?

    /// An empty item.
    public override init() { super.init() }
    /// An item with a title, image and tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }
    /// An item with a title, image and selected image.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        super.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }
}
