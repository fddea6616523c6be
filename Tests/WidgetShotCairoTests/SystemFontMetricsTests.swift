import Foundation
import Testing
import WidgetShot

/// Issue 13: system text measures like SF Pro on iOS — heights, widths (HIG tracking), weights,
/// and every script iOS users read has glyphs.
@Suite struct SystemFontMetricsTests {
    /// Runs `body` with a measurer on the shared fonts, under the shared lock (Pango contexts
    /// are shared and not thread-safe; Swift Testing runs tests in parallel).
    private func measuring<T>(_ body: (PangoTextMeasurer) throws -> T) throws -> T {
        let measurer = PangoTextMeasurer(fonts: try Shared.renderer().fonts)
        Shared.lock.lock()
        defer { Shared.lock.unlock() }
        return try body(measurer)
    }

    private func measure(_ string: String, _ font: ResolvedFont, tracking: CGFloat = 0, language: String? = nil) throws -> TextMeasurement {
        try measuring { $0.measure(TextLayoutRequest(runs: [TextRun(string: string, font: font, kerning: tracking)], language: language), width: nil, height: nil) }
    }

    /// SwiftUI's `Text("X").font(style)` heights at @1x, default size category (issue 13,
    /// measured on iOS simulators).
    static let styleHeights: [(Font.TextStyle, CGFloat)] = [
        (.largeTitle, 41), (.title, 34), (.title2, 27), (.title3, 24), (.headline, 21), (.subheadline, 18), (.body, 21),
        (.callout, 20), (.footnote, 16), (.caption, 15), (.caption2, 14),
    ]

    @Test("Text(\"X\").font(style) is as tall as on iOS at @1x for all eleven text styles", arguments: styleHeights)
    func textStyleHeights(style: Font.TextStyle, height: CGFloat) throws {
        let result = try render(Text("X").font(.system(style)).accessibilityIdentifier("t"), 200, 100, scale: 1)
        let frame = try #require(result.tree.renderedFrame(of: "t"))
        #expect(frame.height == height, "\(style): \(frame.height) pt")
    }

    @Test("17-pt system metrics are SF Pro's: ascender 16.19, descender 4.10, line height 20.29 (1.1934 em)")
    func sfProVerticalMetrics() throws {
        for weight in [Font.Weight.ultraLight, .regular, .black] {
            let m = try measuring { $0.metrics(for: ResolvedFont(family: "system", size: 17, weight: weight)) }
            #expect(abs(m.ascent - 16.19) < 0.01, "ascent \(m.ascent)")
            #expect(abs(m.descent - 4.10) < 0.01, "descent \(m.descent)")
            #expect(abs(m.lineHeight - 20.29) < 0.01, "line height \(m.lineHeight)")
            #expect(m.leading == 0)
        }
        // A laid-out line is exactly that tall, and its baseline is at the ascender.
        let line = try measure("Hxg", ResolvedFont(family: "system", size: 17))
        #expect(abs(line.size.height - 20.29) < 0.01 && abs(line.firstBaseline - 16.19) < 0.01, "\(line)")
    }

