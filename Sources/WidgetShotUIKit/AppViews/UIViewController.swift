import Foundation
import WidgetShotUI

// UIKit's view controllers, so an app's shared frameworks compile into a widget build.
// Compile-only: a widget extension has no view controllers; WidgetShot never loads, shows or
// presents one (`present` records nothing and calls its completion, as no UI exists to wait for).

/// A controller of a view hierarchy — UIKit's `UIViewController` (compile-only).
open class UIViewController: UIResponder, @unchecked Sendable {
    private var loadedView: UIView?
    /// The root view (an empty `UIView`, made on first access after `loadView()`).
    open var view: UIView! {
        get {
            if loadedView == nil { loadView(); if loadedView == nil { loadedView = UIView() }; viewDidLoad() }
            return loadedView
        }
        set { loadedView = newValue }
    }
    /// Whether the view was made.
    open var isViewLoaded: Bool { loadedView != nil }
    /// The root view if it is loaded, else nil (reading it does not load it).
    open var viewIfLoaded: UIView? { loadedView }
    /// The title (setting it sets the navigation item's title too, as in UIKit).
    open var title: String? {
        didSet { navigationItem.title = title }
    }
    /// What the controller shows in a navigation bar.
    open private(set) lazy var navigationItem = UINavigationItem()
    /// The controllers contained in this one.
    open private(set) var children: [UIViewController] = []
    /// The controller containing this one.
    open private(set) weak var parent: UIViewController?
    /// The navigation controller holding this controller.
    open internal(set) weak var navigationController: UINavigationController?
    /// The tab bar item, once made or set (`tabBarItem`).
    var storedTabBarItem: UITabBarItem?
    /// The controller this one presented (none: nothing is presented here).
    open var presentedViewController: UIViewController? { nil }
    /// How the controller is presented.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The size preferred when presented.
    open var preferredContentSize: CGSize = .zero
    /// The status bar style the controller prefers (`.default`; subclasses override it —
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredstatusbarstyle).
    /// A widget render draws no status bar.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the controller prefers the status bar hidden (UIKit's default: false).
    open var prefersStatusBarHidden: Bool { false }
    /// Asks the system to read the status bar preferences again
    /// (`func setNeedsStatusBarAppearanceUpdate()`, iOS 7,
    /// developer.apple.com/documentation/uikit/uiviewcontroller/setneedsstatusbarappearanceupdate()).
    /// A widget render draws no status bar, so there is nothing to update.
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// Whether the controller prefers the home indicator hidden (UIKit's default: false).
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// Asks the system to read `prefersHomeIndicatorAutoHidden` again (iOS 11; no home indicator is drawn).
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
    /// The appearance forced on this controller and its views (`.unspecified`: inherited).
    /// Changing it runs the controller's trait change handlers, as its traits change.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { assignedInterfaceStyle }
        set {
            let previous = traitCollection
            assignedInterfaceStyle = newValue
            notifyTraitChange(from: previous)
        }
    }
    private var assignedInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// The controller's traits: the current ones with the nearest `overrideUserInterfaceStyle`
    /// of the controller or its parents.
    open var traitCollection: UITraitCollection {
        var controller: UIViewController? = self
        while let c = controller, c.overrideUserInterfaceStyle == .unspecified { controller = c.parent }
        let base = UITraitCollection.current
        guard let style = controller?.overrideUserInterfaceStyle else { return base }
        return UITraitCollection(traitsFrom: [base, UITraitCollection(userInterfaceStyle: style)])
    }
    /// Called after the controller's traits changed.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    private var editing = false
    /// Whether the controller's content is being edited (UIKit's default: false; setting it
    /// calls `setEditing(_:animated:)` without animation, as UIKit does).
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    /// Starts or ends editing; the edit button's title becomes Done or Edit, as in UIKit.
    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
        editButton?.title = editing ? "Done" : "Edit"
        editButton?.style = editing ? .done : .plain
    }
    private var editButton: UIBarButtonItem?
    /// A bar button toggling editing (made on first use, titled Edit).
    open var editButtonItem: UIBarButtonItem {
        if let editButton { return editButton }
        let item = UIBarButtonItem(title: isEditing ? "Done" : "Edit", style: isEditing ? .done : .plain, target: nil, action: nil)
        editButton = item
        return item
    }
    /// Whether the controller refuses interactive dismissal while presented (UIKit's default: false).
    open var isModalInPresentation = false
    /// The orientations the controller supports (UIKit: all but upside down on iPhone, all on iPad).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        UIDevice.current.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }
    /// Called when the system is low on memory (never, here).
    open func didReceiveMemoryWarning() {}
    /// Called before the view's size changes (a rotation; never, here: a widget render does not rotate).
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
    private var presentation: UIPresentationController?
    /// The presentation controller for the controller's `modalPresentationStyle`, made on first
    /// use as UIKit makes it: a sheet for `.automatic`, `.pageSheet` and `.formSheet`, a popover for
    /// `.popover`, a plain one otherwise (nothing is presented in a render).
    open var presentationController: UIPresentationController? {
        let style = modalPresentationStyle
        let fits: Bool
        switch presentation {
        case is UISheetPresentationController: fits = [.automatic, .pageSheet, .formSheet].contains(style)
        case is UIPopoverPresentationController: fits = style == .popover
        case .some: fits = ![.automatic, .pageSheet, .formSheet, .popover].contains(style)
        case nil: fits = false
        }
        if !fits {
            switch style {
            case .automatic, .pageSheet, .formSheet: presentation = UISheetPresentationController(presentedViewController: self, presenting: nil)
            case .popover: presentation = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
            default: presentation = UIPresentationController(presentedViewController: self, presenting: nil)
            }
        }
        return presentation
    }
    /// The sheet presentation controller when the controller is presented as a sheet (iOS 15; nil otherwise).
    open var sheetPresentationController: UISheetPresentationController? { presentationController as? UISheetPresentationController }
    /// The popover configuration of a controller presented as `.popover` (nil otherwise, as in UIKit).
    open var popoverPresentationController: UIPopoverPresentationController? { presentationController as? UIPopoverPresentationController }
    /// The storyboard the controller came from: none (WidgetShot makes no controller from a
    /// storyboard; see `UIStoryboard`).
    open var storyboard: UIStoryboard? { nil }

    /// A controller without a nib.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    /// A controller without a nib.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    /// A controller from an archive (WidgetShot loads no storyboards: an empty controller).
    public required init?(coder: NSCoder) { super.init() }

    /// Makes the root view (subclasses override and set `view`).
    open func loadView() { loadedView = UIView() }
    /// The view was made.
    open func viewDidLoad() {}
    /// The view will appear (never, here).
    open func viewWillAppear(_ animated: Bool) {}
    /// The view appeared (never, here).
    open func viewDidAppear(_ animated: Bool) {}
    /// The view will disappear (never, here).
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view disappeared (never, here).
    open func viewDidDisappear(_ animated: Bool) {}
    /// The view will lay out its subviews.
    open func viewWillLayoutSubviews() {}
    /// The view laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// Presents a controller: nothing is shown in a widget; the completion runs.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) { completion?() }
    /// Dismisses the presented controller: nothing is shown; the completion runs.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { completion?() }

    /// Adds a child controller (its view is the caller's to place; UIKit calls
    /// `willMove(toParent:)` on the child here, and the caller calls `didMove(toParent:)`).
    open func addChild(_ childController: UIViewController) {
        guard childController.parent !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }
    /// Removes the controller from its parent (UIKit calls `didMove(toParent: nil)` here; the
    /// caller calls `willMove(toParent: nil)` first).
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }
    /// Called before the controller is added to or removed from a parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller was added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {}
    /// Shows a controller: pushed onto the navigation controller holding this one, else presented.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController { navigationController.pushViewController(vc, animated: true) } else { present(vc, animated: true) }
    }

    /// Performs a storyboard segue. A controller not loaded from a storyboard has no segues:
    /// UIKit raises NSInvalidArgumentException "Receiver (…) has no segue with identifier '…'",
    /// and so does this.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        fatalError("Receiver (\(type(of: self))) has no segue with identifier '\(identifier)': WidgetShot loads no storyboards")
    }
    /// Whether a triggered segue should run (UIKit's default: true).
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    /// Called before a segue runs (subclasses override to configure the destination).
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
}

