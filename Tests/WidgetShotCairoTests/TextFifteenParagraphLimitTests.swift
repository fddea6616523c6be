import Foundation
import Testing
import WidgetShot

/// Line limits count lines across paragraphs, as iOS does: `Text("One\nTwo\nThree").lineLimit(2)`
/// shows "One" / "Two…" and is truncated (Pango alone limits lines per paragraph and showed all
/// three). Sizes, the truncation flag and pixels agree; single paragraphs are unchanged.
@Suite struct TextFifteenParagraphLimitTests {
    private func measure(_ string: String, lineLimit: Int? = nil, width: CGFloat? = 300, height: CGFloat? = nil) throws -> TextMeasurement {
        let measurer = PangoTextMeasurer(fonts: try Shared.renderer().fonts)
        Shared.lock.lock()
        defer { Shared.lock.unlock() }
        let request = TextLayoutRequest(runs: [TextRun(string: string, font: ResolvedFont(family: "system", size: 17))],
                                        lineLimit: lineLimit, displayScale: 3)
        return measurer.measure(request, width: width, height: height)
    }

    @Test("lineLimit 1 and 2 over three paragraphs: n lines, truncated, the last one ends in “…”", arguments: [1, 2])
    func limited(limit: Int) throws {
        let full = try measure("One\nTwo\nThree")
        try #require(full.lines.count == 3 && !full.isTruncated, "\(full.lines)")
        let lineHeight = full.size.height / 3
        for width: CGFloat? in [300, nil] {
            let m = try measure("One\nTwo\nThree", lineLimit: limit, width: width)
            #expect(m.lines == (limit == 1 ? ["One…"] : ["One", "Two…"]), "\(m.lines)")
            #expect(abs(m.size.height - CGFloat(limit) * lineHeight) < 1e-6, "\(m.size)")
            #expect(m.isTruncated && m.isCut)
            #expect(m.lastBaseline < CGFloat(limit) * lineHeight)
        }
    }

    @Test("lineLimit(nil) and a limit the text fits are unchanged", arguments: [nil, 3, 4])
    func unlimited(limit: Int?) throws {
        let m = try measure("One\nTwo\nThree", lineLimit: limit)
        #expect(m.lines == ["One", "Two", "Three"] && !m.isTruncated && !m.isCut)
    }

    @Test("a height counts lines across paragraphs")
    func height() throws {
        let full = try measure("One\nTwo\nThree")
        let lineHeight = full.size.height / 3
        let m = try measure("One\nTwo\nThree", height: 2 * lineHeight + 0.5)
        #expect(m.lines == ["One", "Two…"] && m.isTruncated, "\(m.lines)")
        #expect(abs(m.size.height - 2 * lineHeight) < 1e-6, "\(m.size)")
    }

    @Test("wrapped paragraphs: the limit line may fall inside the first or the last paragraph")
    func wrapped() throws {
        // (A line Pango ellipsizes is listed with the rest of its paragraph, as for one paragraph.)
        // A paragraph of three wrapped lines, then a short one: two lines of the first, ellipsized.
        let first = try measure("Hxg Hxg Hxg\nEnd", lineLimit: 2, width: 40)
        #expect(first.lines == ["Hxg ", "Hxg Hxg"] && first.isTruncated, "\(first.lines)")
        #expect(first.lines == (try measure("Hxg Hxg Hxg", lineLimit: 2, width: 40)).lines)
        // A short paragraph, then one of three wrapped lines: one line of it (was three).
        let last = try measure("One\nHxg Hxg Hxg", lineLimit: 2, width: 40)
        #expect(last.lines == ["One", "Hxg Hxg Hxg"] && last.isTruncated, "\(last.lines)")
        // An earlier paragraph longer than what is left for the limit line's paragraph.
        let both = try measure("Hxg Hxg Hxg\nHxg Hxg Hxg", lineLimit: 4, width: 40)
        #expect(both.lines == ["Hxg ", "Hxg ", "Hxg", "Hxg Hxg Hxg"] && both.isTruncated, "\(both.lines)")
        // Sizes: as the same lines cut from one paragraph by Pango's own limit.
        let lineHeight = try measure("Hxg").size.height, oneWidth = try measure("One").size.width
        let one = try measure("Hxg Hxg Hxg", lineLimit: 1, width: 40), two = try measure("Hxg Hxg Hxg", lineLimit: 2, width: 40)
        #expect(first.size == two.size, "\(first.size) vs \(two.size)")
        #expect(abs(last.size.height - 2 * lineHeight) < 1e-6 && last.size.width == max(one.size.width, oneWidth), "\(last.size) \(one.size)")
        #expect(abs(both.size.height - 4 * lineHeight) < 1e-6 && both.size.width == two.size.width, "\(both.size)")
    }

