import Foundation
import WidgetShotUI

// UIKit's view classes, so an app's shared frameworks (a header view, an image view subclass)
// compile into a widget build. Compile-only: a widget draws SwiftUI views, never a `UIView`, so
// nothing here is ever laid out or drawn by WidgetShot. Properties keep what they are given.

/// An object that responds to events — UIKit's `UIResponder` (no events reach it here).
open class UIResponder: NSObject, @unchecked Sendable {
    /// The next responder (none).
    open var next: UIResponder? { nil }
    /// What VoiceOver reads for the element (UIKit's `UIAccessibility` informal protocol, which
    /// views and controllers carry; no assistive technology reads a render, the value is kept).
    open var accessibilityLabel: String?
    /// A hint of what acting on the element does.
    open var accessibilityHint: String?
    /// The element's value, read after its label.
    open var accessibilityValue: String?
    /// A name identifying the element to UI tests.
    open var accessibilityIdentifier: String?
    /// Whether the element is one assistive technologies reach (UIKit: true for standard controls and labels, false otherwise).
    open var isAccessibilityElement = false
    /// How the element behaves for assistive technologies (none by default).
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// The element's frame in screen coordinates, as assistive technologies would read it
    /// (`.zero` until set; UIKit computes a view's from its frame on screen).
    open var accessibilityFrame: CGRect = .zero
    /// The accessibility elements this container holds, in reading order (UIKit's
    /// `UIAccessibilityContainer` informal protocol); nil: none given.
    open var accessibilityElements: [Any]?
    /// How many accessibility elements the container holds (``accessibilityElements``' count).
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
    /// The accessibility element at `index`, nil outside the range.
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
    /// The index of `element` among ``accessibilityElements`` (the same object), else `NSNotFound`.
    open func index(ofAccessibilityElement element: Any) -> Int {
        let target = element as AnyObject
        return accessibilityElements?.firstIndex { ($0 as AnyObject) === target } ?? NSNotFound
    }
    /// Whether it can become first responder (UIKit's default: false).
    open var canBecomeFirstResponder: Bool { false }
    /// Whether it is first responder (never, here).
    open var isFirstResponder: Bool { false }
    /// Asks to become first responder; nothing has focus in a widget, so it declines.
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    /// Gives up first responder status.
    @discardableResult open func resignFirstResponder() -> Bool { true }

    /// Fingers touched down (no touch reaches a widget render; subclasses override).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Fingers moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Fingers lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// The system cancelled the touches.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// The view shown instead of the keyboard while this responder is first (none by default).
    open var inputView: UIView? { nil }
    /// The view shown above the keyboard (none by default).
    open var inputAccessoryView: UIView? { nil }
    /// The custom keyboard's controller (none by default).
    open var inputViewController: UIInputViewController? { nil }
    /// Reloads the input views (no keyboard is shown in a widget render).
    open func reloadInputViews() {}
    /// Trait change registrations of a view or view controller (`registerForTraitChanges`).
    var traitChangeRegistrations: [TraitChangeRegistrationToken] = []
    /// Called after the object was loaded from a nib or storyboard (UIKit's `NSObject` method;
    /// WidgetShot loads neither, so only code calling it runs it).
    open func awakeFromNib() {}
    /// Called when Interface Builder draws a designable view (never, here).
    open func prepareForInterfaceBuilder() {}
}

extension UIView {
    /// How a view fits its content — UIKit's `UIView.ContentMode` (raw values as in UIKit).
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }
    /// "No intrinsic size in this dimension" (UIKit's −1).
    public static let noIntrinsicMetric: CGFloat = -1
}

