import Foundation
import WidgetShotUI

/// Inserts and deletes text — UIKit's `UIKeyInput`.
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is text to delete.
    var hasText: Bool { get }
    /// Inserts text at the insertion point.
    func insertText(_ text: String)
    /// Deletes the character before the insertion point.
    func deleteBackward()
}

/// The text a custom keyboard types into — UIKit's `UITextDocumentProxy`.
public protocol UITextDocumentProxy: UIKeyInput {
    /// The text before the insertion point.
    var documentContextBeforeInput: String? { get }
    /// The text after the insertion point.
    var documentContextAfterInput: String? { get }
    /// The selected text.
    var selectedText: String? { get }
    /// The identifier of the document (changes when the keyboard moves to another input).
    var documentIdentifier: UUID { get }
    /// Moves the insertion point.
    func adjustTextPosition(byCharacterOffset offset: Int)
}

/// The proxy of a keyboard not attached to any text input: no keyboard is shown in a widget
/// render, so there is no document — it holds no text and typing into it changes nothing.
final class DetachedTextDocumentProxy: UITextDocumentProxy {
    var autocapitalizationType = UITextAutocapitalizationType.sentences
    var autocorrectionType = UITextAutocorrectionType.default
    var spellCheckingType = UITextSpellCheckingType.default
    var keyboardType = UIKeyboardType.default
    var keyboardAppearance = UIKeyboardAppearance.default
    var returnKeyType = UIReturnKeyType.default
    var enablesReturnKeyAutomatically = false
    var isSecureTextEntry = false
    var textContentType: UITextContentType!
    var hasText: Bool { false }
    func insertText(_ text: String) {}
    func deleteBackward() {}
    var documentContextBeforeInput: String? { nil }
    var documentContextAfterInput: String? { nil }
    var selectedText: String? { nil }
    let documentIdentifier = UUID()
    func adjustTextPosition(byCharacterOffset offset: Int) {}
}

/// The controller of a custom keyboard — UIKit's `UIInputViewController`. Nothing is typed in a
/// widget render: its document proxy is attached to no input.
open class UIInputViewController: UIViewController, @unchecked Sendable {
    /// The keyboard's view (the root view, when it is an input view).
    open override var inputView: UIInputView? {
        get { view as? UIInputView }
        set { view = newValue }
    }
    /// The text the keyboard types into (none: see the class).
    open private(set) var textDocumentProxy: UITextDocumentProxy = DetachedTextDocumentProxy()
    /// The primary language of the keyboard (nil: the system's).
    open var primaryLanguage: String?
    /// Whether the keyboard must show a key to switch keyboards.
    open var needsInputModeSwitchKey: Bool { true }
    /// Whether the user gave the keyboard full access.
    open var hasFullAccess: Bool { false }
    /// Moves to the next keyboard.
    open func advanceToNextInputMode() {}
    /// Hides the keyboard.
    open func dismissKeyboard() {}
}

/// A view shown as a keyboard or above it — UIKit's `UIInputView`.
open class UIInputView: UIView, @unchecked Sendable {
    /// How the view's background looks — UIKit's `UIInputView.Style` (Apple's raw values).
    public enum Style: Int, Sendable {
        case `default` = 0, keyboard
    }
    /// The style.
    open private(set) var inputViewStyle: Style = .default
    /// Whether the view sizes itself with Auto Layout.
    open var allowsSelfSizing = false

    /// An input view with a frame and a style.
    public init(frame: CGRect, inputViewStyle: Style) {
        self.inputViewStyle = inputViewStyle
        super.init(frame: frame)
    }
    /// An input view with a frame.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// An input view from an archive.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// Lets an input view play the keyboard click — UIKit's `UIInputViewAudioFeedback`.
public protocol UIInputViewAudioFeedback {
    /// Whether clicks play while the view is shown.
    var enableInputClicksWhenVisible: Bool { get }
}

extension UIDevice {
    /// Plays the keyboard click (no sound is played in a render).
    public func playInputClick() {}
}
