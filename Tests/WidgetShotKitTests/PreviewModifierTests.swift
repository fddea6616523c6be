import Foundation
import Testing
import WidgetShot

/// iOS 18's `PreviewModifier` (lautaropinto/Aware): the shared context is made once per
/// modifier type and cached; modifiers apply in order, the first to the preview's body.
struct CountingContext: PreviewModifier {
    nonisolated(unsafe) static var made = 0
    static func makeSharedContext() async throws -> String {
        made += 1
        return "context \(made)"
    }
    func body(content: Content, context: String) -> some View {
        content.overlay(alignment: .bottom) { Text(context).accessibilityIdentifier("context") }
    }
}

struct OuterPadding: PreviewModifier {
    func body(content: Content, context: Void) -> some View {
        content.padding(10).accessibilityIdentifier("outer")
    }
}

@Suite(.serialized) struct PreviewModifierTests {
    @Test func modifiersApplyInOrderWithACachedSharedContext() throws {
        let preview = Preview("Modified", traits: .sizeThatFitsLayout, .modifier(CountingContext()), .modifier(OuterPadding())) {
            Text("Body").frame(width: 100, height: 40)
        }
        let render = try WidgetRenderer().render(preview)[0]
        let root = try #require(render.result.tree.root)
        #expect(root.first(identifier: "context")?.label == "context 1")
        // The second modifier wraps the first: its padding surrounds the overlaid body.
        #expect(root.first(identifier: "outer")?.frame.size == CGSize(width: 120, height: 60))
        _ = try WidgetRenderer().render(Preview("Again", traits: .modifier(CountingContext())) { Text("x") })
        #expect(CountingContext.made == 1)
    }
}
