import Foundation
import Testing
import WidgetShot

/// `UIKeyInput` on UIKit's text inputs (`hasText`, `insertText(_:)`, `deleteBackward()`):
/// Provenance's widget target reads `searchField.hasText` on a `UISearchTextField`. Apple lists
/// `UITextField`, `UISearchTextField` and `UITextView` as conforming types
/// (https://developer.apple.com/documentation/uikit/uikeyinput); `deleteBackward()` removes "the
/// character just before the cursor".
@Suite @MainActor struct SdkFourteenKeyInputTests {
    @Test("a search field has text once text is set or typed, and not after deleting it")
    func searchFieldHasText() {
        let field = UISearchTextField()
        #expect(!field.hasText)
        field.text = "Coffee"
        #expect(field.hasText)
        field.text = nil
        #expect(!field.hasText)
        field.insertText("Té")
        #expect(field.text == "Té")
        field.deleteBackward()
        field.deleteBackward()
        #expect(field.text == "")
        #expect(!field.hasText)
        field.deleteBackward()   // nothing before the caret: nothing happens
        #expect(field.text == "")
    }

    @Test("typing replaces the selection; deleting removes a whole character (an emoji with its modifier)")
    func selectionAndClusters() {
        let field = UITextField()
        field.text = "ab👍🏽cd"
        let start = field.beginningOfDocument
        // Select "cd" (UTF-16 offsets 6..<8: the emoji with its skin tone is four units).
        field.selectedTextRange = field.textRange(from: field.position(from: start, offset: 6)!, to: field.position(from: start, offset: 8)!)
        field.insertText("X")
        #expect(field.text == "ab👍🏽X")
        field.deleteBackward()
        field.deleteBackward()
        #expect(field.text == "ab")
        let keyInput: UIKeyInput = field
        #expect(keyInput.hasText)
    }

    @Test("text views take typed text at their selected range, and keep input traits")
    func textView() {
        let view = UITextView()
        #expect(!view.hasText)
        view.text = "hello"
        view.selectedRange = NSRange(location: 5, length: 0)
        view.insertText(" world")
        #expect(view.text == "hello world")
        #expect(view.selectedRange == NSRange(location: 11, length: 0))
        view.selectedRange = NSRange(location: 0, length: 6)
        view.deleteBackward()
        #expect(view.text == "world")
        view.keyboardType = .emailAddress
        #expect(view.keyboardType == .emailAddress)
        #expect(view.autocapitalizationType == .sentences)
    }

    @Test("a subclass overrides deleteBackward, as custom fields on iOS do")
    func overridable() {
        final class CountingField: UITextField {
            var deletes = 0
            override func deleteBackward() { deletes += 1; super.deleteBackward() }
        }
        let field = CountingField()
        field.text = "ab"
        field.deleteBackward()
        #expect(field.deletes == 1)
        #expect(field.text == "a")
    }
}
