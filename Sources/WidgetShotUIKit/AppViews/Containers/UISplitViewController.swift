import Foundation
import WidgetShotUI

/// A controller showing a primary and a secondary (and, from iOS 14, a supplementary) column —
/// UIKit's `UISplitViewController` (compile-only: the columns are kept, nothing is shown). Its
/// column controllers are its children, so each one's `splitViewController` is this controller.
open class UISplitViewController: UIViewController, @unchecked Sendable {
    /// The split view's style — UIKit's `UISplitViewController.Style` (iOS 14).
    public enum Style: Int, Sendable {
        /// The iOS 13 behaviour: `viewControllers` sets the columns.
        case unspecified = 0
        /// Primary and secondary columns.
        case doubleColumn = 1
        /// Primary, supplementary and secondary columns.
        case tripleColumn = 2
    }
    /// A column — UIKit's `UISplitViewController.Column` (iOS 14).
    public enum Column: Int, Sendable {
        case primary = 0, supplementary, secondary, compact
    }
    /// How the columns show — UIKit's `UISplitViewController.DisplayMode`.
    public enum DisplayMode: Int, Sendable {
        case automatic = 0, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary
    }

    /// The style the controller was made with.
    public let style: Style
    private var columns: [Column: UIViewController] = [:]
    /// The columns' controllers: primary then secondary (with the supplementary between them for
    /// a triple-column split), each a child.
    open var viewControllers: [UIViewController] {
        get { [Column.primary, .supplementary, .secondary].compactMap { columns[$0] } }
        set {
            let order: [Column] = newValue.count >= 3 ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            columns.values.forEach { $0.removeFromParent() }
            columns = [:]
            for (column, controller) in zip(order, newValue) { setViewController(controller, for: column) }
        }
    }
    /// The display mode asked for.
    open var preferredDisplayMode: DisplayMode = .automatic
    /// The display mode in effect (the preferred one; `.automatic` resolves to showing the
    /// secondary column beside one other, as on an iPad in landscape).
    open var displayMode: DisplayMode { preferredDisplayMode == .automatic ? .oneBesideSecondary : preferredDisplayMode }
    /// Whether only one column shows (false: WidgetShot renders no split interface).
    open var isCollapsed: Bool { false }
    /// The primary column's width as a fraction of the whole (`automaticDimension`: UIKit chooses).
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension
    /// Whether the primary column shows on the trailing side.
    open var primaryEdge: PrimaryEdge = .leading
    /// The object told about changes (none happen in a render).
    open weak var delegate: UISplitViewControllerDelegate?
    /// UIKit's "let the system choose" value (−1).
    public static let automaticDimension: CGFloat = -1

    /// The primary column's edge — UIKit's `UISplitViewController.PrimaryEdge`.
    public enum PrimaryEdge: Int, Sendable { case leading = 0, trailing }

    /// A split view of a style (iOS 14).
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }
    /// A split view (unspecified style).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    /// A split view from an archive (empty).
    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    /// Sets a column's controller (iOS 14).
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        columns[column]?.removeFromParent()
        columns[column] = vc
        if let vc { addChild(vc) }
    }
    /// A column's controller (iOS 14).
    open func viewController(for column: Column) -> UIViewController? { columns[column] }
    /// Shows a column (the display mode is kept: nothing is on screen).
    open func show(_ column: Column) {}
    /// Hides a column.
    open func hide(_ column: Column) {}
}

/// What a split view controller tells its delegate — UIKit's `UISplitViewControllerDelegate`
/// (optional methods; none is called in a render).
public protocol UISplitViewControllerDelegate: AnyObject {
    /// The display mode is about to change.
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
}

extension UISplitViewControllerDelegate {
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
}

extension UIViewController {
    /// The nearest tab bar controller above this controller (through its parents and the
    /// navigation controller holding it), as UIKit finds it.
    public var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }
    /// The nearest split view controller above this controller.
    public var splitViewController: UISplitViewController? { nearestAncestor(UISplitViewController.self) }
    /// The tab bar item of the controller (made on first access with its title, as UIKit does).
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = storedTabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }

    private func nearestAncestor<T: UIViewController>(_ type: T.Type) -> T? {
        var current: UIViewController? = parent ?? navigationController
        while let controller = current {
            if let match = controller as? T { return match }
            current = controller.parent ?? controller.navigationController
        }
        return nil
    }
}
