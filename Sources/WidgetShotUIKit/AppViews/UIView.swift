import Foundation
import WidgetShotUI

// UIKit's view classes, so an app's shared frameworks (a header view, an image view subclass)
// compile into a widget build. Compile-only: a widget draws SwiftUI views, never a `UIView`, so
// nothing here is ever laid out or drawn by WidgetShot. Properties keep what they are given.

/// An object that responds to events — UIKit's `UIResponder` (no events reach it here).
open class UIResponder: NSObject, @unchecked Sendable {
    /// The next responder (none).
    open var next: UIResponder? { nil }
    /// Whether it can become first responder (UIKit's default: false).
    open var canBecomeFirstResponder: Bool { false }
    /// Whether it is first responder (never, here).
    open var isFirstResponder: Bool { false }
    /// Asks to become first responder; nothing has focus in a widget, so it declines.
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    /// Gives up first responder status.
    @discardableResult open func resignFirstResponder() -> Bool { true }
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
open class UIView: UIResponder, @unchecked Sendable {
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
    /// The subviews, back to front.
    open private(set) var subviews: [UIView] = []
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
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }
    /// Inserts a subview at an index.
    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
    }
    /// Removes the view from its superview.
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }
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
    /// Whether the font follows Dynamic Type.
    open var adjustsFontForContentSizeCategory = false

    /// A label with a frame.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// An empty label.
    public convenience init() { self.init(frame: .zero) }
    /// A label from an archive (empty).
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
