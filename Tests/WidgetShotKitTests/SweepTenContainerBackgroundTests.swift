import Foundation
import Testing
import WidgetShot

/// swiftinsg/frameworks-scamvenger-hunt's cat widget puts a button holding a 669×321 pt image
/// that is not resizable in `containerBackground(for: .widget) { … }`. Apple: the `alignment`
/// "position[s] the implicit ZStack that groups the background views. The default is center."
/// WidgetShot placed it at the top-leading corner.
@Suite struct SweepTenContainerBackgroundTests {
    struct Card: View {
        var alignment: Alignment?
        var body: some View {
            if let alignment {
                Text("hi").containerBackground(for: .widget, alignment: alignment) { Color.red.frame(width: 60, height: 60) }
            } else {
                Text("hi").containerBackground(for: .widget) { Color.red.frame(width: 60, height: 60) }
            }
        }
    }

    func render(_ alignment: Alignment?) throws -> RasterImage {
        let def = StaticConfiguration(kind: "card", provider: ThreeEntries()) { _ in Card(alignment: alignment) }.definition
        renderLock.lock()
        defer { renderLock.unlock() }
        return try sharedRenderer.render(def, family: .systemSmall, device: .iPhoneSE3, appearance: .light, entries: .placeholder)[0].result.image
    }

    func isRed(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r > 200 && p.g < 60 && p.b < 60 }

    @Test("a background smaller than the widget is centred by default")
    func centredByDefault() throws {
        let image = try render(nil)   // 148×148 pt at @2x: the 60 pt square spans 44…104 pt (the text is at the centre)
        #expect(isRed(image.pixel(x: 92, y: 92)))
        #expect(isRed(image.pixel(x: 100, y: 200)))
        #expect(!isRed(image.pixel(x: 40, y: 40)))
        #expect(!isRed(image.pixel(x: 230, y: 148)))
    }

    @Test("the alignment argument places it in the widget")
    func alignedBottomTrailing() throws {
        let image = try render(.bottomTrailing)
        #expect(isRed(image.pixel(x: 270, y: 270)))
        #expect(!isRed(image.pixel(x: 148, y: 148)))
    }
}

/// NMolargik/Ready_Set's watch gauge (compiled into its widget) writes `.transition(.blurReplace())`:
/// iOS 17's `Transition` protocol with `BlurReplaceTransition`, not an `AnyTransition` member.
@Suite struct SweepTenTransitionTests {
    struct Level: View {
        var body: some View {
            VStack {
                Text("Hydrated").transition(.blurReplace())
                Text("3 of 8").transition(.blurReplace(.upUp))
                Text("cups").transition(.blurReplace)
                Text("today").transition(AnyTransition(BlurReplaceTransition(configuration: .downUp)))
            }
            .containerBackground(Color.white, for: .widget)
        }
    }

    @Test("views with a blur-replace transition are drawn at rest, in place")
    func drawnAtRest() throws {
        let def = StaticConfiguration(kind: "level", provider: ThreeEntries()) { _ in Level() }.definition
        renderLock.lock()
        defer { renderLock.unlock() }
        let r = try sharedRenderer.render(def, family: .systemSmall, device: .iPhoneSE3, appearance: .light, entries: .placeholder)[0]
        let image = r.result.image
        var dark = 0
        for y in stride(from: 0, to: image.height, by: 2) {
            for x in stride(from: 0, to: image.width, by: 2) where image.pixel(x: x, y: y).r < 100 { dark += 1 }
        }
        #expect(dark > 100)   // the four lines of text are drawn
        #expect(BlurReplaceTransition.blurReplace.configuration == .downUp)
        #expect(BlurReplaceTransition.blurReplace(.upUp).configuration == .upUp)
    }
}
