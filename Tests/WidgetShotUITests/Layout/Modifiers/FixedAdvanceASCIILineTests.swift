import Foundation
import Testing
@testable import WidgetShotUI

/// The ASCII fast paths of `FixedAdvanceTextMeasurer` (issue 21) answer exactly what its general
/// layout answers: same size, baselines, lines and truncation flags.
@Suite struct FixedAdvanceASCIILineTests {
    static let strings = ["Song 3-14", "Hello world  ", "  lead and trail  ", "a", "", "ab", "Wide words here and there", "x y", "~!@#$%^&*()_+{}|:<>?"]
    static let widths: [CGFloat?] = [nil, .leastNonzeroMagnitude, 4, 8.5, 9, 25.5, 30, 42.5, 76.5, 100, .infinity]
    static let heights: [CGFloat?] = [nil, 0, 20.4, 30, 40.8, .infinity]

    func requests(_ string: String) -> [TextLayoutRequest] {
        let body = ResolvedFont(family: "system", size: 17)
        let small = ResolvedFont(family: "system", size: 11)
        var result: [TextLayoutRequest] = []
        for mode in [Text.TruncationMode.tail, .head, .middle] {
            for limit in [nil, 0, 1, 2] as [Int?] {
                result.append(TextLayoutRequest(runs: [TextRun(string: string, font: body)], lineLimit: limit, truncationMode: mode))
                // Two runs of different sizes: each glyph keeps its run's advance, the ellipsis the first run's.
                let cut = string.index(string.startIndex, offsetBy: string.count / 2)
                result.append(TextLayoutRequest(
                    runs: [TextRun(string: String(string[..<cut]), font: small), TextRun(string: String(string[cut...]), font: body)],
                    lineLimit: limit, truncationMode: mode, lineSpacing: 3))
            }
            // A scale factor below 1 takes the general path (the text shrinks before it is cut).
            result.append(TextLayoutRequest(runs: [TextRun(string: string, font: body)], lineLimit: 1, truncationMode: mode, minimumScaleFactor: 0.5))
        }
        return result
    }

    @Test("every ASCII line measures as the general layout measures it")
    func fastPathsMatchGeneralLayout() {
        let measurer = FixedAdvanceTextMeasurer()
        var fastAnswers = 0
        for string in Self.strings {
            for request in requests(string) {
                for width in Self.widths {
                    for height in Self.heights {
                        let fast = measurer.measure(request, width: width, height: height)
                        let general = measurer.measureByLayout(request, width: width, height: height)
                        #expect(fast == general, "\(string.debugDescription) width \(String(describing: width)) height \(String(describing: height)) \(request.truncationMode) limit \(String(describing: request.lineLimit))")
                        if measurer.truncatedASCIILine(request, width: width, height: height) != nil { fastAnswers += 1 }
                    }
                }
            }
        }
        // The comparison covers the truncating fast path, not only the general one.
        #expect(fastAnswers > 500)
    }

    @Test("a tail-truncated line keeps the glyphs that fit before the ellipsis")
    func tailTruncation() throws {
        // 17 pt: 8.5 per glyph, ellipsis 8.5. Width 30: budget 21.5 holds "So" (17); line "So…" = 25.5.
        let request = TextLayoutRequest(runs: [TextRun(string: "Song 3-14", font: ResolvedFont(family: "system", size: 17))], lineLimit: 1)
        let m = try #require(FixedAdvanceTextMeasurer().truncatedASCIILine(request, width: 30, height: nil))
        #expect(m.lines == ["So…"])
        #expect(m.size == CGSize(width: 25.5, height: 1.2 * 17))
        #expect(m.isTruncated)
    }
}
