import Foundation
import Testing
@testable import WidgetShotBuild

/// Calls of UIKit's `@objc optional` delegate requirements (`textField.delegate?.textFieldDidEndEditing?(textField)`,
/// as LoopKitUI's AuthenticationTableViewCell writes) lose the `?` after the name, since WidgetShot's
/// stand-in protocols declare those methods with default implementations; closures the app names
/// alike, or that are not called through a delegate, keep theirs.
struct UIKitTwelveOptionalDelegateCallTests {
    let source = """
    import UIKit
    final class Cell {
        let textField = UITextField()
        weak var scrollDelegate: UIScrollViewDelegate?
        var textFieldDidEndEditing: ((UITextField) -> Void)?
        var action: (() -> Void)?
        func update(_ scrollView: UIScrollView, _ table: UITableView) {
            textField.delegate?.textFieldDidEndEditing?(textField)
            scrollDelegate?.scrollViewDidScroll?(scrollView)
            let height = table.delegate?.tableView?(table, heightForRowAt: IndexPath(row: 0, section: 0)) ?? 44
            textFieldDidEndEditing?(textField)
            self.textFieldDidEndEditing?(textField)
            action?()
        }
        func search(_ bar: UISearchBar) { bar.delegate?.searchBarSearchButtonClicked?(bar) }
    }
    """

    @Test func optionalChainAfterTheNameIsDroppedOnlyThroughDelegates() {
        let text = SourceTransform(originalPath: "/src/Cell.swift", fileIndex: 0).transform(source).text
        #expect(text.contains("textField.delegate?.textFieldDidEndEditing(textField)"), "\(text)")
        #expect(text.contains("scrollDelegate?.scrollViewDidScroll(scrollView)"), "\(text)")
        #expect(text.contains("table.delegate?.tableView(table, heightForRowAt:"), "\(text)")
        #expect(text.contains("\n        textFieldDidEndEditing?(textField)"), "\(text)")
        #expect(text.contains("self.textFieldDidEndEditing?(textField)"), "\(text)")
        #expect(text.contains("action?()"), "\(text)")
        #expect(text.contains("bar.delegate?.searchBarSearchButtonClicked(bar)"), "\(text)")
    }
}
