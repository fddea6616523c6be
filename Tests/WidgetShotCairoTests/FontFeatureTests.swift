import Foundation
import Testing
import WidgetShot

/// The OpenType features system text is shaped with: SF Pro's defaults, not Inter's.
@Suite struct FontFeatureTests {
    /// The ink rows (top, bottom) of each glyph of a one-line black text at 100 pt, @1x, left to
    /// right (glyphs found as runs of inked columns).
    private func glyphRows(_ string: String) throws -> [(top: Int, bottom: Int)] {
        let image = try render(Text(string).font(.system(size: 100)).foregroundStyle(Color.black).fixedSize(), 400, 140, scale: 1).image
        var columns: [Int] = []
        for x in 0..<image.width where (0..<image.height).contains(where: { image.alpha(x, $0) > 128 }) { columns.append(x) }
        var groups: [[Int]] = []
        for x in columns {
            if let last = groups.last?.last, last == x - 1 { groups[groups.count - 1].append(x) } else { groups.append([x]) }
        }
        return groups.map { g in
            let rows = (0..<image.height).filter { y in g.contains { image.alpha($0, y) > 128 } }
            return (rows.min() ?? 0, rows.max() ?? 0)
        }
    }

    @Test("parentheses, brackets and hyphens next to capitals and figures stay where they are next to lowercase (no Inter calt)")
    func noCaseRaising() throws {
        let lower = try glyphRows("(x)"), capital = try glyphRows("(H)"), figure = try glyphRows("(12)")
        #expect(capital.first! == lower.first!, "( beside H \(capital.first!) vs beside x \(lower.first!)")
        #expect(figure.first! == lower.first!, "( beside 1 \(figure.first!) vs beside x \(lower.first!)")
        #expect(try glyphRows("[H]").first! == glyphRows("[x]").first!)
        #expect(try glyphRows("A-B")[1] == glyphRows("a-b")[1], "the hyphen between capitals is not raised")
        #expect(try glyphRows("1x2")[1] == glyphRows("axa")[1], "1x2 keeps its x (no ×)")
        #expect(try glyphRows("->").count == 2, "-> stays two glyphs (no →)")
    }

    @Test("a colon between figures is vertically centred on them, as SF Pro's contextual alternate draws it")
    func figureColon() throws {
        let time = try glyphRows("12:30"), plain = try glyphRows("x:x")
        let digit = time[0], colon = time[2]
        let digitMiddle = Double(digit.top + digit.bottom) / 2, colonMiddle = Double(colon.top + colon.bottom) / 2
        #expect(abs(digitMiddle - colonMiddle) <= 3, "colon \(colon) vs figure \(digit)")
        #expect(plain[1].bottom > colon.bottom + 5, "between letters the colon sits on the baseline: \(plain[1]) vs \(colon)")
    }

    @Test("arrows and arithmetic operators sit at figure height beside capitals, figures and lowercase alike")
    func operatorsAtFigureHeight() throws {
        let caps = try glyphRows("H→H"), lower = try glyphRows("x→x"), sum = try glyphRows("1+2"), words = try glyphRows("x+x")
        #expect(caps[1] == lower[1], "→ beside H \(caps[1]) vs beside x \(lower[1])")
        #expect(sum[1] == words[1], "+ beside 1 \(sum[1]) vs beside x \(words[1])")
        let capMiddle = Double(caps[0].top + caps[0].bottom) / 2, arrowMiddle = Double(caps[1].top + caps[1].bottom) / 2
        #expect(abs(capMiddle - arrowMiddle) <= 2, "the arrow centres on the capitals: \(caps[1]) vs H \(caps[0])")
    }
}
