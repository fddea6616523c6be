import Foundation

/// Items in sections laid out by a layout object — UIKit's `UICollectionView`
/// (https://developer.apple.com/documentation/uikit/uicollectionview), for app view controllers a
/// widget build compiles.
///
/// Never on screen, it shows no items: it asks its data source for counts when asked for them,
/// has no visible cells, and keeps its layout and configuration. Cells registered by class are
/// made for `UICollectionViewCell` itself; an app's subclass cannot be made from its class object
/// without the Objective-C runtime, so dequeuing one stops with a message naming it.
open class UICollectionView: UIScrollView, @unchecked Sendable {
    /// Where an item is scrolled to — UIKit's `UICollectionView.ScrollPosition` (Apple's bits).
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The layout object.
    open var collectionViewLayout: UICollectionViewLayout
    /// The object giving items and cells.
    open weak var dataSource: UICollectionViewDataSource?
    /// The view behind the items.
    open var backgroundView: UIView?
    /// Whether items can be selected (UIKit's default: true).
    open var allowsSelection = true
    /// Whether several items can be selected.
    open var allowsMultipleSelection = false
    private var registeredCells: [String: AnyClass] = [:]
    /// Supplementary view classes by kind and identifier (UICollectionReusableView.swift).
    var registeredSupplementaryViews: [String: AnyClass] = [:]
    /// Nibs registered for cells and supplementary views (UINib.swift).
    var registeredNibs: [String: UINib] = [:]
    private var selectedItems: [IndexPath] = []

    /// A collection view with a frame and a layout.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }
    /// A collection view from an archive (with a flow layout).
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// Replaces the layout.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) { collectionViewLayout = layout }
    /// The number of sections the data source gives (its default: 1; none without a data source).
    open var numberOfSections: Int { dataSource.map { $0.numberOfSections(in: self) } ?? 0 }
    /// The number of items in a section, from the data source.
    open func numberOfItems(inSection section: Int) -> Int { dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0 }
    /// Reloads everything (the counts are asked again when next read).
    open func reloadData() {}
    /// Reloads sections.
    open func reloadSections(_ sections: IndexSet) {}
    /// Reloads items.
    open func reloadItems(at indexPaths: [IndexPath]) {}
    /// Inserts items (the data source must already count them).
    open func insertItems(at indexPaths: [IndexPath]) {}
    /// Deletes items.
    open func deleteItems(at indexPaths: [IndexPath]) {}
    /// Groups changes (applied at once: nothing animates off screen).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        completion?(true)
    }
    /// Groups changes given as a closure literal. UIKit's `updates` block is `NS_NOESCAPE`, which
    /// Swift imports as a non-escaping closure, so the block may use the caller's members without
    /// `self.` (LoopKitUI's table controllers do); this overload keeps that, and calls the one above.
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        withoutActuallyEscaping(updates) { performBatchUpdates(Optional($0), completion: completion) }
    }

    /// The cell shown for an item: nil, as UIKit answers for an item not on screen.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { nil }
    /// The cells on screen: none.
    open var visibleCells: [UICollectionViewCell] { [] }
    /// The index paths on screen: none.
    open var indexPathsForVisibleItems: [IndexPath] { [] }
    /// The item at a point: none (no item is laid out).
    open func indexPathForItem(at point: CGPoint) -> IndexPath? { nil }
    /// The index path of a cell: none (no cell is shown).
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { nil }
    /// Scrolls to an item (nothing is laid out: the offset is kept).
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}

    /// The selected items (nil when none, as in UIKit).
    open var indexPathsForSelectedItems: [IndexPath]? { selectedItems.isEmpty ? nil : selectedItems }
    /// Selects an item (the delegate is not told, as UIKit does not for a programmatic selection).
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection else { return }
        guard let indexPath else { selectedItems.removeAll(); return }
        if !allowsMultipleSelection { selectedItems.removeAll() }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
    }
    /// Deselects an item.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) { selectedItems.removeAll { $0 == indexPath } }

    /// Registers a cell class for a reuse identifier.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) { registeredCells[identifier] = cellClass }
    /// A cell of the class registered for the identifier (UIKit raises when none is registered,
    /// and so does this).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        guard let cellClass = registeredCells[identifier] else {
            if let nib = registeredNibs[identifier] { _ = nib.instantiate(withOwner: nil) }
            fatalError("UICollectionView: could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier")
        }
        guard ObjectIdentifier(cellClass) == ObjectIdentifier(UICollectionViewCell.self) else {
            fatalError("UICollectionView.dequeueReusableCell(withReuseIdentifier: \"\(identifier)\", for:): WidgetShot cannot make the registered class \(cellClass)")
        }
        let cell = UICollectionViewCell(frame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }
}

/// A cell of a collection view — UIKit's `UICollectionViewCell`.
open class UICollectionViewCell: UICollectionReusableView, @unchecked Sendable {
    /// The view holding the cell's content.
    open private(set) lazy var contentView = UIView(frame: bounds)
    /// The background view.
    open var backgroundView: UIView?
    /// The background view when selected.
    open var selectedBackgroundView: UIView?
    /// Whether the cell is selected.
    open var isSelected = false
    /// Whether the cell is highlighted.
    open var isHighlighted = false
}
