import Foundation
import WidgetShotUI

/// A controller managing a collection view — UIKit's `UICollectionViewController`
/// (https://developer.apple.com/documentation/uikit/uicollectionviewcontroller). Its view is a
/// collection view made with the controller's layout, whose data source and delegate are the
/// controller; it answers the data-source and delegate methods with UIKit's defaults (no
/// items), which subclasses override.
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate, @unchecked Sendable {
    /// The layout the collection view is made with.
    private let layout: UICollectionViewLayout
    /// The managed collection view (the controller's view).
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }
    /// The collection view's layout.
    open var collectionViewLayout: UICollectionViewLayout { collectionView?.collectionViewLayout ?? layout }
    /// Whether `viewWillAppear` clears the selection (UIKit's default: true).
    open var clearsSelectionOnViewWillAppear = true
    /// Whether items can be reordered by dragging (UIKit's default: true).
    open var installsStandardGestureForInteractiveMovement = true

    /// A controller whose collection view uses `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(nibName: nil, bundle: nil)
    }
    /// A controller with a flow layout.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        layout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    /// A controller from an archive (a flow layout).
    public required init?(coder: NSCoder) {
        layout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// Makes the collection view, with the controller as its data source and delegate.
    open override func loadView() {
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }

    // UICollectionViewDataSource, with UIKit's defaults.
    /// One section.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// No items.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// Never asked for the defaults' zero items; a subclass giving items overrides it (UIKit's
    /// controller does not implement it either and raises when asked).
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        fatalError("\(type(of: self)) gives items but does not override collectionView(_:cellForItemAt:)")
    }
    /// A header or footer: subclasses that declare them override this.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        fatalError("\(type(of: self)) declares a \(kind) but does not override collectionView(_:viewForSupplementaryElementOfKind:at:)")
    }
    /// Items cannot move.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    /// Called after an item moved.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    // UICollectionViewDelegate, with UIKit's defaults.
    /// Called after an item was selected.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Called after an item was deselected.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Items can be selected.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Items highlight when touched.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Called before a cell is shown.
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// A moving item goes where proposed.
    open func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                             toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath { proposedIndexPath }

    // UIScrollViewDelegate.
    /// Called after the content scrolled.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