/// How a controller is presented — UIKit's `UIModalPresentationStyle` (raw values as in UIKit).
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1, automatic = -2
}

/// A stack of view controllers with a bar — UIKit's `UINavigationController` (compile-only:
/// the stack is kept, nothing is shown or animated).
open class UINavigationController: UIViewController, @unchecked Sendable {
    /// The stack, root first.
    open var viewControllers: [UIViewController] = [] {
        didSet { viewControllers.forEach { $0.navigationController = self } }
    }
    /// The bar.
    open private(set) lazy var navigationBar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
    /// Whether the bar is hidden.
    open var isNavigationBarHidden = false
    /// The top of the stack.
    open var topViewController: UIViewController? { viewControllers.last }
    /// The controller shown (the top: nothing is presented here).
    open var visibleViewController: UIViewController? { topViewController }

    /// A stack holding one controller.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
        rootViewController.navigationController = self
    }
    /// An empty stack.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }
    /// An empty stack from an archive.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Pushes a controller.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) { viewControllers.append(viewController) }
    /// Pops the top controller (not the root) and returns it.
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? {
        viewControllers.count > 1 ? viewControllers.removeLast() : nil
    }
    /// Pops to a controller in the stack and returns the controllers removed (nil when it is not in the stack).
    @discardableResult open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else { return nil }
        let removed = Array(viewControllers[(index + 1)...])
        viewControllers = Array(viewControllers[...index])
        return removed
    }
    /// Pops to the root and returns the controllers removed.
    @discardableResult open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        let removed = Array(viewControllers.dropFirst())
        viewControllers = Array(viewControllers.prefix(1))
        return removed
    }
    /// Replaces the stack.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) { self.viewControllers = viewControllers }
    /// Hides or shows the bar.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
}

/// A navigation bar — UIKit's `UINavigationBar` (compile-only).
open class UINavigationBar: UIView, @unchecked Sendable {
    /// Whether titles are large.
    open var prefersLargeTitles = false
    /// Whether the bar is translucent (UIKit's default: true).
    open var isTranslucent = true
    /// The bar's tint.
    open var barTintColor: UIColor?
}
