import Foundation
import WidgetShotUI

/// A view a collection view reuses for items, headers and footers — UIKit's
/// `UICollectionReusableView` (https://developer.apple.com/documentation/uikit/uicollectionreusableview),
/// the superclass of `UICollectionViewCell`.
open class UICollectionReusableView: UIView, @unchecked Sendable {
    /// The identifier the view was registered and dequeued with.
    open internal(set) var reuseIdentifier: String?

    /// Called before the view is reused (subclasses reset their content).
    open func prepareForReuse() {}
    /// Applies a layout's attributes: the view takes their frame, opacity, visibility and transform.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        frame = layoutAttributes.frame
        alpha = layoutAttributes.alpha
        isHidden = layoutAttributes.isHidden
        transform = layoutAttributes.transform
    }
    /// The attributes the view prefers, given the layout's (UIKit's default: the layout's, for a
    /// layout that does not size itself from its views; self-sizing subclasses override).
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }
}

extension UICollectionView {
    /// Registers a class for supplementary views (headers, footers) of a kind.
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        registeredSupplementaryViews[elementKind + "\u{0}" + identifier] = viewClass
    }

    /// A supplementary view of the class registered for the kind and identifier (UIKit raises
    /// when none is registered, and so does this; like cells, only `UICollectionReusableView`
    /// itself can be made without the Objective-C runtime).
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> UICollectionReusableView {
        guard let viewClass = registeredSupplementaryViews[elementKind + "\u{0}" + identifier] else {
            fatalError("UICollectionView: could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier")
        }
        guard ObjectIdentifier(viewClass) == ObjectIdentifier(UICollectionReusableView.self) else {
            fatalError("UICollectionView.dequeueReusableSupplementaryView(ofKind: \"\(elementKind)\", withReuseIdentifier: \"\(identifier)\", for:): WidgetShot cannot make the registered class \(viewClass)")
        }
        let view = UICollectionReusableView(frame: .zero)
        view.reuseIdentifier = identifier
        return view
    }

    /// The supplementary view shown for a kind and index path: nil, as UIKit answers for one not
    /// on screen.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? { nil }
}
