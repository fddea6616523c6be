import Foundation

/// One `UIKeyInput` edit of a text field's or text view's text: the new text and the caret's
/// UTF-16 offset after it. A selection (UTF-16 offsets, as `NSRange` and `UITextPosition` count)
/// is clamped to the text; nil means a caret at the end, as after typing.
struct KeyInputEdit: Equatable {
    var text: String
    var caret: Int

    /// `text` replacing the selection.
    static func inserting(_ inserted: String, into text: String, selection: Range<Int>?) -> KeyInputEdit {
        let units = Array(text.utf16), range = clamped(selection, count: units.count)
        let before = String(decoding: units[..<range.lowerBound], as: UTF16.self)
        let after = String(decoding: units[range.upperBound...], as: UTF16.self)
        return KeyInputEdit(text: before + inserted + after, caret: range.lowerBound + inserted.utf16.count)
    }

    /// The selection deleted, or the whole character (grapheme cluster: an emoji with its
    /// modifiers, a letter with its accents) before the caret; nil when there is nothing before it.
    static func deletingBackward(in text: String, selection: Range<Int>?) -> KeyInputEdit? {
        let units = Array(text.utf16)
        var range = clamped(selection, count: units.count)
        if range.isEmpty {
            guard range.lowerBound > 0 else { return nil }
            let caret = String.Index(utf16Offset: range.lowerBound, in: text)
            // The caret may sit inside a cluster (set by UTF-16 offset): delete back to its start.
            let start = text[..<caret].indices.last ?? text.startIndex
            range = start.utf16Offset(in: text)..<range.lowerBound
        }
        let before = String(decoding: units[..<range.lowerBound], as: UTF16.self)
        let after = String(decoding: units[range.upperBound...], as: UTF16.self)
        return KeyInputEdit(text: before + after, caret: range.lowerBound)
    }

    static func clamped(_ selection: Range<Int>?, count: Int) -> Range<Int> {
        guard let selection else { return count..<count }
        return min(max(0, selection.lowerBound), count)..<min(max(0, selection.upperBound), count)
    }
}

/// Text fields take typed text — UIKit's `UITextField` conforms to `UIKeyInput` (through
/// `UITextInput`; https://developer.apple.com/documentation/uikit/uikeyinput, "Conforming Types":
/// `UITextField`, `UISearchTextField`, `UITextView`). The members are in the class body.
extension UITextField: UIKeyInput {}

/// Text views take typed text (`UIKeyInput`; members in the class body).
extension UITextView: UIKeyInput {}

/// A text view's keyboard settings — UIKit's `UITextView` conforms to `UITextInputTraits`.
extension UITextView: UITextInputTraits {
    /// When letters are capitalised (UIKit's default `.sentences`).
    public var autocapitalizationType: UITextAutocapitalizationType {
        get { inputTraits.autocapitalization }
        set { inputTraits.autocapitalization = newValue }
    }
    /// Whether autocorrection is on.
    public var autocorrectionType: UITextAutocorrectionType {
        get { inputTraits.autocorrection }
        set { inputTraits.autocorrection = newValue }
    }
    /// Whether spelling is checked.
    public var spellCheckingType: UITextSpellCheckingType {
        get { inputTraits.spellChecking }
        set { inputTraits.spellChecking = newValue }
    }
    /// The kind of keyboard.
    public var keyboardType: UIKeyboardType {
        get { inputTraits.keyboard }
        set { inputTraits.keyboard = newValue }
    }
    /// Light or dark keyboard.
    public var keyboardAppearance: UIKeyboardAppearance {
        get { inputTraits.appearance }
        set { inputTraits.appearance = newValue }
    }
    /// The return key's title.
    public var returnKeyType: UIReturnKeyType {
        get { inputTraits.returnKey }
        set { inputTraits.returnKey = newValue }
    }
    /// Whether the return key is disabled while the text is empty.
    public var enablesReturnKeyAutomatically: Bool {
        get { inputTraits.enablesReturnKeyAutomatically }
        set { inputTraits.enablesReturnKeyAutomatically = newValue }
    }
    /// What the view holds, for AutoFill.
    public var textContentType: UITextContentType! {
        get { inputTraits.contentType }
        set { inputTraits.contentType = newValue }
    }
}
