import Foundation
import Testing
@testable import WidgetShotUI

/// `invalidatableContent(_:)` (iOS 17) compiles in widget code and dims its content only while
/// `\.redactionReasons` contains `.invalidated`.
@Suite struct InvalidatableContentTests {
    func opacities(_ tree: PlacedTree, _ id: String) -> [Double] {
        (tree.node(id)?.effects ?? []).compactMap { if case .opacity(let o) = $0 { return o } else { return nil } }
    }

    @Test("invalidatable content draws at full opacity when nothing is invalidated")
    func settled() throws {
        let tree = try place(Color.red.frame(width: 20, height: 10).invalidatableContent().accessibilityIdentifier("v"), 40, 40)
        #expect(opacities(tree, "v").allSatisfy { $0 == 1 })
    }

    @Test("while invalidated, invalidatable content is dimmed and opted-out content is not")
    func invalidated() throws {
        let tree = try place(VStack {
            Color.red.frame(width: 20, height: 10).invalidatableContent().accessibilityIdentifier("on")
            Color.red.frame(width: 20, height: 10).invalidatableContent(false).accessibilityIdentifier("off")
        }.redacted(reason: .invalidated), 40, 40)
        #expect(opacities(tree, "on") == [InvalidatableContentView<Color>.invalidatedOpacity])
        #expect(opacities(tree, "off").allSatisfy { $0 == 1 })
    }
}
