import Foundation
import WidgetShotUI

/// A view showing text — UIKit's `UILabel`. Never on screen in a widget render, but real when
/// code asks: its natural size is its text measured in its font, and `draw(_:)` (for instance
/// from `CALayer.render(in:)`) draws the text with `drawText(in:)`, so subclasses that inset it
/// (`super.drawText(in: rect.inset(by: …))`) work as on a device.
open class UILabel: UIView, @unchecked Sendable {
    /// The text.
    open var text: String?
    /// The attributed text.
    open var attributedText: NSAttributedString?
    /// The font (UIKit's default: the 17 pt system font).
    open var font: UIFont! = .systemFont(ofSize: 17)
    /// The text colour (UIKit's default `.label`).
    open var textColor: UIColor! = .label
    /// The text colour while highlighted.
    open var highlightedTextColor: UIColor?
    /// Whether the label shows its highlighted colour.
    open var isHighlighted = false
    /// Whether the label is drawn enabled (UIKit dims a disabled label's text).
    open var isEnabled = true
    /// The maximum number of lines (0: no limit; UIKit's default 1).
    open var numberOfLines = 1
    /// The text's alignment (UIKit's default `.natural`).
    open var textAlignment: NSTextAlignment = .natural
    /// How a line that does not fit is cut (UIKit's default `.byTruncatingTail`).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// Whether the font follows Dynamic Type.
    open var adjustsFontForContentSizeCategory = false
    /// Whether the font shrinks to fit the width (UIKit's default: false).
    open var adjustsFontSizeToFitWidth = false
    /// The smallest scale the font may shrink to (0: the font's own minimum).
    open var minimumScaleFactor: CGFloat = 0
    /// Whether letters are tightened before the text is truncated.
    open var allowsDefaultTighteningForTruncation = false
    /// The width at which a multi-line label wraps when measured (0: its bounds' width).
    open var preferredMaxLayoutWidth: CGFloat = 0
    /// The shadow colour (none by default).
    open var shadowColor: UIColor?
    /// The shadow offset (UIKit's default: 0 × −1).
    open var shadowOffset = CGSize(width: 0, height: -1)

    /// A label with a frame.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// An empty label.
    public convenience init() { self.init(frame: .zero) }
    /// A label from an archive (empty).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The text with the label's font, colour and alignment where it does not set its own.
    var styledText: NSAttributedString? {
        if let attributedText { return attributedText }
        guard let text, !text.isEmpty else { return nil }
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        style.lineBreakMode = lineBreakMode
        let color = (isHighlighted ? highlightedTextColor : nil) ?? textColor ?? .label
        return NSAttributedString(string: text, attributes: [.font: font ?? UIFont.systemFont(ofSize: 17),
                                                             .foregroundColor: isEnabled ? color : color.withAlphaComponent(0.5),
                                                             .paragraphStyle: style])
    }

    /// Where the text sits in `bounds`: its measured size (wrapped to the width when
    /// `numberOfLines` allows more than one line), at most `numberOfLines` lines tall.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let string = styledText else { return CGRect(origin: bounds.origin, size: .zero) }
        let wraps = numberOfLines != 1
        let width = wraps ? bounds.width : .greatestFiniteMagnitude
        var size = string.boundingRect(with: CGSize(width: width, height: .greatestFiniteMagnitude),
                                       options: wraps ? .usesLineFragmentOrigin : [], context: nil).size
        if numberOfLines > 0 {
            let lineHeight = (string.attribute(.font, at: 0, effectiveRange: nil) as? UIFont ?? font)?.lineHeight ?? size.height
            size.height = min(size.height, lineHeight * CGFloat(numberOfLines))
        }
        return CGRect(x: bounds.minX, y: bounds.minY, width: min(ceil(size.width), bounds.width), height: min(ceil(size.height), bounds.height))
    }

    /// Draws the text in `rect` of the current context, centred vertically as UIKit draws it.
    open func drawText(in rect: CGRect) {
        guard let string = styledText else { return }
        let used = textRect(forBounds: rect, limitedToNumberOfLines: numberOfLines)
        string.draw(in: CGRect(x: rect.minX, y: rect.minY + (rect.height - used.height) / 2, width: rect.width, height: used.height))
    }

    /// Draws the label: its text, in its bounds.
    open override func draw(_ rect: CGRect) { drawText(in: bounds) }

    /// The text's size in the label's font (wrapped at `preferredMaxLayoutWidth` when set).
    open override var intrinsicContentSize: CGSize {
        let width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : CGFloat.greatestFiniteMagnitude
        return textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude), limitedToNumberOfLines: numberOfLines).size
    }
    /// The text's size within `size`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let bounds = CGSize(width: size.width > 0 ? size.width : .greatestFiniteMagnitude, height: size.height > 0 ? size.height : .greatestFiniteMagnitude)
        return textRect(forBounds: CGRect(origin: .zero, size: bounds), limitedToNumberOfLines: numberOfLines).size
    }
}
