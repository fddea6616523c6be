import Foundation
import Testing
@testable import WidgetShotUI

/// A modifier with a body that keeps its content for later: `GeometryReader` resolves it while
/// placing, after the modifier's own resolve returned.
private struct HalfWidth: ViewModifier {
    func body(content: Content) -> some View {
        GeometryReader { proxy in content.frame(width: proxy.size.width / 2) }
    }
}

/// Issue 21 (speed-9): modifiers resolve through `ViewModifier._makeWidgetShotNodes` (a witness
/// of the conformance) instead of an `as? any PrimitiveModifier.Type` cast per modifier.
@Suite struct SpeedNineModifierDispatchTests {
    struct ManyModifiers: View {
        var body: some View {
            VStack(spacing: 1) {
                Text("a").font(.caption).foregroundColor(.red).lineLimit(1).padding(2).frame(maxWidth: .infinity)
                Color.blue.frame(width: 10, height: 4).opacity(0.5).clipShape(Circle()).shadow(radius: 1)
                Text("b").background(Color.yellow).overlay(Text("o")).layoutPriority(1).id("b")
                Text("c").accessibilityLabel("see").blendMode(.multiply).colorMultiply(.green).rotationEffect(.degrees(3))
                Color.gray.containerRelativeFrame(.horizontal).frame(height: 2).modifier(HalfWidth()).frame(height: 6)
                Text("d").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).environment(\.layoutDirection, .rightToLeft)
            }
        }
    }

    @Test("WidgetShotUI's primitive modifiers resolve through their witness, not the dynamic cast")
    func primitiveModifiersHaveTheirWitness() throws {
        let tree = try LayoutEngine().layout(ManyModifiers(), in: CGSize(width: 200, height: 200), scale: 2)
        #expect(tree.allNodes.count > 15)
        let fromWidgetShotUI = PrimitiveFallbacks.typeNames.filter { $0.hasPrefix("WidgetShotUI.") }
        #expect(fromWidgetShotUI.isEmpty, "primitive modifiers without `_makeWidgetShotNodes`: \(fromWidgetShotUI.sorted())")
    }

    @Test("a modifier's body may resolve its content after the modifier returned")
    func bodyKeepsContent() throws {
        let tree = try LayoutEngine().layout(Color.red.modifier(HalfWidth()).frame(width: 80, height: 10), in: CGSize(width: 100, height: 50))
        let frames = tree.allNodes.filter { $0.kind == "frame" }.map(\.frame)
        // The outer frame, and inside the reader the content's frame at half its width.
        #expect(frames.contains(CGRect(x: 10, y: 20, width: 80, height: 10)))
        #expect(frames.contains { $0.width == 40 && $0.height == 10 && $0.minY == 20 })
    }
}
