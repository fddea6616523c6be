import Foundation

/// A one-line editable text field — UIKit's `UITextField`
/// (https://developer.apple.com/documentation/uikit/uitextfield), for app code that a widget
/// build compiles (an alert's text fields, a shared form). Nothing is typed in a render: the
/// properties keep what they are given and the delegate is never asked anything.
open class UITextField: UIControl, @unchecked Sendable {
    /// The border drawn around the field — UIKit's `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Sendable {
        case none = 0, line, bezel, roundedRect
    }
    /// When an overlay view (the clear button, `leftView`, `rightView`) shows —
    /// UIKit's `UITextField.ViewMode`.
    public enum ViewMode: Int, Sendable {
        case never = 0, whileEditing, unlessEditing, always
    }

    /// The text (UIKit returns an empty string, never nil, for an empty field).
    open var text: String? {
        get { storedText }
        set { storedText = newValue ?? "" }
    }
    private var storedText = ""
    /// The text with attributes.
    open var attributedText: NSAttributedString? {
        get { NSAttributedString(string: storedText) }
        set { storedText = newValue?.string ?? "" }
    }
    /// The grey text shown while the field is empty.
    open var placeholder: String?
    /// The placeholder with attributes.
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0) } }
        set { placeholder = newValue?.string }
    }
    /// The font (UIKit's default: the 17 pt system font).
    open var font: UIFont? = .systemFont(ofSize: 17)
    /// The text colour (UIKit's default `.label`).
    open var textColor: UIColor? = .label
    /// The text's alignment (UIKit's default `.natural`).
    open var textAlignment: NSTextAlignment = .natural
    /// The border (UIKit's default `.none`).
    open var borderStyle: BorderStyle = .none
    /// When the clear button shows (UIKit's default `.never`).
    open var clearButtonMode: ViewMode = .never
    /// Whether the text is hidden as dots.
    open var isSecureTextEntry = false
    /// Whether the font shrinks to fit the width.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest font size when shrinking.
    open var minimumFontSize: CGFloat = 0
    /// Whether the field is being edited (never, here).
    open var isEditing: Bool { false }
    /// A view on the left inside the field.
    open var leftView: UIView?
    /// When the left view shows.
    open var leftViewMode: ViewMode = .never
    /// A view on the right inside the field.
    open var rightView: UIView?
    /// When the right view shows.
    open var rightViewMode: ViewMode = .never
    /// The object asked about editing (never asked here).
    open weak var delegate: UITextFieldDelegate?
    /// The keyboard settings (`UITextInputTraits`, TextInput/UITextRange.swift).
    var inputTraits = TextInputTraitValues()
    /// The selection set through `selectedTextRange`, in UTF-16 offsets.
    var selectedOffsets: Range<Int>?
    private var customInputView: UIView?, customAccessoryView: UIView?
    /// The view shown instead of the keyboard.
    open override var inputView: UIView? {
        get { customInputView }
        set { customInputView = newValue }
    }
    /// The view shown above the keyboard.
    open override var inputAccessoryView: UIView? {
        get { customAccessoryView }
        set { customAccessoryView = newValue }
    }

    /// Whether the field holds any text — `UIKeyInput`'s `hasText`
    /// (https://developer.apple.com/documentation/uikit/uikeyinput/hastext, `var hasText: Bool { get }`).
    /// Declared in the class, not an extension, so subclasses may override it as on iOS.
    open var hasText: Bool { !storedText.isEmpty }
    /// Replaces the selection (or inserts at the caret, the end unless set) with `text`, leaving
    /// the caret after it — `UIKeyInput`'s `insertText(_:)`
    /// (https://developer.apple.com/documentation/uikit/uikeyinput/inserttext(_:)).
    open func insertText(_ text: String) {
        let edit = KeyInputEdit.inserting(text, into: storedText, selection: selectedOffsets)
        storedText = edit.text
        selectedOffsets = edit.caret..<edit.caret
    }
    /// Deletes the selection, or the character before the caret — `UIKeyInput`'s
    /// `deleteBackward()` (https://developer.apple.com/documentation/uikit/uikeyinput/deletebackward()).
    open func deleteBackward() {
        guard let edit = KeyInputEdit.deletingBackward(in: storedText, selection: selectedOffsets) else { return }
        storedText = edit.text
        selectedOffsets = edit.caret..<edit.caret
    }

    /// The rectangle the border is drawn in: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// The rectangle the text is drawn in: the bounds less the border's padding (7 pt on each
    /// side of a rounded-rect field) and the overlay views that show (left view, and the clear
    /// button or right view). Subclasses override it to move the text, as in UIKit.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = bounds.insetBy(dx: borderStyle == .roundedRect ? 7 : 0, dy: 0)
        if shows(leftViewMode), leftView != nil {
            let left = leftViewRect(forBounds: bounds)
            if left.maxX > rect.minX { rect.size.width -= left.maxX - rect.minX; rect.origin.x = left.maxX }
        }
        let trailing: CGRect? = shows(rightViewMode) && rightView != nil ? rightViewRect(forBounds: bounds) : (shows(clearButtonMode) && !(text ?? "").isEmpty ? clearButtonRect(forBounds: bounds) : nil)
        if let trailing { rect.size.width = max(0, min(rect.maxX, trailing.minX) - rect.minX) }
        return rect
    }
    /// The rectangle of the text while editing (the text rectangle).
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// The rectangle of the placeholder (the text rectangle).
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// The clear button's rectangle: 19 × 19 pt, centred vertically at the trailing edge, 6 pt in
    /// from it (Apple does not document the metric; UIKit's glyph is about this size).
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side: CGFloat = 19, inset: CGFloat = 6
        return CGRect(x: bounds.maxX - inset - side, y: bounds.midY - side / 2, width: side, height: side)
    }
    /// The left view's rectangle: its width, the field's height, at the leading edge.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.minY, width: leftView?.frame.width ?? 0, height: bounds.height)
    }
    /// The right view's rectangle: its width, the field's height, at the trailing edge.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let width = rightView?.frame.width ?? 0
        return CGRect(x: bounds.maxX - width, y: bounds.minY, width: width, height: bounds.height)
    }
    /// Whether an overlay with a view mode shows now (the field is never being edited here).
    private func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        case .never: return false
        }
    }

    /// An empty field with a frame.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// An empty field.
    public convenience init() { self.init(frame: .zero) }
    /// A field from an archive (empty).
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// What a text field asks while it is edited — UIKit's `UITextFieldDelegate`. Every method is
/// optional (UIKit's defaults below); nothing is edited in a render, so none is called.
public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Whether typed text may replace a range.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// Whether the clear button may clear the text.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether the return key is handled.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
