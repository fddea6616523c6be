import Foundation
import WidgetShotUI

/// A table section's header or footer — UIKit's `UITableViewHeaderFooterView` (compile-only:
/// no table exists in a widget; see `UIView`).
open class UITableViewHeaderFooterView: UIView, @unchecked Sendable {
    /// The identifier the table reuses it by.
    open private(set) var reuseIdentifier: String?
    /// The view holding the content.
    open private(set) var contentView = UIView()
    /// The view behind the content.
    open var backgroundView: UIView?
    /// The primary label.
    open private(set) lazy var textLabel: UILabel? = UILabel()
    /// The secondary label.
    open private(set) lazy var detailTextLabel: UILabel? = UILabel()

    /// A view with a reuse identifier.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }
    /// A view from an archive.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// Called before reuse (subclasses override).
    open func prepareForReuse() {}
}

/// How a context-menu preview is drawn — UIKit's `UIPreviewParameters` (compile-only: no
/// context menu opens in a widget).
open class UIPreviewParameters: NSObject, @unchecked Sendable {
    /// The visible part of the preview.
    open var visiblePath: UIBezierPath?
    /// The shadow's outline.
    open var shadowPath: UIBezierPath?
    /// The background colour.
    open var backgroundColor: UIColor! = .clear

    /// Default parameters.
    public override init() { super.init() }
    /// Parameters for lines of text (`NSValue`-wrapped rectangles): the visible path is their union.
    public convenience init(textLineRects: [NSValue]) {
        self.init()
        let path = UIBezierPath()
        for value in textLineRects { path.append(UIBezierPath(rect: value.rectValue)) }
        visiblePath = path
    }
}

/// The result of a background fetch — UIKit's `UIBackgroundFetchResult` (raw values as in UIKit).
/// A widget extension gets no background fetches; the type exists for shared app code.
public enum UIBackgroundFetchResult: UInt, Sendable {
    /// New data was downloaded.
    case newData = 0
    /// There was no new data.
    case noData = 1
    /// The fetch failed.
    case failed = 2
}
