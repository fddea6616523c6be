import Foundation
import Testing
import WidgetShot

/// Text attributes drawn through Pango: each one changes the pixels the way iOS draws it.
@Suite struct TextAttributePixelTests {
    private func ink(_ text: Text, _ width: CGFloat = 200) throws -> (RenderResult, PixelBox) {
        let result = try render(text.font(.system(size: 20)).foregroundColor(.black).fixedSize().accessibilityIdentifier("t"), width, 40, scale: 2)
        return (result, try #require(result.image.inkBounds(above: 100), "no ink"))
    }

    @Test("a Markdown bold run is wider than the same run regular, and an AttributedString bold run too")
    func boldIsWider() throws {
        let (plain, _) = try ink(Text(verbatim: "Headline news"))
        let (bold, _) = try ink(Text("**Headline** news"))
        var attributed = AttributedString("Headline news")
        attributed[attributed.range(of: "Headline")!].font = .system(size: 20, weight: .bold)
        let (attr, _) = try ink(Text(attributed))
        let w = { (r: RenderResult) in r.tree.frame(of: "t")!.width }
        #expect(w(bold) > w(plain) + 2 && w(attr) > w(plain) + 2, "plain \(w(plain)), markdown \(w(bold)), attributed \(w(attr))")
        #expect(abs(w(bold) - w(attr)) < 0.5)
    }

    @Test("underline inks below the baseline; strikethrough inks between the letters")
    func decorations() throws {
        let (_, plain) = try ink(Text(verbatim: "mom"))
        let (_, under) = try ink(Text(verbatim: "mom").underline())
        #expect(under.maxY > plain.maxY, "underline below \(plain), got \(under)")
        let (struck, _) = try ink(Text(verbatim: "m  m").strikethrough(color: .red))
        #expect(struck.image.count { $0.r > 200 && $0.g < 60 && $0.a > 200 } > 10, "a red strikethrough line")
        let (viewUnder, _) = try ink(Text(verbatim: "mom"))
        let modified = try render(Text(verbatim: "mom").font(.system(size: 20)).fixedSize().underline().foregroundColor(.black), 200, 40, scale: 2)
        #expect(try #require(modified.image.inkBounds(above: 100)).maxY > viewUnder.image.inkBounds(above: 100)!.maxY, "the View modifier underlines too")
    }

    @Test("kerning widens, baseline offset raises, background colour fills behind the run")
    func spacingAndBackground() throws {
        let (plain, plainBox) = try ink(Text(verbatim: "Tracking"))
        let (kerned, _) = try ink(Text(verbatim: "Tracking").kerning(4))
        #expect(kerned.tree.frame(of: "t")!.width >= plain.tree.frame(of: "t")!.width + 4 * 7, "8 letters, 4 pt each")
        #expect(plainBox.width > 0)
        // "xx" then "xx" raised 6 pt: the right half's ink sits 12 px (2x) above the left half's.
        let (raised, _) = try ink(Text(verbatim: "xx") + Text(verbatim: "xx").baselineOffset(6))
        let frame = raised.tree.frame(of: "t")!
        func top(_ range: Range<Int>) -> Int? {
            for y in 0..<raised.image.height { for x in range where raised.image.alpha(x, y) > 100 { return y } }
            return nil
        }
        let mid = Int(frame.midX * 2)
        let left = try #require(top(Int(frame.minX * 2)..<mid)), right = try #require(top(mid..<Int(frame.maxX * 2)))
        #expect(abs(left - right - 12) <= 1, "left ink top \(left), right \(right)")
        var highlighted = AttributedString("see this")
        highlighted[highlighted.range(of: "this")!].backgroundColor = .yellow
        let (bg, _) = try ink(Text(highlighted))
        #expect(bg.image.count { $0.r > 230 && $0.g > 180 && $0.b < 40 && $0.a == 255 } > 200, "a yellow box behind 'this'")
    }

    @Test("textCase uppercases and an inline SF Symbol draws a glyph")
    func caseAndSymbols() throws {
        let upper = try render(Text("hello").textCase(.uppercase).accessibilityIdentifier("t"), 200, 40)
        guard case .text(let t)? = upper.tree.node("t")?.content else { Issue.record("no text"); return }
        #expect(t.string == "HELLO")
        let (star, starBox) = try ink(Text("\(Image(systemName: "star.fill")) 4.5"))
        let (_, plainBox) = try ink(Text(" 4.5"))
        #expect(starBox.width > plainBox.width + 20, "the star glyph adds width: \(plainBox) → \(starBox)")
        #expect(star.warnings.isEmpty, "\(star.warnings)")
    }

    @Test("allowsTightening fits a slightly too long line without truncating")
    func tightening() throws {
        let text = "Tomorrow: sunny"
        let natural = try render(Text(verbatim: text).font(.system(size: 17)).fixedSize().accessibilityIdentifier("t"), 300, 40).tree.frame(of: "t")!.width
        let width = (natural - 2).rounded(.down)
        let tight = try render(Text(verbatim: text).font(.system(size: 17)).lineLimit(1).allowsTightening(true).accessibilityIdentifier("t").frame(width: width), 300, 40)
        let loose = try render(Text(verbatim: text).font(.system(size: 17)).lineLimit(1).accessibilityIdentifier("t").frame(width: width), 300, 40)
        guard case .text(let t)? = tight.tree.node("t")?.content, case .text(let l)? = loose.tree.node("t")?.content else { Issue.record("no text"); return }
        let measurer = PangoTextMeasurer(fonts: try Shared.renderer().fonts)
        #expect(!measurer.measure(t.request, width: width, height: nil).isTruncated, "tightened to fit")
        #expect(measurer.measure(l.request, width: width, height: nil).isTruncated, "truncated without tightening")
    }
}
