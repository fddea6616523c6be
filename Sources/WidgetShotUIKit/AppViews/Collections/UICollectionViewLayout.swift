import Foundation

/// What positions a collection view's items — UIKit's `UICollectionViewLayout`. WidgetShot's
/// collection views are never laid out, so a layout keeps its configuration.
open class UICollectionViewLayout: NSObject, @unchecked Sendable {
    /// The collection view using the layout.
    open weak var collectionView: UICollectionView?
    /// A layout.
    public override init() { super.init() }
    /// Marks the layout stale.
    open func invalidateLayout() {}
    /// The content's size (zero: nothing is laid out).
    open var collectionViewContentSize: CGSize { .zero }
}

/// A grid of items flowing in lines — UIKit's `UICollectionViewFlowLayout`, with UIKit's
/// defaults: 50 × 50 items, 10-point spacing, vertical scrolling.
open class UICollectionViewFlowLayout: UICollectionViewLayout, @unchecked Sendable {
    /// The scrolling axis — UIKit's `UICollectionView.ScrollDirection`.
    public typealias ScrollDirection = UICollectionView.ScrollDirection

    /// The item size (UIKit's default: 50 × 50).
    open var itemSize = CGSize(width: 50, height: 50)
    /// The estimated item size (zero: not estimated).
    open var estimatedItemSize: CGSize = .zero
    /// Space between lines (UIKit's default: 10).
    open var minimumLineSpacing: CGFloat = 10
    /// Space between items of a line (UIKit's default: 10).
    open var minimumInteritemSpacing: CGFloat = 10
    /// Margins of each section.
    open var sectionInset: UIEdgeInsets = .zero
    /// The header size.
    open var headerReferenceSize: CGSize = .zero
    /// The footer size.
    open var footerReferenceSize: CGSize = .zero
    /// The scrolling axis (UIKit's default: vertical).
    open var scrollDirection: ScrollDirection = .vertical
    /// Whether headers stay at the top while scrolling.
    open var sectionHeadersPinToVisibleBounds = false
    /// Whether footers stay at the bottom while scrolling.
    open var sectionFootersPinToVisibleBounds = false
}

extension UICollectionView {
    /// The scrolling axis of a flow layout — UIKit's `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable {
        case vertical = 0, horizontal
    }
}
