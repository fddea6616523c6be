import Foundation

/// The region text is laid out in — UIKit's `NSTextContainer` (TextKit 1). A text view's
/// container is as wide as the view less its `textContainerInset` and tracks the view's width.
open class NSTextContainer: NSObject, @unchecked Sendable {
    /// The container's size (`CGFloat.greatestFiniteMagnitude` height: unlimited).
    open var size: CGSize
    /// The blank space at each end of a line (UIKit's default: 5 pt).
    open var lineFragmentPadding: CGFloat = 5
    /// The most lines (0: no limit).
    open var maximumNumberOfLines = 0
    /// How the last line that fits breaks.
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Whether the width follows the text view's.
    open var widthTracksTextView = false
    /// Whether the height follows the text view's.
    open var heightTracksTextView = false
    /// The layout manager that lays text out in the container.
    open weak var layoutManager: NSLayoutManager?

    /// A container of a size.
    public init(size: CGSize) {
        self.size = size
        super.init()
    }
    /// A container of unlimited size.
    public convenience override init() { self.init(size: CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)) }
}
