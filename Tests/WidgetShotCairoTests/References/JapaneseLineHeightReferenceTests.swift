import Foundation
import Testing
import WidgetShot

/// Japanese body text as iOS 18 draws it: a public swift-snapshot-testing image of
/// `Text("テスト\nテスト\nテスト").frame(width: 375, height: 667)`
/// (github.com/sosuiiii/ci2 @ 6a2f77b, `artifacts/success/example3.1.png`; source
/// `citest02/Features/Discover/DiscoverTests.swift` `example3` @ 135e8b3; Xcode 16.0, iPhone 16
/// simulator, @3x, `.image(layout: .fixed(width: 375, height: 667))` on white). The iOS image never
/// enters this repository: the numbers below were measured from it (`PixelsLikeIOS.md`).
private enum IOSJapaneseLines {
    /// Each line's ink (px at @3x): rows, columns and the darkness-weighted centre row.
    static let lines: [(top: Int, bottom: Int, centre: Double)] = [(914, 955, 932.76), (980, 1021, 998.76), (1046, 1087, 1064.76)]
    static let columns = (min: 490, max: 628)
    /// Line pitch: 66 px = 22.0 pt for 17-pt text (1.294 em), where a Latin line is 20.33 pt.
    static let pitch = 66.0
}

@Suite(.serialized) struct JapaneseLineHeightReferenceTests {
    /// How much darker than white a pixel is once composited on white (0…255).
    private func darkness(_ p: Px) -> Double { Double(255 - (p.r + p.g + p.b) / 3) * Double(p.a) / 255 }

    /// The ink lines of a greyscale-on-white image: rows with a pixel darker than 200, grouped
    /// when less than 4 px apart; each with its rows, columns and darkness-weighted centre row.
    private func inkLines(_ image: RasterImage) -> [(top: Int, bottom: Int, minX: Int, maxX: Int, centre: Double)] {
        var lines: [(top: Int, bottom: Int, minX: Int, maxX: Int, centre: Double)] = []
        for y in 0..<image.height {
            var minX = Int.max, maxX = Int.min
            for x in 0..<image.width where darkness(image.px(x, y)) > 55 { minX = min(minX, x); maxX = max(maxX, x) }
            guard minX <= maxX else { continue }
            if let last = lines.last, y - last.bottom <= 3 {
                lines[lines.count - 1] = (last.top, y, min(last.minX, minX), max(last.maxX, maxX), 0)
            } else {
                lines.append((y, y, minX, maxX, 0))
            }
        }
        return lines.map { line in
            var w = 0.0, m = 0.0
            for y in line.top...line.bottom {
                let d = (line.minX...line.maxX).reduce(0.0) { $0 + darkness(image.px($1, y)) }
                w += d; m += d * Double(y)
            }
            return (line.top, line.bottom, line.minX, line.maxX, w > 0 ? m / w : Double(line.top))
        }
    }

    @Test("three lines of kana at 17 pt: 22 pt apart (iOS 18: 66 px at @3x, not Noto CJK's own 24.67 pt), centred as iOS centres them")
    func threeLinesOfKana() throws {
        let view = Text("テスト\nテスト\nテスト").frame(width: 375, height: 667).background(Color.white)
        let image = try render(view, 375, 667, scale: 3).image
        if let folder = ProcessInfo.processInfo.environment["WIDGETSHOT_REFERENCE_OUTPUT"] {
            try image.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("cjk-kana-lines.png"))
        }
        let lines = inkLines(image)
        try #require(lines.count == 3, "three ink lines: \(lines)")
        let pitches = [lines[1].centre - lines[0].centre, lines[2].centre - lines[1].centre]
        for pitch in pitches {
            #expect(abs(pitch - IOSJapaneseLines.pitch) <= 1.5, "line pitch \(pitch) px; iOS \(IOSJapaneseLines.pitch) px")
        }
        for (got, want) in zip(lines, IOSJapaneseLines.lines) {
            // Hiragino's and Noto's kana differ by up to 1 px in height; the centre row is the robust figure.
            #expect(abs(got.centre - want.centre) <= 3, "line centre row \(got.centre); iOS \(want.centre)")
            #expect(abs(got.top - want.top) <= 4 && abs(got.bottom - want.bottom) <= 4, "line rows \(got.top)…\(got.bottom); iOS \(want.top)…\(want.bottom)")
        }
        // Noto's kana are a little wider than Hiragino's: the text stays centred on x = 187.5 pt.
        let centreX = Double(lines[1].minX + lines[1].maxX) / 2
        #expect(abs(centreX - Double(IOSJapaneseLines.columns.min + IOSJapaneseLines.columns.max) / 2) <= 3, "centre column \(centreX)")
    }

    @Test("a Latin line beside CJK text is as tall as the CJK line (the line takes the taller face), and a Latin-only line keeps SF Pro's 20.33 pt")
    func mixedAndLatinLineHeights() throws {
        let renderer = try Shared.renderer()
        func height(_ string: String) throws -> CGFloat {
            Shared.lock.lock()
            defer { Shared.lock.unlock() }
            return try #require(renderer.layoutEngine.layout(Text(string), proposal: .unspecified, scale: 3).root).frame.height
        }
        let latin = try height("Test\nTest"), kana = try height("テスト\nテスト"), mixed = try height("Test テスト\nTest テスト")
        #expect(abs(latin - 2 * 61.0 / 3) < 0.01, "two Latin lines \(latin) pt (SF Pro: 2 × 20.33)")
        #expect(abs(kana - 44) < 0.34, "two kana lines \(kana) pt (iOS 18: 2 × 22.0)")
        #expect(abs(mixed - kana) < 0.34, "two mixed lines \(mixed) pt")
    }
}
