import Foundation
import WidgetShotUI

// The keyboard settings of a text input — UIKit's `UITextInputTraits`. No keyboard appears in a
// widget render; the values are kept for the code that reads them back.

/// The kind of keyboard shown — UIKit's `UIKeyboardType` (Apple's raw values).
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad
    /// The same as `asciiCapable`.
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// Whether autocorrection is on — UIKit's `UITextAutocorrectionType` (Apple's raw values).
public enum UITextAutocorrectionType: Int, Sendable {
    case `default` = 0, no, yes
}

/// When letters are capitalised automatically — UIKit's `UITextAutocapitalizationType` (Apple's raw values).
public enum UITextAutocapitalizationType: Int, Sendable {
    case none = 0, words, sentences, allCharacters
}

/// Whether spelling is checked — UIKit's `UITextSpellCheckingType` (Apple's raw values).
public enum UITextSpellCheckingType: Int, Sendable {
    case `default` = 0, no, yes
}

/// Light or dark keyboard — UIKit's `UIKeyboardAppearance` (Apple's raw values).
public enum UIKeyboardAppearance: Int, Sendable {
    case `default` = 0, dark, light
    /// The same as `dark`.
    public static let alert = UIKeyboardAppearance.dark
}

/// The title of the return key — UIKit's `UIReturnKeyType` (Apple's raw values).
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// What a text input holds, for AutoFill — UIKit's `UITextContentType`.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "new-password")
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    public static let emailAddress = UITextContentType(rawValue: "email")
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    public static let URL = UITextContentType(rawValue: "url")
}

/// The keyboard settings of a text input — UIKit's `UITextInputTraits` (every property optional
/// in UIKit; WidgetShot's text fields and views keep them all).
public protocol UITextInputTraits: AnyObject {
    /// When letters are capitalised.
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    /// Whether autocorrection is on.
    var autocorrectionType: UITextAutocorrectionType { get set }
    /// Whether spelling is checked.
    var spellCheckingType: UITextSpellCheckingType { get set }
    /// The kind of keyboard.
    var keyboardType: UIKeyboardType { get set }
    /// Light or dark keyboard.
    var keyboardAppearance: UIKeyboardAppearance { get set }
    /// The return key's title.
    var returnKeyType: UIReturnKeyType { get set }
    /// Whether the return key is disabled while the text is empty.
    var enablesReturnKeyAutomatically: Bool { get set }
    /// Whether the text is hidden as typed.
    var isSecureTextEntry: Bool { get set }
    /// What the input holds.
    var textContentType: UITextContentType! { get set }
}

/// The traits a text field or text view keeps (UIKit's defaults).
struct TextInputTraitValues {
    var autocapitalization = UITextAutocapitalizationType.sentences
    var autocorrection = UITextAutocorrectionType.default
    var spellChecking = UITextSpellCheckingType.default
    var keyboard = UIKeyboardType.default
    var appearance = UIKeyboardAppearance.default
    var returnKey = UIReturnKeyType.default
    var enablesReturnKeyAutomatically = false
    var contentType: UITextContentType?
}
