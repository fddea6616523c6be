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
    /// The appearance forced on this view and its subviews (`.unspecified`: inherited).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
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
}

/// A view showing an image — UIKit's `UIImageView` (compile-only, see `UIView`).
open class UIImageView: UIView, @unchecked Sendable {
    /// The image.
    open var image: UIImage?
    /// The image shown when highlighted.
    open var highlightedImage: UIImage?
    /// Whether the highlighted image shows.
    open var isHighlighted = false

    /// An image view showing an image, sized to it.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }
    /// An image view with a highlighted image.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }
    /// An empty image view with a frame.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// An empty image view.
    public convenience init() { self.init(frame: .zero) }
    /// An image view from an archive (empty).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The image's size.
    open override var intrinsicContentSize: CGSize { image?.size ?? super.intrinsicContentSize }

    /// Images shown in turn by `startAnimating()`.
    open var animationImages: [UIImage]?
    /// Images shown in turn when highlighted.
    open var highlightedAnimationImages: [UIImage]?
    /// Seconds for one cycle (0: 1/30 s per image, UIKit's default).
    open var animationDuration: TimeInterval = 0
    /// Cycles to play (0: forever).
    open var animationRepeatCount = 0
    private var animating = false
    /// Whether the image view is animating.
    open var isAnimating: Bool { animating }
    /// Starts cycling through `animationImages` (nothing is shown in a render; the state is kept).
    open func startAnimating() { animating = animationImages?.isEmpty == false }
    /// Stops the animation.
    open func stopAnimating() { animating = false }
}

/// A view showing text — UIKit's `UILabel` (compile-only, see `UIView`).
open class UILabel: UIView, @unchecked Sendable {
    /// The text.
    open var text: String?
    /// The attributed text.
    open var attributedText: NSAttributedString?
    /// The font (UIKit's default: the 17 pt system font).
    open var font: UIFont! = .systemFont(ofSize: 17)
    /// The text colour (UIKit's default `.label`).
    open var textColor: UIColor! = .label
    /// The maximum number of lines (0: no limit; UIKit's default 1).
    open var numberOfLines = 1
    /// The text's alignment (UIKit's default `.natural`).
    open var textAlignment: NSTextAlignment = .natural
    /// Whether the font follows Dynamic Type.
    open var adjustsFontForContentSizeCategory = false

    /// A label with a frame.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// An empty label.
    public convenience init() { self.init(frame: .zero) }
    /// A label from an archive (empty).
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
