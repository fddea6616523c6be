import Foundation
import Testing
import WidgetShot

/// iOS 17 modifiers seen in real widget code: `backgroundStyle(_:)` changes what `.background`
/// draws, `safeAreaPadding` lays out as padding in a widget, `geometryGroup`/`tag` change nothing.
struct BackgroundStyleAndSafeAreaTests {
    @Test("backgroundStyle sets what background() and .background draw below it")
    func backgroundStyle() throws {
        let blue = Color(red: 0, green: 0, blue: 1)
        let styled = try render(Color.clear.frame(width: 10, height: 10).background().backgroundStyle(blue), 10, 10, scale: 1)
        #expect(styled.image.px(5, 5) == Px(0, 0, 255, 255))
        let shape = try render(Rectangle().fill(.background).frame(width: 10, height: 10).backgroundStyle(blue), 10, 10, scale: 1)
        #expect(shape.image.px(5, 5) == Px(0, 0, 255, 255))
        let plain = try render(Color.clear.frame(width: 10, height: 10).background(), 10, 10, scale: 1)
        #expect(plain.image.px(5, 5) == Px(255, 255, 255, 255))
        // A style that refers to the background itself resolves to the system's, not forever.
        let selfReferring = try render(Color.clear.frame(width: 10, height: 10).background().backgroundStyle(.background), 10, 10, scale: 1)
        #expect(selfReferring.image.px(5, 5) == Px(255, 255, 255, 255))
    }

    @Test("safeAreaPadding lays out as padding; geometryGroup and tag change no pixel")
    func safeAreaPaddingAndNoOps() throws {
        let engine = LayoutEngine()
        let tree = try engine.layout(Color.red.safeAreaPadding(.horizontal, 10).accessibilityIdentifier("p").frame(width: 100, height: 50),
                                     in: CGSize(width: 100, height: 50))
        let inner = try engine.layout(Color.red.accessibilityIdentifier("c").safeAreaPadding(12).frame(width: 100, height: 50),
                                      in: CGSize(width: 100, height: 50))
        #expect(tree.node("p")?.frame.width == 100)
        #expect(inner.node("c")?.frame == CGRect(x: 12, y: 12, width: 76, height: 26))
        let a = try render(Color.red.frame(width: 8, height: 8), 10, 10, scale: 2)
        let b = try render(Color.red.frame(width: 8, height: 8).geometryGroup().tag(3), 10, 10, scale: 2)
        #expect(a.image == b.image)
    }
}

/// `phaseAnimator` draws its content at the first phase (a widget is drawn at rest).
struct PhaseAnimatorTests {
    @Test("the modifier and the container draw the first phase; an empty sequence draws nothing")
    func firstPhase() throws {
        let viaModifier = try render(Color(red: 0, green: 0, blue: 1).frame(width: 10, height: 10)
            .phaseAnimator([0.0, 1.0]) { view, phase in view.opacity(phase) }, 10, 10, scale: 1)
        #expect(viaModifier.image.px(5, 5).a == 0)
        let container = try render(PhaseAnimator([false, true], trigger: 1) { on in
            Color(red: 1, green: 0, blue: 0).frame(width: on ? 2 : 10, height: 10)
        }, 10, 10, scale: 1)
        #expect(container.image.px(5, 5) == Px(255, 0, 0, 255))
        let empty = try render(PhaseAnimator([Int]()) { _ in Color.red }, 10, 10, scale: 1)
        #expect(empty.image.px(5, 5).a == 0)
    }
}
