import Foundation
import WidgetShotUI

/// Where a layout puts one item, header or footer — UIKit's `UICollectionViewLayoutAttributes`
/// (https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes). Self-sizing
/// cells receive and return these in `preferredLayoutAttributesFitting(_:)`.
open class UICollectionViewLayoutAttributes: NSObject, NSCopying, @unchecked Sendable {
    /// The frame in the collection view's coordinates.
    open var frame: CGRect = .zero
    /// The size (the frame's).
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    /// The centre (the frame's).
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The bounds (the frame's size at the origin).
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }
    /// The transform.
    open var transform: CGAffineTransform = .identity
    /// The opacity.
    open var alpha: CGFloat = 1
    /// The stacking order.
    open var zIndex = 0
    /// Whether the view is hidden.
    open var isHidden = false
    /// The element's index path.
    open var indexPath = IndexPath(item: 0, section: 0)
    /// Cell, supplementary view or decoration view.
    open private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The supplementary or decoration kind (nil for a cell).
    open private(set) var representedElementKind: String?

    /// Attributes with nothing set.
    public override init() { super.init() }
    /// The attributes of the cell at an index path.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }
    /// The attributes of a supplementary view (a header or footer) of a kind.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }
    /// The attributes of a decoration view of a kind.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy (UIKit's `NSCopying`, which layouts use before changing attributes). A subclass's
    /// extra properties are its own to copy (override and call `super`); the copy made here is a
    /// `UICollectionViewLayoutAttributes`, as WidgetShot cannot make an instance of a subclass
    /// from its class object.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UICollectionViewLayoutAttributes()
        copy.frame = frame
        copy.transform = transform
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }
}

extension UICollectionView {
    /// What a layout element is — UIKit's `UICollectionView.ElementCategory` (Apple's raw values).
    public enum ElementCategory: UInt, Sendable {
        case cell = 0, supplementaryView, decorationView
    }
    /// The supplementary kind of section headers (UIKit's `UICollectionElementKindSectionHeader`).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The supplementary kind of section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}
