import Foundation

/// A scrollable, multiline text view — UIKit's `UITextView` (a `UIScrollView`). Widget targets
/// compile the app's editing screens too (ifbear/Widget's `EditViewController` edits an item's
/// title in one); nothing is edited in a render, so the text is what code sets.
open class UITextView: UIScrollView, @unchecked Sendable {
    /// The text (UIKit returns an empty string, never nil).
    open var text: String! {
        get { storedText }
        set { storedText = newValue ?? "" }
    }
    private var storedText = ""
    /// The text with attributes.
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: storedText) }
        set { storedText = newValue?.string ?? "" }
    }
    /// The font (UIKit's default: the 12 pt system font).
    open var font: UIFont? = .systemFont(ofSize: 12)
    /// The text colour (UIKit's default `.label`).
    open var textColor: UIColor? = .label
    /// The text's alignment (UIKit's default `.natural`).
    open var textAlignment: NSTextAlignment = .natural
    /// Whether the text can be edited (UIKit's default `true`).
    open var isEditable = true
    /// Whether the text can be selected (UIKit's default `true`).
    open var isSelectable = true
    /// The inset of the text container (UIKit's default 8 pt top and bottom).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// The selected range (empty at the start here).
    open var selectedRange = NSRange(location: 0, length: 0)
    /// Whether the view is being edited (never, here).
    open var isEditing: Bool { false }

    /// The keyboard settings (`UITextInputTraits`, TextInput/UIKeyInput+TextViews.swift).
    var inputTraits = TextInputTraitValues()
    /// Whether the text is hidden as typed (`UITextInputTraits`).
    open var isSecureTextEntry = false
    /// Whether the view holds any text — `UIKeyInput`'s `hasText`
    /// (https://developer.apple.com/documentation/uikit/uikeyinput/hastext). In the class body so
    /// subclasses may override it, as on iOS.
    open var hasText: Bool { !storedText.isEmpty }
    /// Replaces the selected range with `text`, leaving an empty selection after it —
    /// `UIKeyInput`'s `insertText(_:)` (https://developer.apple.com/documentation/uikit/uikeyinput/inserttext(_:)).
    open func insertText(_ text: String) {
        let edit = KeyInputEdit.inserting(text, into: storedText, selection: selectedOffsets)
        storedText = edit.text
        selectedRange = NSRange(location: edit.caret, length: 0)
    }
    /// Deletes the selected range, or the character before an empty one — `UIKeyInput`'s
    /// `deleteBackward()` (https://developer.apple.com/documentation/uikit/uikeyinput/deletebackward()).
    open func deleteBackward() {
        guard let edit = KeyInputEdit.deletingBackward(in: storedText, selection: selectedOffsets) else { return }
        storedText = edit.text
        selectedRange = NSRange(location: edit.caret, length: 0)
    }
    /// `selectedRange` as UTF-16 offsets.
    private var selectedOffsets: Range<Int>? {
        selectedRange.location == NSNotFound ? nil : selectedRange.location..<(selectedRange.location + max(0, selectedRange.length))
    }

    /// The container the text is laid out in: the view's width less the container inset, as
    /// UIKit's text view keeps it (its width tracks the view).
    public var textContainer: NSTextContainer {
        let width = max(0, bounds.width - textContainerInset.left - textContainerInset.right)
        storedContainer.size = CGSize(width: width, height: .greatestFiniteMagnitude)
        return storedContainer
    }
    private lazy var storedContainer: NSTextContainer = {
        let container = NSTextContainer(size: .zero)
        container.widthTracksTextView = true
        layoutManager.addTextContainer(container)
        return container
    }()
    /// The layout manager of the view's text (its font applied where the text has none).
    public private(set) lazy var layoutManager: NSLayoutManager = {
        let manager = NSLayoutManager()
        manager.textSource = { [weak self] in
            guard let self else { return NSAttributedString(string: "") }
            return NSAttributedString(string: self.storedText, attributes: [.font: self.font ?? UIFont.systemFont(ofSize: 12)])
        }
        return manager
    }()
    /// Scrolls the least needed to show a range of the text (its lines, offset by the inset).
    open func scrollRangeToVisible(_ range: NSRange) {
        let container = textContainer
        let rect = layoutManager.boundingRect(forGlyphRange: layoutManager.glyphRange(forCharacterRange: range, actualCharacterRange: nil), in: container)
        scrollRectToVisible(rect.offsetBy(dx: textContainerInset.left, dy: textContainerInset.top), animated: false)
    }

    /// An empty text view with a frame.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// An empty text view.
    public convenience init() { self.init(frame: .zero) }
    /// A text view from an archive (empty).
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// What a text view asks while it is edited — UIKit's `UITextViewDelegate`. Every method is
/// optional (UIKit's defaults below); nothing is edited in a render, so none is called.
/// As in UIKit it refines `UIScrollViewDelegate`, and a text view's `delegate` is the scroll view's.
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Editing began.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Whether editing may end.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether typed text may replace a range.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The text changed.
    func textViewDidChange(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
}
