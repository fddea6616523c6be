import Foundation
import WidgetShotUI

/// A place in a text input's document — UIKit's `UITextPosition` (opaque to callers; WidgetShot's
/// text fields measure it in UTF-16 units from the start, as `NSRange` does).
open class UITextPosition: NSObject, @unchecked Sendable {
    /// The UTF-16 offset from the start of the document.
    let offset: Int
    init(offset: Int) {
        self.offset = offset
        super.init()
    }
    /// Positions are equal when they mark the same place.
    open override func isEqual(_ object: Any?) -> Bool { (object as? UITextPosition)?.offset == offset }
    /// A hash consistent with `isEqual`.
    open override var hash: Int { offset }
}

/// A span of a text input's document — UIKit's `UITextRange`.
open class UITextRange: NSObject, @unchecked Sendable {
    /// Where the range starts.
    open var start: UITextPosition { startPosition }
    /// Where the range ends.
    open var end: UITextPosition { endPosition }
    /// Whether the range is empty (a caret).
    open var isEmpty: Bool { startPosition.offset == endPosition.offset }
    private let startPosition: UITextPosition, endPosition: UITextPosition
    init(start: UITextPosition, end: UITextPosition) {
        startPosition = start
        endPosition = end
        super.init()
    }
    /// The range as UTF-16 offsets.
    var offsets: Range<Int> { min(startPosition.offset, endPosition.offset)..<max(startPosition.offset, endPosition.offset) }
}

extension UITextField {
    /// The UTF-16 length of the text.
    private var documentLength: Int { (text ?? "").utf16.count }

    /// The start of the text.
    public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    /// The end of the text.
    public var endOfDocument: UITextPosition { UITextPosition(offset: documentLength) }
    /// The selected text (a caret at the end unless set, as after typing; clamped to the text).
    public var selectedTextRange: UITextRange? {
        get {
            let length = documentLength
            let range = selectedOffsets ?? length..<length
            return UITextRange(start: UITextPosition(offset: min(range.lowerBound, length)), end: UITextPosition(offset: min(range.upperBound, length)))
        }
        set { selectedOffsets = newValue?.offsets }
    }
    /// Text being composed with an input method: none, as nothing is typed here.
    public var markedTextRange: UITextRange? { nil }
    /// The range between two positions (nil when either is outside the text).
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        let length = documentLength
        guard (0...length).contains(fromPosition.offset), (0...length).contains(toPosition.offset) else { return nil }
        return UITextRange(start: fromPosition, end: toPosition)
    }
    /// The position `offset` UTF-16 units from `position` (nil outside the text).
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = position.offset + offset
        return (0...documentLength).contains(target) ? UITextPosition(offset: target) : nil
    }
    /// The UTF-16 units from one position to another.
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }
    /// The text in a range (nil when outside the text).
    public func text(in range: UITextRange) -> String? {
        let units = Array((text ?? "").utf16)
        guard range.offsets.upperBound <= units.count else { return nil }
        return String(decoding: units[range.offsets], as: UTF16.self)
    }
    /// Compares two positions.
    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        position.offset < other.offset ? .orderedAscending : position.offset > other.offset ? .orderedDescending : .orderedSame
    }
}

extension UITextField: UITextInputTraits {
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
    /// What the field holds, for AutoFill.
    public var textContentType: UITextContentType! {
        get { inputTraits.contentType }
        set { inputTraits.contentType = newValue }
    }
}
