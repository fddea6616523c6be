import Foundation
import WidgetShotUI

/// A spinning progress indicator — UIKit's `UIActivityIndicatorView`. Nothing is on screen in a
/// render: the indicator keeps its state (`isAnimating`, hidden when stopped if
/// `hidesWhenStopped`) and size.
open class UIActivityIndicatorView: UIView, @unchecked Sendable {
    /// The indicator's look.
    open var style: Style = .medium
    /// The spinner's colour (`nil`: the style's).
    open var color: UIColor!
    /// Whether the indicator hides when stopped (true by default).
    open var hidesWhenStopped = true {
        didSet { if hidesWhenStopped && !animating { isHidden = true } }
    }
    private var animating = false
    /// Whether the indicator spins.
    open var isAnimating: Bool { animating }

    /// An indicator of a style (stopped, so hidden).
    public init(style: Style) {
        self.style = style
        let side: CGFloat = style == .large || style == .whiteLarge ? 37 : 20   // UIKit's intrinsic sizes (20 pt, 37 pt large)
        super.init(frame: CGRect(x: 0, y: 0, width: side, height: side))
        isHidden = true
    }
    /// An indicator with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }
    /// An indicator from an archive.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Starts spinning (shows the indicator).
    open func startAnimating() { animating = true; isHidden = false }
    /// Stops spinning (hides the indicator when `hidesWhenStopped`).
    open func stopAnimating() { animating = false; if hidesWhenStopped { isHidden = true } }

    /// The spinner's size for its style.
    open override var intrinsicContentSize: CGSize {
        let side: CGFloat = style == .large || style == .whiteLarge ? 37 : 20
        return CGSize(width: side, height: side)
    }

    /// Indicator styles — `UIActivityIndicatorView.Style` (Apple's raw values).
    public enum Style: Int, Sendable {
        case whiteLarge = 0, white = 1, gray = 2
        case medium = 100, large = 101
    }
}
