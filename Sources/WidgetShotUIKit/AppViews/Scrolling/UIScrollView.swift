import Foundation

/// A view whose content scrolls and zooms — UIKit's `UIScrollView`
/// (https://developer.apple.com/documentation/uikit/uiscrollview), for app code a widget build
/// compiles. No finger drags a widget: the scroll view keeps its content size, insets and zoom;
/// its content offset is its bounds' origin, as in UIKit, and setting it tells the delegate
/// `scrollViewDidScroll(_:)` as UIKit does for a programmatic scroll.
open class UIScrollView: UIView, @unchecked Sendable {
    /// How safe-area insets add to the content inset — UIKit's
    /// `UIScrollView.ContentInsetAdjustmentBehavior` (raw values as in UIKit).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic = 0, scrollableAxes, never, always
    }
    /// How dragging dismisses the keyboard — UIKit's `UIScrollView.KeyboardDismissMode`.
    public enum KeyboardDismissMode: Int, Sendable {
        case none = 0, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }
    /// The scroll indicators' style — UIKit's `UIScrollView.IndicatorStyle`.
    public enum IndicatorStyle: Int, Sendable {
        case `default` = 0, black, white
    }
    /// The deceleration rate after a flick — UIKit's `UIScrollView.DecelerationRate` (UIKit's values).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The default rate (0.998).
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quick stop (0.99).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The object told about scrolling.
    open weak var delegate: UIScrollViewDelegate?
    /// The point of the content at the view's top-left: the bounds' origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }
    /// The content's size.
    open var contentSize: CGSize = .zero
    /// Space around the content.
    open var contentInset: UIEdgeInsets = .zero
    /// The content inset plus what the safe area adds (none: a widget shows no scroll view).
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    /// How safe-area insets adjust the content inset (UIKit's default `.automatic`).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// Whether the content scrolls (UIKit's default: true).
    open var isScrollEnabled = true
    /// Whether scrolling stops on multiples of the bounds.
    open var isPagingEnabled = false
    /// Whether the content bounces past its edges (UIKit's default: true).
    open var bounces = true
    /// Whether it bounces vertically even when the content is shorter.
    open var alwaysBounceVertical = false
    /// Whether it bounces horizontally even when the content is narrower.
    open var alwaysBounceHorizontal = false
    /// Whether the vertical indicator shows (UIKit's default: true).
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows (UIKit's default: true).
    open var showsHorizontalScrollIndicator = true
    /// The indicators' style.
    open var indicatorStyle: IndicatorStyle = .default
    /// How dragging dismisses the keyboard.
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// The deceleration after a flick.
    open var decelerationRate: DecelerationRate = .normal
    /// Whether tapping the status bar scrolls to the top (UIKit's default: true).
    open var scrollsToTop = true
    /// The smallest zoom (UIKit's default: 1).
    open var minimumZoomScale: CGFloat = 1
    /// The largest zoom (UIKit's default: 1).
    open var maximumZoomScale: CGFloat = 1
    /// The zoom, kept within the minimum and maximum.
    open var zoomScale: CGFloat {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }
    private var storedZoomScale: CGFloat = 1
    /// A pull-to-refresh control at the top.
    open var refreshControl: UIRefreshControl?
    /// The guide of the content area: the content size from the origin, in the scroll view's
    /// coordinates (constraints to it size the content, as in UIKit; they are kept, not solved).
    public private(set) lazy var contentLayoutGuide = UILayoutGuide(owningView: self, identifier: "UIScrollView-contentLayoutGuide") { view in
        CGRect(origin: .zero, size: (view as? UIScrollView)?.contentSize ?? .zero)
    }
    /// The guide of the scroll view's untranslated frame: its bounds, which move with the offset.
    public private(set) lazy var frameLayoutGuide = UILayoutGuide(owningView: self, identifier: "UIScrollView-frameLayoutGuide") { view in
        view.bounds
    }
    /// The recognizer of the dragging that scrolls, attached to the scroll view as in UIKit
    /// (nothing drags a widget: its translation stays zero).
    public private(set) lazy var panGestureRecognizer: UIPanGestureRecognizer = {
        let recognizer = UIPanGestureRecognizer(target: nil, action: nil)
        addGestureRecognizer(recognizer)
        return recognizer
    }()
    /// Whether a finger is on the content (never, here).
    open var isTracking: Bool { false }
    /// Whether the content is being dragged (never).
    open var isDragging: Bool { false }
    /// Whether the content is decelerating (never).
    open var isDecelerating: Bool { false }

    /// Scrolls to an offset (at once: nothing animates off screen) and tells the delegate.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard contentOffset != bounds.origin else { return }
        bounds.origin = contentOffset
        delegate?.scrollViewDidScroll(self)
    }
    /// Scrolls the least needed to show a rectangle of the content.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        if rect.maxX > offset.x + bounds.width { offset.x = rect.maxX - bounds.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        if rect.maxY > offset.y + bounds.height { offset.y = rect.maxY - bounds.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        setContentOffset(offset, animated: animated)
    }
    /// Zooms, within the minimum and maximum, and tells the delegate.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        let clamped = min(max(scale, minimumZoomScale), maximumZoomScale)
        guard clamped != storedZoomScale else { return }
        storedZoomScale = clamped
        delegate?.scrollViewDidZoom(self)
    }
    /// Shows the indicators briefly (nothing is on screen).
    open func flashScrollIndicators() {}
}

/// What a scroll view tells its delegate — UIKit's `UIScrollViewDelegate`. Every method is
/// optional (UIKit's defaults below).
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// The zoom changed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// Dragging is about to begin.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// Dragging is about to end; the target offset may be changed.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// Dragging ended.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// Deceleration began.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// Deceleration ended.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated scroll ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The view that zooms (nil: no zooming).
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// Whether a status-bar tap scrolls to the top.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// A status-bar tap scrolled to the top.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
}

/// A pull-to-refresh control — UIKit's `UIRefreshControl`. Nothing pulls in a widget render:
/// `beginRefreshing()` and `endRefreshing()` set the state, and no event is sent.
open class UIRefreshControl: UIControl, @unchecked Sendable {
    /// Whether a refresh is in progress.
    open private(set) var isRefreshing = false
    /// The title under the spinner.
    open var attributedTitle: NSAttributedString?

    /// A refresh control.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// A refresh control.
    public convenience init() { self.init(frame: .zero) }
    /// A refresh control from an archive.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Shows the spinner (the state; nothing is on screen).
    open func beginRefreshing() { isRefreshing = true }
    /// Hides the spinner.
    open func endRefreshing() { isRefreshing = false }
}
