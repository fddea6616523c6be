import Foundation

/// A row of a table — UIKit's `UITableViewCell`
/// (https://developer.apple.com/documentation/uikit/uitableviewcell), for app code a widget build
/// compiles. Its subviews (content view, labels, image view) exist and keep what they are given.
open class UITableViewCell: UIView, @unchecked Sendable {
    /// The cell's built-in layout — UIKit's `UITableViewCell.CellStyle` (raw values as in UIKit).
    public enum CellStyle: Int, Sendable {
        case `default` = 0, value1, value2, subtitle
    }
    /// How a selected cell looks — UIKit's `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Sendable {
        case none = 0, blue, gray, `default`
    }
    /// The accessory at the trailing edge — UIKit's `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Sendable {
        case none = 0, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// The identifier the cell is reused under.
    open private(set) var reuseIdentifier: String?
    /// The view holding the cell's content.
    open private(set) lazy var contentView = UIView(frame: bounds)
    /// The main label (styles other than none have one; UIKit makes it on first access).
    open private(set) lazy var textLabel: UILabel? = UILabel()
    /// The secondary label (`.value1`, `.value2` and `.subtitle` have one).
    open private(set) lazy var detailTextLabel: UILabel? = style == .default ? nil : UILabel()
    /// The image view at the leading edge.
    open private(set) lazy var imageView: UIImageView? = style == .value2 ? nil : UIImageView()
    /// The layout style.
    let style: CellStyle
    /// How selection looks (UIKit's default `.default`).
    open var selectionStyle: SelectionStyle = .default
    /// The accessory (UIKit's default `.none`).
    open var accessoryType: AccessoryType = .none
    /// A custom accessory view.
    open var accessoryView: UIView?
    /// The background view.
    open var backgroundView: UIView?
    /// The background view when selected.
    open var selectedBackgroundView: UIView?
    /// Whether the cell is selected.
    open var isSelected = false
    /// Whether the cell is highlighted.
    open var isHighlighted = false
    /// Insets of the separator (UIKit derives them from the layout margins when the cell is
    /// shown; nothing is shown here, so they stay as set).
    open var separatorInset: UIEdgeInsets = .zero

    /// A cell of a style, reusable under an identifier.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        // UIKit's initial cell frame, before a table sizes it: 320 × 44 (the default row height).
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    }
    /// A default-style cell with a frame.
    public override init(frame: CGRect) {
        style = .default
        super.init(frame: frame)
    }
    /// A cell from an archive.
    public required init?(coder: NSCoder) {
        style = .default
        super.init(coder: coder)
    }

    /// Called before the cell is reused (subclasses reset their content).
    open func prepareForReuse() {}
    /// Selects or deselects the cell.
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    /// Highlights or unhighlights the cell.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
}