/// A rectangular view — UIKit's `UIView`. Compile-only (see the file's header): frames and
/// subviews are kept, `layoutSubviews()` runs only when `layoutIfNeeded()` is called.
open class UIView: UIResponder, CALayerDelegate, @unchecked Sendable {
    /// The frame in the superview's coordinates.
    open var frame: CGRect {
        didSet { bounds.size = frame.size }
    }
    /// The view's own coordinate space.
    open var bounds: CGRect
    /// The centre of the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The background colour.
    open var backgroundColor: UIColor?
    /// The tint colour (the system blue unless set).
    open var tintColor: UIColor! = .systemBlue
    /// Whether the view is hidden.
    open var isHidden = false
    /// The opacity.
    open var alpha: CGFloat = 1
    /// Whether subviews are clipped to the bounds.
    open var clipsToBounds = false
    /// Whether touches reach the view.
    open var isUserInteractionEnabled = true
    /// How content fits (UIKit's default `.scaleToFill`).
    open var contentMode: ContentMode = .scaleToFill
    /// A number identifying the view.
    open var tag = 0
    /// Whether an autoresizing mask becomes constraints.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// The transform applied around the centre, relative to the bounds: the layer's affine
    /// transform, as in UIKit (the frame is undefined while it is not the identity; WidgetShot
    /// keeps the frame as set).
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }
    /// The appearance forced on this view and its subviews (`.unspecified`: inherited). Changing
    /// it changes the subtree's traits: trait change handlers and `traitCollectionDidChange(_:)` run.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { assignedInterfaceStyle }
        set {
            var before: [(UIView, UITraitCollection)] = []
            forEachInSubtree { before.append(($0, $0.traitCollection)) }
            assignedInterfaceStyle = newValue
            for (view, previous) in before { view.notifyTraitChange(from: previous) }
        }
    }
    private var assignedInterfaceStyle: UIUserInterfaceStyle = .unspecified
    private var assignedContentScale: CGFloat?
    /// Pixels per point of the view's content: the screen's scale unless set (UIKit: "the scale
    /// factor associated with the screen currently displaying the view"; WidgetShot's screen is
    /// the device being rendered, `UIScreen.main`).
    open var contentScaleFactor: CGFloat {
        get { assignedContentScale ?? UIScreen.main.scale }
        set { assignedContentScale = newValue }
    }
    /// The gesture recognizers attached to the view (nil when none, as in UIKit).
    open var gestureRecognizers: [UIGestureRecognizer]? {
        didSet {
            oldValue?.forEach { $0.view = nil }
            gestureRecognizers?.forEach { $0.view = self }
            if gestureRecognizers?.isEmpty == true { gestureRecognizers = nil }
        }
    }
    /// Attaches a gesture recognizer (moving it from another view). No touch reaches a widget
    /// render, so it never recognizes anything.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let other = gestureRecognizer.view, other !== self { other.removeGestureRecognizer(gestureRecognizer) }
        guard !(gestureRecognizers ?? []).contains(where: { $0 === gestureRecognizer }) else { return }
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
    }
    /// Detaches a gesture recognizer.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let list = gestureRecognizers, list.contains(where: { $0 === gestureRecognizer }) else { return }
        gestureRecognizer.view = nil
        gestureRecognizers = list.filter { $0 !== gestureRecognizer }
    }
    /// Whether a recognizer attached to this view may begin (UIKit asks the view before the
    /// recognizer leaves `.possible`; the default is true). No touch reaches a widget render, so
    /// UIKit never asks here; subclasses override it and call it themselves.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// The subviews, back to front.
    open internal(set) var subviews: [UIView] = []
    /// The view containing this one.
    open private(set) weak var superview: UIView?

    /// A view with a frame.
    public init(frame: CGRect) {
        self.frame = frame
        bounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }
    /// A view with an empty frame.
    public convenience override init() { self.init(frame: .zero) }
    /// A view from an archive: WidgetShot loads no storyboards or nibs, so an empty view.
    public required init?(coder: NSCoder) {
        frame = .zero
        bounds = .zero
        super.init()
    }

    /// The natural size (none, for a plain view).
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    /// The size that fits (the current size, for a plain view).
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// Resizes the view to `sizeThatFits` its current size.
    open func sizeToFit() { frame.size = sizeThatFits(bounds.size) }

    /// Adds a subview on top.
    open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }
    /// Inserts a subview at an index (UIKit's `willMove`/`didMove` callbacks run around it).
    open func insertSubview(_ view: UIView, at index: Int) {
        let oldWindow = view.window
        view.removeFromSuperview()
        view.willMove(toSuperview: self)
        if window !== oldWindow { view.forEachInSubtree { $0.willMove(toWindow: window) } }
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        view.didMoveToSuperview()
        if window !== oldWindow { view.forEachInSubtree { $0.didMoveToWindow() } }
        didAddSubview(view)
    }
    /// Removes the view from its superview.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { forEachInSubtree { $0.willMove(toWindow: nil) } }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        didMoveToSuperview()
        if oldWindow != nil { forEachInSubtree { $0.didMoveToWindow() } }
    }

    /// Runs `body` on this view and every view below it (UIKit tells a whole subtree that its
    /// window changed).
    func forEachInSubtree(_ body: (UIView) -> Void) {
        body(self)
        for subview in subviews { subview.forEachInSubtree(body) }
    }

    /// The window the view is in (`nil`: a widget render shows no window, unless the view is in
    /// a `UIWindow` the code made).
    open var window: UIWindow? { superview?.window }
    /// Called before the view moves to another superview.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to another superview.
    open func didMoveToSuperview() {}
    /// Called before the view moves to another window.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view moved to another window.
    open func didMoveToWindow() {}
    /// Called after a subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    /// The class of the view's layer (UIKit makes the layer of this class; WidgetShot cannot make
    /// an instance of a subclass from its class object, so `layer` is a `CALayer` — casting it to
    /// an app's layer class stops, as a cast that fails does).
    open class var layerClass: AnyClass { CALayer.self }
    /// The view's Core Animation layer (its delegate is the view).
    public private(set) lazy var layer: CALayer = {
        let layer = CALayer()
        layer.delegate = self
        layer.frame = frame
        return layer
    }()

    /// Sets the layer's contents (`CALayerDelegate`; subclasses override).
    open func display(_ layer: CALayer) {}
    /// Draws the layer's contents (`CALayerDelegate`): the view's `draw(_:)`, when `ctx` is the
    /// current UIKit context (`UIGraphicsGetCurrentContext()`, which `draw(_:)` draws into).
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        if UIGraphicsGetCurrentContext() === ctx { draw(bounds) }
    }
    /// Lays out the layer's sublayers (`CALayerDelegate`).
    open func layoutSublayers(of layer: CALayer) {}

    /// Constraints held by this view (`addConstraint(_:)`, or activated with it as the items'
    /// nearest common ancestor).
    open internal(set) var constraints: [NSLayoutConstraint] = []
    /// The layout guides added with `addLayoutGuide(_:)`.
    var addedLayoutGuides: [UILayoutGuide] = []
    /// Content hugging priorities by axis (UIKit's defaults: 250 for a plain view).
    var huggingPriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    /// Compression resistance priorities by axis (UIKit's default: 750).
    var compressionPriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    /// Lays out subviews (subclasses override).
    open func layoutSubviews() {}
    /// Marks the layout as stale.
    open func setNeedsLayout() {}
    /// Runs `layoutSubviews()` now.
    open func layoutIfNeeded() { layoutSubviews() }
    /// Marks the content as stale (nothing is drawn here).
    open func setNeedsDisplay() {}
    /// Draws the content (subclasses override; never called here).
    open func draw(_ rect: CGRect) {}

    // Margins (UIView+LayoutMargins.swift), traits (UIView+Traits.swift) and sizing: declared
    // here so subclasses can override them, as they do UIKit's.
    /// The interactions added (`addInteraction(_:)`, UIInteraction.swift).
    var addedInteractions: [UIInteraction] = []
    /// The large content viewer values (`UILargeContentViewerItem`, UIInteraction.swift).
    var largeContent = LargeContentValues()
    /// The margins set (`nil`: UIKit's default, see `layoutMargins`).
    var assignedLayoutMargins: UIEdgeInsets?
    /// The layout margins, safe area and readable content guides, made on first use.
    var systemLayoutGuides: [String: UILayoutGuide] = [:]
    /// The space between the view's edges and its content (UIKit's default: 8 points on each
    /// side, https://developer.apple.com/documentation/uikit/uiview/layoutmargins).
    open var layoutMargins: UIEdgeInsets {
        get { assignedLayoutMargins ?? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
        set {
            assignedLayoutMargins = newValue
            layoutMarginsDidChange()
        }
    }
    /// Whether the superview's margins also apply to this view's content.
    open var preservesSuperviewLayoutMargins = false
    /// Whether the margins are measured from the safe area (UIKit's default: true).
    open var insetsLayoutMarginsFromSafeArea = true
    /// The insets that keep content clear of bars and the sensor housing: none, as no UIKit view
    /// sits in a window on screen during a widget render.
    open var safeAreaInsets: UIEdgeInsets { .zero }
    /// Called after the layout margins changed.
    open func layoutMarginsDidChange() {}
    /// Called after the safe area changed (never, here).
    open func safeAreaInsetsDidChange() {}

    /// The view's traits: the current ones (`UITraitCollection.current`: the rendered device and
    /// appearance) with the nearest `overrideUserInterfaceStyle` of the view or its superviews.
    open var traitCollection: UITraitCollection {
        var view: UIView? = self
        while let v = view, v.overrideUserInterfaceStyle == .unspecified { view = v.superview }
        let base = UITraitCollection.current
        guard let style = view?.overrideUserInterfaceStyle else { return base }
        return UITraitCollection(traitsFrom: [base, UITraitCollection(userInterfaceStyle: style)])
    }
    /// Called after the view's traits changed.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// Called after the tint colour changed (subclasses override).
    open func tintColorDidChange() {}
    /// Whether the tint is dimmed (UIKit's default `.automatic`: as the superview).
    open var tintAdjustmentMode: TintAdjustmentMode = .automatic
    /// Whether the view is fully opaque (a drawing hint; UIKit's default: true).
    open var isOpaque = true
    /// How the view's content flips for right-to-left languages (UIKit's default `.unspecified`).
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    /// The layout direction of the view's content: its semantic attribute's, else the app's
    /// (the render locale's).
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(for: semanticContentAttribute)
    }

    /// The smallest size satisfying the view's constraints near `targetSize`. Constraints are
    /// not solved here (see `NSLayoutConstraint`): a view with a natural size answers it, else
    /// the target (UIKit's answer for a view whose constraints do not size it).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        let natural = intrinsicContentSize
        return CGSize(width: natural.width == UIView.noIntrinsicMetric ? targetSize.width : natural.width,
                      height: natural.height == UIView.noIntrinsicMetric ? targetSize.height : natural.height)
    }
    /// The size fitting `targetSize`, keeping a dimension whose fitting priority is required.
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        let fitted = systemLayoutSizeFitting(targetSize)
        return CGSize(width: horizontalFittingPriority == .required ? targetSize.width : fitted.width,
                      height: verticalFittingPriority == .required ? targetSize.height : fitted.height)
    }

    /// A view whose alpha masks this view's content (kept; the view is not drawn here).
    open var mask: UIView?
    /// How the view resizes when its superview's bounds change (UIKit's default: none).
    open var autoresizingMask: AutoresizingMask = []
    /// Whether subviews resize with the view (UIKit's default: true).
    open var autoresizesSubviews = true
    /// Marks the natural size as stale (nothing is laid out here; the next read measures again).
    open func invalidateIntrinsicContentSize() {}

    /// Makes every text field in the view give up first responder status (none has it in a
    /// widget render), answering whether they did.
    @discardableResult open func endEditing(_ force: Bool) -> Bool { true }
}
