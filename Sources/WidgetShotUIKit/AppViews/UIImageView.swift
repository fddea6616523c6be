import Foundation
import WidgetShotUI

/// A view showing an image — UIKit's `UIImageView` (compile-only, see `UIView`).
open class UIImageView: UIView, @unchecked Sendable {
    /// The image.
    open var image: UIImage?
    /// The image shown when highlighted.
    open var highlightedImage: UIImage?
    /// Whether the highlighted image shows.
    open var isHighlighted = false
    /// The symbol configuration a symbol image is shown with (scale, weight, text style).
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

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
