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