    @Test("HIG SF Pro tracking table values, interpolation and guards")
    func publishedTracking() {
        let table: [(CGFloat, CGFloat)] = [(8, 0.21), (11, 0.06), (12, 0), (13, -0.08), (17, -0.43), (20, -0.45), (22, -0.26), (28, 0.38), (34, 0.40), (96, 0)]
        for (size, points) in table { #expect(SystemFontTracking.published(pointSize: size) == points, "\(size) pt") }
        #expect(abs(SystemFontTracking.published(pointSize: 16.5) - -0.37) < 1e-9)
        #expect(abs(SystemFontTracking.published(pointSize: 4) - 0.164) < 1e-9)
        #expect(SystemFontTracking.published(pointSize: 200) == 0)
        for bad in [CGFloat.nan, .infinity, -3, 0] { #expect(SystemFontTracking.letterSpacing(pointSize: bad) == 0) }
    }

    /// An ordinary English line.
    static let reference = "Tuesday, June 3 · Sunny and 72°"

    /// Letter spacing goes between characters: a line of n characters gets n − 1 of it (like
    /// `.tracking`, "treated as trailing whitespace" by Apple's text system).
    @Test("system text is Inter plus (n − 1) × (HIG tracking + substitute correction) at 8–34 pt",
          arguments: [8, 10, 11, 12, 13, 15, 16, 17, 20, 22, 24, 28, 34] as [CGFloat])
    func widthsFollowTrackingTable(size: CGFloat) throws {
        let gaps = CGFloat(Self.reference.count - 1)
        let inter = try measure(Self.reference, ResolvedFont(family: "Inter", size: size)).size.width
        let system = try measure(Self.reference, ResolvedFont(family: "system", size: size)).size.width
        let expected = inter + gaps * SystemFontTracking.letterSpacing(pointSize: size)
        // Pango stores letter spacing in 1/1024 pt per character.
        #expect(abs(system - expected) < gaps / 1024 + 0.01, "\(size) pt: \(system) vs \(expected)")
    }

    @Test("tracked text laid out at its own ideal width is not cut (8–34 pt)", arguments: [8, 11, 13, 17, 22, 28, 34] as [CGFloat])
    func idealWidthFits(size: CGFloat) throws {
        for string in ["10:30 更新", "6月21日 周五 · 国航 CA4506", Self.reference, "Wi"] {
            for weight in [Font.Weight.regular, .semibold] {
                let font = ResolvedFont(family: "system", size: size, weight: weight)
                let ideal = try measure(string, font).size.width
                let request = TextLayoutRequest(runs: [TextRun(string: string, font: font)], displayScale: 3)
                let fitted = try measuring { $0.measure(request, width: (ideal * 3).rounded(.up) / 3, height: nil) }
                #expect(!fitted.isTruncated && fitted.lines.count == 1, "\(string) at \(size) pt: \(fitted.lines)")
            }
        }
    }

    @Test("CJK characters in system text get no SF Pro tracking (iOS draws them with PingFang), only .tracking")
    func cjkUntracked() throws {
        let system = ResolvedFont(family: "system", size: 17), inter = ResolvedFont(family: "Inter", size: 17)
        // Four hanzi: exactly 4 em, as in the font, whatever SF Pro's 17-pt tracking is.
        #expect(try abs(measure("东方航空", system).size.width - measure("东方航空", inter).size.width) < 0.01)
        #expect(try abs(measure("东方航空", system).size.width - 68) < 0.01)
        #expect(try abs(measure("东方航空", system, tracking: 1).size.width - 71) < 0.01)
        // Mixed: the Latin part is still tracked.
        let mixed = try measure("MU5101 东方", system).size.width - measure("MU5101 东方", inter).size.width
        #expect(mixed < -1, "\(mixed)")
    }

    @Test("the substitute correction: +6.5/1000 em up to 12 pt, fading to 0 at 17 pt; SF Pro Display's tightening from 20 pt")
    func substituteCorrection() {
        let cases: [(CGFloat, CGFloat)] = [(8, 0.052), (12, 0.078), (14.5, 0.047125), (17, 0), (20, 0), (24, -0.61), (28, -1.01), (34, -1.226428)]
        for (size, points) in cases {
            #expect(abs(SystemFontTracking.substituteCorrection(pointSize: size) - points) < 1e-4, "\(size) pt")
        }
    }

    @Test("SF Pro widths modelled from issue 13's iOS measurements land within 1 %")
    func matchesMeasuredSFProRatios() throws {
        // Untracked Inter vs iOS (issue 13): 12 pt regular −1.3 % (0…−2.6 %), 10 pt bold −3.6 %, 17 pt +4.4…6 %.
        // With tracking applied, each lands within 1 % of the centre of iOS's measured range.
        let cases: [(CGFloat, Font.Weight, CGFloat)] = [(12, .regular, -0.013), (10, .bold, -0.036), (17, .regular, 0.052)]
        for (size, weight, measuredDelta) in cases {
            let inter = try measure(Self.reference, ResolvedFont(family: "Inter", size: size, weight: weight)).size.width
            let system = try measure(Self.reference, ResolvedFont(family: "system", size: size, weight: weight)).size.width
            let iOS = inter / (1 + measuredDelta)
            #expect(abs(system / iOS - 1) < 0.01, "\(size) pt \(weight.value): ours \(system), iOS ≈ \(iOS)")
        }
    }

    @Test(".tracking adds to the system tracking; custom fonts get only .tracking")
    func trackingComposes() throws {
        let font = ResolvedFont(family: "system", size: 17)
        let plain = try measure("Tracking", font).size.width
        let tracked = try measure("Tracking", font, tracking: 2).size.width
        #expect(abs(tracked - plain - 7 * 2) < 0.05, "\(tracked - plain)")
        let inter = ResolvedFont(family: "Inter", size: 17)
        #expect(try measure("Tracking", inter, tracking: 1).size.width - measure("Tracking", inter).size.width > 6.9)
        // Absurd tracking is clamped, not a crash.
        #expect(try measure("ab", font, tracking: 1e12).size.width.isFinite)
        // Through the view API too.
        let a = try render(Text("Tracking").accessibilityIdentifier("t"), 300, 40, scale: 1).tree.renderedFrame(of: "t")
        let b = try render(Text("Tracking").tracking(3).accessibilityIdentifier("t"), 300, 40, scale: 1).tree.renderedFrame(of: "t")
        #expect(try #require(b).width - #require(a).width >= 20)
    }

    @Test("all nine weights are distinct faces, widening from ultraLight to black")
    func nineWeights() throws {
        let weights: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        let widths = try weights.map { try measure("Hamburgefonstiv", ResolvedFont(family: "Inter", size: 40, weight: $0)).size.width }
        for (a, b) in zip(widths, widths.dropFirst()) { #expect(b > a + 0.1, "\(widths)") }
        // Italic of a light and of a heavy weight differ too.
        let italics = try [Font.Weight.light, .heavy].map {
            try measure("Hamburgefonstiv", ResolvedFont(family: "Inter", size: 40, weight: $0, italic: true)).size.width
        }
        #expect(italics[1] > italics[0] + 1, "\(italics)")
    }

    /// One ordinary string per script iOS users read.
    static let scripts: [(String, String)] = [
        ("Latin", "Ça va? Größe, naïve, Łódź"), ("Greek", "Καλημέρα κόσμε"), ("Cyrillic", "Привет, мир"),
        ("Arabic", "مرحبا بالعالم"), ("Hebrew", "שלום עולם"), ("Thai", "สวัสดีชาวโลก"), ("Devanagari", "नमस्ते दुनिया"),
        ("Simplified Chinese", "每日推荐为你带来惊喜"), ("Traditional Chinese", "航班動態與準點資訊"),
        ("Japanese", "今日の天気は晴れです"), ("Korean", "오늘의 날씨는 맑음"), ("Emoji", "☀️🌧️❤️👍🏽🇯🇵"),
    ]

    @Test("every script iOS users read renders with no missing glyph", arguments: scripts)
    func scriptCoverage(script: String, sample: String) throws {
        for weight in [Font.Weight.regular, .bold] {
            let request = TextLayoutRequest(runs: [TextRun(string: sample, font: ResolvedFont(family: "system", size: 17, weight: weight))])
            #expect(try measuring { $0.missingGlyphCount(request) } == 0, "\(script) \(weight.value): \(sample)")
        }
        // Ethiopic, which no bundled font covers, is counted, so the check can fail.
        let missing = TextLayoutRequest(runs: [TextRun(string: "ሀሁ", font: ResolvedFont(family: "system", size: 17))])
        #expect(try measuring { $0.missingGlyphCount(missing) } == 2)
    }

    @Test("font designs use their stand-ins: serif and monospaced differ from the default")
    func designs() throws {
        let sample = "Illuminating 1111"
        let base = try measure(sample, ResolvedFont(family: "system", size: 20)).size.width
        let serif = try measure(sample, ResolvedFont(family: "system-serif", size: 20)).size.width
        let mono = try measure(sample, ResolvedFont(family: "system-monospaced", size: 20)).size.width
        #expect(abs(mono - CGFloat(sample.count) * 20 * 1233 / 2048) < 0.1, "SF Mono's 0.602-em cell: \(mono)")
        #expect(abs(serif - base) > 1 && abs(mono - base) > 1, "\(base) \(serif) \(mono)")
        // Through the view API: .monospaced() on a view and Text.fontDesign(.monospaced) agree.
        let a = try render(Text("1234").font(.system(size: 20)).monospaced().accessibilityIdentifier("t"), 200, 40, scale: 1).tree.renderedFrame(of: "t")
        let b = try render(Text("1234").fontDesign(.monospaced).font(.system(size: 20)).accessibilityIdentifier("t"), 200, 40, scale: 1).tree.renderedFrame(of: "t")
        let cell: CGFloat = 4 * 20 * 1233 / 2048
        let width = try #require(a).width
        #expect(width == cell.rounded(.up), "\(width) for \(cell)")
        #expect(a == b)
    }
}
