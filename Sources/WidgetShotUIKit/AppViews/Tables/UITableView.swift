import Foundation

/// Rows in sections — UIKit's `UITableView` (https://developer.apple.com/documentation/uikit/uitableview),
/// for app view controllers a widget build compiles.
///
/// A WidgetShot table is never on screen, so it shows no rows: it asks its data source for
/// counts when asked for them (`numberOfSections`, `numberOfRows(inSection:)`), as UIKit does,
/// has no visible cells, and keeps its configuration. Cells registered by class are made for
/// `UITableViewCell` itself; an app's subclass cannot be made from its class object without the
/// Objective-C runtime, so dequeuing one stops with a message naming it.
open class UITableView: UIScrollView, @unchecked Sendable {
    /// The table's look — UIKit's `UITableView.Style` (raw values as in UIKit).
    public enum Style: Int, Sendable {
        case plain = 0, grouped, insetGrouped
    }
    /// Where a row is scrolled to — UIKit's `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable {
        case none = 0, top, middle, bottom
    }
    /// How rows animate in and out — UIKit's `UITableView.RowAnimation`.
    public enum RowAnimation: Int, Sendable {
        case fade = 0, right, left, top, bottom, none, middle
        case automatic = 100
    }
    /// A height the table computes from the content — UIKit's `UITableView.automaticDimension` (−1).
    public static let automaticDimension: CGFloat = -1

    /// The table's style.
    open private(set) var style: Style = .plain
    /// The object giving rows and cells.
    open weak var dataSource: UITableViewDataSource?
    /// Row height (UIKit's default: automatic).
    open var rowHeight: CGFloat = UITableView.automaticDimension
    /// Estimated row height (UIKit's default: automatic).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// Section header height.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// Section footer height.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// The separator style — UIKit's `UITableViewCell.SeparatorStyle`.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    /// The separator colour.
    open var separatorColor: UIColor?
    /// Default separator insets.
    open var separatorInset: UIEdgeInsets = .zero
    /// The view above the rows.
    open var tableHeaderView: UIView?
    /// The view below the rows.
    open var tableFooterView: UIView?
    /// The view behind the rows.
    open var backgroundView: UIView?
    /// Whether rows can be selected (UIKit's default: true).
    open var allowsSelection = true
    /// Whether several rows can be selected.
    open var allowsMultipleSelection = false
    /// Whether the table is in editing mode.
    open var isEditing = false
    /// Whether cell margins follow the readable content guide (UIKit's default since iOS 12: false).
    open var cellLayoutMarginsFollowReadableWidth = false
    private var registeredCells: [String: AnyClass] = [:]
    /// Nibs registered for cells and headers (UINib.swift).
    var registeredCellNibs: [String: UINib] = [:]
    private var registeredHeaderFooters: [String: AnyClass] = [:]
    private var selectedRows: [IndexPath] = []

    /// A table with a frame and a style.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }
    /// A plain table with a frame.
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }
    /// A table from an archive (plain).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The table's delegate: UIKit's `delegate` is the scroll view's, typed `UITableViewDelegate`.
    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    /// The number of sections the data source gives (its default: 1; none without a data source).
    open var numberOfSections: Int { dataSource.map { $0.numberOfSections(in: self) } ?? 0 }
    /// The number of rows in a section, from the data source.
    open func numberOfRows(inSection section: Int) -> Int { dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0 }
    /// Reloads everything (the counts are asked again when next read).
    open func reloadData() {}
    /// Reloads sections.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {}
    /// Reloads rows.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    /// Inserts rows (the data source must already count them).
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    /// Deletes rows.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    /// Inserts sections.
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {}
    /// Deletes sections.
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {}
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
    /// Groups changes (iOS 2 form).
    open func beginUpdates() {}
    /// Ends grouped changes.
    open func endUpdates() {}

    /// The cell shown for a row: nil, as UIKit answers for a row not on screen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { nil }
    /// The cells on screen: none.
    open var visibleCells: [UITableViewCell] { [] }
    /// The index paths on screen: none.
    open var indexPathsForVisibleRows: [IndexPath]? { [] }
    /// The row at a point: none (no row is laid out).
    open func indexPathForRow(at point: CGPoint) -> IndexPath? { nil }
    /// The index path of a cell: none (no cell is shown).
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { nil }
    /// Scrolls to a row (nothing is laid out: the offset is kept).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}

    /// The selected row (the first when several are).
    open var indexPathForSelectedRow: IndexPath? { selectedRows.first }
    /// The selected rows (nil when none, as in UIKit).
    open var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows }
    /// Selects a row (the delegate is not told, as UIKit does not for a programmatic selection).
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection else { return }
        guard let indexPath else { selectedRows.removeAll(); return }
        if !allowsMultipleSelection { selectedRows.removeAll() }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
    }
    /// Deselects a row.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) { selectedRows.removeAll { $0 == indexPath } }
    /// Enters or leaves editing mode.
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    /// Registers a cell class for a reuse identifier.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) { registeredCells[identifier] = cellClass }
    /// Registers a header or footer class for a reuse identifier.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) { registeredHeaderFooters[identifier] = aClass }
    /// A queued cell for reuse: none (no cell was ever on screen to be queued).
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { nil }
    /// A cell of the class registered for the identifier (UIKit raises when none is registered,
    /// and so does this).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cellClass = registeredCells[identifier] else {
            if let nib = registeredCellNibs[identifier] { _ = nib.instantiate(withOwner: nil) }
            fatalError("UITableView: unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier")
        }
        guard ObjectIdentifier(cellClass) == ObjectIdentifier(UITableViewCell.self) else {
            fatalError("UITableView.dequeueReusableCell(withIdentifier: \"\(identifier)\", for:): WidgetShot cannot make the registered class \(cellClass)")
        }
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    /// A queued header or footer: none.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? { nil }
}

extension UITableViewCell {
    /// How separators are drawn — UIKit's `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Sendable {
        case none = 0, singleLine, singleLineEtched
    }
}