    @Test("one paragraph measures as before (Pango's own limit)")
    func singleParagraph() throws {
        let m = try measure("Hxg Hxg Hxg", lineLimit: 2, width: 40)
        #expect(m.lines.count == 2 && m.isTruncated, "\(m.lines)")
        #expect(try measure("One", lineLimit: 1) == measure("One"))
    }

    private func pair(_ cut: some View, _ reference: some View) throws -> (RasterImage, RasterImage, CGRect?, CGRect?) {
        func framed(_ v: some View) -> some View {
            v.font(.system(size: 30)).accessibilityIdentifier("t").frame(width: 200, height: 200, alignment: .topLeading)
        }
        let a = try render(framed(cut), 200, 200, scale: 2), b = try render(framed(reference), 200, 200, scale: 2)
        return (a.image, b.image, a.tree.frame(of: "t"), b.tree.frame(of: "t"))
    }

    private func same(_ a: RasterImage, _ b: RasterImage) -> Bool {
        a.width == b.width && a.height == b.height && (0..<a.height).allSatisfy { y in (0..<a.width).allSatisfy { a.px($0, y) == b.px($0, y) } }
    }

    @Test("pixels: lineLimit(2) over three paragraphs draws exactly Text(\"One\\nTwo…\")")
    func drawn() throws {
        let (cut, reference, f1, f2) = try pair(Text("One\nTwo\nThree").foregroundColor(.black).lineLimit(2), Text("One\nTwo…").foregroundColor(.black))
        #expect(f1 == f2, "\(String(describing: f1)) vs \(String(describing: f2))")
        #expect(same(cut, reference))
    }

    @Test("pixels: several colours — the ellipsis takes the colour of the first character left out")
    func colours() throws {
        let (cut, reference, f1, f2) = try pair(
            (Text("One").foregroundColor(.red) + Text("\nTwo\nThree").foregroundColor(.blue)).lineLimit(2),
            Text("One").foregroundColor(.red) + Text("\nTwo…").foregroundColor(.blue))
        #expect(f1 == f2)
        #expect(same(cut, reference))
    }

    @Test("pixels: a wrapped last paragraph cut at the limit draws as when more paragraphs follow")
    func wrappedDrawn() throws {
        let (a, b, f1, f2) = try pair(Text("One\nHxg Hxg Hxg").foregroundColor(.black).lineLimit(2).frame(width: 70, alignment: .leading),
                                      Text("One\nHxg Hxg Hxg\nMore").foregroundColor(.black).lineLimit(2).frame(width: 70, alignment: .leading))
        #expect(f1 == f2)
        #expect(same(a, b))
        var rows = 0
        for y in 0..<a.height where (0..<a.width).contains(where: { a.px($0, y).a > 128 }) { rows += 1 }
        let lineHeight = try measure("Hxg").size.height * 30 / 17 * 2
        #expect(CGFloat(rows) < 2 * lineHeight, "\(rows) rows of ink")
    }

    @Test("pixels: a frame two lines high shows two lines, the second with “…”")
    func heightDrawn() throws {
        let h = try measure("One").size.height * 30 / 17
        func framed(_ t: Text) -> some View {
            t.font(.system(size: 30)).foregroundColor(.black).frame(width: 200, height: (2 * h).rounded(.up) + 1, alignment: .topLeading)
                .frame(width: 200, height: 200, alignment: .topLeading)
        }
        let a = try render(framed(Text("One\nTwo\nThree")), 200, 200, scale: 2)
        let b = try render(framed(Text("One\nTwo…")), 200, 200, scale: 2)
        #expect(same(a.image, b.image))
    }
}

/// An image ending the last shown paragraph keeps its box; the appended ellipsis is drawn as text
/// in the font and colour of the run left out.
@Suite struct TextFifteenParagraphAttachmentTests {
    @Test("Text(Image) + \"\\nMore\" with lineLimit(1): the image and an ellipsis, as Text(Image) + \"…\"")
    func imageThenEllipsis() throws {
        func framed(_ t: some View) -> some View {
            t.font(.system(size: 30)).foregroundColor(.black).frame(width: 200, height: 100, alignment: .topLeading)
        }
        let a = try render(framed((Text(Image(systemName: "star.fill")) + Text("\nMore")).lineLimit(1)), 200, 100, scale: 2)
        let b = try render(framed(Text(Image(systemName: "star.fill")) + Text("…")), 200, 100, scale: 2)
        var differing = 0, ink = 0
        for y in 0..<a.image.height { for x in 0..<a.image.width {
            if a.image.px(x, y) != b.image.px(x, y) { differing += 1 }
            if a.image.px(x, y).a > 128 { ink += 1 }
        } }
        #expect(ink > 200, "\(ink) ink pixels")
        #expect(differing == 0, "\(differing) pixels differ")
    }
}
