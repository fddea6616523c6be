import Foundation
import Testing
import WidgetShot

/// Issue 13: `.fontWidth(_:)` and `Font.width(_:)` draw the system font narrower or wider (a
/// synthetic horizontal scale of Inter: compressed 62.5 %, condensed 75 %, expanded 125 %), and
/// layout measures the same widths.
@Suite struct FontWidthPixelTests {
    func inkWidth(_ view: some View) throws -> (ink: CGFloat, frame: CGFloat) {
        let result = try render(view.accessibilityIdentifier("t"), 400, 60, scale: 2)
        let box = try #require(result.image.inkBounds(above: 128))
        let frame = try #require(result.tree.renderedFrame(of: "t"))
        return (CGFloat(box.width) / 2, frame.width)
    }

    @Test("condensed, compressed and expanded scale the ink and the frame of system text")
    func widths() throws {
        let text = Text("Hello Widgets").font(.system(size: 24))
        let standard = try inkWidth(text)
        for (width, factor) in [(Font.Width.condensed, 0.75), (.compressed, 0.625), (.expanded, 1.25)] as [(Font.Width, CGFloat)] {
            let scaled = try inkWidth(text.fontWidth(width))
            #expect(abs(scaled.ink / standard.ink - factor) < 0.04, "\(width): ink \(scaled.ink) vs \(standard.ink)")
            #expect(abs(scaled.frame / standard.frame - factor) < 0.06, "\(width): frame \(scaled.frame) vs \(standard.frame)")
        }
    }

    @Test("Font.width(_:), View.fontWidth(_:) and Text.fontWidth(_:) agree; .standard changes nothing")
    func spellings() throws {
        let a = try inkWidth(Text("Hello").font(.system(size: 24).width(.condensed)))
        let b = try inkWidth(Text("Hello").font(.system(size: 24)).fontWidth(.condensed))
        let c = try inkWidth(HStack { Text("Hello").font(.system(size: 24)) }.fontWidth(.condensed))
        let standard = try inkWidth(Text("Hello").font(.system(size: 24)))
        let explicit = try inkWidth(Text("Hello").font(.system(size: 24).width(.standard)))
        #expect(a.ink == b.ink && b.ink == c.ink && a.ink < standard.ink * 0.8, "\(a) \(b) \(c) \(standard)")
        #expect(explicit.ink == standard.ink)
    }

    @Test("a custom family keeps its own width")
    func customFamily() throws {
        let plain = try inkWidth(Text("Hello").font(.custom("Noto Serif", size: 24)))
        let condensed = try inkWidth(Text("Hello").font(.custom("Noto Serif", size: 24)).fontWidth(.condensed))
        #expect(plain.ink == condensed.ink)
    }
}
