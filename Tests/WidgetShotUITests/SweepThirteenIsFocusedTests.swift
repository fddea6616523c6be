import Foundation
import Testing
@testable import WidgetShotUI

// vinhnx/Clendar's widget rows read `@Environment(\.isFocused)` and scale up when focused.
// Nothing in a widget takes focus, so the value is false (Apple: "If there is no focusable
// ancestor, the value is false") and the row keeps its size.

private struct EventRow: View {
    @Environment(\.isFocused) var isFocused
    var body: some View {
        Text(isFocused ? "focused" : "not focused")
            .frame(width: 80, height: 20)
            .scaleEffect(isFocused ? 1.2 : 1)
            .accessibilityIdentifier("row")
    }
}

@Suite struct SweepThirteenIsFocusedTests {
    @Test("@Environment(\\.isFocused) is false in a widget and the focused scale never applies")
    func nothingIsFocused() throws {
        let tree = try place(EventRow(), 100, 100)
        let texts = (tree.root?.allNodes ?? []).compactMap { node -> String? in
            if case .text(let t) = node.content { return t.string }
            return nil
        }
        #expect(texts == ["not focused"])
        expectRect(tree.frame(of: "row"), 10, 40, 80, 20)
    }
}
