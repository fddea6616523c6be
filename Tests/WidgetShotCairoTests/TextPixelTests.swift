import Foundation
import Testing
import WidgetShot

@Suite struct TextPixelTests {
    /// One string rendered alone at 40 pt, @2x, on a transparent 120×80 pt canvas.
    private func glyphs(_ string: String) throws -> RenderResult {
        try render(Text(string).font(.system(size: 40)).foregroundColor(.black).accessibilityIdentifier("t"), 120, 80, scale: 2)
    }

    @Test("Text(\"Hello\") inks only inside its rendered frame, and does ink")
    func textInkInsideFrame() throws {
        let result = try render(Text("Hello").accessibilityIdentifier("t"), 100, 40)
        let frame = try #require(result.tree.renderedFrame(of: "t"))
        let image = result.image
        let ink = try #require(image.inkBounds(), "no ink at all")
        // The frame in pixels, widened by 1 px for antialiasing.
        let left = Int((frame.minX * 3).rounded(.down)) - 1, right = Int((frame.maxX * 3).rounded(.up))
        let top = Int((frame.minY * 3).rounded(.down)) - 1, bottom = Int((frame.maxY * 3).rounded(.up))
        #expect(ink.minX >= left && ink.maxX <= right && ink.minY >= top && ink.maxY <= bottom,
                "ink \(ink) outside frame \(frame) (pixels \(left)…\(right), \(top)…\(bottom))")
        #expect(image.count { $0.a > 128 } > 100, "solid ink")
        // The glyphs fill most of the frame's width (five letters, not one).
        #expect(Double(ink.width) > frame.width * 3 * 0.8, "ink \(ink.width) px wide in a \(frame.width) pt frame")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("CJK text draws real glyphs, not the missing-glyph hex boxes")
    func cjkIsNotTofu() throws {
        let line = try render(Text("每日推荐").font(.system(size: 20)).foregroundColor(.black), 120, 40).image
        #expect(line.count { $0.a > 128 } > 200, "每日推荐 has ink")
        // "𠀋" (U+2000B) and "丂" (U+4E02) are outside the GB2312 subset: Pango draws hex boxes
        // (6 and 4 hex digits; a missing 每 would be a 4-digit box too). Two 4-digit boxes differ
        // in ~30 % of their ink pixels; every character of 每日推荐 must differ from both in > 60 %.
        let boxes = try ["𠀋", "丂", "\u{2FFF}"].map { try glyphs($0).image.inkMask() }
        #expect(boxes.allSatisfy { !$0.isEmpty }, "the missing-glyph boxes are drawn")
        #expect(maskDistance(boxes[1], boxes[2]) < 0.5, "two 4-digit boxes look alike")
        var masks: [String: Set<Int>] = [:]
        for ch in ["每", "日", "推", "荐"] {
            let mask = try glyphs(ch).image.inkMask()
            masks[ch] = mask
            #expect(mask.count > 300, "\(ch) has ink")
            for (box, name) in zip(boxes, ["𠀋", "丂"]) {
                let d = maskDistance(mask, box)
                #expect(d > 0.6, "\(ch) vs the \(name) box: only \(Int(d * 100)) % of ink pixels differ")
            }
        }
        // The glyphs differ from one another as well.
        #expect(maskDistance(masks["每"]!, masks["日"]!) > 0.5)
        #expect(maskDistance(masks["推"]!, masks["荐"]!) > 0.5)
    }

    @Test("an emoji renders in colour even when the text colour is black")
    func emojiInColour() throws {
        let image = try render(Text("😀").font(.system(size: 30)).foregroundColor(.black), 60, 60).image
        let colourful = image.count(where: \.isColorful)
        #expect(colourful > 50, "\(colourful) opaque non-grey pixels")
        // The smiley's face is yellow.
        #expect(image.count { $0.a == 255 && $0.r > 200 && $0.g > 150 && $0.b < 100 } > 50)
    }

    @Test("an unknown font family falls back to Inter, still inks and warns naming the family")
    func unknownFontWarns() throws {
        let result = try render(Text("Hello").font(.custom("NoSuchFont", size: 12)), 100, 40)
        #expect(result.warnings.contains { $0.contains("NoSuchFont") }, "\(result.warnings)")
        #expect(result.image.count { $0.a > 128 } > 20)
        // It looks like the same text in the default font at 12 pt.
        let inter = try render(Text("Hello").font(.system(size: 12)), 100, 40)
        #expect(inter.warnings.isEmpty)
        #expect(maskDistance(result.image.inkMask(), inter.image.inkMask()) < 0.05)
    }

    @Test("Image(systemName: \"heart.fill\") tinted red draws red ink")
    func symbolDrawsTintedInk() throws {
        let result = try render(Image(systemName: "heart.fill").foregroundColor(.red), 40, 40)
        let image = result.image
        #expect(image.count { $0 == Apple.red } > 100, "opaque systemRed heart pixels")
        #expect(image.count { $0.a >= 64 && !$0.near(Px(255, 59, 48, $0.a), 4) } == 0, "all ink is red")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        // A heart is not a box: its bottom tip is narrower than its middle.
        let ink = try #require(image.inkBounds(above: 128))
        let rowWidth = { (y: Int) in (ink.minX...ink.maxX).filter { image.alpha($0, y) > 128 }.count }
        #expect(rowWidth(ink.maxY - 2) * 3 < rowWidth((ink.minY + ink.maxY) / 2), "tip vs middle")
    }

    @Test("an unknown symbol name draws a visible placeholder and warns naming the symbol")
    func unknownSymbol() throws {
        let result = try render(Image(systemName: "no.such.symbol.xyz").foregroundColor(.blue), 40, 40)
        #expect(result.image.count { $0.a > 128 } > 30, "placeholder ink")
        #expect(result.warnings.contains { $0.contains("no.such.symbol.xyz") }, "\(result.warnings)")
    }
}
