import Foundation
import Testing
import WidgetShot

/// Issue 20 (Bitkit's `TextStyle.swift`): `\._lineHeightMultiple` with real fonts — measured
/// sizes and baselines follow TextKit's rule (every line box, the first included, is m × its
/// natural height, the change taken above the glyphs), and the pixels follow the measurement
/// in each drawing path (one colour, several colours, gradients, placeholders).
@Suite struct TextFifteenLineHeightMultiplePixelTests {
    private func measure(_ string: String, multiple: CGFloat, spacing: CGFloat = 0, width: CGFloat = 300, height: CGFloat? = nil) throws -> TextMeasurement {
        let measurer = PangoTextMeasurer(fonts: try Shared.renderer().fonts)
        Shared.lock.lock()
        defer { Shared.lock.unlock() }
        let request = TextLayoutRequest(runs: [TextRun(string: string, font: ResolvedFont(family: "system", size: 17))], lineSpacing: spacing,
                                        displayScale: 3, lineHeightMultiple: multiple)
        return measurer.measure(request, width: width, height: height)
    }

    @Test("Pango sizes and baselines: m × the natural height, baselines m × h − descent apart", arguments: [0.83, 1.5])
    func measured(multiple: CGFloat) throws {
        let natural = try measure("Hxg\nHxg\nHxg", multiple: 0)
        let m = try measure("Hxg\nHxg\nHxg", multiple: multiple)
        let h = natural.size.height / 3, descent = h - natural.firstBaseline
        #expect(abs(m.size.height - multiple * natural.size.height) < 1e-6, "\(m.size) vs \(natural.size)")
        #expect(abs(m.firstBaseline - (multiple * h - descent)) < 1e-6, "\(m.firstBaseline)")
        #expect(abs(m.lastBaseline - (3 * multiple * h - descent)) < 1e-6, "\(m.lastBaseline)")
        #expect(m.lines == natural.lines && m.size.width == natural.size.width)
        // lineSpacing stays between the boxes.
        let spaced = try measure("Hxg\nHxg\nHxg", multiple: multiple, spacing: 5)
        #expect(abs(spaced.size.height - (multiple * natural.size.height + 10)) < 1e-6, "\(spaced.size)")
    }

    @Test("a multiple of 1 measures exactly as none (existing layouts and goldens unchanged)")
    func one() throws {
        #expect(try measure("Hxg\nHxg", multiple: 1) == measure("Hxg\nHxg", multiple: 0))
    }

    @Test("a height holds the lines whose multiplied boxes fit")
    func fitting() throws {
        // One paragraph wrapped to a word a line (Pango limits lines per paragraph).
        let natural = try measure("Hxg Hxg Hxg", multiple: 0, width: 40)
        try #require(natural.lines.count == 3, "\(natural.lines)")
        let h = natural.size.height / 3
        // Two natural lines' height: three lines at 0.6 (1.8 h) fit, at 1 only two do.
        #expect(try measure("Hxg Hxg Hxg", multiple: 0, width: 40, height: 2 * h + 0.5).lines.count == 2)
        #expect(try measure("Hxg Hxg Hxg", multiple: 0.6, width: 40, height: 2 * h + 0.5).lines.count == 3)
    }

    /// Rows with ink (alpha > 128) grouped into bands separated by empty rows, top to bottom.
    private func inkBands(_ image: RasterImage, where test: (Px) -> Bool = { $0.a > 128 }) -> [ClosedRange<Int>] {
        var bands: [ClosedRange<Int>] = []
        for y in 0..<image.height {
            guard (0..<image.width).contains(where: { test(image.px($0, y)) }) else { continue }
            if let last = bands.last, last.upperBound == y - 1 { bands[bands.count - 1] = last.lowerBound...y } else { bands.append(y...y) }
        }
        return bands
    }

    private func twoLines(_ multiple: CGFloat, style: Int = 0) -> some View {
        Group {
            switch style {
            case 1: Text("H").foregroundColor(.red) + Text("\nH").foregroundColor(.blue)
            case 2: Text("H\nH").foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
            case 3: Text("HHH\nHHH").redacted(reason: .placeholder)
            default: Text("H\nH").foregroundColor(.black)
            }
        }
        .font(.system(size: 40))
        .environment(\._lineHeightMultiple, multiple)
        .accessibilityIdentifier("t")
        .padding(.top, 60)
        .frame(maxHeight: .infinity, alignment: .top)
    }

    @Test("drawn lines move by TextKit's rule: line k's ink by (k + 1)(m − 1)·h", arguments: [
        (CGFloat(0.7), 0), (0.7, 1), (0.7, 2), (0.7, 3), (1.5, 0), (1.5, 1), (1.5, 2),
    ])
    func drawn(multiple: CGFloat, style: Int) throws {
        let scale: CGFloat = 2
        let plain = try render(twoLines(1, style: style), 200, 300, scale: scale)
        let moved = try render(twoLines(multiple, style: style), 200, 300, scale: scale)
        // Placeholder bars are the text colour at 20 % opacity.
        let ink: (Px) -> Bool = style == 3 ? { $0.a > 20 } : { $0.a > 128 }
        let before = inkBands(plain.image, where: ink), after = inkBands(moved.image, where: ink)
        try #require(before.count == 2 && after.count == 2, "bands \(before) → \(after)")
        let natural = try #require(plain.tree.frame(of: "t")), frame = try #require(moved.tree.frame(of: "t"))
        let h = natural.height / 2
        #expect(abs(frame.height - multiple * natural.height) <= 1 / scale, "frame \(frame) vs \(natural)")
        #expect(frame.minY == natural.minY)
        for k in 0..<2 {
            let expected = CGFloat(k + 1) * (multiple - 1) * h * scale
            let shift = CGFloat(after[k].lowerBound - before[k].lowerBound)
            #expect(abs(shift - expected) <= 1.5, "line \(k): moved \(shift) px, expected \(expected) px")
            #expect(abs(after[k].count - before[k].count) <= 1, "line \(k) ink height changed: \(before[k]) → \(after[k])")
        }
    }

    @Test("several colours keep their runs' colours on the moved lines")
    func colours() throws {
        let moved = try render(twoLines(1.5, style: 1), 200, 300, scale: 2)
        let red = inkBands(moved.image) { $0.a > 128 && $0.r > 200 && $0.b < 80 }
        let blue = inkBands(moved.image) { $0.a > 128 && $0.b > 200 && $0.r < 80 }
        #expect(red.count == 1 && blue.count == 1 && red[0].upperBound < blue[0].lowerBound, "red \(red), blue \(blue)")
    }
}
